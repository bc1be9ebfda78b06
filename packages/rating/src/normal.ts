/**
 * Standard normal draws from the engine's seeded `Rng` (Box–Muller; uniforms in (0, 1) from
 * 32-bit outputs, so the logarithm never sees 0). Used for rank-range simulation, the tests'
 * synthetic leagues and the duplicate-scoring benchmark.
 */
import type { Rng } from '@arena/engine/rng';

const TWO_32 = 2 ** 32;

/** A uniform number in the open interval (0, 1). */
export function nextUnit(rng: Rng): number {
  return (rng.nextUint32() + 0.5) / TWO_32;
}

/** One standard normal draw (the second Box–Muller value is discarded, keeping draws stateless). */
export function nextNormal(rng: Rng): number {
  const u = nextUnit(rng);
  const v = nextUnit(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
