/**
 * Creating a league: `checkArenaSettings` validates the table size, the rules options and the deals
 * per match with the game, and the league's other settings are range-checked here, so a league that
 * exists can always be played. The organiser account is created on first use.
 */
import type { Db } from '@arena/db/client';
import type { LeagueRow } from '@arena/db/leagues';
import { createLeague as insertLeague, LEAGUE_SLUG, slugify } from '@arena/db/leagues';
import { err, ok, type Result } from '@arena/db/result';
import { findGame, GAME_IDS } from '@arena/games';
import { leagueScoring, SCORINGS } from '@arena/match/scoring';
import { z } from 'zod';
import { checkArenaSettings } from './game-settings.ts';
import { ensureUser } from './users.ts';

export const leagueInputSchema = z.object({
  name: z.string().trim().min(1).max(100),
  slug: z.string().regex(LEAGUE_SLUG, 'lowercase letters, digits and - (at most 63)').optional(),
  game: z.enum(GAME_IDS),
  seats: z.number().int().min(2).max(8).optional(),
  deals: z.number().int().min(1).max(1000).default(12),
  rounds: z.number().int().min(1).max(10_000).default(1),
  duplicate: z.boolean().default(true),
  /** Default: the game's (`leagueScoring`); a single-format league can only sum chips. */
  scoring: z.enum(SCORINGS).optional(),
  separateOwners: z.boolean().default(true),
  timeLimitMs: z.number().int().min(1).max(60_000).default(100),
  memoryLimitMb: z.number().int().min(8).max(1024).default(64),
  options: z.record(z.string(), z.json()).default({}),
  organiser: z.string().trim().min(1).max(64).default('organiser'),
  /** A ladder the workers keep playing (no rounds to start); false: a round league. */
  continuous: z.boolean().default(false),
  /** `open` lets bots enter at once (a continuous league starts running at once); `draft` keeps it hidden. */
  state: z.enum(['draft', 'open']).default('open'),
});
export type LeagueInput = z.input<typeof leagueInputSchema>;

export type CreateLeagueError =
  | { readonly code: 'invalid-input'; readonly message: string }
  | { readonly code: 'bad-seats'; readonly message: string }
  | { readonly code: 'bad-options'; readonly message: string }
  | { readonly code: 'bad-deals'; readonly message: string }
  | { readonly code: 'bad-limits'; readonly message: string }
  | { readonly code: 'slug-taken'; readonly slug: string };

const ERROR_CODES = { seats: 'bad-seats', options: 'bad-options', deals: 'bad-deals', memory: 'bad-limits', time: 'bad-limits' } as const;

/** Validates `raw` and creates the league (state `open` by default; a continuous one `running`). */
export async function createLeague(db: Db, raw: unknown): Promise<Result<LeagueRow, CreateLeagueError>> {
  const parsed = leagueInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err({ code: 'invalid-input', message: issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'invalid' });
  }
  const input = parsed.data;
  const game = findGame(input.game);
  if (!game) return err({ code: 'invalid-input', message: `unknown game ${input.game}` });
  const scoring = leagueScoring(input.game, input.duplicate, input.scoring);
  if (!scoring.ok) return err({ code: 'invalid-input', message: `scoring: ${scoring.error}` });
  const seats = input.seats ?? game.seatRange.default;
  const checked = checkArenaSettings(game, { seats, options: input.options, deals: input.deals, memoryLimitMb: input.memoryLimitMb, timeLimitMs: input.timeLimitMs });
  if (!checked.ok) return err({ code: ERROR_CODES[checked.error.field], message: checked.error.message });
  const organiser = await ensureUser(db, input.organiser, 'organiser');
  const slug = input.slug ?? slugify(input.name);
  const created = await insertLeague(db, {
    name: input.name, slug, game: game.id, options: input.options,
    seatsPerTable: seats, dealsPerMatch: input.deals, duplicate: input.duplicate, scoring: scoring.value, separateOwners: input.separateOwners,
    timeLimitMs: input.timeLimitMs, memoryLimitMb: input.memoryLimitMb, targetRounds: input.rounds,
    continuous: input.continuous, organiserId: organiser.id,
    state: input.continuous && input.state === 'open' ? 'running' : input.state,
  });
  if (!created.ok) return err({ code: 'slug-taken', slug });
  return ok(created.value);
}
