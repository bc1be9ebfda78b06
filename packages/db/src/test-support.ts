/** Shared fixtures of this package's tests (not exported): a small league world. */
import { addBotVersion, createBot } from './bots.ts';
import type { Db } from './client.ts';
import { addEntry, createLeague, setLeagueState, type LeagueRow } from './leagues.ts';
import type { Result } from './result.ts';
import { createUser, type UserRow } from './users.ts';

export function unwrap<T, E>(result: Result<T, E>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export interface World {
  readonly organiser: UserRow;
  readonly owners: readonly UserRow[];
  readonly league: LeagueRow;
  /** Entry ids, one per bot, in creation order. */
  readonly entryIds: readonly number[];
  readonly botIds: readonly number[];
  readonly versionIds: readonly number[];
}

let counter = 0;

/** An organiser, `bots` owners with one bot each, and a running league of `seats`-seat tables. */
export async function makeWorld(db: Db, bots = 4, seats = 3): Promise<World> {
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const organiser = unwrap(
    await createUser(db, { name: `org-${tag}`, email: `org-${tag}@example.org`, passwordHash: 'h', role: 'organiser' }),
  );
  const league = unwrap(
    await createLeague(db, {
      name: `League ${tag}`,
      slug: `league-${tag}`,
      game: 'lupfen',
      options: { lupfenPenalty: 5 },
      seatsPerTable: seats,
      dealsPerMatch: 4,
      timeLimitMs: 100,
      memoryLimitMb: 64,
      targetRounds: 3,
      organiserId: organiser.id,
      state: 'open',
    }),
  );
  const owners: UserRow[] = [];
  const entryIds: number[] = [];
  const botIds: number[] = [];
  const versionIds: number[] = [];
  for (let i = 0; i < bots; i += 1) {
    const owner = unwrap(await createUser(db, { name: `o${i}-${tag}`, email: `o${i}-${tag}@example.org`, passwordHash: 'h' }));
    const bot = unwrap(await createBot(db, { ownerId: owner.id, name: `bot-${i}`, game: 'lupfen' }));
    const version = unwrap(await addBotVersion(db, { botId: bot.id, source: `// bot ${i}`, bundle: `bundle ${i}` })).version;
    const entry = unwrap(await addEntry(db, { leagueId: league.id, botVersionId: version.id }));
    owners.push(owner);
    botIds.push(bot.id);
    versionIds.push(version.id);
    entryIds.push(entry.id);
  }
  const running = unwrap(await setLeagueState(db, league.id, 'running'));
  return { organiser, owners, league: running, entryIds, botIds, versionIds };
}
