/**
 * `arena bot upload FILE [--league L] [--game G] [--name N]`: sends a bot to the site's API
 * (`POST /api/v1/bots` with a bearer token). The site compiles it and plays a smoke match in the
 * sandbox before accepting it; errors come back with their line and column. The site is
 * `--url` or ARENA_URL (default http://localhost:3000); the token is `--token` or ARENA_API_TOKEN
 * (create one on the site's account page).
 */
import { basename } from 'node:path';
import type { Command } from 'commander';
import { z } from 'zod';
import { readBotFile } from '../bot-args.ts';
import { sourceAt } from '../source-at.ts';
import { siteAccess } from '../env.ts';

interface UploadOptions {
  readonly league?: string;
  readonly game?: string;
  readonly name?: string;
  readonly url?: string;
  readonly token?: string;
  readonly replace: boolean;
}

const problemsSchema = z.array(z.looseObject({ message: z.string(), line: z.number().nullable().optional(), column: z.number().nullable().optional() }));
type Problems = z.infer<typeof problemsSchema>;

const answerSchema = z.looseObject({
  ok: z.boolean(),
  error: z.string().optional(),
  version: z.number().optional(),
  /** The league's slug when the bot was entered. */
  entered: z.string().nullable().optional(),
  entryError: z.string().nullable().optional(),
  stage: z.string().optional(),
  errors: problemsSchema.optional(),
  /** Type problems: reported, never a reason to refuse. */
  warnings: problemsSchema.optional(),
});

export function registerBotUpload(bot: Command): void {
  bot.command('upload')
    .description('upload a bot to the site through its API (token: --token or ARENA_API_TOKEN)')
    .argument('<file>', 'the bot\'s TypeScript source')
    .option('-l, --league <league>', 'enter the bot into this league (slug)')
    .option('-g, --game <game>', 'the bot\'s game (when no league is given)')
    .option('-n, --name <name>', 'bot name (default: the file name)')
    .option('--url <url>', 'the site (default: ARENA_URL or http://localhost:3000)')
    .option('--token <token>', 'API token (default: ARENA_API_TOKEN)')
    .option('--no-replace', 'keep the bot\'s league entries on their versions (default: the new version takes their place)')
    .action(async (file: string, opts: UploadOptions) => {
      const { token, url: site } = siteAccess(opts);
      if (!token) fail('no API token: pass --token or set ARENA_API_TOKEN (create one on your account page)');
      if (!opts.league && !opts.game) fail('say where the bot goes: --league L or --game G');
      const read = readBotFile(file, opts.name);
      if (!read.ok) fail(read.error);
      const { name, source } = read.value;
      const body = { name, source, filename: basename(file), ...(opts.league ? { league: opts.league } : {}), ...(opts.game ? { game: opts.game } : {}), replace: opts.replace };
      let response: Response;
      try {
        response = await fetch(new URL('/api/v1/bots', site), {
          method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
        });
      } catch (e) {
        fail(`cannot reach ${site}: ${e instanceof Error ? e.message : String(e)}`);
      }
      report(file, name, response.status, answerSchema.safeParse(await response.json().catch(() => null)));
    });
}

function report(file: string, name: string, status: number, parsed: ReturnType<typeof answerSchema.safeParse>): void {
  if (!parsed.success) fail(`unexpected answer from the site (HTTP ${status})`);
  const a = parsed.data;
  if (status === 401) fail('the site refused the token (401): create a new one on your account page');
  if (status === 422) fail(`rejected at ${a.stage ?? 'the check'}:\n${problemLines(file, a.errors).join('\n')}`);
  if (!a.ok) fail(`HTTP ${status}: ${a.error ?? 'refused'}`);
  process.stdout.write(`accepted ${name} as version ${a.version ?? '?'}${status === 200 ? ' (same code as an existing version)' : ''}\n`);
  if (a.entered) process.stdout.write(`entered into the league ${a.entered}\n`);
  const warnings = problemLines(file, a.warnings);
  if (warnings.length > 0) process.stdout.write(`${warnings.length} type problem(s): the bot runs (the sandbox strips types), but most are bugs:\n${warnings.join('\n')}\n`);
  if (a.entryError) fail(`stored, but not entered into the league: ${a.entryError}`);
}

function problemLines(file: string, problems: Problems | undefined): string[] {
  return (problems ?? []).map((e) => `  ${sourceAt(file, e.line, e.column)}: ${e.message}`);
}

function fail(message: string): never {
  process.stderr.write(`arena bot upload: ${message}\n`);
  process.exit(1);
}
