'use server';
/** Organiser and entrant mutations of leagues. Every action checks the CSRF token and the role. */
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { getBotVersionCodeForOwner } from '@arena/db/bots';
import { addEntry, createLeague, getLeague, setLeagueState, type JsonValue } from '@arena/db/leagues';
import { findGame } from '@arena/games';
import { sessionForForm } from '../auth/csrf.ts';
import { getDb } from '../db.ts';
import { defaultOptions } from '../games.ts';
import { fieldErrors, type FormState } from '../form-state.ts';
import { checkArenaSettings } from '@arena/league/game-settings';
import { startRound } from '@arena/league/rounds';
import { enqueueRound } from './enqueue.ts';

const leagueSchema = z.object({
  name: z.string().trim().min(3, 'at least 3 characters').max(100),
  slug: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lowercase letters, digits and -, up to 63'),
  game: z.string().refine((g) => findGame(g) !== undefined, 'unknown game'),
  seatsPerTable: z.coerce.number().int().min(2).max(8),
  dealsPerMatch: z.coerce.number().int().min(1).max(200),
  duplicate: z.preprocess((v) => v === 'on', z.boolean()),
  continuous: z.preprocess((v) => v === 'on', z.boolean()),
  timeLimitMs: z.coerce.number().int().min(10).max(10_000),
  memoryLimitMb: z.coerce.number().int().min(8).max(1024),
  targetRounds: z.coerce.number().int().min(1).max(1000),
});

/** Reads `opt.<name>` fields typed by the game's defaults; unchanged defaults are not stored (the game checks them later). */
function readOptions(form: FormData, game: string, seats: number): { options: Record<string, JsonValue> } | { error: string } {
  const defaults = defaultOptions(game, seats) ?? {};
  const options: Record<string, JsonValue> = {};
  for (const [key, def] of Object.entries(defaults)) {
    const raw = form.get(`opt.${game}.${key}`);
    let value: JsonValue;
    if (typeof def === 'boolean') value = raw === 'on';
    else if (typeof def === 'number') {
      if (raw === null || raw === '') continue;
      value = Number(raw);
      if (!Number.isFinite(value)) return { error: `option ${key}: not a number` };
    } else if (typeof raw === 'string' && raw !== '') value = raw;
    else continue;
    if (JSON.stringify(value) !== JSON.stringify(def)) options[key] = value;
  }
  return { options };
}

/** The form's field for each kind of game-settings problem. */
const SETTINGS_FIELDS = { seats: 'seatsPerTable', options: 'options', deals: 'dealsPerMatch' } as const;

export async function createLeagueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Your session expired or the form is stale: reload the page.' };
  if (session.user.role === 'user') return { message: 'Only organisers can create leagues.' };
  const parsed = leagueSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return fieldErrors(z.flattenError(parsed.error).fieldErrors, 'Please fix the fields marked.');
  const data = parsed.data;
  const game = findGame(data.game);
  if (!game) return { errors: { game: ['unknown game'] }, message: 'Please fix the fields marked.' };
  const opts = readOptions(form, data.game, data.seatsPerTable);
  if ('error' in opts) return { errors: { options: [opts.error] }, message: 'Please fix the options.' };
  const checked = checkArenaSettings(game, { seats: data.seatsPerTable, options: opts.options, deals: data.dealsPerMatch });
  if (!checked.ok) {
    const field = SETTINGS_FIELDS[checked.error.field];
    return { errors: { [field]: [checked.error.message] }, message: field === 'options' ? 'Please fix the options.' : 'Please fix the fields marked.' };
  }
  const created = await createLeague(await getDb(), { ...data, options: opts.options, organiserId: session.user.id });
  if (!created.ok) return { errors: { slug: ['this slug is taken'] }, message: 'Please fix the fields marked.' };
  redirect(`/leagues/${created.value.slug}/manage`);
}

const TRANSITIONS = ['open', 'draft', 'running', 'paused', 'finished'] as const;

export async function leagueStateAction(form: FormData): Promise<void> {
  const session = await sessionForForm(form);
  const leagueId = Number(form.get('leagueId'));
  const to = z.enum(TRANSITIONS).safeParse(form.get('to'));
  if (!session || !Number.isSafeInteger(leagueId) || !to.success) redirect('/organise?error=bad-request');
  const db = await getDb();
  const league = await getLeague(db, leagueId);
  if (!league || (league.organiserId !== session.user.id && session.user.role !== 'admin')) redirect('/organise?error=forbidden');
  await setLeagueState(db, leagueId, to.data);
  revalidatePath(`/leagues/${league.slug}`);
  revalidatePath(`/leagues/${league.slug}/manage`);
  redirect(`/leagues/${league.slug}/manage`);
}

export async function startRoundAction(form: FormData): Promise<void> {
  const session = await sessionForForm(form);
  const leagueId = Number(form.get('leagueId'));
  if (!session || !Number.isSafeInteger(leagueId)) redirect('/organise?error=bad-request');
  const db = await getDb();
  const league = await getLeague(db, leagueId);
  if (!league || (league.organiserId !== session.user.id && session.user.role !== 'admin')) redirect('/organise?error=forbidden');
  if (league.state === 'open') await setLeagueState(db, leagueId, 'running');
  if (league.continuous) {
    // The workers' scheduler plays a running continuous league; there is no round to start.
    revalidatePath(`/leagues/${league.slug}`);
    redirect(`/leagues/${league.slug}/manage?note=continuous-running`);
  }
  const started = await startRound(db, leagueId);
  const queued = started.ok ? await enqueueRound(started.value.matchIds) : null;
  const note = started.ok ? `round-${started.value.round.number}-${queued ?? 'queued'}` : started.error.code;
  revalidatePath(`/leagues/${league.slug}`);
  redirect(`/leagues/${league.slug}/manage?note=${encodeURIComponent(note)}`);
}

export async function enterLeagueAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Your session expired or the form is stale: reload the page.' };
  const leagueId = Number(form.get('leagueId'));
  const versionId = Number(form.get('versionId'));
  if (!Number.isSafeInteger(leagueId) || !Number.isSafeInteger(versionId)) return { message: 'Choose a bot version.' };
  const db = await getDb();
  if (!(await getBotVersionCodeForOwner(db, versionId, session.user.id))) return { message: 'That bot version is not yours.' };
  const entered = await addEntry(db, { leagueId, botVersionId: versionId, replace: true });
  if (!entered.ok) return { message: `Could not enter: ${entered.error}.` };
  const league = await getLeague(db, leagueId);
  revalidatePath(`/leagues/${league?.slug ?? ''}`);
  return { ok: true, message: 'Entered.' };
}
