/**
 * The limits not covered elsewhere, each through the real site (Redis-backed, fresh key prefix per
 * run): per-account limits that hold across IPs (API requests, uploads shared by the API and the
 * form, API tokens), the log-in limit per IP, password changes per account, the server actions' body
 * limit, and the purge of expired sessions at log-in. The API answers 429 with Retry-After; a form
 * answers 429 with Retry-After too, its page saying the same wait. (API per IP, log-in locks and sign-up: hardening.test.ts; mails: email.test.ts;
 * challenges: challenges.test.ts; live streams: live.test.ts.)
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { APIResponse } from 'playwright-core';
import { createApiToken } from '@arena/db/api-tokens';
import { createUser } from '@arena/db/users';
import { hashPassword } from '@/lib/auth/password';
import { LIMIT_RULES } from '@/lib/limits/rules';
import { ACTION_BODY_LIMIT } from '@/lib/limits/sizes';
import { logIn } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { hiddenFields, postAction } from './support/forms.ts';
import { PASSWORD } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl } = testContext();

useSite();

/** `serverActions.bodySizeLimit` ("1100kb") in bytes. */
const ACTION_BODY_LIMIT_BYTES = Number.parseInt(ACTION_BODY_LIMIT, 10) * 1024;

async function newUser(): Promise<{ id: number; email: string; token: string }> {
  const name = `limited-${randomBytes(3).toString('hex')}`;
  const created = await createUser(db, { name, email: `${name}@example.org`, passwordHash: await hashPassword(PASSWORD) });
  if (!created.ok) throw new Error(created.error);
  const { token } = await createApiToken(db, created.value.id, 'limits');
  return { id: created.value.id, email: created.value.email, token };
}

function expectRetryAfter(res: Response, seconds: number): void {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(seconds);
}

