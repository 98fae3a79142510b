// The API's amounts are exact decimal strings ("9.50", "-10.25"); sums and differences are made in
// whole pence, integers, so no float ever rounds a penny away (docs/decisions/0059).

export function toPence(amount: string): number {
  const match = /^(-)?(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return 0;
  const pence = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -pence : pence;
}

export function fromPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
