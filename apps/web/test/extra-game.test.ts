/**
 * A fifth game reaches the site by the registry alone (issue 21, docs/adding-a-game.md). The
 * engine's toy game ("High card", @arena/engine/toy-game) is registered with one line, the
 * registry's setting `ARENA_EXTRA_GAMES`, in this file's process; a site server of its own (the
 * shared build, a fresh database) inherits it, while the run's shared server keeps the four
 * built-in games. A league of the toy game plays a round as a worker does (`playRoundLocally`: the
 * match host's processes, house bots, the record stored), and its match is watched in chromium
 * through the replay viewer: stepping, a step address, the table drawn from the game's
 * `tableView` in every view, with no CSP violation and no console error. The site's game lists
 * (home page, footer, the game navigations and forms) name the game on that server only.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// The one line: this process, and every process it starts (the site's server, the match processes), know the toy game.
vi.hoisted(() => { process.env.ARENA_EXTRA_GAMES = '@arena/engine/toy-game'; });

import type { Browser, Page } from 'playwright-core';
import { getMatchPage } from '@arena/db/match-pages';
import { createTestDatabase, type TestDatabase } from '@arena/db/testing';
import { createUser } from '@arena/db/users';
import { createLeague } from '@arena/league/create';
import { enterHouseBot } from '@arena/league/house';
import { ensureRunning, startRound } from '@arena/league/rounds';
import { firstRecord, parseLeagueRecord } from '@arena/record/league-record';
import type { MatchRecord } from '@arena/record/match-record';
import { hashPassword } from '@/lib/auth/password';
import { launch, logIn, watchViolations } from './support/browser.ts';
import { testContext } from './support/context.ts';
import { playRound } from './support/play-round.ts';
import { startServer, type RunningServer } from './support/server.ts';
import { PASSWORD } from './support/world.ts';

const TOY = 'High card (test game)';
const ORGANISER = { name: 'toy-orga', email: 'toy-orga@example.org' };
const RANKS = ['A', 'K', 'O', 'U']; // the toy game's order, high to low

let t: TestDatabase;
let server: RunningServer;
let browser: Browser;
let matchId = '';
let leagueSlug = '';
/** Rotation 0 of the duplicate set: what the viewer shows first. */
let record: MatchRecord;

