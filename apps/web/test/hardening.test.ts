/**
 * Site hardening against the real site, Postgres and Redis: security headers and a CSP that every
 * main page (the replay viewer included) runs under without a violation; rate limits (429 with
 * Retry-After on the API, the wait on the forms, growing log-in locks); bounded bodies and the
 * per-user check cap; sign-up that does not tell which e-mails exist; password change with log-out
 * everywhere; account deletion that keeps history anonymised; the data export.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { createApiToken } from '@arena/db/api-tokens';
import { addBotVersion, createBot } from '@arena/db/bots';
import { addEntry, createLeague, setLeagueState } from '@arena/db/leagues';
import { createUser } from '@arena/db/users';
import { startRound } from '@arena/league/rounds';
import { signupSentMessage } from '@/lib/auth/email-links';
import { hashPassword } from '@/lib/auth/password';
import { LIMIT_RULES, LOGIN_FAILURES } from '@/lib/limits/rules';
import { API_BODY_LIMIT } from '@/lib/limits/sizes';
import { logIn, waitForHydration, watchViolations } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { hiddenFields, postAction } from './support/forms.ts';
import { playRound } from './support/play-round.ts';
import { PASSWORD, RANDOM_BOT } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();

useSite();

async function newUser(name: string, password = PASSWORD): Promise<{ id: number; email: string }> {
  const created = await createUser(db, { name, email: `${name}@example.org`, passwordHash: await hashPassword(password) });
  if (!created.ok) throw new Error(created.error);
  return { id: created.value.id, email: created.value.email };
}

/** Presses → on a replay page and waits for the step counter to move: only the viewer's script does that. */
async function stepsWithKeyboard(page: Page): Promise<void> {
  const before = await page.locator('[data-testid=step]').textContent();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((b) => document.querySelector('[data-testid=step]')?.textContent !== b, before);
}

describe('headers', () => {
  test('every response has the security headers; the CSP has a fresh nonce and no unsafe-inline script', async () => {
    const first = await fetch(`${baseUrl}/`);
    const second = await fetch(`${baseUrl}/leagues`);
    const csp = first.headers.get('content-security-policy') ?? '';
    const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(script).not.toContain('unsafe-inline');
    expect(script).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    const nonce = /'nonce-([^']+)'/.exec(script)?.[1] ?? '';
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('same-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('strict-transport-security')).toBeNull(); // plain http
    const https = await fetch(`${baseUrl}/ratings`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const api = await fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers: { 'x-forwarded-for': freshIp() } });
    expect(api.headers.get('x-content-type-options')).toBe('nosniff'); // JSON only: no CSP needed, the proxy skips /api
  });

  test('the main pages, the replay viewer included, run under the CSP without a violation', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD, freshIp());
    const violations = await watchViolations(page);
    const matchId = world.matchIds[0] ?? '';
    for (const path of ['/', '/leagues', '/leagues/lupfen-test', `/bots/${world.botIds.alpha}`, '/ratings', '/rules/lupfen', '/account', '/bots/upload', '/organise', `/matches/${matchId}?step=3`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await stepsWithKeyboard(page); // the replay viewer's own scripts run under the CSP
    expect(violations).toEqual([]);
    await context.close();
    const anon = await browser.newPage({ baseURL: baseUrl });
    const anonViolations = await watchViolations(anon);
    for (const path of ['/login', '/signup', `/matches/${matchId}?deal=0&step=6&seat=1`]) {
      await anon.goto(path);
      await anon.waitForLoadState('networkidle');
    }
    await stepsWithKeyboard(anon);
    expect(anonViolations).toEqual([]);
    await anon.close();
  });
});

