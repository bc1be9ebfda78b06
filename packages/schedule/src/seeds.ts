/**
 * Match seeds and the round's commit-reveal.
 *
 * - `matchSeed(secret, leagueId, round, table)` = HMAC-SHA256 keyed with the league's secret over
 *   the UTF-8 JSON text `["arena-match-seed/v1", leagueId, round, table]`, as 64 lowercase hex
 *   digits. Without the secret the seeds cannot be predicted; with it they cannot be chosen.
 * - Before a round the organiser publishes `roundCommitment(seeds)` = SHA-256 of the seeds in table
 *   order, each followed by a line feed (so `printf '%s\n' SEED… | sha256sum` recomputes it).
 * - After the round the seeds are published; anyone checks them with `verifyRound`.
 */
import { createHash, createHmac } from 'node:crypto';

const SEED = /^[0-9a-f]{64}$/;

function checkIndex(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

/** The seed of one match (table) of a round. Throws on an empty secret or bad indexes (bugs). */
export function matchSeed(secret: string, leagueId: string, round: number, table: number): string {
  if (secret.length === 0) throw new RangeError('matchSeed: empty league secret');
  checkIndex('round', round);
  checkIndex('table', table);
  const message = JSON.stringify(['arena-match-seed/v1', leagueId, round, table]);
  return createHmac('sha256', secret).update(message, 'utf8').digest('hex');
}

/** The seeds of tables 0 … tables−1 of a round, in table order. */
export function roundSeeds(secret: string, leagueId: string, round: number, tables: number): string[] {
  checkIndex('tables', tables);
  return Array.from({ length: tables }, (_, t) => matchSeed(secret, leagueId, round, t));
}

/** Whether `seed` has the form of a match seed (64 lowercase hex digits). */
export function isSeed(seed: string): boolean {
  return SEED.test(seed);
}

/** SHA-256 (hex) of the seeds in order, each followed by "\n". Throws on a malformed seed (a bug). */
export function roundCommitment(seeds: readonly string[]): string {
  const bad = seeds.find((s) => !isSeed(s));
  if (bad !== undefined) throw new RangeError(`roundCommitment: malformed seed ${JSON.stringify(bad)}`);
  const hash = createHash('sha256');
  for (const seed of seeds) hash.update(`${seed}\n`, 'utf8');
  return hash.digest('hex');
}

/** Whether the revealed seeds are well formed and hash to the published commitment. */
export function verifyRound(commitment: string, seeds: readonly string[]): boolean {
  if (!seeds.every(isSeed)) return false;
  return roundCommitment(seeds) === commitment.toLowerCase();
}
