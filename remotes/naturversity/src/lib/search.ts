/**
 * The one search rule every Naturversity list uses: case-insensitive "contains" on a
 * few text fields; an empty (or blank) query keeps everything.
 */
export function normaliseQuery(query: string): string {
  return query.trim().toLocaleLowerCase();
}

export function matchesQuery(fields: readonly string[], query: string): boolean {
  const needle = normaliseQuery(query);
  if (needle === '') return true;
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

export function filterByQuery<T>(items: readonly T[], query: string, fieldsOf: (item: T) => readonly string[]): T[] {
  return items.filter((item) => matchesQuery(fieldsOf(item), query));
}
