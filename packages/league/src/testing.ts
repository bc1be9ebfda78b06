/**
 * Test support for packages and apps that need a stored, compiled bot version without entering it
 * in a league (challenges, comparisons): compile the source as an upload would and store it as
 * the bot's next version. Any refusal throws: a test's setup has no expected failures.
 */
import { addBotVersion } from '@arena/db/bots';
import type { Db } from '@arena/db/client';
import { compileBot } from '@arena/sandbox/compile';

/** The id of a new version of bot `botId` holding `source`, compiled. */
export async function addCompiledVersion(db: Db, botId: number, source: string, filename = 'bot.ts'): Promise<number> {
  const compiled = await compileBot(source, { filename });
  if (!compiled.ok) throw new Error(compiled.error.message);
  const added = await addBotVersion(db, { botId, source, bundle: compiled.value.code });
  if (!added.ok) throw new Error(added.error);
  return added.value.version.id;
}
