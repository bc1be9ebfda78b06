/**
 * Entries stored from a bundle: house bots (`first-legal`, `random`, run in process by the match
 * host), stored as versions whose bundle is the marker `house:<id>`, owned by the `house` account,
 * and entered as house entries, which the owner rule exempts. No compiler here, so the site can
 * import it (enter.ts compiles uploads and uses `store` too).
 */
import { addBotVersion, ensureBot } from '@arena/db/bots';
import type { Db } from '@arena/db/client';
import { addEntry, getLeague, listOutdatedEntries, type AddEntryError, type EntryRow } from '@arena/db/leagues';
import { err, ok, type Result } from '@arena/db/result';
import { isHouseBotId, type HouseBotId } from '@arena/match/house-bots';
import { ensureUser, HOUSE_USER } from './users.ts';

const HOUSE_MARKER = /^house:([a-z-]+)$/;

/** The house bot id of a stored bundle, when it is a house marker. */
export function houseIdOfBundle(bundle: string): HouseBotId | undefined {
  const id = HOUSE_MARKER.exec(bundle)?.[1];
  return id !== undefined && isHouseBotId(id) ? id : undefined;
}

export type EnterError =
  | { readonly code: 'league-not-found' }
  | { readonly code: 'compile-error'; readonly message: string }
  | { readonly code: 'wrong-game'; readonly message: string }
  | { readonly code: 'entry'; readonly reason: AddEntryError };

export interface Entered {
  readonly entry: EntryRow;
  readonly botId: number;
  readonly version: number;
  /** False when the bot already had this source (the version was reused). */
  readonly newVersion: boolean;
  /** Ids of the other leagues in which this version replaced an older one. */
  readonly replacedIn: readonly number[];
}

/**
 * Enters `botVersionId` in place of the bot's current entries of other versions in every league
 * that is not finished (the old entries are retired with their matches and ratings). Returns the
 * leagues where it did; a league that refuses keeps the old version.
 */
export async function promoteVersion(db: Db, botId: number, botVersionId: number): Promise<number[]> {
  const replaced: number[] = [];
  for (const old of await listOutdatedEntries(db, botId, botVersionId)) {
    if ((await addEntry(db, { leagueId: old.leagueId, botVersionId, replace: true })).ok) replaced.push(old.leagueId);
  }
  return replaced;
}

export interface Stored { readonly name: string; readonly source: string; readonly bundle: string; readonly house: boolean; readonly replace: boolean }

export async function store(db: Db, leagueId: number, owner: string, stored: Stored): Promise<Result<Entered, EnterError>> {
  const { name, source, bundle, house } = stored;
  const league = await getLeague(db, leagueId);
  if (!league) return err({ code: 'league-not-found' });
  const user = await ensureUser(db, owner);
  const bot = await ensureBot(db, { ownerId: user.id, name, game: league.game });
  if (!bot.ok) return err({ code: 'wrong-game', message: `${owner}'s bot ${name} plays another game than ${league.game}` });
  const added = await addBotVersion(db, { botId: bot.value.id, source, bundle });
  if (!added.ok) throw new Error(`bot ${bot.value.id} vanished while adding a version`);
  const versionId = added.value.version.id;
  const replacedIn = stored.replace ? (await promoteVersion(db, bot.value.id, versionId)).filter((id) => id !== leagueId) : [];
  const entry = await addEntry(db, { leagueId, botVersionId: versionId, isHouse: house, replace: stored.replace });
  if (!entry.ok) return err({ code: 'entry', reason: entry.error });
  return ok({ entry: entry.value, botId: bot.value.id, version: added.value.version.version, newVersion: added.value.created, replacedIn });
}

const houseSource = (id: HouseBotId): string => `// house bot ${id}: played in process by the match host\n`;

/** Enters an in-process house bot under `name` (several names may share one house bot id). */
export async function enterHouseBot(db: Db, leagueId: number, id: HouseBotId, name: string = id): Promise<Result<Entered, EnterError>> {
  return store(db, leagueId, HOUSE_USER, { name, source: houseSource(id), bundle: `house:${id}`, house: true, replace: false });
}

/**
 * The version of the in-process house bot `id` for `game` that challenges seat (the house's bot
 * `house-<id>-<game>`, created on first use; the same code is always the same version).
 */
export async function houseBotVersion(db: Db, game: string, id: HouseBotId): Promise<number> {
  const user = await ensureUser(db, HOUSE_USER);
  const bot = await ensureBot(db, { ownerId: user.id, name: `house-${id}-${game}`, game });
  if (!bot.ok) throw new Error(`the house bot house-${id}-${game} plays another game`);
  const added = await addBotVersion(db, { botId: bot.value.id, source: houseSource(id), bundle: `house:${id}` });
  if (!added.ok) throw new Error(`bot ${bot.value.id} vanished while adding a version`);
  return added.value.version.id;
}
