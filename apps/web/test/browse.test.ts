/**
 * Spectator browser tests: the ladder, a replay stepped through a whole deal with the cards checked
 * against the record, and a seat view that hides the other hands (filtered on the server).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seededDealCards } from '@arena/engine/player';
import { getMatchPage } from '@arena/db/match-pages';
import { findGame } from '@arena/games';
import type { MatchRecord } from '@arena/record/match-record';
import { firstRecord, parseLeagueRecord } from '@arena/record/league-record';
import { cardsMentioned } from '@/lib/replay/seats';
import { testContext } from './support/context.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, world } = testContext();
let record: MatchRecord;
const matchId = world.matchIds[0] ?? '';

useSite();
beforeAll(async () => {
  const page = await getMatchPage(db, matchId);
  const parsed = parseLeagueRecord(page?.record);
  if (!parsed.ok) throw new Error(parsed.error);
  record = firstRecord(parsed.value);
});

/** The states of deal 0 after 0, 1, … decisions, re-simulated from the record. */
function dealStates(): unknown[] {
  const game = findGame(record.game);
  if (!game) throw new Error('no game');
  const n = record.seats.length;
  const deal = record.deals[0];
  if (!deal) throw new Error('no deal');
  const match = game.newMatch(record.options, n, Array.from({ length: n }, () => 0));
  let state = game.startDeal(match, deal.dealer, seededDealCards(game, record.options, n, record.seed, 0));
  const states = [state];
  for (let i = 0; i < deal.decisions; i++) {
    const d = record.decisions[i];
    if (!d) throw new Error('missing decision');
    const action = game.parseAction(d.action);
    if (!action.ok) throw new Error(action.error.message);
    const next = game.applyAction(state, d.seat, action.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    states.push(state);
  }
  return states;
}

async function handCards(page: Page, seat: number): Promise<string[]> {
  return page.locator(`[data-testid=hand-${seat}] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
}

describe('spectator pages', () => {
  test('the home page lists the four games and the active league', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/');
    for (const name of ['Lupfen', 'Kein Stich', 'Bolachen', 'Kontraspiel']) await expect(page.getByRole('heading', { name, exact: false }).count()).resolves.toBeGreaterThan(0);
    await page.click('text=Lupfen Test League');
    await page.waitForURL('**/leagues/lupfen-test');
    await page.close();
  });

  test("How ratings work: each game's measured scoring and default, from the game's definition", async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto('/ratings');
    const rows = await page.locator('#scoring ~ table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([
      ['Lupfen', 'more than 160', '79', 'chips'],
      ['Kein Stich', '5', '15', 'matchpoints'],
      ['Bolachen', '11', '9', 'chips'],
      ['Kontraspiel', '7', '4', 'chips'],
    ]);
    const why = await page.locator('#scoring ~ table + p').textContent();
    expect(why).toMatch(/^In Lupfen the skill is in how much is won or lost .* In Kein Stich a deal's chips mostly say who won it, and matchpoints need a third of the matches\. Each game's default/);
    await page.close();
  });

  test('browse a ladder: every entry with Elo, interval whisker and games; crosstable', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    const res = await page.goto('/leagues/lupfen-test');
    expect(res?.status()).toBe(200);
    const rows = page.locator('[data-testid=ladder] tbody tr');
    await expect(rows.count()).resolves.toBe(3);
    await expect(page.locator('[data-testid=ladder] svg.whisker').count()).resolves.toBe(3);
    const text = await page.locator('[data-testid=ladder]').innerText();
    expect(text).toMatch(/alpha/);
    expect(text).toMatch(/\d{3,4}\s*±\d+/);
    await expect(page.locator('table.crosstable tbody tr').count()).resolves.toBe(3);
    await page.click('[data-testid=ladder] a:text("alpha")');
    await page.waitForURL(/\/bots\/\d+$/);
    await expect(page.locator('h1').innerText()).resolves.toBe('alpha');
    await page.close();
  });

  test('replay: step through a whole deal, the cards shown match the record', async () => {
    const states = dealStates();
    const n = record.seats.length;
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto(`/matches/${matchId}?step=0`);
    for (let step = 0; step < states.length; step++) {
      if (step > 0) {
        // Step with the keyboard for the first moves, with the server-rendered links after that.
        if (step <= 3) {
          await page.keyboard.press('ArrowRight');
          await page.waitForFunction((s) => document.querySelector('[data-testid=step]')?.textContent === String(s), step + 1);
        } else {
          await page.goto(`/matches/${matchId}?deal=0&step=${step}`);
        }
      }
      await expect(page.locator('[data-testid=step]').innerText()).resolves.toBe(String(step + 1));
      const hands = (states[step] as { hands: string[][] }).hands;
      for (let s = 0; s < n; s++) {
        expect((await handCards(page, s)).sort()).toEqual([...(hands[s] ?? [])].sort());
      }
    }
    // The settle step follows the last decision, and the next deal starts after it.
    await page.goto(`/matches/${matchId}?step=${states.length}`);
    await expect(page.getByLabel('Settlement').count()).resolves.toBe(1);
    await page.close();
  });

  test('seat view: only that seat\'s cards, the others hidden on the server', async () => {
    const states = dealStates();
    const game = findGame(record.game);
    if (!game) throw new Error('no game');
    const page = await browser.newPage({ baseURL: baseUrl });
    for (const step of [1, Math.floor(states.length / 2)]) {
      await page.goto(`/matches/${matchId}?step=${step}&seat=1`);
      await expect(page.locator('[data-testid=view-label]').innerText()).resolves.toMatch(/^Seat 1: exactly what/);
      const state = states[step] as { hands: string[][] };
      expect((await handCards(page, 1)).sort()).toEqual([...(state.hands[1] ?? [])].sort());
      await expect(page.locator('[data-testid=hand-0]').getAttribute('data-hidden')).resolves.toBe('true');
      await expect(page.locator('[data-testid=hand-2]').getAttribute('data-hidden')).resolves.toBe('true');
      // No card the seat could not see is anywhere in the HTML sent.
      const seen = cardsMentioned(game.observe(state, 1));
      const html = await page.content();
      const sent = new Set([...html.matchAll(/data-card="([A-Z0-9]+)"/g)].map((m) => m[1]));
      for (const card of sent) expect(seen.has(card ?? '')).toBe(true);
      for (const card of [...(state.hands[0] ?? []), ...(state.hands[2] ?? [])]) {
        if (!seen.has(card)) expect(html).not.toContain(`data-card="${card}"`);
      }
    }
    // Key 0 switches to all hands.
    await page.keyboard.press('0');
    await page.waitForFunction(() => document.querySelector('[data-testid=view-label]')?.textContent.startsWith('All hands'));
    await expect(page.locator('[data-testid=hand-0]').getAttribute('data-hidden')).resolves.toBe('false');
    await page.close();
  });

  test('auction grid: the calls before the first card, a column per seat from the first to call', async () => {
    // The first deal with calls (Lupfen's first deal is a forced round, played without them).
    const typeOf = (d: { action: unknown }) => (d.action as { type: string }).type;
    let offset = 0;
    let start = 0;
    let calls: MatchRecord['decisions'] = [];
    for (const deal of record.decisions.length > 0 ? record.deals : []) {
      const decisions = record.decisions.slice(offset, offset + deal.decisions);
      const firstPlay = decisions.findIndex((d) => typeOf(d) === 'play');
      calls = firstPlay === -1 ? decisions : decisions.slice(0, firstPlay);
      if (calls.length > 0) break;
      offset += deal.decisions;
      start += deal.decisions + 2;
    }
    expect(calls.length).toBeGreaterThan(0);
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto(`/matches/${matchId}?step=${start + calls.length + 1}`); // the deal's first card, or its settlement
    const grid = page.locator('[data-testid=auction]');
    await expect(grid.locator('th').first().innerText()).resolves.toBe(`S${calls[0]?.seat ?? -1}`);
    const cells = await grid.locator('td a').allInnerTexts();
    expect([...cells].sort()).toEqual(calls.map((d) => (typeOf(d) === 'pass' ? '–' : typeOf(d))).sort());
    await page.goto(`/matches/${matchId}?step=${start + 1}`); // the first call: only it, marked as the current step
    await expect(grid.locator('td a').allInnerTexts()).resolves.toEqual([typeOf(calls[0] ?? { action: {} }) === 'pass' ? '–' : typeOf(calls[0] ?? { action: {} })]);
    await expect(grid.locator('td[aria-current=step]').count()).resolves.toBe(1);
    await page.close();
  });

  test('a duplicate set: every rotation has its own replay', async () => {
    const page = await browser.newPage({ baseURL: baseUrl });
    await page.goto(`/matches/${matchId}?step=0`);
    const rotations = page.locator('nav[aria-label=Rotation] a');
    const count = await rotations.count();
    expect(count).toBeGreaterThan(1);
    await rotations.nth(1).click();
    await page.waitForURL(/rotation=1/);
    await expect(page.locator('nav[aria-label=Rotation] a[aria-current=page]').innerText()).resolves.toBe('2');
    await page.close();
  });

  test('the record downloads at the match URL + .json', async () => {
    const res = await fetch(`${baseUrl}/matches/${matchId}.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { record: unknown };
    const parsed = parseLeagueRecord(body.record);
    if (!parsed.ok) throw new Error(parsed.error);
    const first = firstRecord(parsed.value);
    expect(first.version).toBe(1);
    expect(first.decisions.length).toBe(record.decisions.length);
    expect(JSON.stringify(body)).not.toContain('"log"'); // a spectator sees no logs
  });

  test('pages read without JavaScript: the HTML holds the ladder and the table, no skeletons', async () => {
    const league = await (await fetch(`${baseUrl}/leagues/lupfen-test`)).text();
    expect(league).toContain('data-testid="ladder"');
    expect(league).not.toContain('Loading the ladder');
    const match = await (await fetch(`${baseUrl}/matches/${matchId}?step=4`)).text();
    expect(match).toMatch(/data-testid="hand-0" data-hidden="false"/);
    expect(match).toContain(`href="/matches/${matchId}?deal=0&amp;step=5"`); // the next step is a plain link
    const page = await browser.newPage({ baseURL: baseUrl, javaScriptEnabled: false });
    await page.goto(`/matches/${matchId}?step=4`);
    await page.click('a[aria-label="Next step (→)"]');
    await expect(page.locator('[data-testid=step]').innerText()).resolves.toBe('6');
    await page.close();
  });

  test('unknown ids answer 404', async () => {
    for (const path of ['/matches/00000000-0000-0000-0000-000000000000', '/matches/not-a-uuid', '/bots/999999', '/bots/abc', '/leagues/no-such-league', '/rules/chess', '/matches/00000000-0000-0000-0000-000000000000.json']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(404);
    }
  });
});
