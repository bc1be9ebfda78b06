/**
 * `arena rerun` end to end: records written by the real `arena play`, rerun through the real
 * command and sandbox, as a plain record and wrapped as the site's download of a duplicate set;
 * a match named by its address on a site (a local HTTP endpoint answering as the site's public
 * download and rerun API do; the real site is in apps/web/test/reruns.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arenaBin, runArena, startFakeSite, type SiteAnswer } from './fake-site.ts';

const arena = (...args: string[]) => spawnSync(process.execPath, [arenaBin, ...args], { encoding: 'utf8' });
const dir = mkdtempSync(join(tmpdir(), 'arena-rerun-'));
const record = join(dir, 'kein-stich-rerun.json');
/** A bot of its own, so that no example bot has its source hash. */
const ownBot = join(dir, 'own.ts');

interface RerunJson {
  identical: boolean;
  firstDifference: { deal: number; step: number; seat: number; recorded: { action: unknown }; rerun: { action: unknown } } | null;
  seats: { seat: number; as: string }[];
  chips: { recorded: number[]; rerun: number[] };
}

beforeAll(() => {
  writeFileSync(ownBot, "import type { Observation, Action } from '@arena/bot-sdk/kein-stich';\nexport function decide(obs: Observation): Action {\n  return obs.legalActions[obs.legalActions.length - 1]!;\n}\n");
  const r = arena('play', '--game', 'kein-stich', 'heuristic', 'random', ownBot, 'first-legal', '--deals', '2', '--seed', 'rerun', '--out', dir);
  expect(r.status, r.stderr).toBe(0);
}, 120_000);

describe('arena rerun', () => {
  it('reports identical play for the identical bot, its opponents found by their source hash or given', () => {
    const r = arena('rerun', record, '--seat', '0', 'heuristic', '--opponent', `2=${ownBot}`, '--json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as RerunJson;
    expect(out).toMatchObject({ identical: true, firstDifference: null });
    expect(out.seats.map((s) => s.as)).toEqual(['new', 'recorded', 'recorded', 'recorded']);
    expect(out.chips.rerun).toEqual(out.chips.recorded);
  });

  it('finds the first decision where a new bot plays otherwise, and the chips either way', () => {
    const r = arena('rerun', record, '--seat', '0', 'first-legal', '--opponent', `2=${ownBot}`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^first difference: deal \d+, step \d+ \(decision \d+\), your bot\n {2}recorded: \{"type":"play","card":"\w+"\} by seat 0\n {2}now: {6}\{"type":"play","card":"\w+"\} by seat 0\nchips, recorded: \[.*\]; now: \[.*\]; seat 0: -?\d+ -> -?\d+ over 2 deals\n$/);
    const json = JSON.parse(arena('rerun', record, '--seat', '0', 'first-legal', '--opponent', `2=${ownBot}`, '--json').stdout) as RerunJson;
    expect(json.firstDifference?.seat).toBe(0);
    expect(json.firstDifference?.recorded.action).not.toEqual(json.firstDifference?.rerun.action);
  });

  it('refuses a seat whose source the record does not hold, naming --opponent, and plays a stand-in when given one', () => {
    const r = arena('rerun', record, '--seat', '0', 'heuristic');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^arena rerun: seat 2 \(own, sha256 [0-9a-f]{12}…\) is not a house or example bot, and records hold no bot sources: pass --opponent 2=FILE with its source \(or another bot as a stand-in\)\n$/);
    const stand = arena('rerun', record, '--seat', '0', 'heuristic', '--opponent', '2=random');
    expect(stand.status, stand.stderr).toBe(0);
    expect(stand.stdout).toMatch(/^note: seat 2 \(own\) is played by a stand-in, not the recorded version\n/);
  });

  it('reruns one rotation of a duplicate set downloaded from the site', () => {
    const out = join(dir, 'dup');
    const played = arena('play', '--game', 'kein-stich', 'heuristic', 'random', 'heuristic', 'first-legal', '--deals', '1', '--seed', 'dl', '--duplicate', '--out', out);
    expect(played.status, played.stderr).toBe(0);
    const rotations = [0, 1, 2, 3].map((r) => ({ order: [0, 1, 2, 3].map((seat) => (seat + r) % 4), record: JSON.parse(readFileSync(join(out, `kein-stich-dl-r${r}.json`), 'utf8')) as unknown }));
    const download = join(dir, 'download.json');
    writeFileSync(download, JSON.stringify({
      format: 'stich-arena-match-download', version: 1, matchId: 'm1', league: 'demo', round: 1,
      record: { format: 'duplicate', version: 1, seating: ['heuristic', 'random', 'heuristic', 'first-legal'], rotations },
    }));
    const r = arena('rerun', download, '--rotation', '1', '--seat', '3', 'heuristic', '--json');
    expect(r.status, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as RerunJson).identical).toBe(true);
    const bad = arena('rerun', download, '--rotation', '7', '--seat', '0', 'heuristic');
    expect(bad.stderr).toBe(`arena rerun: ${download}: --rotation 7: the duplicate set has rotations 0 to 3\n`);
    expect(bad.status).toBe(1);
  });
});