function unwrap<T, E>(r: { ok: true; value: T } | { ok: false; error: E }): T {
  if (!r.ok) throw new Error(`expected ok: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** A league of the toy game with three house bots, one round played as a worker plays it. */
async function playToyLeague(): Promise<void> {
  unwrap(await createUser(t.db, { ...ORGANISER, passwordHash: await hashPassword(PASSWORD), role: 'organiser' }));
  const league = unwrap(await createLeague(t.db, { name: 'High card league', game: 'toy', seats: 3, deals: 3, organiser: ORGANISER.name }));
  for (const [i, id] of (['random', 'first-legal', 'random'] as const).entries()) unwrap(await enterHouseBot(t.db, league.id, id, `toy-${id}-${i}`));
  unwrap(await ensureRunning(t.db, league));
  const round = unwrap(await startRound(t.db, league.id));
  await playRound(t.db, round.round.id);
  matchId = round.matchIds[0] ?? '';
  leagueSlug = league.slug;
  const parsed = parseLeagueRecord((await getMatchPage(t.db, matchId))?.record);
  if (!parsed.ok) throw new Error(parsed.error);
  record = firstRecord(parsed.value);
}

beforeAll(async () => {
  t = await createTestDatabase();
  await playToyLeague();
  server = await startServer(t.url); // its environment is this process's: ARENA_EXTRA_GAMES included
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
  await server.stop();
  await t.drop();
});

/** A page on the toy server that collects CSP violations, console errors and uncaught errors. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ baseURL: server.baseUrl });
  const problems = await watchViolations(page);
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => { problems.push(`page error: ${e.message}`); });
  return { page, problems };
}

/** Deal 0's decisions as seat and card, in playing order (each toy decision plays a card). */
function dealPlays(deal: number): { seat: number; card: string }[] {
  const d = record.deals[deal];
  if (!d) throw new Error(`no deal ${deal}`);
  return record.decisions.slice(d.firstDecision, d.firstDecision + d.decisions).map((x) => ({ seat: x.seat, card: (x.action as { card: string }).card }));
}

/** The winner of a toy trick: the highest card of the suit led. */
function trickWinner(plays: readonly { seat: number; card: string }[]): number {
  const led = plays[0]?.card[0];
  const best = plays.filter((p) => p.card[0] === led).sort((a, b) => RANKS.indexOf(a.card.slice(1)) - RANKS.indexOf(b.card.slice(1)))[0];
  if (!best) throw new Error('an empty trick');
  return best.seat;
}

const cardsIn = (page: Page, selector: string) => page.locator(`${selector} [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card') ?? ''));
const sorted = (cards: readonly string[]) => [...cards].sort();
const stepShown = (page: Page) => page.locator('[data-testid=step]').innerText().then(Number);

async function openViewer(page: Page, query: string): Promise<void> {
  await page.goto(`/matches/${matchId}?${query}`);
  await page.locator('.controls button.play').evaluate((el) => new Promise<void>((resolve) => {
    const ready = () => (Object.keys(el).some((k) => k.startsWith('__reactFiber$')) ? resolve() : setTimeout(ready, 50));
    ready();
  }));
}

async function press(page: Page, key: string, wantStep: number): Promise<void> {
  await page.keyboard.press(key);
  await page.waitForFunction((want) => Number(document.querySelector('[data-testid=step]')?.textContent) === want, wantStep, { timeout: 5000 });
}

describe('the toy game in the replay viewer', () => {
  test('the match page steps through the toy match: hands, the trick, its winner and the trick table from the game\'s table view', async () => {
    const plays = dealPlays(0);
    expect(plays).toHaveLength(6); // 3 seats, 2 cards each
    const { page, problems } = await watchedPage();
    await openViewer(page, 'step=0');
    await expect(page.locator('h1').innerText()).resolves.toBe(`Match ${matchId.slice(0, 8)}`);
    await expect(page.locator('p.muted', { hasText: 'High card league' }).innerText()).resolves.toMatch(/High card league · toy · round 1/);
    for (let s = 0; s < 3; s++) {
      expect(sorted(await cardsIn(page, `[data-testid=hand-${s}]`))).toEqual(sorted(plays.filter((p) => p.seat === s).map((p) => p.card)));
    }
    await expect(page.locator('[aria-label="Table centre"]').innerText()).resolves.toContain('Deal starts');
    await press(page, 'ArrowRight', 2);
    expect(await cardsIn(page, '[data-testid=trick]')).toEqual([plays[0]?.card]);
    await press(page, 'ArrowRight', 3);
    await press(page, 'ArrowRight', 4); // the third card ends the first trick
    const first = plays.slice(0, 3);
    const winner = trickWinner(first);
    expect(await cardsIn(page, '[data-testid=trick]')).toEqual(first.map((p) => p.card));
    await expect(page.locator('[aria-label="Table centre"]').innerText()).resolves.toContain(`Trick 1 (complete) · led by S${first[0]?.seat}`);
    await expect(page.locator('[data-testid=trick] [aria-label$="(wins the trick)"]').getAttribute('data-card')).resolves.toBe(first.find((p) => p.seat === winner)?.card);
    await expect(page.locator('[data-testid=tricks] tbody tr td').nth(3).innerText()).resolves.toBe(`S${winner}`);
    for (let s = 0; s < 3; s++) await expect(page.locator(`[data-testid=hand-${s}] [data-card]`).count()).resolves.toBe(1);
    await press(page, 'ArrowLeft', 3);
    expect(await cardsIn(page, '[data-testid=trick]')).toEqual(plays.slice(0, 2).map((p) => p.card));
    expect(page.url()).toContain('deal=0&step=2');
    expect(await page.title()).toBe('toy · deal 1/3 · step 3');
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a step address opens the settlement and the next deal with the chips the deals paid', async () => {
    const [d0, d1] = record.deals;
    if (!d0 || !d1) throw new Error('three deals');
    const start = record.chips.map((c, s) => c - record.deals.reduce((sum, d) => sum + (d.outcome.payoffs[s] ?? 0), 0));
    const { page, problems } = await watchedPage();
    await openViewer(page, `step=${d0.decisions + 1}`); // deal 0's settlement
    expect(await stepShown(page)).toBe(d0.decisions + 2);
    const paid = d0.outcome.payoffs.map((p, s) => `S${s} ${p >= 0 ? '+' : ''}${p}`).join(' · ');
    await expect(page.locator('[aria-label=Settlement]').innerText()).resolves.toBe(`Deal 1 settled: ${paid} · pot 0`);
    await expect(page.locator('[data-testid=chips] tbody tr').count()).resolves.toBe(1);
    await expect(page.locator('[data-testid=tricks] tbody tr').count()).resolves.toBe(2);
    await press(page, 'ArrowRight', d0.decisions + 3); // deal 1 starts
    expect(page.url()).toContain(`deal=1&step=${d0.decisions + 2}`);
    for (let s = 0; s < 3; s++) {
      const chips = (start[s] ?? 0) + (d0.outcome.payoffs[s] ?? 0);
      await expect(page.locator(`.seat[data-seat="${s}"] .seat-head`).innerText()).resolves.toContain(`${chips} chips`);
    }
    await expect(page.locator('[data-testid=tricks]').count()).resolves.toBe(0); // deal 1 has none yet
    expect(problems).toEqual([]);
    await page.close();
  });

  test('the public view shows no hand, a seat\'s view only its own, the all-hands view every hand', async () => {
    const plays = dealPlays(0);
    const { page, problems } = await watchedPage();
    await openViewer(page, 'step=1&view=public');
    await expect(page.locator('[data-testid=view-label]').innerText()).resolves.toMatch(/^Public view/);
    for (let s = 0; s < 3; s++) {
      await expect(page.locator(`[data-testid=hand-${s}]`).getAttribute('data-hidden')).resolves.toBe('true');
      expect(await cardsIn(page, `[data-testid=hand-${s}]`)).toEqual([]);
    }
    expect(await cardsIn(page, '[data-testid=trick]')).toEqual([plays[0]?.card]); // a played card is public
    await openViewer(page, 'step=1&seat=1');
    await expect(page.locator('[data-testid=view-label]').innerText()).resolves.toMatch(/^Seat 1: exactly what toy-/);
    const own = plays.slice(1).filter((p) => p.seat === 1).map((p) => p.card); // what seat 1 still holds after the first card
    expect(sorted(await cardsIn(page, '[data-testid=hand-1]'))).toEqual(sorted(own));
    for (const s of [0, 2]) await expect(page.locator(`[data-testid=hand-${s}]`).getAttribute('data-hidden')).resolves.toBe('true');
    await page.keyboard.press('0'); // the all-hands view, same step
    await page.waitForFunction(() => document.querySelector('[data-testid=view-label]')?.textContent.startsWith('All hands'));
    expect(await stepShown(page)).toBe(2);
    for (let s = 0; s < 3; s++) await expect(page.locator(`[data-testid=hand-${s}]`).getAttribute('data-hidden')).resolves.toBe('false');
    await expect(page.locator('nav[aria-label=View] a').allInnerTexts()).resolves.toEqual(['All hands', 'Public', 'Seat 0', 'Seat 1', 'Seat 2']);
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('the site\'s game lists come from the registry', () => {
  test('the home page, the footer, the people\'s ladder and the league page name the toy game; the shared server does not', async () => {
    const { page, problems } = await watchedPage();
    await page.goto('/');
    await expect(page.locator('section[aria-labelledby=game-toy] h3').innerText()).resolves.toBe(TOY);
    await expect(page.locator('section[aria-labelledby=game-toy] a[href="/rules/toy"]').count()).resolves.toBe(0); // it has no rules file
    await expect(page.locator('footer').innerText()).resolves.toContain(`Kontraspiel and ${TOY}`);
    await page.goto('/people?game=toy');
    await expect(page.locator('p[aria-label=Game] strong').innerText()).resolves.toBe(TOY);
    await page.goto(`/leagues/${leagueSlug}`);
    await expect(page.locator('main').innerText()).resolves.toMatch(/toy · \w+ · 3 seats per table · 3 deals per match/); // the game's match length, from the registry
    expect(problems).toEqual([]);
    await page.close();
    const shared = await (await fetch(`${testContext().baseUrl}/`)).text();
    expect(shared).toContain('Kontraspiel');
    expect(shared).not.toContain(TOY);
  });

  test('an organiser finds it in the league form, the upload form and the table, challenge and comparison navigations', async () => {
    const { context, page } = await logIn(browser, server.baseUrl, ORGANISER.email, PASSWORD);
    await page.goto('/organise');
    await expect(page.locator('select[name=game] option[value=toy]').innerText()).resolves.toBe(`${TOY} (2–3 seats)`);
    await page.goto('/bots/upload');
    await expect(page.locator('select[name=game] option[value=toy]').innerText()).resolves.toBe(TOY);
    for (const path of ['/tables', '/challenges', '/compare']) {
      await page.goto(`${path}?game=toy`);
      await expect(page.locator('p[aria-label=Game] strong').innerText()).resolves.toBe(TOY);
      await expect(page.locator('.field-error').count()).resolves.toBe(0);
    }
    await context.close();
  });
});
