/**
 * Tables with a person (issue 19): a signed-in person opens a table of any game with bots of
 * their choice (public bot versions, or the house bots) and takes a seat. One match, not a
 * duplicate set (the person plays it once, in the seat they chose), played by a worker through the
 * match host with the person's seat asked through Redis (@arena/jobs/human; play-person-table.ts).
 * Never rated in a league: the people's ladder (people-ladder.ts) is fitted from these tables alone.
 *
 * `requestPersonTable` parses the untrusted request once (zod, hard limits), checks the table size
 * and the deals with the game (as a challenge's are checked), resolves the bots, and stores the
 * table under the person's bound on open tables. The caller queues it (`enqueuePersonTables`).
 */
import type { Db } from '@arena/db/client';
import { createPersonTable, type CreatePersonTableError, type PersonTableRow } from '@arena/db/person-tables';
import { err, type Result } from '@arena/db/result';
import { GAME_IDS } from '@arena/games';
import { DEFAULT_CLOCK_MS } from '@arena/jobs/human';
import { z } from 'zod';
import { CHALLENGE_RULES, checkTable, type ChallengeRequestError, opponentSchema, randomSeed, resolveOpponents } from './challenges.ts';

/**
 * The bounds of tables with a person (README "Live tables"): at most `maxOpen` queued or running
 * per person, at most `maxDeals` deals; the person's clock per decision (default 60 s, from 10 s
 * to 5 min); the bots play with a challenge's per-decision limits.
 */
export const PERSON_TABLE_RULES = {
  maxOpen: 2, maxDeals: 20, clockMs: DEFAULT_CLOCK_MS, minClockMs: 10_000, maxClockMs: 300_000,
  timeLimitMs: CHALLENGE_RULES.timeLimitMs, memoryLimitMb: CHALLENGE_RULES.memoryLimitMb,
} as const;

export const personTableRequestSchema = z.object({
  game: z.enum(GAME_IDS),
  /** The bots at the other seats, in seat order: a public bot version id, or `house:<id>`. */
  bots: z.array(opponentSchema).min(1).max(CHALLENGE_RULES.maxOpponents),
  /** The person's seat (0 = forehand of the first deal's dealer rotation; any seat of the table). */
  seat: z.number().int().min(0).max(CHALLENGE_RULES.maxOpponents),
  deals: z.number().int().min(1).max(PERSON_TABLE_RULES.maxDeals),
  clockSeconds: z.number().int().min(PERSON_TABLE_RULES.minClockMs / 1000).max(PERSON_TABLE_RULES.maxClockMs / 1000).optional(),
}).strict();
export type PersonTableRequest = z.input<typeof personTableRequestSchema>;

export type PersonTableRequestError =
  | { readonly code: 'invalid'; readonly fields: readonly { readonly field: string; readonly message: string }[] }
  | { readonly code: 'bad-settings'; readonly field: string; readonly message: string }
  | CreatePersonTableError;

/** One sentence for a refusal, the same on the site and in tests. */
export function personTableErrorMessage(e: PersonTableRequestError): string {
  switch (e.code) {
    case 'invalid': return e.fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    case 'bad-settings': return e.message;
    case 'no-person': return 'log in first';
    case 'unknown-version': return `seat ${e.seat}: there is no public bot version ${e.botVersionId}`;
    case 'wrong-game': return `seat ${e.seat}: that bot plays ${e.game}`;
    case 'too-many-open': return `you have ${e.open} tables open (at most ${e.maxOpen}): finish one first`;
  }
}

/** A challenge's table-size refusal in this request's words (its `opponents` are this request's `bots`). */
function tableSizeError(e: ChallengeRequestError): PersonTableRequestError {
  if (e.code === 'bad-settings') return { ...e, field: e.field === 'opponents' ? 'bots' : e.field };
  if (e.code === 'invalid') return e;
  throw new Error(`unexpected table check refusal ${e.code}`);
}

/** Validates and stores a table for `personId` (status queued); the caller queues its job. */
export async function requestPersonTable(db: Db, personId: number, raw: unknown, maxOpen: number = PERSON_TABLE_RULES.maxOpen): Promise<Result<PersonTableRow, PersonTableRequestError>> {
  const parsed = personTableRequestSchema.safeParse(raw);
  if (!parsed.success) return err({ code: 'invalid', fields: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })) });
  const r = parsed.data;
  const table = checkTable(r.game, r.bots.length, r.deals);
  if (!table.ok) return err(tableSizeError(table.error));
  if (r.seat > r.bots.length) return err({ code: 'bad-settings', field: 'seat', message: `a table of ${r.bots.length + 1} has seats 0 to ${r.bots.length}` });
  const bots = await resolveOpponents(db, r.game, r.bots);
  return createPersonTable(db, {
    personId, game: r.game, personSeat: r.seat, deals: r.deals, seed: randomSeed(), bots, maxOpen,
    clockMs: (r.clockSeconds ?? PERSON_TABLE_RULES.clockMs / 1000) * 1000,
    timeLimitMs: PERSON_TABLE_RULES.timeLimitMs, memoryLimitMb: PERSON_TABLE_RULES.memoryLimitMb,
  });
}

/** The identity of a person in match records and the people's ladder. */
export const personIdentity = (userId: number): string => `person:${userId}`;
