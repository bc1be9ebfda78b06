/**
 * Challenges: a programmer's own bot version against opponents they choose (any public version
 * of the game, or the in-process house bots), in the duplicate format, on demand. Unranked: the
 * result lives in `challenges` (@arena/db/challenges), never in a league, so no rating moves.
 *
 * - `requestChallenge` parses an untrusted request once (zod, hard limits), resolves the bots,
 *   checks the table size and the deals with the game (`checkArenaSettings`: the game's own
 *   match length and PLATFORM_CEILINGS), and stores it under the challenger's bounds (open
 *   challenges, daily CPU quota). The caller queues it (`enqueueChallenges`) at CHALLENGE_PRIORITY.
 * - `playChallenge` (play-challenge.ts, apart so that the site never loads the match host) is the
 *   worker's job: claim, play every rotation through the match host's child processes, record
 *   results, replay and measured CPU exactly once.
 *
 * A seed may be given, so that two versions can be made to play the same deals (a later "is v2
 * better than v1?" is a series of challenges with shared seeds); otherwise it is random.
 */
import { randomBytes } from 'node:crypto';
import { findBotByName, listBotVersions } from '@arena/db/bots';
import { createChallenge, type ChallengeRow, type CreateChallengeError } from '@arena/db/challenges';
import type { Db } from '@arena/db/client';
import { err, ok, type Result } from '@arena/db/result';
import { findGame, GAME_IDS, type GameId } from '@arena/games';
import { HOUSE_BOT_IDS } from '@arena/match/house-bots';
import { defaultScoring } from '@arena/match/scoring';
import { z } from 'zod';
import { CHALLENGE_PRIORITY } from './continuous.ts';
import { checkArenaSettings, PLATFORM_CEILINGS } from './game-settings.ts';
import { houseBotVersion } from './house.ts';

/**
 * The bounds of challenges (README "Challenges"): at most `maxOpen` queued or running per
 * programmer; `cpuMsPerDay` of measured bot CPU per programmer and UTC day (new challenges are
 * refused once it is used; the one that crosses it still finishes); the per-bot limits the
 * matches are played with (a league's defaults).
 */
export const CHALLENGE_RULES = { cpuMsPerDay: 600_000, maxOpen: 3, maxOpponents: 5, timeLimitMs: 100, memoryLimitMb: 64 } as const;

const HOUSE_OPPONENTS = HOUSE_BOT_IDS.map((id) => `house:${id}` as const);
type HouseOpponent = (typeof HOUSE_OPPONENTS)[number];

/** An opponent: a bot version id, or `house:first-legal` / `house:random`. */
export const opponentSchema = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.enum(HOUSE_OPPONENTS as [HouseOpponent, ...HouseOpponent[]])]);

export const challengeRequestSchema = z.object({
  game: z.enum(GAME_IDS),
  /** The challenger's version: by id, or the newest version of their bot of this name. */
  botVersion: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  bot: z.string().trim().min(1).max(64).optional(),
  opponents: z.array(opponentSchema).min(1).max(CHALLENGE_RULES.maxOpponents),
  /** Deals per rotation. */
  deals: z.number().int().min(1).max(PLATFORM_CEILINGS.dealsPerMatch),
  seed: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/, 'letters, digits and . _ : - (at most 100)').optional(),
}).strict().refine((r) => (r.bot === undefined) !== (r.botVersion === undefined), { message: 'give either bot (a name) or botVersion (an id)', path: ['bot'] });
export type ChallengeRequest = z.input<typeof challengeRequestSchema>;

export interface ChallengeBounds {
  readonly cpuMsPerDay: number;
  readonly maxOpen: number;
}

export type ChallengeRequestError =
  | { readonly code: 'invalid'; readonly fields: readonly { readonly field: string; readonly message: string }[] }
  | { readonly code: 'no-bot'; readonly message: string }
  | { readonly code: 'bad-settings'; readonly field: string; readonly message: string }
  | CreateChallengeError;

