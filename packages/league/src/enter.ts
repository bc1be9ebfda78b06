/**
 * Entering bots into a league. An uploaded bot is compiled first (a bot that does not compile is
 * refused with the compiler's message) and stored as a version of the owner's bot of that name
 * (deduplicated by content hash). House bots (`first-legal`, `random`, run in process by the match
 * host) are stored as versions whose bundle is the marker `house:<id>`, owned by the `house`
 * account, and entered as house entries, which the owner rule exempts. Example bots of `bots/` are
 * sandboxed like any upload but may be entered as house entries (`house: true`) so that one
 * account's examples can share a table.
 */
import type { Db } from '@arena/db/client';
import { err, type Result } from '@arena/db/result';
import { compileBot } from '@arena/sandbox/compile';
import { store, type Entered, type EnterError } from './house.ts';

export { enterHouseBot, houseIdOfBundle, promoteVersion, type Entered, type EnterError } from './house.ts';

export interface BotEntryInput {
  readonly leagueId: number;
  readonly name: string;
  readonly source: string;
  readonly filename?: string;
  /** Owner account name (created on first use); default `house` when `house`, else required. */
  readonly owner: string;
  /** Enter as a house entry (exempt from the owner rule). */
  readonly house?: boolean;
  /**
   * A new version takes the place of the bot's entries in every league not finished (default
   * true); false leaves them on their versions and refuses to enter a second version here.
   */
  readonly replace?: boolean;
}

/** Compiles and enters a bot's source. */
export async function enterBot(db: Db, input: BotEntryInput): Promise<Result<Entered, EnterError>> {
  const compiled = await compileBot(input.source, { filename: input.filename ?? `${input.name}.ts` });
  if (!compiled.ok) return err({ code: 'compile-error', message: `${compiled.error.kind}: ${compiled.error.message}` });
  return store(db, input.leagueId, input.owner, {
    name: input.name, source: input.source, bundle: compiled.value.code, house: input.house ?? false, replace: input.replace ?? true,
  });
}