describe('rate limits', () => {
  test('the API answers 429 with Retry-After once an IP has used its requests, bad tokens included', async () => {
    const ip = freshIp();
    const post = (from: string) => fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers: { authorization: 'Bearer sa_not-a-real-token-aaaaaaaaaaaaaaaaaaaaaa', 'x-forwarded-for': from } });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT_RULES.apiIp.points; i++) statuses.push((await post(ip)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const limited = await post(ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(LIMIT_RULES.apiIp.seconds);
    expect((await fetch(`${baseUrl}/matches/${world.matchIds[0] ?? ''}.json`, { headers: { 'x-forwarded-for': ip } })).status).toBe(429);
    expect((await post(freshIp())).status).toBe(401);
  });

  test('log-in: the same message for unknown and wrong; growing locks per account after failures; then the right password works', async () => {
    const user = await newUser(`locked-${randomBytes(3).toString('hex')}`);
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const page = await context.newPage();
    const lockedAnswers: { status: number; retryAfter: string | undefined; message: string }[] = [];
    const attempt = async (email: string, password: string): Promise<string> => {
      await page.goto('/login');
      await waitForHydration(page, 'input[name=email]');
      await page.fill('input[name=email]', email);
      await page.fill('input[name=password]', password);
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST', { timeout: 90_000 }),
        page.click('main button[type=submit]'),
      ]);
      await page.locator('main .form-message').waitFor({ timeout: 90_000 }); // argon2 on a loaded 2-core machine
      const message = await page.locator('main .form-message').innerText();
      if (message.startsWith('Too many')) lockedAnswers.push({ status: answer.status(), retryAfter: (await answer.allHeaders())['retry-after'], message });
      else expect(answer.status()).toBe(200);
      return message;
    };
    expect(await attempt('nobody-here@example.org', 'wrong password')).toBe('Wrong e-mail or password.');
    for (let i = 0; i < LOGIN_FAILURES.free; i++) expect(await attempt(user.email, 'wrong password')).toBe('Wrong e-mail or password.');
    // Past the free failures every failure doubles the lock (1 s, 2 s, 4 s …; exact values in
    // lib/limits/limiters.test.ts). The page shows what is left of a lock, and a page round trip on
    // a loaded machine can eat most of a short one (a 2 s lock can read "1 s"). So keep failing,
    // waiting each lock out, until a lock reads longer than the first and long enough (≥ 4 s) to
    // try the right password inside it: a doubling lock gets there, a lock that does not grow never does.
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const message = await attempt(user.email, 'wrong password');
      const wait = /^Too many attempts: try again in (\d+) s\.$/.exec(message)?.[1];
      if (wait === undefined) { expect(message).toBe('Wrong e-mail or password.'); continue; }
      waits.push(Number(wait));
      const grown = waits.length > 1 && Number(wait) > (waits[0] ?? Infinity) && Number(wait) >= 4;
      if (grown) expect(await attempt(user.email, PASSWORD)).toMatch(/^Too many attempts/); // even the right password
      await page.waitForTimeout(Number(wait) * 1000 + 300);
      if (grown) break;
    }
    expect(waits.length).toBeGreaterThan(1);
    expect(waits.at(-1)).toBeGreaterThan(waits[0] ?? Infinity);
    // A locked answer is a 429 with Retry-After (the form, with JavaScript, still shows its message).
    expect(lockedAnswers.map((a) => [a.status, `Too many attempts: try again in ${a.retryAfter} s.`])).toEqual(lockedAnswers.map((a) => [429, a.message]));
    await page.goto('/login');
    await waitForHydration(page, 'input[name=email]');
    await page.fill('input[name=email]', user.email);
    await page.fill('input[name=password]', PASSWORD);
    await Promise.all([page.waitForURL('**/account'), page.click('main button[type=submit]')]);
    await context.close();
  });

  test('sign-up: a taken e-mail is not named, and an IP gets its sign-ups per hour only', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const page = await context.newPage();
    await page.goto('/signup');
    const form = await hiddenFields(page, 'main form');
    const signUp = async (name: string, email: string): Promise<string> => {
      const res = await postAction(context, baseUrl, '/signup', { ...form, name, email, password: PASSWORD });
      return res.text();
    };
    const taken = await signUp(`taker${randomBytes(3).toString('hex')}`, 'alice@example.org');
    expect(taken).toContain(signupSentMessage('alice@example.org')); // as for a new address (test/email.test.ts)
    expect(taken).not.toMatch(/e-mail (exists|is taken)|already registered/i);
    for (let i = 1; i < LIMIT_RULES.signupIp.points; i++) await signUp(`taker${i}${randomBytes(2).toString('hex')}`, 'alice@example.org');
    const limited = await postAction(context, baseUrl, '/signup', { ...form, name: `late${randomBytes(3).toString('hex')}`, email: `late${randomBytes(3).toString('hex')}@example.org`, password: PASSWORD });
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain(`Too many attempts: try again in ${limited.headers()['retry-after']} s.`);
    await context.close();
  });
});

