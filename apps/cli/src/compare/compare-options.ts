/**
 * The options of `arena compare`, parsed once at the edge: commander hands over strings, zod turns
 * them into numbers within hard limits, the game checks the table and its deals, and the SPRT
 * checks its bounds. Every problem is one line naming the option.
 */
import { z } from 'zod';
import type { AnyGameDefinition } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { findGame } from '@arena/games';
import { checkArenaSettings } from '@arena/league/game-settings';
import type { BotSpec } from '@arena/match/host/spec';
import { leagueScoring, SCORINGS, type Scoring } from '@arena/match/scoring';
import { checkSprtConfig, DEFAULT_SPRT, type SprtConfig } from '@arena/rating/sprt';
import { randomBytes } from 'node:crypto';
import { exampleBots, resolveBot } from '../bot-args.ts';

/** What commander gives the action: every value a string (or a flag). */
export interface CompareFlags {
  readonly game: string;
  readonly elo0?: string;
  readonly elo1?: string;
  readonly opponents?: string;
  readonly maxSets?: string;
  readonly seats?: string;
  readonly seed?: string;
  readonly deals?: string;
  readonly options?: string;
  readonly scoring?: string;
  readonly json?: boolean;
}

/** Everything a comparison needs, checked. */
export interface ComparePlan {
  readonly game: AnyGameDefinition;
  readonly a: BotSpec;
  readonly b: BotSpec;
  /** The opponents at both tables, seats 1 … k−1 of the first rotation. */
  readonly field: readonly BotSpec[];
  readonly options?: unknown;
  readonly maxDeals?: number;
  readonly seed: string;
  readonly scoring: Scoring;
  readonly sprt: SprtConfig;
  readonly json: boolean;
}

/** Hard limits: a comparison is at most 10,000 deal sets, Elo bounds within ±1000. */
const MAX_SETS = 10_000;
const number = (name: string) => z.string().trim().regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`).transform(Number);
const integer = (name: string, max: number) => z.string().trim().regex(/^\d+$/, `${name} must be a positive integer`).transform(Number)
  .refine((n) => n >= 1 && n <= max, `${name} must be between 1 and ${max}`);

const flagsSchema = z.object({
  game: z.string().max(50),
  elo0: number('--elo0').optional(),
  elo1: number('--elo1').optional(),
  opponents: z.string().max(2000).optional(),
  maxSets: integer('--max-sets', MAX_SETS).optional(),
  seats: integer('--seats', 6).optional(),
  seed: z.string().min(1, '--seed must not be empty').max(200, '--seed is at most 200 characters').optional(),
  deals: integer('--deals', 100).optional(),
  options: z.string().max(10_000, '--options is at most 10,000 characters').optional(),
  scoring: z.enum(SCORINGS, { message: `--scoring must be one of ${SCORINGS.join(', ')}` }).optional(),
  json: z.boolean().optional(),
});

export function parseCompareFlags(aArg: string, bArg: string, raw: CompareFlags): Result<ComparePlan, string> {
  const parsed = flagsSchema.safeParse(raw);
  if (!parsed.success) return err(parsed.error.issues[0]?.message ?? 'bad options');
  const flags = parsed.data;
  const game = findGame(flags.game);
  if (!game) return err(`unknown game ${JSON.stringify(flags.game)}`);
  const sprt = checkSprtConfig({ ...DEFAULT_SPRT, elo0: flags.elo0 ?? DEFAULT_SPRT.elo0, elo1: flags.elo1 ?? DEFAULT_SPRT.elo1, maxSets: flags.maxSets ?? DEFAULT_SPRT.maxSets });
  if (!sprt.ok) return sprt;
  const seats = flags.seats ?? game.seatRange.default;
  const settings = checkSettings(game, seats, flags.options, flags.deals);
  if (!settings.ok) return settings;
  const a = resolveBot(aArg, game.id);
  if (!a.ok) return a;
  const b = resolveBot(bArg, game.id);
  if (!b.ok) return b;
  const field = fieldOf(game.id, seats - 1, flags.opponents);
  if (!field.ok) return field;
  const scoring = leagueScoring(game.id, true, flags.scoring);
  if (!scoring.ok) return scoring;
  return ok({
    game, a: a.value, b: b.value, field: field.value, seed: flags.seed ?? randomBytes(8).toString('hex'), scoring: scoring.value,
    sprt: sprt.value, json: flags.json ?? false,
    ...(settings.value === undefined ? {} : { options: settings.value }), ...(flags.deals === undefined ? {} : { maxDeals: flags.deals }),
  });
}

/** The table size, the rules options and the deals per set, as `arena play` checks them; the raw options. */
function checkSettings(game: AnyGameDefinition, seats: number, optionsText: string | undefined, deals: number | undefined): Result<unknown, string> {
  let options: unknown;
  try {
    options = optionsText === undefined ? undefined : JSON.parse(optionsText);
  } catch {
    return err('--options is not JSON');
  }
  const checked = checkArenaSettings(game, { seats, options, ...(deals === undefined ? {} : { deals }) });
  if (checked.ok) return ok(options);
  const { field, message } = checked.error;
  return err(field === 'deals' ? `--deals ${String(deals)}: ${message}` : field === 'seats' ? `--seats ${seats}: ${message}` : `--options: ${message}`);
}

/**
 * The opponents: the names or files of `--opponents` (comma-separated), repeated in turn to fill
 * the table; by default the game's heuristic and random example bots (or the house `random`).
 */
function fieldOf(game: string, size: number, list: string | undefined): Result<BotSpec[], string> {
  const names = list === undefined ? defaultOpponents(game) : list.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  if (names.length === 0) return err('--opponents names no bot');
  if (names.length > size) return err(`--opponents names ${names.length} bots, but a table of ${size + 1} seats has room for ${size}`);
  const bots: BotSpec[] = [];
  for (const name of names) {
    const bot = resolveBot(name, game);
    if (!bot.ok) return err(`--opponents: ${bot.error}`);
    bots.push(bot.value);
  }
  return ok(Array.from({ length: size }, (_, i) => bots[i % bots.length] as BotSpec));
}

function defaultOpponents(game: string): string[] {
  const examples = exampleBots(game);
  const wanted = ['heuristic', 'random'].filter((name) => examples.includes(name));
  return wanted.length > 0 ? wanted : ['random'];
}
