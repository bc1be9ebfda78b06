/**
 * `arena challenge` speaks the site's challenge API (POST then GET /api/v1/challenges, bearer
 * token; the routes themselves, and this command against the real site, are tested in apps/web).
 * Here a local HTTP endpoint answers as the site does, to check the request, the waiting, the
 * printed result and every exit code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { runArena, startFakeSite, type SiteAnswer } from '../fake-site.ts';

const ID = '0b0e5d6c-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

const view = (status: string, over: Record<string, unknown> = {}) => ({
  id: ID, status, game: 'lupfen', deals: 2, seed: 's1', scoring: 'chips', ranked: false, cpuMs: status === 'done' ? 1234.5 : 0, error: null,
  createdAt: '2026-12-02T00:00:00.000Z', finishedAt: null, page: `/challenges/${ID}`, replay: `/matches/${ID}`,
  seats: [
    { seat: 0, bot: 'mybot', version: 3, botVersionId: 12, owner: 'ada', rank: status === 'done' ? 1 : null, score: status === 'done' ? 7 : null, chips: status === 'done' ? 7 : null, faults: status === 'done' ? 0 : null, cpuMs: status === 'done' ? 1000 : null },
    { seat: 1, bot: 'house-random-lupfen', version: 1, botVersionId: 2, owner: 'house', rank: status === 'done' ? 2 : null, score: status === 'done' ? -7 : null, chips: status === 'done' ? -7 : null, faults: status === 'done' ? 1 : null, cpuMs: status === 'done' ? 234.5 : null },
  ],
  ...over,
});

let post: SiteAnswer = { status: 201, body: {} };
let gets: SiteAnswer[] = [];
const site = await startFakeSite((req) => req.method === 'POST' ? post : (gets.shift() ?? { status: 200, body: { ok: true, challenge: view('done') } }));
const { url, seen } = site;
afterAll(() => site.close());

const challenge = (...args: string[]) => runArena(['challenge', '--url', url, ...args], { ARENA_API_TOKEN: 'sa_test_token_0123456789abcdef' });

const MINE = ['--game', 'lupfen', '--bot', 'mybot', '--opponent', 'house:random', '--opponent', '42', '--deals', '2'];

describe('arena challenge', () => {
  it('creates the challenge with the token, waits while it is queued and running, prints the result and exits 0', async () => {
    post = { status: 201, body: { ok: true, challenge: view('queued') } };
    gets = [{ status: 200, body: { ok: true, challenge: view('running') } }, { status: 200, body: { ok: true, challenge: view('done') } }];
    seen.length = 0;
    const r = await challenge(...MINE, '--seed', 's1');
    expect(r.status, r.stderr).toBe(0);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/v1/challenges', auth: 'Bearer sa_test_token_0123456789abcdef', body: { game: 'lupfen', bot: 'mybot', opponents: ['house:random', 42], deals: 2, seed: 's1' } });
    expect(seen.slice(1).map((s) => `${s.method ?? ''} ${s.url ?? ''}`)).toEqual([`GET /api/v1/challenges/${ID}`, `GET /api/v1/challenges/${ID}`]);
    expect(r.stdout).toMatch(new RegExp(`^## challenge ${ID} done: lupfen, 2 duplicate deals, seed s1, unranked\n`));
    expect(r.stdout).toMatch(/\| +0 \| mybot v3 +\| ada +\| +1 \| +7 \| +0 \|/);
    expect(r.stdout).toContain('CPU 1.234 s (counted against your daily quota)');
    expect(r.stdout).toContain(`replay ${url}/matches/${ID}`);
  });

  it('--no-wait prints the page once accepted; --version sends the id', async () => {
    post = { status: 201, body: { ok: true, challenge: view('queued') } };
    seen.length = 0;
    const r = await challenge('--game', 'lupfen', '--version', '12', '--opponent', 'house:first-legal', '--no-wait');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`challenge ${ID} queued: ${url}/challenges/${ID}\n`);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toMatchObject({ botVersion: 12, opponents: ['house:first-legal'], deals: 4 });
  });

  it('exit codes: 1 refused, 2 void, 3 quota or rate limit, 4 timeout', async () => {
    post = { status: 422, body: { ok: false, error: 'bad-settings', message: 'a Kontraspiel match with these options lasts 20 deals, not 30: a longer match needs a larger deals option' } };
    const refused = await challenge(...MINE);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe('arena challenge: a Kontraspiel match with these options lasts 20 deals, not 30: a longer match needs a larger deals option\n');

    post = { status: 201, body: { ok: true, challenge: view('queued') } };
    gets = [{ status: 200, body: { ok: true, challenge: view('void', { error: 'UnrecoverableError: unplayable challenge' }) } }];
    const voided = await challenge(...MINE);
    expect(voided.status).toBe(2);
    expect(voided.stdout).toContain('not played: UnrecoverableError: unplayable challenge');

    post = { status: 429, body: { ok: false, error: 'quota-used', message: "today's challenge CPU quota is used (600.0 of 600.0 s): new challenges are accepted again after midnight UTC", retryAfter: 100 } };
    const later = await challenge(...MINE);
    expect(later.status).toBe(3);
    expect(later.stderr).toMatch(/quota is used/);

    post = { status: 201, body: { ok: true, challenge: view('queued') } };
    const slow = await challenge(...MINE, '--timeout', '0');
    expect(slow.status).toBe(4);
    expect(slow.stderr).toMatch(/is still queued after 0 s/);

    const usage = await challenge('--game', 'lupfen', '--opponent', 'house:random');
    expect(usage.status).toBe(1);
    expect(usage.stderr).toMatch(/--bot NAME or --version ID/);
  });
});
