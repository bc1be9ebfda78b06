/**
 * `arena bot upload` speaks the site's upload API (`POST /api/v1/bots`, bearer token; the route
 * itself is tested against the real site in apps/web). Here a local HTTP endpoint records what the
 * command sends and answers as the site does, to check the request and how each answer is shown.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/arena.mjs', import.meta.url));
const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'mybot.ts');
writeFileSync(file, 'export function decide(o: { legalActions: unknown[] }) { return o.legalActions[0]; }\n');

let next: { status: number; body: unknown } = { status: 201, body: {} };
const seen: { auth: string | undefined; body: Record<string, unknown> }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let text = '';
  req.on('data', (c: Buffer) => { text += c.toString(); });
  req.on('end', () => {
    seen.push({ auth: req.headers.authorization, body: JSON.parse(text) as Record<string, unknown> });
    res.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function upload(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'bot', 'upload', file, '--url', url, ...args], { env: { ...process.env, ARENA_API_TOKEN: 'sa_test_token_0123456789abcdef' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => { stdout += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('exit', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('arena bot upload', () => {
  it('posts the source with the bearer token and reports an accepted, entered bot', async () => {
    // The site's answer as apps/web/app/api/v1/bots/route.ts sends it: `entered` is the league's slug.
    next = { status: 201, body: { ok: true, botId: 7, version: 2, created: true, entered: 'spring-lupfen', entryError: null, checks: [], warnings: [] } };
    const r = await upload('--league', 'spring-lupfen');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe('accepted mybot as version 2\nentered into the league spring-lupfen\n');
    expect(seen.at(-1)).toMatchObject({ auth: 'Bearer sa_test_token_0123456789abcdef', body: { name: 'mybot', filename: 'mybot.ts', league: 'spring-lupfen' } });
    expect(seen.at(-1)?.body.source).toMatch(/export function decide/);
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
