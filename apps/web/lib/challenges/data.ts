/** The challenge pages' data: a programmer's challenges, what a form may seat, today's quota. */
import { notFound } from 'next/navigation';
import { listBotsByOwner, listBotVersions } from '@arena/db/bots';
import { challengeCpuToday, getChallenge, getChallengeRecord, listChallengeableVersions, listChallenges, type ChallengeDetail } from '@arena/db/challenges';
import { findGame } from '@arena/games';
import { PLATFORM_CEILINGS } from '@arena/league/game-settings';
import { getRerunSource } from '@arena/db/reruns';
import { parseLeagueRecord } from '@arena/record/league-record';
import { compareRerun, type RerunComparison } from '@arena/league/rerun-comparison';
import { getDb } from '../db.ts';
import { challengeBounds } from './create.ts';

export interface Quota {
  readonly usedMs: number;
  readonly quotaMs: number;
  readonly maxOpen: number;
}

export async function fetchQuota(userId: number): Promise<Quota> {
  const { cpuMsPerDay, maxOpen } = challengeBounds();
  return { usedMs: await challengeCpuToday((await getDb()).sql, userId), quotaMs: cpuMsPerDay, maxOpen };
}

export async function fetchMyChallenges(userId: number): Promise<ChallengeDetail[]> {
  return listChallenges(await getDb(), userId, 50);
}

export async function fetchChallenge(id: string): Promise<ChallengeDetail> {
  const c = await getChallenge(await getDb(), id);
  if (!c) notFound();
  return c;
}

export interface VersionChoice {
  readonly value: string;
  readonly label: string;
}

export interface ChallengeFormData {
  readonly game: string;
  readonly seats: { readonly min: number; readonly max: number };
  /** The deals per rotation a challenge of this game may ask for at its default table size (the game's match, at most the platform's ceiling). */
  readonly maxDeals: number;
  readonly mine: readonly VersionChoice[];
  readonly opponents: readonly VersionChoice[];
}

/** The bots a table of `game` may seat: the house bots first, then every public version. */
export async function fetchOpponentChoices(gameId: string): Promise<VersionChoice[]> {
  const versions = await listChallengeableVersions(await getDb(), gameId, 300);
  return [
    { value: 'house:random', label: 'house bot: random' },
    { value: 'house:first-legal', label: 'house bot: first-legal' },
    ...versions.map((v) => ({ value: String(v.botVersionId), label: `${v.botName} v${v.version} by ${v.ownerName} (#${v.botVersionId})` })),
  ];
}

/** The user's own versions of their bots of `gameId` (bots by name, versions newest first). */
export async function ownVersionChoices(userId: number, gameId: string): Promise<VersionChoice[]> {
  const db = await getDb();
  const bots = (await listBotsByOwner(db, userId)).filter((b) => b.game === gameId);
  const mine: VersionChoice[] = [];
  for (const bot of bots) {
    for (const v of await listBotVersions(db, bot.id)) mine.push({ value: String(v.id), label: `${bot.name} v${v.version} (#${v.id})` });
  }
  return mine;
}

/** What the form offers for `game`: the user's own versions (newest first) and every public version, house bots first. */
export async function fetchChallengeForm(userId: number, gameId: string): Promise<ChallengeFormData | undefined> {
  const game = findGame(gameId);
  if (!game) return undefined;
  const mine = await ownVersionChoices(userId, gameId);
  const opponents = await fetchOpponentChoices(gameId);
  const seats = game.seatRange.default;
  const options = game.parseOptions({}, seats);
  if (!options.ok) throw new Error(`${gameId}: its default options do not parse: ${options.error}`);
  const length = game.matchLength(options.value, seats);
  return { game: gameId, seats: { min: game.seatRange.min, max: game.seatRange.max }, maxDeals: Math.min(length.max, PLATFORM_CEILINGS.dealsPerMatch), mine, opponents };
}

/** A done rerun set against the match it reruns (null: not a rerun, not done, or a record missing). */
export async function fetchRerunComparison(c: ChallengeDetail): Promise<RerunComparison | null> {
  if (c.rerunOf === null || c.status !== 'done') return null;
  const db = await getDb();
  const [source, rerun] = await Promise.all([getRerunSource(db, c.rerunOf), getChallengeRecord(db, c.id)]);
  const recorded = source?.record == null ? null : parseLeagueRecord(source.record);
  const played = rerun === null ? null : parseLeagueRecord(rerun);
  if (!recorded?.ok || !played?.ok) return null;
  return compareRerun(recorded.value, played.value, c.challengerSeat);
}
