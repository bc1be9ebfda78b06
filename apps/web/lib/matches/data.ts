/**
 * The match page's data: the match, its seats and the parsed record, with who owns which seat.
 * A match is a league match (@arena/db/match-pages), a challenge (@arena/db/challenges) or a table
 * with a person (@arena/db/person-tables): the same uuid space, the same record format, one page
 * and one replay viewer for all.
 */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { findGame } from '@arena/games';
import type { AnyGameDefinition } from '@arena/engine/game';
import { getChallenge, getChallengeRecord } from '@arena/db/challenges';
import { getPersonTable, getPersonTableRecord } from '@arena/db/person-tables';
import { getMatchPage, listRecentMatches, type RecentMatchRow } from '@arena/db/match-pages';
import type { MatchRecord } from '@arena/record/match-record';
import { firstRecord, isDuplicateRecord, parseLeagueRecord, type LeagueRecord } from '@arena/record/league-record';
import { getDb } from '../db.ts';

/** One seat of the match as seated (rotation 0). */
export interface MatchSeat {
  readonly seat: number;
  readonly botId: number;
  readonly botName: string;
  readonly ownerId: number;
  readonly ownerName: string;
}

/** Where the match comes from: a league's round, or a programmer's challenge. */
export type MatchContext =
  | { readonly kind: 'league'; readonly league: { readonly id: number; readonly name: string; readonly slug: string }; readonly roundNumber: number; readonly tableIndex: number }
  | { readonly kind: 'challenge'; readonly challengerName: string }
  /** A table with a person (issue 19): `personSeat` is theirs, the other seats are bots. */
  | { readonly kind: 'table'; readonly personName: string; readonly personSeat: number };

export interface MatchData {
  readonly id: string;
  readonly status: string;
  readonly gameId: string;
  readonly context: MatchContext;
  /** The seed once it may be shown (league: when the round's seeds are revealed; a challenge: always). */
  readonly seed: string | null;
  readonly seats: readonly MatchSeat[];
  /** The stored record: one match record, or a duplicate set of rotations (@arena/league). */
  readonly stored: LeagueRecord | null;
  /** The match as seated (rotation 0 of a duplicate set). */
  readonly record: MatchRecord | null;
  readonly game: AnyGameDefinition | undefined;
  /** Bot owner per seat (from the results, or from the seating for an unplayed match). */
  readonly seatOwners: readonly (number | null)[];
}

/**
 * Done matches never change, so their parsed pages are kept in a small in-process LRU (the record
 * decompressed and zod-checked once, not per request). A match whose seed is not yet revealed is
 * kept 10 s only, so the reveal shows up.
 */
const memo = new Map<string, { data: MatchData; until: number }>();
const MEMO_SIZE = 256;

async function leagueMatch(id: string): Promise<MatchData | undefined> {
  const page = await getMatchPage(await getDb(), id);
  if (!page) return undefined;
  const context = { kind: 'league', league: page.league, roundNumber: page.roundNumber, tableIndex: page.match.tableIndex } as const;
  return withRecord({ id, status: page.match.status, gameId: page.league.game, context, seed: page.seed, seats: page.results, seatCount: page.match.seating.length }, page.record);
}

async function challengeMatch(id: string): Promise<MatchData | undefined> {
  const db = await getDb();
  const c = await getChallenge(db, id);
  if (!c) return undefined;
  const record = c.status === 'done' ? await getChallengeRecord(db, id) : null;
  return withRecord({ id, status: c.status, gameId: c.game, context: { kind: 'challenge', challengerName: c.challengerName }, seed: c.seed, seats: c.seats, seatCount: c.seats.length }, record);
}

/** A table with a person: its bot seats as a match's seats (the person's seat is named from the record). */
async function personTableMatch(id: string): Promise<MatchData | undefined> {
  const db = await getDb();
  const t = await getPersonTable(db, id);
  if (!t) return undefined;
  const record = t.status === 'done' ? await getPersonTableRecord(db, id) : null;
  const seats = t.seats.flatMap((s) => (s.botId === null || s.botName === null || s.ownerId === null
    ? [] : [{ seat: s.seat, botId: s.botId, botName: s.botName, ownerId: s.ownerId, ownerName: s.ownerName ?? '' }]));
  return withRecord({
    id, status: t.status, gameId: t.game, context: { kind: 'table', personName: t.personName, personSeat: t.personSeat }, seed: t.status === 'done' ? t.seed : null,
    seats, seatCount: t.seats.length,
  }, record);
}

type MatchHead = Omit<MatchData, 'stored' | 'record' | 'game' | 'seatOwners'> & { readonly seatCount: number };

function withRecord({ seatCount, ...head }: MatchHead, raw: unknown): MatchData {
  const parsed = raw === null ? null : parseLeagueRecord(raw);
  const stored = parsed?.ok ? parsed.value : null;
  const record = stored === null ? null : firstRecord(stored);
  const seatOwners = Array.from({ length: record?.seats.length ?? seatCount }, (_, seat) => head.seats.find((r) => r.seat === seat)?.ownerId ?? null);
  return { ...head, stored, record, game: findGame(head.gameId), seatOwners };
}

async function loadMatch(id: string): Promise<MatchData | undefined> {
  const hit = memo.get(id);
  if (hit && hit.until > Date.now()) {
    memo.delete(id);
    memo.set(id, hit);
    return hit.data;
  }
  const data = (await leagueMatch(id)) ?? (await challengeMatch(id)) ?? (await personTableMatch(id));
  if (!data) return undefined;
  if (data.status === 'done') {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? '');
    memo.set(id, { data, until: data.seed === null ? Date.now() + 10_000 : Infinity });
  }
  return data;
}

export const fetchMatch = cache(async (id: string): Promise<MatchData> => {
  const data = await loadMatch(id);
  if (!data) notFound();
  return data;
});

export function ownSeatsOf(data: MatchData, userId: number | undefined): Set<number> {
  const own = new Set<number>();
  if (userId === undefined) return own;
  data.seatOwners.forEach((owner, seat) => {
    if (owner === userId) own.add(seat);
  });
  return own;
}

export async function fetchRecentMatches(leagueId?: number, limit = 10): Promise<RecentMatchRow[]> {
  return listRecentMatches(await getDb(), { ...(leagueId === undefined ? {} : { leagueId }), limit });
}

export interface Rotation {
  readonly index: number;
  readonly count: number;
  readonly record: MatchRecord;
  /** order[seat] = the bot (seat of rotation 0) sitting on `seat` in this rotation. */
  readonly order: readonly number[];
}

/** Rotation `k` of a duplicate set (clamped), or the single record as rotation 0 of 1. */
export function rotationOf(data: MatchData, k: number): Rotation | null {
  if (data.stored === null || data.record === null) return null;
  if (!isDuplicateRecord(data.stored)) return { index: 0, count: 1, record: data.record, order: data.record.seats.map((_, s) => s) };
  const count = data.stored.rotations.length;
  const index = Math.min(Math.max(0, k), count - 1);
  const rot = data.stored.rotations[index];
  if (!rot) return null;
  return { index, count, record: rot.record, order: rot.order };
}

/** Seats of a rotation whose bot `userId` owns. */
export function ownSeatsIn(data: MatchData, rotation: Rotation, userId: number | undefined): Set<number> {
  const own = new Set<number>();
  if (userId === undefined) return own;
  rotation.order.forEach((bot, seat) => {
    if (data.seatOwners[bot] === userId) own.add(seat);
  });
  return own;
}
