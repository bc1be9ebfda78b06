/** The match page's data: the match, its seats and the parsed record, with who owns which seat. */
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { findGame } from '@arena/games';
import type { AnyGameDefinition } from '@arena/engine/game';
import { getMatchPage, listRecentMatches, type MatchPage, type RecentMatchRow } from '@arena/db/match-pages';
import type { MatchRecord } from '@arena/match/record';
import { firstRecord, isDuplicateRecord, parseLeagueRecord, type LeagueRecord } from '@arena/league/league-record';
import { getDb } from '../db.ts';

export interface MatchData {
  readonly page: MatchPage;
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

async function loadMatch(id: string): Promise<MatchData | undefined> {
  const hit = memo.get(id);
  if (hit && hit.until > Date.now()) {
    memo.delete(id);
    memo.set(id, hit);
    return hit.data;
  }
  const page = await getMatchPage(await getDb(), id);
  if (!page) return undefined;
  const parsed = page.record === null ? null : parseLeagueRecord(page.record);
  const stored = parsed?.ok ? parsed.value : null;
  const record = stored === null ? null : firstRecord(stored);
  const seatOwners = (record?.seats ?? page.results).map((_, seat) => page.results.find((r) => r.seat === seat)?.ownerId ?? null);
  const data = { page, stored, record, game: findGame(page.league.game), seatOwners };
  if (page.match.status === 'done') {
    if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value ?? '');
    memo.set(id, { data, until: page.seed === null ? Date.now() + 10_000 : Infinity });
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
