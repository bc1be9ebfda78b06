/**
 * Live tables (issue 19): the RAW server-sent events of a seat view and of the public view, read
 * while a bots-only match is being played, hold no card that view could not see at that step
 * (checked afterwards against the recorded match, replayed through the engine); and in the
 * browser a running match is listed, watched live, and turns into the replay.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { inject } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Db } from '@arena/db/client';
import { getMatch } from '@arena/db/matches';
import { seededDealCards } from '@arena/engine/player';
import type { AnyGameDefinition } from '@arena/engine/game';
import { findGame } from '@arena/games';
import type { MatchRecord } from '@arena/record/match-record';
import { LIMIT_RULES } from '@/lib/limits/rules';
import { launch, watchViolations } from './support/browser.ts';
import { sseEvents } from './support/sse.ts';
import { openTestDb, testContext } from './support/context.ts';
import { recordedMatch, startLiveMatch, waitForStatus, worldTable } from './support/live-match.ts';

const { baseUrl, databaseUrl, world } = testContext();
const queuePrefix = inject('queuePrefix');
let db: Db;
let browser: Browser | undefined;

beforeAll(async () => {
  db = await openTestDb(databaseUrl);
});

afterAll(async () => {
  await browser?.close();
  await db.close();
});

interface RawEvent {
  readonly event: string;
  readonly data: string;
  /** The match's status in the database when the event arrived. */
  readonly status: string | undefined;
}

