/**
 * The replay viewer as people use it (issue 22): play and pause at every speed, quick keys that
 * all count, stepping without a server round trip, rotation and view switches that keep the
 * position, the phone layout, tables that show nothing still to come; the rules pages; the
 * download replayed by the CLI; the favicon.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { getMatchPage } from '@arena/db/match-pages';
import { isDuplicateRecord, parseLeagueRecord, totalChips, type DuplicateRecord } from '@arena/record/league-record';
import { dealStartSteps } from '@arena/record/steps';
import { testContext } from './support/context.ts';
import { WEB_DIR } from './support/server.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();
const matchId = world.matchIds[0] ?? '';
let stored: DuplicateRecord;

useSite();
beforeAll(async () => {
  const parsed = parseLeagueRecord((await getMatchPage(db, matchId))?.record);
  if (!parsed.ok || !isDuplicateRecord(parsed.value)) throw new Error('the world\'s first match is a duplicate set');
  stored = parsed.value;
});

const stepShown = async (page: Page) => Number(await page.locator('[data-testid=step]').innerText());
/** Waits (a little) for the viewer to show step `n` (1-based), then reads it. */
async function stepBecomes(page: Page, n: number): Promise<number> {
  await page.waitForFunction((want) => Number(document.querySelector('[data-testid=step]')?.textContent) === want, n, { timeout: 5000 }).catch(() => undefined);
  return stepShown(page);
}

/** Opens a step with JavaScript and marks the document, to tell a reload from stepping in the page. */
async function openViewer(page: Page, query: string): Promise<void> {
  await page.goto(`/matches/${matchId}?${query}`);
  await page.waitForFunction(() => document.querySelector('.controls button.play') !== null);
  await page.locator('.controls button.play').evaluate((el) => new Promise<void>((resolve) => {
    const ready = () => (Object.keys(el).some((k) => k.startsWith('__reactFiber$')) ? resolve() : setTimeout(ready, 50));
    ready();
  }));
  await page.evaluate(() => { (window as unknown as { marker: number }).marker = 1; });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1);

describe('the replay viewer', () => {
  test('play runs on at 1× and at 10×, pause stops it; the URL follows, no reload', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await openViewer(page, 'step=0');
    await page.click('.controls button.play');
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=step]')?.textContent) >= 3, undefined, { timeout: 10_000 });
    await page.click('.controls button.play'); // pause
    const paused = await stepShown(page);
    await page.waitForTimeout(1500);
    expect(await stepShown(page)).toBe(paused);
    expect(page.url()).toContain(`step=${paused - 1}`);
    await page.selectOption('select[aria-label="Playback speed"]', '10');
    await page.click('.controls button.play');
    await page.waitForFunction((from) => Number(document.querySelector('[data-testid=step]')?.textContent) >= from + 10, paused, { timeout: 10_000 });
    await page.keyboard.press(' '); // Space pauses too
    const after = await stepShown(page);
    await page.waitForTimeout(600);
    expect(await stepShown(page)).toBe(after);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  test('five quick key presses move five steps, with no request to the server', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await openViewer(page, 'step=2');
    const requests: string[] = [];
    page.on('request', (r) => { if (r.url().includes('/matches/')) requests.push(r.url()); });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight', { delay: 0 });
    expect(await stepBecomes(page, 3 + 5)).toBe(3 + 5);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft', { delay: 0 });
    expect(await stepBecomes(page, 3 + 2)).toBe(3 + 2);
    await page.keyboard.press('PageDown');
    const starts = dealStartSteps(stored.rotations[0]?.record ?? (() => { throw new Error('no rotation'); })());
    expect(await stepBecomes(page, (starts[1] ?? 0) + 1)).toBe((starts[1] ?? 0) + 1);
    expect(page.url()).toContain(`deal=1&step=${starts[1] ?? 0}`);
    expect(requests).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    // Every control has its own glyph and its own label.
    const controls = page.locator('.controls a, .controls button');
    const glyphs = await controls.allInnerTexts();
    const labels = await controls.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(new Set(glyphs).size).toBe(glyphs.length);
    expect(new Set(labels).size).toBe(labels.length);
    await page.close();
  });

  test('a rotation switch and a view switch keep the deal and the decision', async () => {
    const [r0, r1] = [stored.rotations[0]?.record, stored.rotations[1]?.record];
    if (!r0 || !r1) throw new Error('two rotations');
    const [s0, s1] = [dealStartSteps(r0), dealStartSteps(r1)];
    const within = Math.min(3, r0.deals[1]?.decisions ?? 0, r1.deals[1]?.decisions ?? 0);
    const page = await browser.newPage({ baseURL: baseUrl });
    await openViewer(page, `step=${(s0[1] ?? 0) + within}`);
    await page.click('nav[aria-label=Rotation] a:text-is("2")');
    await page.waitForURL(/rotation=1/);
    await expect(page.locator('nav[aria-label=Rotation] a[aria-current=page]').innerText()).resolves.toBe('2');
    expect(await stepBecomes(page, (s1[1] ?? 0) + within + 1)).toBe((s1[1] ?? 0) + within + 1);
    expect(page.url()).toContain(`deal=1&step=${(s1[1] ?? 0) + within}`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('2'); // seat 1, same step
    await page.waitForURL(/seat=1/);
    await page.waitForFunction(() => document.querySelector('[data-testid=view-label]')?.textContent.startsWith('Seat 1'));
    expect(await stepBecomes(page, (s1[1] ?? 0) + within + 2)).toBe((s1[1] ?? 0) + within + 2);
    expect(page.url()).toContain('rotation=1');
    await page.close();
  });

  test('no table shows what is still to come: chips per deal only for the deals settled', async () => {
    const r0 = stored.rotations[0]?.record;
    if (!r0) throw new Error('no rotation');
    const starts = dealStartSteps(r0);
    const page = await browser.newPage({ baseURL: baseUrl });
    await openViewer(page, 'step=1');
    await expect(page.locator('[data-testid=chips]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid=decisions] tbody tr').count()).resolves.toBe(1);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft'); // deal 0's settlement
    expect(await stepBecomes(page, starts[1] ?? 0)).toBe(starts[1] ?? 0);
    await expect(page.locator('[data-testid=chips] tbody tr').count()).resolves.toBe(1);
    await page.close();
  });

  test('on a phone (390×844) the own hand and the trick come first, on screen', async () => {
    const page = await browser.newPage({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true });
    const trickStep = (dealStartSteps(stored.rotations[0]?.record ?? (() => { throw new Error('no rotation'); })())[0] ?? 0) + 7;
    await page.goto(`/matches/${matchId}?step=${trickStep}&seat=0`);
    const box = async (selector: string) => {
      const b = await page.locator(selector).first().boundingBox();
      if (!b) throw new Error(`${selector} not shown`);
      return b;
    };
    const own = await box('[data-testid=hand-0]');
    const centre = await box('[aria-label="Table centre"]');
    const others = await box('.seats-top');
    const controls = await box('.controls');
    expect(own.y + own.height).toBeLessThanOrEqual(controls.y); // above the control bar, itself on screen
    expect(controls.y + controls.height).toBeLessThanOrEqual(844);
    expect(centre.y).toBeLessThan(844);
    expect(own.y).toBeLessThan(centre.y);
    expect(centre.y).toBeLessThan(others.y);
    await page.close();
  });
});

