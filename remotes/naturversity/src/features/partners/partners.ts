/** Spec §3 Partner (id, name, focus): 3 static, fictional samples (spec §9). */
export interface Partner {
  id: string;
  name: string;
  focus: string;
}

export const PARTNERS: readonly Partner[] = [
  { id: 'green-sprout-gardens', name: 'Green Sprout Gardens', focus: 'School gardens where kids grow their own vegetables' },
  { id: 'blue-wave-ocean-club', name: 'Blue Wave Ocean Club', focus: 'Beach clean-ups and learning about sea life' },
  { id: 'little-owl-library', name: 'Little Owl Library', focus: 'Free nature picture books and story circles' },
];