/** Reads a stream's raw text until its `end` event, noting the match's status at each frame's arrival. */
async function readRaw(matchId: string, view: string): Promise<RawEvent[]> {
  const response = await fetch(`${baseUrl}/api/live/${matchId}?view=${view}`, { headers: { 'x-forwarded-for': `10.19.${view.length}.1` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: RawEvent[] = [];
  for await (const { event, data } of sseEvents(response)) {
    events.push({ event, data, status: (await getMatch(db, matchId))?.status });
    if (event === 'end') break;
  }
  return events;
}

/** The state at every step of the record (deal start, after each decision, settled), as the replay counts steps. */
function statesByStep(record: MatchRecord): unknown[] {
  const game = findGame(record.game);
  if (!game) throw new Error(record.game);
  const n = record.seats.length;
  const states: unknown[] = [];
  let match = game.newMatch(record.options, n, Array.from({ length: n }, () => 0));
  record.deals.forEach((deal, k) => {
    let state = game.startDeal(match, deal.dealer, seededDealCards(game, record.options, n, record.seed, k));
    states.push(state);
    for (const d of record.decisions.slice(deal.firstDecision, deal.firstDecision + deal.decisions)) {
      const action = game.parseAction(d.action);
      if (!action.ok) throw new Error(action.error.message);
      const next = game.applyAction(state, d.seat, action.value);
      if (!next.ok) throw new Error(next.error.code);
      state = next.value;
      states.push(state);
    }
    states.push(state);
    match = game.finishDeal(match, state).match;
  });
  return states;
}

const CARD = /(?<![A-Za-z0-9])[EGHS](?:A|K|O|U|10|9|8|7)(?![A-Za-z0-9])/g;

function cardsIn(text: string): Set<string> {
  return new Set(text.match(CARD) ?? []);
}

/** The cards the public may see: those every seat's observation holds (nobody's hidden card). */
function publicCards(game: AnyGameDefinition, state: unknown, seats: number): Set<string> {
  const seen = Array.from({ length: seats }, (_, s) => cardsIn(JSON.stringify(game.observe(state, s))));
  return new Set([...(seen[0] ?? [])].filter((card) => seen.every((cards) => cards.has(card))));
}

describe('live spectating', () => {
  test('the raw stream of a seat view and of the public view never holds a card before that view may see it', async () => {
    const live = await startLiveMatch(db, worldTable(world, queuePrefix, 6));
    await waitForStatus(db, live.matchId, 'running');
    const [seat, open] = await Promise.all([readRaw(live.matchId, 'seat-1'), readRaw(live.matchId, 'public')]);
    await live.played;
    const record = await recordedMatch(db, live.matchId);
    const game = findGame(record.game);
    if (!game) throw new Error(record.game);
    const states = statesByStep(record);
    for (const [events, view] of [[seat, 'seat-1'], [open, 'public']] as const) {
      const frames = events.filter((e) => e.event === 'frame');
      // Live: most frames came while the match was still being played, one step at a time.
      expect(frames.length, view).toBeGreaterThan(10);
      expect(frames.filter((e) => e.status === 'running').length, view).toBeGreaterThan(frames.length / 2);
      expect(events.at(-1)).toMatchObject({ event: 'end' });
      expect(JSON.parse(events.at(-1)?.data ?? '{}')).toMatchObject({ status: 'done' });
      let ownCards = 0;
      for (const e of frames) {
        const message = JSON.parse(e.data) as { step: number; view: string; frame: { seats: { hand: string[] | null }[] } };
        expect(message.view).toBe(view);
        const state = states[message.step];
        const allowed = view === 'public' ? publicCards(game, state, record.seats.length) : cardsIn(JSON.stringify(game.observe(state, 1)));
        for (const card of cardsIn(e.data)) expect(allowed.has(card), `${view} step ${message.step} carries ${card}`).toBe(true);
        // The public view shows a hand only where the rules show it to everybody (Lupfen: a hand
        // that wins at once, a declarer's hand): exactly the hands of the game's public table view.
        if (view === 'public') {
          const shown = game.tableView(state, 'public').seats.map((s) => s.hand !== null);
          expect(message.frame.seats.map((s) => s.hand !== null), `public step ${message.step}`).toEqual(shown);
        }
        ownCards += message.frame.seats[1]?.hand?.length ?? 0;
      }
      // Not vacuous: the seat view shows the seat its own cards.
      if (view === 'seat-1') expect(ownCards).toBeGreaterThan(0);
    }
    // The all-hands view of a running deal is the public view.
    expect(seat.some((e) => e.data.includes('"seed"'))).toBe(false);
  });

  test('a running match is listed on the home page and its league page, watched live, then becomes the replay at the same step', async () => {
    // The browser is up before the match starts: launching chromium on a loaded machine can take
    // longer than the match, which would then be over before the viewer opened it.
    browser ??= await launch();
    const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '10.19.99.1' } });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const live = await startLiveMatch(db, worldTable(world, queuePrefix, 12));
    await waitForStatus(db, live.matchId, 'running');
    await page.goto('/');
    const link = page.locator(`[data-testid=live-tables] a[href="/matches/${live.matchId}"]`);
    await expect(link.count()).resolves.toBe(1);
    expect(await page.locator('[data-testid=live-tables]').innerText()).toContain('slow-alice');
    // Its league page lists it too.
    const league = await context.newPage();
    await league.goto(`/leagues/${live.leagueSlug}`);
    await expect(league.locator(`[data-testid=live-tables] a[href="/matches/${live.matchId}"]`).count()).resolves.toBe(1);
    await league.close();
    await link.click();
    await page.waitForURL(`**/matches/${live.matchId}`);
    await page.locator('[data-testid=live-step]').waitFor();
    expect(await page.locator('[data-testid=live-status]').innerText()).toContain('LIVE');
    // All hands of a deal being played: the public view, and the page says so.
    await page.waitForFunction(() => document.querySelector('[data-testid=view-label]')?.textContent.includes('until it ends you see the public view') === true);
    const first = Number(await page.locator('[data-testid=live-step]').innerText());
    await page.waitForFunction((s) => Number(document.querySelector('[data-testid=live-step]')?.textContent ?? 0) > s, first, { timeout: 60_000 });
    // When it is over: the replay, at the step the live view showed last.
    await live.played;
    await page.waitForURL(/step=\d+/, { timeout: 60_000 });
    const liveStep = Number(new URL(page.url()).searchParams.get('step'));
    await page.locator('[data-testid=step]').waitFor();
    expect(Number(await page.locator('[data-testid=step]').innerText())).toBe(liveStep + 1);
    expect(await page.locator('[data-testid=live-status]').count()).toBe(0);
    // The live page (EventSource included) and the replay ran under the CSP.
    expect(violations).toEqual([]);
    await context.close();
  });

  test('the stream endpoint: bad queries 400, unknown matches 404, a finished match ends at once, concurrent streams bounded and openings rate-limited per IP', async () => {
    const headers = { 'x-forwarded-for': '10.19.7.7' };
    expect((await fetch(`${baseUrl}/api/live/${world.matchIds[0] ?? ''}?view=seat-9`, { headers })).status).toBe(400);
    expect((await fetch(`${baseUrl}/api/live/00000000-0000-4000-8000-000000000000`, { headers })).status).toBe(404);
    const done = await fetch(`${baseUrl}/api/live/${world.matchIds[0] ?? ''}`, { headers });
    expect(await done.text()).toBe('event: end\ndata: {"status":"done","step":null}\n\n');
    const live = await startLiveMatch(db, worldTable(world, queuePrefix));
    await waitForStatus(db, live.matchId, 'running');
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const statuses = [];
    for (const c of controllers) statuses.push((await fetch(`${baseUrl}/api/live/${live.matchId}?view=public`, { headers, signal: c.signal })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    for (const c of controllers) c.abort();
    await live.played;
    // Opening streams is rate-limited per IP: the 31st in a minute is refused.
    const ip = { 'x-forwarded-for': '10.19.8.8' };
    for (let i = 0; i < LIMIT_RULES.liveIp.points; i++) expect((await fetch(`${baseUrl}/api/live/${live.matchId}`, { headers: ip })).status).toBe(200);
    const refused = await fetch(`${baseUrl}/api/live/${live.matchId}`, { headers: ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
