const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path ids that are not uuids can never match a row; routes answer 404 without asking the database. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
