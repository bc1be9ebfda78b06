/**
 * The spectators' page copies (issue 20, lib/http/page-cache.ts) against the real site and
 * Postgres: a spectator's ladder, bot and match pages come from a copy (answered by server.ts
 * before Next, lib/http/copy-server.ts), yet every response has its own nonce, on every script and
 * in its CSP, the security headers of every page, and runs without a violation; signed-in viewers,
 * client navigations and a forged render key are rendered per request; a round played after a copy
 * was made shows on the ladder within the copies' bound.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { addEntry, createLeague, setLeagueState } from '@arena/db/leagues';
import { startRound } from '@arena/league/rounds';
import { pageCacheSettings } from '@/lib/build-env';
import { waitForHydration, watchViolations } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { playRound } from './support/play-round.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();
const COPY_AGE = 'x-arena-copy-age-ms';

useSite();

const spectatorPages = () => ['/leagues/lupfen-test', `/bots/${world.botIds.alpha}`, `/matches/${world.matchIds[0] ?? ''}?deal=0&step=4`];

function scriptNonce(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
}

describe('page copies', () => {
  test('a spectator gets a copy, and every response its own nonce on every script', async () => {
    for (const path of spectatorPages()) {
      await fetch(`${baseUrl}${path}`); // makes the copy
      const [a, b] = await Promise.all([fetch(`${baseUrl}${path}`), fetch(`${baseUrl}${path}`)]);
      expect(a.status, path).toBe(200);
      expect(a.headers.get(COPY_AGE), path).toMatch(/^\d+$/);
      expect(b.headers.get(COPY_AGE), path).toMatch(/^\d+$/);
      const [nonceA, nonceB] = [scriptNonce(a), scriptNonce(b)];
      expect(nonceA).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(nonceB).not.toBe(nonceA);
      const [htmlA, htmlB] = [await a.text(), await b.text()];
      const scripts = [...htmlA.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonceA}"`);
      expect(new Set([...htmlA.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonceA])); // no other nonce (the placeholder) anywhere
      expect(htmlB.replaceAll(nonceB, nonceA)).toBe(htmlA); // the same copy
      expect(a.headers.get('x-content-type-options')).toBe('nosniff');
      expect(a.headers.get('x-frame-options')).toBe('DENY');
      expect(a.headers.get('strict-transport-security')).toBeNull(); // plain http
      expect(Number(a.headers.get('content-length'))).toBe(Buffer.byteLength(htmlA)); // one write, not chunked
    }
  });

  test('a copy behind an https proxy carries HSTS, as every page does', async () => {
    const [ladder] = spectatorPages();
    const res = await fetch(`${baseUrl}${ladder ?? ''}`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get(COPY_AGE)).toMatch(/^\d+$/);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  test('a request with a forged render key gets a page rendered for it, with its own nonce', async () => {
    const [ladder] = spectatorPages();
    const forged = await fetch(`${baseUrl}${ladder ?? ''}`, { headers: { 'x-arena-page-render': randomBytes(32).toString('base64') } });
    expect(forged.status).toBe(200);
    expect(forged.headers.get(COPY_AGE)).toBeNull();
    const nonce = scriptNonce(forged);
    expect(new Set([...(await forged.text()).matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([nonce]));
  });

  test('signed-in viewers, client navigations and other pages are rendered per request', async () => {
    const [ladder] = spectatorPages();
    const signedIn = await fetch(`${baseUrl}${ladder ?? ''}`, { headers: { cookie: `theme=dark; arena_session=${randomBytes(24).toString('hex')}` } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get(COPY_AGE)).toBeNull();
    const otherCookie = await fetch(`${baseUrl}${ladder ?? ''}`, { headers: { cookie: 'arena_session_old=1; theme=dark' } });
    expect(otherCookie.headers.get(COPY_AGE)).toMatch(/^\d+$/); // no session: a spectator
    for (const [name, value] of [['rsc', '1'], ['next-router-state-tree', '%5B%5D'], ['next-action', 'x']] as const) {
      expect((await fetch(`${baseUrl}${ladder ?? ''}`, { headers: { [name]: value } })).headers.get(COPY_AGE), name).toBeNull();
    }
    expect((await fetch(`${baseUrl}${ladder ?? ''}?_rsc=abc`)).headers.get(COPY_AGE)).toBeNull();
    for (const path of ['/leagues', '/', `/leagues/lupfen-test/manage`]) expect((await fetch(`${baseUrl}${path}`)).headers.get(COPY_AGE), path).toBeNull();
    const unknown = await fetch(`${baseUrl}/bots/999999999`);
    expect(unknown.status).toBe(404);
  });

  test('the copies run under the CSP without a violation, the replay viewer\'s scripts included', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    const violations = await watchViolations(page);
    for (const path of spectatorPages()) {
      await page.goto(path);
      await page.goto(path); // from the copy
      await page.waitForLoadState('networkidle');
    }
    await waitForHydration(page, '[data-testid=step]');
    const before = await page.locator('[data-testid=step]').textContent();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((b) => document.querySelector('[data-testid=step]')?.textContent !== b, before);
    expect(violations).toEqual([]);
    await page.close();
  });

  test('a link from a copy to another copied page navigates in the page (its RSC payload, not the copy)', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/leagues/lupfen-test');
    await page.goto('/leagues/lupfen-test'); // from the copy
    await waitForHydration(page, `a[href="/bots/${world.botIds.alpha}"]`);
    await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
    await Promise.all([page.waitForURL((u) => u.pathname === `/bots/${world.botIds.alpha}`), page.click(`a[href="/bots/${world.botIds.alpha}"] >> nth=0`)]);
    await page.waitForSelector('h1:text-is("alpha")');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1); // no reload
    await page.close();
  });

  test('a round played after the copy was made shows on the ladder within twice the copy\'s life', async () => {
    const slug = `copies-${randomBytes(3).toString('hex')}`;
    const league = await createLeague(db, {
      name: 'Copies test', slug, game: 'lupfen', options: {}, seatsPerTable: 3, dealsPerMatch: 1,
      timeLimitMs: 200, memoryLimitMb: 64, targetRounds: 5, organiserId: world.organiser.id, state: 'open',
    });
    if (!league.ok) throw new Error(league.error);
    for (const v of Object.values(world.versionIds)) await addEntry(db, { leagueId: league.value.id, botVersionId: v });
    await setLeagueState(db, league.value.id, 'running');
    const ladder = async () => (await fetch(`${baseUrl}/leagues/${slug}`)).text();
    expect(await ladder()).toContain('No rounds yet.');
    expect(await ladder()).toContain('No rounds yet.'); // the copy
    const round = await startRound(db, league.value.id);
    if (!round.ok) throw new Error(JSON.stringify(round.error));
    await playRound(db, round.value.round.id);
    const played = Date.now();
    let html = await ladder();
    while (html.includes('No rounds yet.') && Date.now() - played < 60_000) {
      await new Promise((r) => setTimeout(r, 100));
      html = await ladder();
    }
    const shownAfterMs = Date.now() - played;
    expect(html).not.toContain('No rounds yet.');
    expect(html).toContain('<td>finished</td>'); // the round, played and settled
    // The bound is 2 × the copy's life after the database changed, plus one render (seconds on a loaded machine).
    expect(shownAfterMs).toBeLessThan(2 * pageCacheSettings().ttlMs + 15_000);
  });
});
