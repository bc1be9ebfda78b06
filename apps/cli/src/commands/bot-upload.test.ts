/**
 * `arena bot upload` speaks the site's upload API (`POST /api/v1/bots`, bearer token; the route
 * itself is tested against the real site in apps/web). Here a local HTTP endpoint records what the
 * command sends and answers as the site does, to check the request and how each answer is shown.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runArena, startFakeSite, type SiteAnswer } from '../fake-site.ts';

const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'mybot.ts');
writeFileSync(file, 'export function decide(o: { legalActions: unknown[] }) { return o.legalActions[0]; }\n');

let next: SiteAnswer = { status: 201, body: {} };
const site = await startFakeSite(() => next);
const { seen } = site;
afterAll(() => site.close());

const upload = (...args: string[]) => runArena(['bot', 'upload', file, '--url', site.url, ...args], { ARENA_API_TOKEN: 'sa_test_token_0123456789abcdef' });

describe('arena bot upload', () => {
  it('posts the source with the bearer token and reports an accepted, entered bot', async () => {
    // The site's answer as apps/web/app/api/v1/bots/route.ts sends it: `entered` is the league's slug.
    next = { status: 201, body: { ok: true, botId: 7, version: 2, created: true, entered: 'spring-lupfen', entryError: null, checks: [], warnings: [] } };
    const r = await upload('--league', 'spring-lupfen');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('accepted mybot as version 2\nentered into the league spring-lupfen\n');
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer sa_test_token_0123456789abcdef', body: { name: 'mybot', filename: 'mybot.ts', league: 'spring-lupfen', source: expect.stringMatching(/export function decide/) as unknown } });
  });
  it('shows a rejected bot\'s errors at their line and column and exits 1', async () => {
    next = { status: 422, body: { ok: false, stage: 'compile', checks: [], errors: [{ message: 'Unexpected ";"', line: 3, column: 29 }] } };
    const r = await upload('--game', 'lupfen');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/rejected at compile/);
    expect(r.stderr).toMatch(/mybot\.ts:3:29: Unexpected ";"/);
  });
  it('accepts a bot for a game without a league (the site answers entered: null)', async () => {
    next = { status: 201, body: { ok: true, botId: 8, version: 1, created: true, entered: null, entryError: null, checks: [] } };
    const r = await upload('--game', 'lupfen');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('accepted mybot as version 1\n');
  });
  it('shows the type problems of an accepted bot at their line and column', async () => {
    const warnings = [{ message: "TS2322 Type 'string' is not assignable to type 'number'.", line: 2, column: 9 }, { message: 'TS2741 the bot\'s exports do not fit the lupfen contract: …' }];
    next = { status: 201, body: { ok: true, botId: 9, version: 1, created: true, entered: null, entryError: null, checks: [], warnings } };
    const r = await upload('--game', 'lupfen');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/2 type problem\(s\)/);
    expect(r.stdout).toMatch(/mybot\.ts:2:9: TS2322 Type 'string'/);
    expect(r.stdout).toMatch(/mybot\.ts: TS2741 the bot's exports do not fit/);
  });
  it('says so when the token is refused', async () => {
    next = { status: 401, body: { ok: false, error: 'unauthorized' } };
    const r = await upload('--game', 'lupfen');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/refused the token/);
  });
});
