/** A short "where" for cards: the neighbourhood after the last comma, or the street, plus the postcode district. */
export function shortArea(address: string, postcode: string | null): string {
  const area = address.split(',').at(-1)?.trim() || address;
  const district = postcode?.split(' ')[0];
  return district ? `${area} · ${district}` : area;
}
