// Money is handled in whole pence so amounts compare exactly; on the wire it is a "12.50" string.

/** numeric(10,2) holds at most 99,999,999.99. */
const MAX_PENCE = 9_999_999_999;

/** Pence for a pounds amount given as a number or a decimal string; undefined if it is not one. */
export function toPence(value: number | string): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return undefined;
    const pence = Math.round(value * 100);
    // 18.005 is not an amount anyone can pay; float noise (0.1 + 0.2) is tolerated.
    if (Math.abs(value * 100 - pence) > 1e-6 || pence > MAX_PENCE) return undefined;
    return pence;
  }
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function formatPence(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
