'use server';
/** Organiser and entrant mutations of leagues. Every action checks the CSRF token and the role. */
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getBotVersionCodeForOwner } from '@arena/db/bots';
import { addEntry, createLeague, getLeague, LEAGUE_SLUG, listEntries, setLeagueState, slugify, type JsonValue, type LeagueRow } from '@arena/db/leagues';
import { findGame } from '@arena/games';
import { enterHouseBot } from '@arena/league/house';
import { HOUSE_BOT_IDS, type HouseBotId } from '@arena/match/house-bots';
import { leagueScoring, SCORINGS } from '@arena/match/scoring';
import { sessionForForm } from '../auth/csrf.ts';
import { getDb } from '../db.ts';
import { defaultOptions } from '../games.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { arenaSettingsProblems } from '@arena/league/game-settings';
import { startRound } from '@arena/league/rounds';
import { canOrganise, canSee } from './access.ts';
import { enqueueRound } from './enqueue.ts';

/** An empty form field is a missing one (the slug is derived from the name then). */
const blankIsMissing = (v: unknown): unknown => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const leagueSchema = z.object({
  name: z.string().trim().min(3, 'at least 3 characters').max(100),
  slug: z.preprocess(blankIsMissing, z.string().trim().regex(LEAGUE_SLUG, 'lowercase letters, digits and -, up to 63').optional()),
  game: z.string().refine((g) => findGame(g) !== undefined, 'unknown game'),
  seatsPerTable: z.coerce.number().int().min(2).max(8),
  dealsPerMatch: z.coerce.number().int().min(1).max(200),
  duplicate: z.preprocess((v) => v === 'on', z.boolean()),
  /** '' = the game's default. */
  scoring: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SCORINGS).optional()),
  continuous: z.preprocess((v) => v === 'on', z.boolean()),
  timeLimitMs: z.coerce.number().int().min(10).max(10_000),
  memoryLimitMb: z.coerce.number().int().min(8).max(1024),
  targetRounds: z.coerce.number().int().min(1).max(1000),
});

type Errors = Record<string, string[]>;
const optionField = (game: string, key: string): string => `opt.${game}.${key}`;

/** One `opt.<game>.<name>` field typed by the option's default; undefined: not given. */
function readOption(raw: FormDataEntryValue | null, def: unknown): { value?: JsonValue; error?: string } {
  if (typeof def === 'boolean') return { value: raw === 'on' };
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  if (typeof def === 'number') return Number.isFinite(Number(raw)) ? { value: Number(raw) } : { error: 'not a number' };
  if (typeof def === 'string') return { value: raw };
  try {
    return { value: z.json().parse(JSON.parse(raw)) };
  } catch {
    return { error: `not JSON (the default is ${JSON.stringify(def)})` };
  }
}

/** The game's options from the form; unchanged defaults are not stored (the game checks them later). */
function readOptions(form: FormData, game: string, seats: number, errors: Errors): Record<string, JsonValue> {
  const options: Record<string, JsonValue> = {};
  for (const [key, def] of Object.entries(defaultOptions(game, seats) ?? {})) {
    const read = readOption(form.get(optionField(game, key)), def);
    if (read.error !== undefined) (errors[optionField(game, key)] ??= []).push(read.error);
    if (read.value !== undefined && JSON.stringify(read.value) !== JSON.stringify(def)) options[key] = read.value;
  }
  return options;
}

/** The form's field for each kind of game-settings problem. */
const SETTINGS_FIELDS = { seats: 'seatsPerTable', options: 'options', deals: 'dealsPerMatch', memory: 'memoryLimitMb', time: 'timeLimitMs' } as const;

/** The value of one field when it is valid on its own. */
function validField<T>(schema: z.ZodType<T>, raw: unknown): T | undefined {
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** Adds what the game says about seats, options and deals to `errors`, each at its field. */
function checkWithGame(form: FormData, raw: Record<string, unknown>, errors: Errors): Record<string, JsonValue> {
  const game = findGame(String(raw.game));
  if (!game) return {};
  const seats = validField(leagueSchema.shape.seatsPerTable, raw.seatsPerTable);
  const options = readOptions(form, game.id, seats ?? game.seatRange.default, errors);
  const deals = validField(leagueSchema.shape.dealsPerMatch, raw.dealsPerMatch);
  const memoryLimitMb = validField(leagueSchema.shape.memoryLimitMb, raw.memoryLimitMb);
  const timeLimitMs = validField(leagueSchema.shape.timeLimitMs, raw.timeLimitMs);
  const settings = { seats: seats ?? game.seatRange.default, options, deals, memoryLimitMb, timeLimitMs };
  for (const problem of arenaSettingsProblems(game, settings)) {
    const field = problem.option === undefined ? SETTINGS_FIELDS[problem.field] : optionField(game.id, problem.option);
    if (problem.field === 'seats' && seats === undefined) continue;
    (errors[field] ??= []).push(problem.message);
  }
  return options;
}

const fixMessage = (errors: Errors): string => {
  const n = Object.keys(errors).length;
  return n === 1 ? 'Please fix the field marked.' : `Please fix the ${n} fields marked.`;
};

/** Creates a league as a draft; every field at fault is reported at once. */
export async function createLeagueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Your session expired or the form is stale: reload the page.' };
  if (session.user.role === 'user') return { message: 'Only organisers can create leagues.' };
  const raw = Object.fromEntries(form);
  const parsed = leagueSchema.safeParse(raw);
  const errors: Errors = parsed.success ? {} : { ...(z.flattenError(parsed.error).fieldErrors as Errors) };
  const options = checkWithGame(form, raw, errors);
  if (!parsed.success || Object.keys(errors).length > 0) return fieldErrors(errors, fixMessage(errors));
  const { slug, ...data } = parsed.data;
  const scoring = leagueScoring(data.game, data.duplicate, data.scoring);
  if (!scoring.ok) return { errors: { scoring: [scoring.error] }, message: fixMessage({ scoring: [scoring.error] }) };
  const created = await createLeague(await getDb(), { ...data, scoring: scoring.value, slug: slug ?? slugify(data.name), options, organiserId: session.user.id });
  if (!created.ok) {
    const taken = slug === undefined ? `the name gives the slug ${slugify(data.name)}, which is taken: choose a slug` : 'this slug is taken';
    return { errors: { slug: [taken] }, message: fixMessage({ slug: [taken] }) };
  }
  redirect(`/leagues/${created.value.slug}/manage`);
}

