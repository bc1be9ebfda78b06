/**
 * A bot upload, for the upload form and the API (`arena bot upload FILE --league L`): validate,
 * check in the sandbox (lib/bots/check.ts), then store the version (deduplicated by content hash)
 * and, with a league, enter it. A new version takes the place of the bot's older versions in every
 * league it is entered in, unless `replace` is false. Nothing is stored when the check fails.
 */
import { z } from 'zod';
import { addBotVersion, ensureBot } from '@arena/db/bots';
import { addEntry, getLeagueBySlug } from '@arena/db/leagues';
import { getUser } from '@arena/db/users';
import { promoteVersion } from '@arena/league/house';
import { findGame, GAME_IDS } from '@arena/games';
import { canSee } from '../leagues/access.ts';
import { getDb } from '../db.ts';
import { SOURCE_LIMIT } from '../limits/sizes.ts';
import { checkBot, type CheckVerdict } from './check.ts';

export const uploadSchema = z.object({
  // Any printable text: names are always rendered escaped (the security tests use <script> names).
  name: z.string().trim().min(1, 'required').max(64, 'at most 64 characters').regex(/^[^\p{Cc}]+$/u, 'no control characters'),
  game: z.enum(GAME_IDS).optional(),
  league: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'not a league slug').optional(),
  filename: z.string().trim().regex(/^[\w.-]{1,100}$/, 'letters, digits, . _ - only').default('bot.ts'),
  source: z.string().min(1, 'the source is empty').max(SOURCE_LIMIT, 'at most 1 MB'),
  /** A new version takes the place of the bot's older versions in its leagues (default); false keeps them. */
  replace: z.boolean().default(true),
});
export type UploadInput = z.input<typeof uploadSchema>;

export type UploadOutcome =
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, readonly string[]>> }
  | { readonly kind: 'busy'; readonly message: string }
  | { readonly kind: 'rejected'; readonly verdict: CheckVerdict }
  | { readonly kind: 'accepted'; readonly verdict: CheckVerdict; readonly botId: number; readonly version: number; readonly created: boolean; readonly entered: string | null; readonly entryError: string | null };

export async function uploadBot(userId: number, raw: unknown): Promise<UploadOutcome> {
  const parsed = uploadSchema.safeParse(raw);
  if (!parsed.success) {
    const flat = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    return { kind: 'invalid', errors: Object.fromEntries(Object.entries(flat).filter((e): e is [string, string[]] => e[1] !== undefined)) };
  }
  const input = parsed.data;
  const db = await getDb();
  const found = input.league === undefined ? undefined : await getLeagueBySlug(db, input.league);
  const league = found && (found.state !== 'draft' || canSee(found, await getUser(db, userId))) ? found : undefined;
  if (input.league !== undefined && !league) return { kind: 'invalid', errors: { league: ['no such league'] } };
  const game = league?.game ?? input.game;
  if (game === undefined || !findGame(game)) return { kind: 'invalid', errors: { game: ['choose a game (or a league)'] } };
  if (league && input.game !== undefined && input.game !== league.game) return { kind: 'invalid', errors: { game: [`the league plays ${league.game}`] } };
  const seats = league?.seatsPerTable ?? findGame(game)?.seatRange.default ?? 3;
  const checked = await checkBot(userId, game, input.source, input.filename, seats, league
    ? { options: league.options, limits: { decisionMs: league.timeLimitMs, memoryMb: league.memoryLimitMb }, deals: league.dealsPerMatch }
    : undefined);
  if (!checked.ok) return { kind: 'busy', message: checked.message };
  const verdict = checked.verdict;
  if (!verdict.ok || verdict.bundle === undefined) return { kind: 'rejected', verdict };
  const bot = await ensureBot(db, { ownerId: userId, name: input.name, game });
  if (!bot.ok) return { kind: 'invalid', errors: { name: [`you have a bot of this name for another game`] } };
  const added = await addBotVersion(db, { botId: bot.value.id, source: input.source, bundle: verdict.bundle });
  if (!added.ok) throw new Error('the bot vanished while uploading');
  let entered: string | null = null;
  let entryError: string | null = null;
  if (input.replace) await promoteVersion(db, bot.value.id, added.value.version.id);
  if (league) {
    const entry = await addEntry(db, { leagueId: league.id, botVersionId: added.value.version.id, replace: input.replace });
    if (entry.ok) entered = league.slug;
    else entryError = entry.error;
  }
  const { bundle: _bundle, ...publicVerdict } = verdict;
  return { kind: 'accepted', verdict: publicVerdict, botId: bot.value.id, version: added.value.version.version, created: added.value.created, entered, entryError };
}
