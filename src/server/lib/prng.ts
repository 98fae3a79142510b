/**
 * mulberry32: a small, fast, seedable PRNG returning floats in [0, 1). The demo seed draws from it so
 * the demo data is the same on every machine, and the randomized workload test so a seed replays.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