const ID = '0b0e5d6c-1f2a-4b3c-8d4e-5f6a7b8c9d0e';
const RERUN = '1c1f6e7d-2a3b-4c4d-9e5f-6a7b8c9d0e1f';

/** The site as the command sees it: the public download, and the rerun API with its challenge. */
let download: SiteAnswer = { status: 404, body: { error: 'not-found' } };
let post: SiteAnswer = { status: 404, body: {} };
let gets: SiteAnswer[] = [];
const fake = await startFakeSite((req) => req.url === `/matches/${ID}.json` ? download : req.method === 'POST' ? post : (gets.shift() ?? { status: 500, body: {} }));
const { url: site, seen } = fake;
afterAll(() => fake.close());

/** The command as a process of its own (the endpoint above answers from this one, so not spawnSync); no API token unless given. */
const arenaAsync = (args: readonly string[], env: NodeJS.ProcessEnv = {}) => runArena(args, { ARENA_API_TOKEN: '', ...env });

describe('arena rerun of a match on the site', () => {
  it('fetches the public download by address or id and reruns it locally; an opponent found nowhere is refused, pointing at --on-site', async () => {
    download = { status: 200, body: { format: 'stich-arena-match-download', version: 1, matchId: ID, league: 'challenge', round: 0, record: JSON.parse(readFileSync(record, 'utf8')) as unknown } };
    seen.length = 0;
    const refused = await arenaAsync(['rerun', `${site}/matches/${ID}`, '--seat', '0', 'heuristic']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(new RegExp(`^arena rerun: seat 2 \\(own, sha256 [0-9a-f]{12}…\\) is not a house or example bot, and records hold no bot sources: pass --opponent 2=FILE with its source \\(or another bot as a stand-in\\); or let the site rerun it with the recorded versions: arena rerun ${ID} --seat 0 --on-site YOUR-BOT\n$`));
    expect(seen.map((x) => `${x.method ?? ''} ${x.url ?? ''} ${x.auth ?? '-'}`)).toEqual([`GET /matches/${ID}.json -`]);
    // The opponent's source found by its hash in a folder of sources; the match named by its id on --url.
    const found = await arenaAsync(['rerun', ID, '--url', site, '--seat', '0', 'heuristic', '--sources', dir, '--json']);
    expect(found.status, found.stderr).toBe(0);
    const out = JSON.parse(found.stdout) as RerunJson;
    expect(out).toMatchObject({ identical: true, firstDifference: null });
    expect(out.seats.map((x) => x.as)).toEqual(['new', 'recorded', 'recorded', 'recorded']);
  });

  it('says in one line why a download cannot be had: no such match (1), the rate limit (3)', async () => {
    download = { status: 404, body: { error: 'not-found' } };
    const missing = await arenaAsync(['rerun', `${site}/challenges/${ID}`, '--seat', '0', 'heuristic']);
    expect(missing.stderr).toBe(`arena rerun: ${site}/matches/${ID}.json: no such match, or it has no record yet\n`);
    expect(missing.status).toBe(1);
    download = { status: 429, body: { ok: false, error: 'too many requests', retryAfter: 17 }, headers: { 'retry-after': '17' } };
    const limited = await arenaAsync(['rerun', ID, '--url', site, '--seat', '0', 'heuristic']);
    expect(limited.stderr).toBe(`arena rerun: ${site} limits requests per address: try again in 17 s\n`);
    expect(limited.status).toBe(3);
  });
});

const seatView = (seat: number, bot: string, chips: number | null) => ({ seat, bot, version: 2, botVersionId: 10 + seat, owner: 'ada', rank: null, score: chips, chips, faults: chips === null ? null : 0, cpuMs: chips === null ? null : 3 });
const rerunView = (status: string) => ({
  id: RERUN, status, game: 'kein-stich', deals: 2, seed: 'rerun', scoring: 'chips', ranked: false, cpuMs: status === 'done' ? 40 : 0, error: null,
  createdAt: '2026-12-03T00:00:00.000Z', finishedAt: null, challengerSeat: 1, rerunOf: ID, page: `/challenges/${RERUN}`, replay: `/matches/${RERUN}`,
  seats: [seatView(0, 'heuristic', status === 'done' ? 3 : null), seatView(1, 'mine', status === 'done' ? -3 : null)],
});
const comparison = {
  identical: false, chips: { recorded: 5, rerun: -3 },
  rotations: [
    { rotation: 0, seat: 1, chips: { recorded: 4, rerun: -4 }, difference: { decision: 7, deal: 0, step: 7, seat: 1, recorded: { seat: 1, action: { type: 'play', card: 'EA' }, by: 'bot' }, rerun: { seat: 1, action: { type: 'play', card: 'E7' }, by: 'bot' } } },
    { rotation: 1, seat: 0, chips: { recorded: 1, rerun: 1 }, difference: null },
  ],
};

describe('arena rerun --on-site', () => {
  const token = { ARENA_API_TOKEN: 'sa_test_token_0123456789abcdef' };

  it('asks the site for the rerun with the bot named, follows it and prints the first difference per rotation and the chips', async () => {
    post = { status: 201, body: { ok: true, challenge: rerunView('queued') } };
    gets = [{ status: 200, body: { ok: true, challenge: rerunView('running'), comparison: null } }, { status: 200, body: { ok: true, challenge: rerunView('done'), comparison } }];
    seen.length = 0;
    const r = await arenaAsync(['rerun', `${site}/matches/${ID}`, '--seat', '1', '--on-site', 'mine'], token);
    expect(r.status, r.stderr).toBe(0);
    expect(seen.map((x) => `${x.method ?? ''} ${x.url ?? ''}`)).toEqual(['POST /api/v1/reruns', `GET /api/v1/challenges/${RERUN}`, `GET /api/v1/challenges/${RERUN}`]);
    expect(seen[0]).toMatchObject({ auth: 'Bearer sa_test_token_0123456789abcdef', body: { of: ID, seat: 1, bot: 'mine' } });
    expect(r.stdout).toBe([
      `rerun ${RERUN} done: match ${ID} again (kein-stich, seed rerun), mine v2 in seat 1, every other seat as recorded`,
      'rotation 0, your bot in seat 1:',
      '  first difference: deal 0, step 7 (decision 7), your bot',
      '    recorded: {"type":"play","card":"EA"} by seat 1',
      '    now:      {"type":"play","card":"E7"} by seat 1',
      '  chips of seat 1: recorded 4, now -4',
      'rotation 1, your bot in seat 0:',
      '  identical play',
      '  chips of seat 0: recorded 1, now 1',
      "your bot's chips over 2 rotations: recorded 5, now -3 (-8)",
      `result ${site}/challenges/${RERUN}`,
      `replay ${site}/matches/${RERUN}`,
      '',
    ].join('\n'));
    // A version id, and the match taken from a downloaded record's own id.
    const file = join(dir, 'site-download.json');
    writeFileSync(file, JSON.stringify({ format: 'stich-arena-match-download', version: 1, matchId: ID, league: 'challenge', round: 0, record: JSON.parse(readFileSync(record, 'utf8')) as unknown }));
    post = { status: 201, body: { ok: true, challenge: rerunView('done') } };
    gets = [{ status: 200, body: { ok: true, challenge: rerunView('done'), comparison } }];
    seen.length = 0;
    const byId = await arenaAsync(['rerun', file, '--url', site, '--seat', '1', '--on-site', '#12', '--json'], token);
    expect(byId.status, byId.stderr).toBe(0);
    expect(seen[0]?.body).toEqual({ of: ID, seat: 1, botVersion: 12 });
    expect(JSON.parse(byId.stdout)).toMatchObject({ challenge: { id: RERUN, status: 'done' }, comparison });
  });

  it('refuses in one line: a local file (nothing is uploaded), no token, local-only flags, the site\'s refusals with their exit codes', async () => {
    seen.length = 0;
    const file = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', ownBot], token);
    expect(file.stderr).toBe(`arena rerun: --on-site plays a version you have on the site, and uploads nothing: upload ${ownBot} first (arena bot upload ${ownBot} --game GAME --no-replace keeps your league entries as they are), then name that bot\n`);
    expect(file.status).toBe(1);
    const noToken = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', 'mine']);
    expect(noToken.stderr).toMatch(/^arena rerun: --on-site needs an API token/);
    const local = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', 'mine', '--rotation', '1'], token);
    expect(local.stderr).toMatch(/^arena rerun: --rotation, --opponent and --sources are for local reruns/);
    expect(seen).toEqual([]);

    post = { status: 409, body: { ok: false, error: 'seed-hidden', message: 'the seed of this match is secret until its round is over: rerun it then' } };
    const hidden = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', 'mine'], token);
    expect(hidden.stderr).toBe('arena rerun: the seed of this match is secret until its round is over: rerun it then\n');
    expect(hidden.status).toBe(1);
    post = { status: 429, body: { ok: false, error: 'too-many-open', message: 'you have 3 challenges queued or running (at most 3): wait for one to finish', retryAfter: 30 } };
    const later = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', 'mine'], token);
    expect(later.status).toBe(3);
    post = { status: 201, body: { ok: true, challenge: rerunView('queued') } };
    gets = [{ status: 200, body: { ok: true, challenge: { ...rerunView('void'), error: 'UnrecoverableError: unplayable' }, comparison: null } }];
    const voided = await arenaAsync(['rerun', ID, '--url', site, '--seat', '1', '--on-site', 'mine'], token);
    expect(voided.status).toBe(2);
    expect(voided.stdout).toContain('not played: UnrecoverableError: unplayable');
  });
});