/** A form refused by a limit: 429, Retry-After, and the page saying the same wait. */
async function expectFormRefused(res: APIResponse, seconds: number): Promise<void> {
  expect(res.status()).toBe(429);
  const retryAfter = Number(res.headers()['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(await res.text()).toContain(`Too many attempts: try again in ${retryAfter} s.`);
}

describe('per-account limits hold whatever the IP', () => {
  test(`API requests: ${LIMIT_RULES.apiAccount.points} a minute per account, then 429 from any address`, async () => {
    const user = await newUser();
    const get = () => fetch(`${baseUrl}/api/v1/challenges`, { headers: { authorization: `Bearer ${user.token}`, 'x-forwarded-for': freshIp() } });
    const statuses = new Set<number>();
    for (let i = 0; i < LIMIT_RULES.apiAccount.points; i++) statuses.add((await get()).status);
    expect([...statuses]).toEqual([200]);
    expectRetryAfter(await get(), LIMIT_RULES.apiAccount.seconds);
  });

  test(`uploads: ${LIMIT_RULES.uploadAccount.points} an hour per account, counted alike by the API and the form`, async () => {
    const user = await newUser();
    const upload = () => fetch(`${baseUrl}/api/v1/bots`, {
      method: 'POST', body: '{}',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
    });
    const statuses = new Set<number>();
    for (let i = 0; i < LIMIT_RULES.uploadAccount.points; i++) statuses.add((await upload()).status);
    expect([...statuses]).toEqual([400]); // counted before the body is read: refused ones too
    expectRetryAfter(await upload(), LIMIT_RULES.uploadAccount.seconds);
    const { context, page } = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    await page.goto('/bots/upload');
    const form = await hiddenFields(page, 'main form');
    const res = await postAction(context, baseUrl, '/bots/upload', { ...form, name: 'late', game: 'lupfen', source: 'export function decide() {}' });
    await expectFormRefused(res, LIMIT_RULES.uploadAccount.seconds);
    await context.close();
  });

  test(`API tokens: ${LIMIT_RULES.tokenAccount.points} an hour per account, then the form says the wait`, async () => {
    const user = await newUser(); // one token made already, through the db (not counted)
    const { context, page } = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    await page.goto('/account');
    const form = await hiddenFields(page, 'form:has(input[placeholder=laptop])');
    for (let i = 0; i < LIMIT_RULES.tokenAccount.points; i++) {
      expect(await (await postAction(context, baseUrl, '/account', { ...form, name: `t${i}` })).text()).toContain('Copy this token now');
    }
    await expectFormRefused(await postAction(context, baseUrl, '/account', { ...form, name: 'one too many' }), LIMIT_RULES.tokenAccount.seconds);
    const [{ n } = { n: -1 }] = await db.sql<{ n: number }[]>`select count(*)::int as n from api_tokens where user_id = ${user.id}`;
    expect(n).toBe(LIMIT_RULES.tokenAccount.points + 1);
    await context.close();
  });

  test(`password changes: ${LIMIT_RULES.accountChange.points} per ${LIMIT_RULES.accountChange.seconds / 60} min per account`, async () => {
    const user = await newUser();
    const { context, page } = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    await page.goto('/account');
    const form = await hiddenFields(page, 'form[aria-label="Change password"]');
    const change = () => postAction(context, baseUrl, '/account', { ...form, current: 'not my password', password: 'another passphrase' });
    for (let i = 0; i < LIMIT_RULES.accountChange.points; i++) expect(await (await change()).text()).toContain('not your current password');
    await expectFormRefused(await change(), LIMIT_RULES.accountChange.seconds);
    await context.close();
  });
});

describe('log-in per IP', () => {
  test(`${LIMIT_RULES.loginIp.points} attempts per ${LIMIT_RULES.loginIp.seconds / 60} min from one address, then even the right password waits`, async () => {
    const user = await newUser();
    const ip = freshIp();
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const page = await context.newPage();
    await page.goto('/login');
    const form = await hiddenFields(page, 'main form');
    const attempt = (email: string, password: string) => postAction(context, baseUrl, '/login', { ...form, email, password });
    for (let i = 0; i < LIMIT_RULES.loginIp.points; i++) {
      const res = await attempt(`guess-${i}-${randomBytes(2).toString('hex')}@example.org`, 'guessing');
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain('Wrong e-mail or password.');
    }
    await expectFormRefused(await attempt(user.email, PASSWORD), LIMIT_RULES.loginIp.seconds);
    await context.close();
    await logIn(browser, baseUrl, user.email, PASSWORD, freshIp()).then((s) => s.context.close()); // another address is not limited
  });
});

describe('bounded bodies and purges', () => {
  test('a server action with a body over the limit is refused and does nothing', async () => {
    const user = await newUser();
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const page = await context.newPage();
    await page.goto('/login/forgot');
    const form = await hiddenFields(page, 'main form');
    const big = await postAction(context, baseUrl, '/login/forgot', { ...form, email: user.email, pad: 'x'.repeat(ACTION_BODY_LIMIT_BYTES + 1024) });
    expect(big.status()).toBeGreaterThanOrEqual(400);
    expect(await db.sql`select 1 from password_resets where user_id = ${user.id}`).toHaveLength(0);
    const small = await postAction(context, baseUrl, '/login/forgot', { ...form, email: user.email, pad: 'x' });
    expect(small.status()).toBe(200);
    expect(await db.sql`select 1 from password_resets where user_id = ${user.id}`).toHaveLength(1); // the same form under the limit works
    await context.close();
  });

  test('expired sessions are deleted when anybody logs in', async () => {
    const user = await newUser();
    await db.sql`insert into sessions (id_hash, user_id, csrf_secret, expires_at) values (${`expired-${randomBytes(8).toString('hex')}`}, ${user.id}, 'x', now() - interval '1 minute')`;
    expect(await db.sql`select 1 from sessions where expires_at <= now()`).not.toHaveLength(0);
    await logIn(browser, baseUrl, 'alice@example.org', PASSWORD, freshIp()).then((s) => s.context.close());
    expect(await db.sql`select 1 from sessions where expires_at <= now()`).toHaveLength(0);
  });
});
