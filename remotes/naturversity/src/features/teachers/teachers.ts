/** Spec §3 Teacher (id, name, kingdom, specialty): 5 static, fictional samples (spec §9). */
import { filterByQuery } from '../../lib/search';

export interface Teacher {
  id: string;
  name: string;
  kingdom: string;
  specialty: string;
}

export const TEACHERS: readonly Teacher[] = [
  { id: 'kru-malee', name: 'Kru Malee', kingdom: 'Thailandia', specialty: 'River songs and rice-paddy science' },
  { id: 'dona-flor', name: 'Dona Flor', kingdom: 'Brazilandia', specialty: 'Rainforest birds and butterflies' },
  { id: 'guru-anand', name: 'Guru Anand', kingdom: 'Indillandia', specialty: 'Stargazing and monsoon weather' },
  { id: 'auntie-june', name: 'Auntie June', kingdom: 'Australandia', specialty: 'Reef creatures and ocean care' },
  { id: 'coach-sky', name: 'Coach Sky', kingdom: 'Amerilandia', specialty: 'Mindful movement and trail walks' },
];

/** Spec §2: the teacher search looks at name, kingdom and specialty. */
export function filterTeachers(teachers: readonly Teacher[], query: string): Teacher[] {
  return filterByQuery(teachers, query, (t) => [t.name, t.kingdom, t.specialty]);
}
