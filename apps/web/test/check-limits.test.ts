/**
 * The bot check's limits bite, through the site: a second site server (server.ts) on the run's build and
 * database, with small limits set by environment (ARENA_CHECK_*, lib/bots/check-limits.ts), gets
 * uploads through the API and the upload form whose TypeScript type check is slow or hungry (the
 * checker's own work: a bot's code never runs there). The check is stopped, the verdict names the
 * step and the limit, nothing is stored, and the same user's next upload goes through: the queue
 * and the per-user cap let go. While a check runs, the queue (0 waiting) refuses another user, the
 * per-user cap the same one, and the checker child's environment holds no secret. A check longer
 * than the whole check's limit is stopped with a verdict naming that limit.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { createApiToken } from '@arena/db/api-tokens';
import { findBotByName, listBotVersions } from '@arena/db/bots';
import { createUser } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { logIn, uploadThroughForm } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { descendants } from '@arena/report/process-cpu';
import { startServer } from './support/server.ts';
import { browser, db, useSite } from './support/site.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';

const { databaseUrl } = testContext();

useSite();

const DIGITS = `type D = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type E = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';
`;

/**
 * Inferring T from a union of 90,000 template literals: about 40 s of type checking per call on a
 * loaded 2-core machine (98 s for the first, with the union), in under 100 MB of heap; 20 calls.
 */
const SLOW_TYPES_BOT = `${DIGITS}type U = \`p\${D}\${D}\${D}\${D}\${E}\`;
declare const v: U;
declare function g<T extends string>(x: \`p\${T}\`): T;
${Array.from({ length: 20 }, (_, i) => `export const c${i} = g(v);`).join('\n')}
${RANDOM_BOT}`;

