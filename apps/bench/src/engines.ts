/**
 * Engine throughput: random legal playouts of whole arena matches in process, on one core.
 * A decision = list the legal actions, pick one at random, apply it (settlement included, as
 * playMatch settles every deal). Each row runs for about `seconds` after a warm-up. Rates are given
 * per wall-clock second and per CPU second of this process (the honest figure on a shared machine).
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { playMatch, randomPolicy } from '@arena/engine/match';
import type { Row } from '@arena/report/table';

export interface EngineCase {
  readonly game: AnyGameDefinition;
  readonly seats: number;
}

export function benchEngine({ game, seats }: EngineCase, seconds: number): Row {
  const parsed = game.parseOptions({}, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  const run = (i: number) => playMatch(game, parsed.value, seats, `bench-${i}`, randomPolicy(`bench-${i}`));
  for (let i = 0; i < 20; i++) run(-i); // warm-up: let the JIT settle
  let deals = 0;
  let decisions = 0;
  let i = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  let elapsed = 0n;
  while (elapsed < limit) {
    const m = run(i++);
    deals += m.deals.length;
    decisions += m.decisions;
    elapsed = process.hrtime.bigint() - start;
  }
  const s = Number(elapsed) / 1e9;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    game: game.id,
    seats,
    matches: i,
    deals,
    'deals/s': Math.round(deals / s),
    'decisions/s': Math.round(decisions / s),
    'decisions/CPU-s': Math.round(decisions / cpuSeconds),
    'µs/decision': Number(((s * 1e6) / decisions).toFixed(2)),
  };
}