describe('bounded input', () => {
  test('the upload API refuses a body over the limit, declared or streamed, and a second check of one user while the first runs', async () => {
    const { token } = await createApiToken(db, world.bob.id, 'bounds');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
    const big = JSON.stringify({ name: 'big', game: 'lupfen', source: 'x'.repeat(API_BODY_LIMIT) });
    expect((await fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers, body: big })).status).toBe(413);
    let sent = 0; // a chunked body with no Content-Length: only counting while reading can stop it
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 65_536;
        if (sent > 50_000_000) controller.close();
        else controller.enqueue(new Uint8Array(65_536).fill(32));
      },
    });
    const streamed = await fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers, body: endless, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    const upload = (name: string) => fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers, body: JSON.stringify({ name, game: 'lupfen', source: RANDOM_BOT }) });
    const [one, two] = await Promise.all([upload('cap-one'), upload('cap-two')]);
    expect([one.status, two.status].sort()).toEqual([201, 503]);
    const busy = one.status === 503 ? one : two;
    expect(((await busy.json()) as { error: string }).error).toMatch(/still being checked/);
  });
});

describe('accounts', () => {
  test('changing the password logs out every other browser; the old password no longer works', async () => {
    const user = await newUser(`changer-${randomBytes(3).toString('hex')}`);
    const a = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    const b = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    await a.page.goto('/account');
    await waitForHydration(a.page, 'form[aria-label="Change password"] input[name=current]');
    await a.page.fill('form[aria-label="Change password"] input[name=current]', PASSWORD);
    await a.page.fill('form[aria-label="Change password"] input[name=password]', 'a brand new passphrase');
    await a.page.click('button:text("Change password and log out everywhere")');
    await a.page.locator('form[aria-label="Change password"] [role=status]').waitFor();
    await expect(a.page.locator('form[aria-label="Change password"] [role=status]').innerText()).resolves.toMatch(/^Password changed\. 2 session\(s\) logged out/);
    await a.page.goto('/account');
    await expect(a.page.locator('h1').innerText()).resolves.toBe(user.email.split('@')[0]);
    await b.page.goto('/account');
    expect(new URL(b.page.url()).pathname).toBe('/login');
    const [{ n } = { n: -1 }] = await db.sql<{ n: number }[]>`select count(*)::int as n from sessions where user_id = ${user.id}`;
    expect(n).toBe(1);
    await a.context.close();
    await b.context.close();
    await logIn(browser, baseUrl, user.email, 'a brand new passphrase', freshIp()).then((s) => s.context.close());
  });

  test('the export holds one\'s bots, their versions with sources, and the match results', async () => {
    const { context, page } = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD, freshIp());
    const res = await page.request.get('/account/export');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toContain('attachment');
    const data = (await res.json()) as { user: { email: string }; bots: { id: number; versions: { source: string }[] }[]; matches: { matchId: string; botId: number }[] };
    expect(data.user.email).toBe('alice@example.org');
    const alpha = data.bots.find((b) => b.id === world.botIds.alpha);
    expect(alpha?.versions[0]?.source).toContain('secret-log-of-alpha');
    expect(data.bots.some((b) => b.id === world.botIds.xss)).toBe(false);
    expect(data.matches.filter((m) => m.botId === world.botIds.alpha).map((m) => m.matchId).sort()).toEqual(
      (await db.sql<{ matchId: string }[]>`select match_id from match_results where bot_id = ${world.botIds.alpha} order by match_id`).map((r) => r.matchId).sort());
    await context.close();
    expect((await fetch(`${baseUrl}/account/export`, { headers: { 'x-forwarded-for': freshIp() } })).status).toBe(401);
  });

  test('deleting an account keeps its match history, anonymised; its bot is retired, renamed and not scheduled again', async () => {
    const name = `leaver-${randomBytes(3).toString('hex')}`;
    const slug = `deletion-${randomBytes(3).toString('hex')}`;
    const user = await newUser(name);
    const league = await createLeague(db, {
      name: 'Deletion test', slug, game: 'lupfen', options: {}, seatsPerTable: 3, dealsPerMatch: 1,
      timeLimitMs: 200, memoryLimitMb: 64, targetRounds: 5, organiserId: world.organiser.id, state: 'open',
    });
    if (!league.ok) throw new Error(league.error);
    const bot = await createBot(db, { ownerId: user.id, name: `${name}-bot`, game: 'lupfen' });
    if (!bot.ok) throw new Error(bot.error);
    const version = await addBotVersion(db, { botId: bot.value.id, source: RANDOM_BOT, bundle: '(seeded: compiled at match time)' });
    if (!version.ok) throw new Error(version.error);
    for (const v of [version.value.version.id, world.versionIds.alpha, world.versionIds.gamma]) await addEntry(db, { leagueId: league.value.id, botVersionId: v });
    await setLeagueState(db, league.value.id, 'running');
    const round = await startRound(db, league.value.id);
    if (!round.ok) throw new Error(JSON.stringify(round.error));
    await playRound(db, round.value.round.id);

    const { context, page } = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    await page.goto('/account');
    await waitForHydration(page, 'form[aria-label="Delete account"] input[name=confirm]');
    await page.fill('form[aria-label="Delete account"] input[name=current]', PASSWORD);
    await page.fill('form[aria-label="Delete account"] input[name=confirm]', 'delete my account');
    await Promise.all([page.waitForURL((u) => u.pathname === '/'), page.click('button:text("Delete my account")')]);
    await context.close();

    const [row] = await db.sql<{ name: string; email: string; deletedAt: Date | null }[]>`select name, email, deleted_at from users where id = ${user.id}`;
    expect(row?.name).toBe(`deleted-${user.id}`);
    expect(row?.email).not.toContain(name);
    expect(row?.deletedAt).not.toBeNull();
    const [retired] = await db.sql<{ name: string; retiredAt: Date | null }[]>`select name, retired_at from bots where id = ${bot.value.id}`;
    expect(retired).toMatchObject({ name: `retired-${bot.value.id}` });
    expect(retired?.retiredAt).not.toBeNull();
    const results = await db.sql`select 1 from match_results where bot_id = ${bot.value.id}`;
    expect(results.length).toBe(1);
    const ladder = await (await fetch(`${baseUrl}/leagues/${slug}`, { headers: { 'x-forwarded-for': freshIp() } })).text();
    expect(ladder).toContain(`retired-${bot.value.id}`);
    expect(ladder).not.toContain(name);
    expect(await db.sql`select 1 from sessions where user_id = ${user.id}`).toHaveLength(0);
    const next = await startRound(db, league.value.id); // two entries left for three seats
    expect(next).toMatchObject({ ok: false, error: { code: 'schedule' } });
    const again = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
    const login = await again.newPage();
    await login.goto('/login');
    await login.fill('input[name=email]', user.email);
    await login.fill('input[name=password]', PASSWORD);
    await login.click('main button[type=submit]');
    await expect(login.locator('main .form-message').innerText()).resolves.toBe('Wrong e-mail or password.');
    await again.close();
  });
});