describe('rules, home, download and favicon', () => {
  test('a rules page is HTML with a table of contents, headings and tables', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/rules/bolachen');
    await expect(page.locator('article.rules h1').innerText()).resolves.toBe('Bolachen');
    await expect(page.locator('pre').filter({ hasText: '## ' }).count()).resolves.toBe(0);
    await expect(page.locator('article.rules table').count()).resolves.toBeGreaterThan(0);
    const toc = page.locator('nav[aria-label=Contents] a');
    expect(await toc.count()).toBeGreaterThan(5);
    const href = await toc.nth(1).getAttribute('href');
    await expect(page.locator(`[id="${(href ?? '#').slice(1)}"]`).count()).resolves.toBe(1);
    expect(await page.locator('article.rules').innerText()).not.toContain('**');
    await page.close();
  });

  test('the home page\'s game summaries are whole sentences', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/');
    const summaries = await page.locator('section[aria-labelledby^=game-] p.small:not(.muted)').allInnerTexts();
    expect(summaries).toHaveLength(4);
    for (const s of summaries) expect(s.trim()).toMatch(/[.!?]$/);
    await page.close();
  });

  test('the downloaded record replays with arena replay: every rotation, chips per bot', async () => {
    const res = await fetch(`${baseUrl}/matches/${matchId}.json`);
    expect(res.status).toBe(200);
    const file = join(mkdtempSync(join(tmpdir(), 'arena-download-')), 'match.json');
    writeFileSync(file, await res.text());
    const run = spawnSync(process.execPath, [join(WEB_DIR, '..', 'cli', 'bin', 'arena.mjs'), 'replay', file], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { chips: number[]; rotations: unknown[]; error: unknown };
    expect(out.error).toBeNull();
    expect(out.rotations).toHaveLength(stored.rotations.length);
    expect(out.chips).toEqual(totalChips(stored));
  });

  test('a favicon on every page', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    const ico = await page.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/image/);
    await page.goto('/');
    await expect(page.locator('link[rel=icon]').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  test('the ladder shows rank ranges, not "?"', async () => {
    const html = await (await fetch(`${baseUrl}/leagues/lupfen-test`)).text();
    const ranks = [...html.matchAll(/<td class="rank-range">([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(ranks.length).toBe(3);
    for (const r of ranks) expect(r).toMatch(/^\d+(–\d+)?$/);
  });
});