/** The league of the form's `leagueId` when the session may run it; otherwise a redirect. */
async function organisedLeague(form: FormData): Promise<LeagueRow> {
  const session = await sessionForForm(form);
  const leagueId = Number(form.get('leagueId'));
  if (!session || !Number.isSafeInteger(leagueId)) redirect('/organise?error=bad-request');
  const league = await getLeague(await getDb(), leagueId);
  if (!league || !canOrganise(league, session.user)) redirect('/organise?error=forbidden');
  return league;
}

function revalidateLeague(slug: string): void {
  revalidatePath(`/leagues/${slug}`);
  revalidatePath(`/leagues/${slug}/manage`);
}

const TRANSITIONS = ['open', 'draft', 'running', 'paused', 'finished'] as const;

/** Moves the league through its lifecycle; finishing cannot be undone, so it asks first (`confirm=finish`). */
export async function leagueStateAction(form: FormData): Promise<void> {
  const league = await organisedLeague(form);
  const to = z.enum(TRANSITIONS).safeParse(form.get('to'));
  if (!to.success) redirect('/organise?error=bad-request');
  if (to.data === 'finished' && form.get('confirm') !== 'finish') redirect(`/leagues/${league.slug}/manage?confirm=finish`);
  await setLeagueState(await getDb(), league.id, to.data);
  revalidateLeague(league.slug);
  redirect(`/leagues/${league.slug}/manage`);
}

export async function startRoundAction(form: FormData): Promise<void> {
  const league = await organisedLeague(form);
  const db = await getDb();
  if (league.state === 'open') await setLeagueState(db, league.id, 'running');
  if (league.continuous) {
    // The workers' scheduler plays a running continuous league; there is no round to start.
    revalidateLeague(league.slug);
    redirect(`/leagues/${league.slug}/manage?note=continuous-running`);
  }
  const started = await startRound(db, league.id);
  const queued = started.ok ? await enqueueRound(started.value.matchIds) : null;
  const note = started.ok ? `round-${started.value.round.number}-${queued ?? 'queued'}` : started.error.code;
  revalidateLeague(league.slug);
  redirect(`/leagues/${league.slug}/manage?note=${encodeURIComponent(note)}`);
}

/** The first free name `<game>-<house bot>`, `…-2`, … among the league's entries. */
function houseBotName(game: string, id: HouseBotId, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const name = n === 1 ? `${game}-${id}` : `${game}-${id}-${n}`;
    if (!taken.has(name)) return name;
  }
}

/** Enters one more in-process house bot (first-legal, random) into a draft or open league. */
export async function addHouseBotAction(form: FormData): Promise<void> {
  const league = await organisedLeague(form);
  const id = z.enum(HOUSE_BOT_IDS).safeParse(form.get('house'));
  if (!id.success) redirect(`/leagues/${league.slug}/manage?note=house-unknown`);
  const db = await getDb();
  const name = houseBotName(league.game, id.data, new Set((await listEntries(db, league.id)).map((e) => e.botName)));
  const entered = await enterHouseBot(db, league.id, id.data, name);
  revalidateLeague(league.slug);
  const note = entered.ok ? `house-added-${name}` : `house-refused-${entered.error.code === 'entry' ? entered.error.reason : entered.error.code}`;
  redirect(`/leagues/${league.slug}/manage?note=${encodeURIComponent(note)}`);
}

export async function enterLeagueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Your session expired or the form is stale: reload the page.' };
  const leagueId = Number(form.get('leagueId'));
  const versionId = Number(form.get('versionId'));
  if (!Number.isSafeInteger(leagueId) || !Number.isSafeInteger(versionId)) return { message: 'Choose a bot version.' };
  const db = await getDb();
  const league = await getLeague(db, leagueId);
  if (!league || !canSee(league, session.user)) return { message: 'There is no such league.' };
  if (!(await getBotVersionCodeForOwner(db, versionId, session.user.id))) return { message: 'That bot version is not yours.' };
  const entered = await addEntry(db, { leagueId, botVersionId: versionId, replace: true });
  if (!entered.ok) return { message: `Could not enter: ${entered.error}.` };
  revalidateLeague(league.slug);
  return { ok: true, message: 'Entered.' };
}
