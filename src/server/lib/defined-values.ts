/** The fields of a partial update that were sent: undefined means "leave it", null means "clear it". */
export function definedValues<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}
