import type { Pass } from '../../../../common/schemas/product';

/** The passes that still pay (active, or a membership whose renewal failed), and the ones that ended. */
export function splitPasses(passes: Pass[]): { current: Pass[]; ended: Pass[] } {
  const ended = (p: Pass) => p.status === 'cancelled' || p.status === 'expired';
  return { current: passes.filter((p) => !ended(p)), ended: passes.filter(ended) };
}
