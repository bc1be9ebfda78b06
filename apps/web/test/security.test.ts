/**
 * Security: others' bot source and logs unreachable, a bot name with HTML/script rendered as
 * text, uploads refused without a session or token, cross-site posts refused, SQL-looking input
 * harmless.
 */
import { describe, expect, test } from 'vitest';
import { logIn, waitForHydration } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { PASSWORD, XSS_NAME } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();

useSite();

describe('security', () => {
  const sourcePath = `/bots/${world.botIds.alpha}/versions/${world.versionIds.alpha}`;

  test('another user\'s bot source is unreachable (404), the owner\'s is shown', async () => {
    expect((await fetch(`${baseUrl}${sourcePath}`)).status).toBe(404);
    const bob = await logIn(browser, baseUrl, 'bob@example.org', PASSWORD);
    expect((await bob.page.goto(sourcePath))?.status()).toBe(404);
    expect(await bob.page.content()).not.toContain('secret-log-of-alpha');
    await bob.context.close();
    const alice = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    expect((await alice.page.goto(sourcePath))?.status()).toBe(200);
    expect(await alice.page.locator('.code-view').innerText()).toContain('secret-log-of-alpha');
    await alice.context.close();
  });

  test('a bot name with HTML and script renders as text', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    let dialogs = 0;
    page.on('dialog', (d) => { dialogs += 1; void d.dismiss(); });
    for (const path of [`/bots/${world.botIds.xss}`, '/leagues/lupfen-test', `/matches/${world.matchIds[0] ?? ''}`, '/']) {
      await page.goto(path);
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
    await page.goto(`/bots/${world.botIds.xss}`);
    await expect(page.locator('h1').innerText()).resolves.toBe(XSS_NAME);
    expect(await page.locator('main img[src=x]').count()).toBe(0);
    expect(dialogs).toBe(0);
    await page.close();
  });

  test('uploads without a session or a token are refused', async () => {
    const body = JSON.stringify({ name: 'x', game: 'lupfen', source: 'export function decide(o: any) { return o.legalActions[0]; }' });
    const post = (headers: Record<string, string>) => fetch(`${baseUrl}/api/v1/bots`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    expect((await post({})).status).toBe(401);
    expect((await post({ authorization: 'Bearer sa_not-a-real-token-aaaaaaaaaaaaaaaaaaaaaa' })).status).toBe(401);
    expect((await post({ authorization: 'Basic YWxpY2U6eA==' })).status).toBe(401);
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/bots/upload');
    await expect(page.locator('main textarea').count()).resolves.toBe(0);
    await expect(page.locator('main a:text("Log in")').count()).resolves.toBe(1);
    await page.close();
  });

  test('cross-site posts are refused before they reach an action', async () => {
    for (const path of ['/bots/upload', '/account', '/organise', '/login']) {
      const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x', redirect: 'manual' });
      expect(res.status, path).toBe(403);
    }
    const noOrigin = await fetch(`${baseUrl}/account`, { method: 'POST', body: 'x=1', redirect: 'manual' });
    expect(noOrigin.status).toBe(403);
  });

  test('a logged-in form without the CSRF token changes nothing', async () => {
    const alice = await logIn(browser, baseUrl, 'alice@example.org', PASSWORD);
    await alice.page.goto('/account');
    await waitForHydration(alice.page, 'input[name=csrf]');
    await alice.page.evaluate(() => document.querySelectorAll('input[name=csrf]').forEach((el) => { (el as HTMLInputElement).value = 'forged'; }));
    await alice.page.fill('input[name=name]', 'forged-token');
    await alice.page.click('button:text("Create API token")');
    await alice.page.locator('.form-message').waitFor();
    await expect(alice.page.locator('.form-message').innerText()).resolves.toMatch(/session expired|stale/);
    const [row] = await db.sql<{ n: number }[]>`select count(*)::int as n from api_tokens where name = 'forged-token'`;
    expect(row?.n).toBe(0);
    await alice.context.close();
  });

  test('SQL-looking input is harmless', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/login');
    await page.fill('input[name=email]', "' OR 1=1 --@x.org");
    await page.fill('input[name=password]', "' OR '1'='1");
    await page.evaluate(() => document.querySelectorAll('form').forEach((f) => { f.noValidate = true; }));
    await page.click('main button[type=submit]');
    await expect(page.locator('main .form-message').innerText()).resolves.toContain('Wrong e-mail or password');
    for (const path of ["/leagues/x'%20OR%201=1--", '/bots/1%20OR%201=1', "/matches/1'%3B%20DROP%20TABLE%20matches--", '/rules/lupfen%27--']) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
    await page.close();
    const [users] = await db.sql<{ n: number }[]>`select count(*)::int as n from users`;
    expect(users?.n).toBeGreaterThan(3);
    const [matches] = await db.sql<{ n: number }[]>`select count(*)::int as n from matches`;
    expect(matches?.n).toBeGreaterThan(0);
  });
});