/** One sentence for a refusal, the same on the site, in the API's answer and on the command line. */
export function challengeErrorMessage(e: ChallengeRequestError): string {
  switch (e.code) {
    case 'invalid': return e.fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    case 'no-bot': case 'bad-settings': return e.message;
    case 'not-own-version': return `bot version ${e.botVersionId} is not one of your bots`;
    case 'unknown-version': return `seat ${e.seat}: there is no public bot version ${e.botVersionId}`;
    case 'wrong-game': return `seat ${e.seat}: that bot plays ${e.game}`;
    case 'too-many-open': return `you have ${e.open} challenges queued or running (at most ${e.maxOpen}): wait for one to finish`;
    case 'quota-used': return `today's challenge CPU quota is used (${formatSeconds(e.usedMs)} of ${formatSeconds(e.quotaMs)} s): new challenges are accepted again after midnight UTC`;
  }
}

const formatSeconds = (ms: number): string => (ms / 1000).toFixed(1);

/** The programmer's version: `botVersion` as given, or the newest version of their bot named `bot` of `game`. */
export async function ownVersion(db: Db, userId: number, r: { readonly game: string; readonly bot?: string | undefined; readonly botVersion?: number | undefined }): Promise<Result<number, ChallengeRequestError>> {
  if (r.botVersion !== undefined) return ok(r.botVersion);
  const bot = await findBotByName(db, userId, r.bot ?? '');
  if (!bot) return err({ code: 'no-bot', message: `you have no bot named ${r.bot ?? ''}` });
  if (bot.game !== r.game) return err({ code: 'no-bot', message: `your bot ${bot.name} plays ${bot.game}, not ${r.game}` });
  const [newest] = await listBotVersions(db, bot.id);
  return newest ? ok(newest.id) : err({ code: 'no-bot', message: `your bot ${bot.name} has no version` });
}

/** Validates and stores a challenge for `userId` (status queued); the caller queues its job. */
export async function requestChallenge(db: Db, userId: number, raw: unknown, bounds: ChallengeBounds): Promise<Result<ChallengeRow, ChallengeRequestError>> {
  const parsed = challengeRequestSchema.safeParse(raw);
  if (!parsed.success) return err({ code: 'invalid', fields: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message })) });
  const r = parsed.data;
  const table = checkTable(r.game, r.opponents.length, r.deals);
  if (!table.ok) return table;
  const mine = await ownVersion(db, userId, r);
  if (!mine.ok) return mine;
  const opponents = await resolveOpponents(db, r.game, r.opponents);
  return createChallenge(db, {
    ...challengeTemplate(r.game), challengerId: userId, game: r.game, deals: r.deals, seed: r.seed ?? randomSeed(),
    seating: [mine.value, ...opponents], maxOpen: bounds.maxOpen, quotaMs: bounds.cpuMsPerDay,
  });
}

export const randomSeed = (): string => randomBytes(12).toString('base64url');

/** The fields every challenge of a game is stored with: no options, the platform's limits, the game's scoring, the challenge priority. */
export function challengeTemplate(game: GameId) {
  return {
    options: {}, timeLimitMs: CHALLENGE_RULES.timeLimitMs, memoryLimitMb: CHALLENGE_RULES.memoryLimitMb,
    scoring: defaultScoring(game), priority: CHALLENGE_PRIORITY,
  } as const;
}

/** Whether the game plays a table of seat 0 and `opponents` more for `deals` deals per rotation. */
export function checkTable(gameId: GameId, opponents: number, deals: number): Result<void, ChallengeRequestError> {
  const game = findGame(gameId);
  if (!game) return err({ code: 'invalid', fields: [{ field: 'game', message: `unknown game ${gameId}` }] });
  const settings = checkArenaSettings(game, { seats: 1 + opponents, options: {}, deals });
  if (settings.ok) return ok(undefined);
  const field = settings.error.field === 'seats' ? 'opponents' : settings.error.field;
  const message = settings.error.field === 'seats' ? `${settings.error.message} seats: choose ${game.seatRange.min - 1} to ${game.seatRange.max - 1} opponents` : settings.error.message;
  return err({ code: 'bad-settings', field, message });
}

/** The opponents as bot version ids (a house bot's version is made on first use). */
export async function resolveOpponents(db: Db, game: GameId, opponents: readonly z.infer<typeof opponentSchema>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const o of opponents) ids.push(typeof o === 'number' ? o : await houseBotVersion(db, game, houseIdOf(o)));
  return ids;
}

function houseIdOf(o: HouseOpponent): (typeof HOUSE_BOT_IDS)[number] {
  const id = HOUSE_BOT_IDS.find((h) => `house:${h}` === o);
  if (id === undefined) throw new Error(`unknown house opponent ${o}`);
  return id;
}