/** 40 different unions of 90,000 string literals: about 60 MB of heap each; 192 MB is gone within seconds. */
const HUNGRY_TYPES_BOT = `${DIGITS}${Array.from({ length: 40 }, (_, i) => `type U${i} = \`p${i}\${D}\${D}\${D}\${D}\${E}\`;
export const u${i}: U${i} = 'p${i}00000';`).join('\n')}
${RANDOM_BOT}`;

async function newProgrammer(prefix: string): Promise<{ id: number; email: string; token: string }> {
  const name = `${prefix}-${randomBytes(3).toString('hex')}`;
  const created = await createUser(db, { name, email: `${name}@example.org`, passwordHash: await hashPassword(PASSWORD) });
  if (!created.ok) throw new Error(created.error);
  const { token } = await createApiToken(db, created.value.id, 'limits');
  return { id: created.value.id, email: created.value.email, token };
}

interface ApiAnswer { status: number; body: { error?: string; stage?: string; checks?: { step: string; ok: boolean; detail: string }[]; errors?: { message: string }[] } }

async function upload(baseUrl: string, token: string, name: string, source: string): Promise<ApiAnswer> {
  const res = await fetch(`${baseUrl}/api/v1/bots`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ name, game: 'lupfen', source }),
  });
  return { status: res.status, body: (await res.json()) as ApiAnswer['body'] };
}

/** The server's checker child (scripts/check-bot.ts): its command line and environment, once it runs. */
async function checkerChild(serverPid: number): Promise<{ argv: string[]; env: Record<string, string> }> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    for (const pid of descendants(serverPid)) {
      const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
      if (!argv.some((a) => a.endsWith('scripts/check-bot.ts'))) continue;
      const environ = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0').filter((e) => e !== '');
      return { argv, env: Object.fromEntries(environ.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)])) };
    }
  }
  throw new Error('no checker child appeared under the server');
}

/** The step limit of the first test: twice what a good bot's whole check takes on a loaded CI machine, far below the slow bot's type check. */
const STEP_S = 30;

describe('the bot check under its limits', () => {
  test('a type check over the step limit is stopped with a verdict naming the step; meanwhile the queue and the per-user cap refuse at once and the child holds no secret; afterwards both users upload', async () => {
    const site = await startServer(databaseUrl, { ARENA_CHECK_STEP_MS: String(STEP_S * 1000), ARENA_CHECK_WAITING: '0' });
    try {
      const ann = await newProgrammer('ann');
      const ben = await newProgrammer('ben');
      const started = Date.now();
      const slow = upload(site.baseUrl, ann.token, 'slow-types', SLOW_TYPES_BOT);
      const child = await checkerChild(site.pid ?? 0);
      expect(Object.keys(child.env).filter((k) => !['NODE_ENV', 'PATH', 'HOME', 'TMPDIR', 'LANG'].includes(k))).toEqual([]);
      expect(JSON.stringify(child.env)).not.toContain(databaseUrl);
      expect(child.argv).toContain('--max-old-space-size=512'); // the default
      const busy = await upload(site.baseUrl, ben.token, 'quick', RANDOM_BOT);
      expect(busy).toMatchObject({ status: 503, body: { error: 'The checker is busy: try again in a minute.' } });
      const again = await upload(site.baseUrl, ann.token, 'quick', RANDOM_BOT);
      expect(again).toMatchObject({ status: 503, body: { error: 'Your previous upload is still being checked: wait for its verdict.' } });
      const verdict = await slow;
      expect(Date.now() - started).toBeGreaterThanOrEqual(STEP_S * 1000);
      expect(verdict.status).toBe(422);
      expect(verdict.body.checks).toEqual([{ step: 'type check', ok: false, detail: `stopped: the type check step took longer than its limit of ${STEP_S} s` }]);
      expect(verdict.body.errors).toEqual([{ message: `Stopped: the type check step took longer than its limit of ${STEP_S} s.` }]);
      expect(await findBotByName(db, ann.id, 'slow-types')).toBeUndefined();
      expect((await upload(site.baseUrl, ann.token, 'quick', RANDOM_BOT)).status).toBe(201);
      expect((await upload(site.baseUrl, ben.token, 'quick', RANDOM_BOT)).status).toBe(201);
    } finally {
      await site.stop();
    }
  });

  test('a check over its whole-time limit is stopped with a verdict naming that limit; nothing is stored, and the user may upload again', async () => {
    // Step and whole-check limits equal, at their floor (1 s): the whole check's timer starts first,
    // so it ends any check longer than 1 s before a step's timer can; no check is that quick (the
    // checker's start and the type check take seconds).
    const site = await startServer(databaseUrl, { ARENA_CHECK_STEP_MS: '1000', ARENA_CHECK_TOTAL_MS: '1000' });
    try {
      const dora = await newProgrammer('dora');
      const verdict = await upload(site.baseUrl, dora.token, 'in-time', RANDOM_BOT);
      expect(verdict.status).toBe(422);
      expect(verdict.body.stage).toBe('host');
      expect(verdict.body.errors).toEqual([{ message: 'Stopped: the check took longer than its limit of 1 s in all.' }]);
      expect(verdict.body.checks?.map((c) => c.detail)).toEqual(['stopped: the check took longer than its limit of 1 s in all']);
      expect(await findBotByName(db, dora.id, 'in-time')).toBeUndefined();
      expect((await upload(site.baseUrl, dora.token, 'in-time', RANDOM_BOT)).status).toBe(422); // the cap let go: checked again, stopped again
    } finally {
      await site.stop();
    }
  });

  test('a type check over the memory limit, uploaded through the form, is stopped with a verdict naming the limit; the bot keeps its version and takes the next one', async () => {
    // Time enough that on a loaded machine only the memory limit can stop the check.
    const site = await startServer(databaseUrl, { ARENA_CHECK_MEMORY_MB: '192', ARENA_CHECK_STEP_MS: '300000', ARENA_CHECK_TOTAL_MS: '600000' });
    try {
      const cleo = await newProgrammer('cleo');
      expect((await upload(site.baseUrl, cleo.token, 'steady', RANDOM_BOT)).status).toBe(201);
      const bot = await findBotByName(db, cleo.id, 'steady');
      const { context, page } = await logIn(browser, site.baseUrl, cleo.email, PASSWORD, freshIp());
      await uploadThroughForm(page, { name: 'steady', game: 'lupfen', source: HUNGRY_TYPES_BOT });
      expect(await page.locator('[data-testid=verdict]').getAttribute('data-ok')).toBe('false');
      expect(await page.locator('[data-testid=check-error]').textContent()).toBe('bot.ts Stopped: the type check step needed more memory than its limit of 192 MB.');
      expect(await page.locator('[data-testid=verdict] li').allTextContents()).toEqual(['✕ type check: stopped: the type check step needed more memory than its limit of 192 MB']);
      expect((await listBotVersions(db, bot?.id ?? 0)).map((v) => v.version)).toEqual([1]);
      await uploadThroughForm(page, { name: 'steady', game: 'lupfen', source: `${RANDOM_BOT}// the next version\n` });
      expect(await page.locator('[data-testid=verdict]').getAttribute('data-ok')).toBe('true');
      expect((await listBotVersions(db, bot?.id ?? 0)).map((v) => v.version).sort()).toEqual([1, 2]);
      await context.close();
    } finally {
      await site.stop();
    }
  });
});
