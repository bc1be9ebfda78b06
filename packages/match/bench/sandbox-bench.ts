/**
 * Sandbox benchmarks (issue 6, section 7), for `npm run bench`: the cost of one decision of the same
 * simple bot (a) in process, (b) in the sandbox (isolated-vm, JSON text in and out), (c) in a child
 * process speaking JSON lines over stdin/stdout (the usual bot-arena design; built here only as a
 * baseline), (d) a plain JSON copy of the observation in and of the action out, in process; the
 * isolate set-up time; and sandboxed match throughput per game.
 *
 * (b) is the call as every caller makes it: isolated-vm's timeout on every call, set to what is
 * left of the bot's budget (until issue 14 the fast match process left the timer out).
 *
 * Targets: (b) <= 1.5 x (d); (b) >= 4 x faster than (c); set-up < 5 ms.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { findGame, GAMES } from '@arena/games';
import { seededDealCards } from '@arena/engine/player';
import type { AnyGameDefinition } from '@arena/engine/game';
import { BotSession } from '@arena/sandbox/bot-session';
import { compileBot, type CompiledBot } from '@arena/sandbox/compile';
import { resolveLimits } from '@arena/sandbox/limits';
import { runMatch } from '../src/run-match.ts';
import type { SeatDriver } from '../src/seat-driver.ts';

export type Row = Readonly<Record<string, string | number>>;
export interface BenchTable {
  readonly title: string;
  readonly rows: readonly Row[];
}

const BOT_SOURCE = `export function decide(obs: { deal: number; seat: number; legalActions: readonly unknown[] }) {
  return obs.legalActions[(obs.deal + obs.seat) % obs.legalActions.length];
}
`;
const BOT_JS = '(obs) => obs.legalActions[(obs.deal + obs.seat) % obs.legalActions.length]';
const LIMITS = resolveLimits();

/** All sandbox benchmark tables; each row runs for about `seconds`. */
export async function benchSandbox(seconds = 2): Promise<readonly BenchTable[]> {
  const compiled = await compileBot(BOT_SOURCE, { filename: 'bench-bot.ts' });
  if (!compiled.ok) throw new Error(compiled.error.message);
  const bot = compiled.value;
  const game = gameOf('lupfen');
  const early = sampleObservation(game, 4, 3);
  const late = sampleObservation(game, 4, 20);
  const perDecision = async (observation: Record<string, unknown>): Promise<Row[]> => {
    const child = await childBot(observation);
    const sessions: BotSession[] = [];
    try {
      return withRatios(await interleaved(seconds, [
        syncCase('(a) in process', inProcess(observation)),
        syncCase('(b) sandbox (isolated-vm), as the match process calls it', sandboxed(bot, observation, sessions)),
        child.slice,
        syncCase('(d) JSON copy in and out', jsonCopy(observation)),
      ]));
    } finally {
      child.stop();
      for (const session of sessions) session.dispose();
    }
  };
  const setup = setUpRows(bot, seconds);
  const games = GAMES.map((g) => matchRow(g, bot, seconds));
  const title = (o: Record<string, unknown>) =>
    `Sandbox: one decision of a simple bot, Lupfen observation of ${JSON.stringify(o).length} characters (targets: b <= 1.5 x d, b >= 4 x faster than c)`;
  return [
    { title: title(early), rows: await perDecision(early) },
    { title: title(late), rows: await perDecision(late) },
    { title: 'Sandbox: isolate set-up per bot and match (target < 5 ms), and its disposal at the end of the match; medians of 100 ms slices', rows: setup },
    { title: 'Sandbox: whole matches, every seat a sandboxed bot (isolate set-up included), per CPU second', rows: games },
  ];
}

function gameOf(id: string): AnyGameDefinition {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game ${id}`);
  return game;
}

function optionsOf(game: AnyGameDefinition, seats: number): unknown {
  const parsed = game.parseOptions(undefined, seats);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

/** A real observation, `after` decisions into a deal (default actions), or at its last decision. */
function sampleObservation(game: AnyGameDefinition, seats: number, after: number): Record<string, unknown> {
  const options = optionsOf(game, seats);
  const match = game.newMatch(options, seats, Array.from({ length: seats }, () => 0));
  let state = game.startDeal(match, game.nextDealer(match), seededDealCards(game, options, seats, 'bench', 0));
  for (let i = 0; i < after; i++) {
    const seat = game.seatToAct(state);
    if (seat === null) break;
    const next = game.applyAction(state, seat, game.defaultAction(state));
    if (!next.ok || game.seatToAct(next.value) === null) break;
    state = next.value;
  }
  const seat = game.seatToAct(state) ?? 0;
  return { game: game.id, seat, deal: 0, view: game.observe(state, seat), legalActions: game.legalActions(state) };
}

function startOptions() {
  return { seed: 'bench', seat: 0, limits: LIMITS, info: { game: 'lupfen', options: null, seat: 0, seats: 4 } };
}

function inProcess(observation: Record<string, unknown>): () => unknown {
  const decide = (obs: { deal: number; seat: number; legalActions: readonly unknown[] }) => obs.legalActions[(obs.deal + obs.seat) % obs.legalActions.length];
  return () => decide(observation as never);
}

function sandboxed(bot: CompiledBot, observation: Record<string, unknown>, sessions: BotSession[]): () => unknown {
  const session = BotSession.start(bot, { ...startOptions(), limits: { ...LIMITS, timeBankMs: 600_000 } }).session;
  if (!session) throw new Error('bench bot did not start');
  sessions.push(session);
  return () => {
    const out = session.decide(JSON.stringify(observation));
    if (!out.answer.ok) throw new Error(out.answer.error.message);
    return out.answer.value;
  };
}

function jsonCopy(observation: Record<string, unknown>): () => unknown {
  const decide = inProcess(observation);
  return () => {
    const copy = JSON.parse(JSON.stringify(observation)) as Record<string, unknown>;
    void copy;
    return JSON.parse(JSON.stringify(decide())) as unknown;
  };
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Starting a bot (isolate, context, prelude, bundle, `init`) and disposing of it, timed apart. */
function setUpRows(bot: CompiledBot, seconds: number): Row[] {
  const start: number[] = [];
  const dispose: number[] = [];
  let calls = 0;
  for (let i = 0; i < 20; i++) BotSession.start(bot, startOptions()).session?.dispose();
  for (let slice = 0; slice < Math.max(5, seconds * 10); slice++) {
    let startMs = 0;
    let disposeMs = 0;
    let n = 0;
    for (const end = performance.now() + 100; performance.now() < end; n++) {
      const c0 = cpuMs();
      const session = BotSession.start(bot, startOptions()).session;
      const c1 = cpuMs();
      session?.dispose();
      startMs += c1 - c0;
      disposeMs += cpuMs() - c1;
    }
    start.push((startMs * 1000) / n);
    dispose.push((disposeMs * 1000) / n);
    calls += n;
  }
  return [
    { case: 'isolate set-up (isolate, context, prelude, bundle, init)', calls, 'CPU µs (median)': Number(median(start).toFixed(0)) },
    { case: 'isolate disposal', calls, 'CPU µs (median)': Number(median(dispose).toFixed(0)) },
  ];
}

interface Slice {
  readonly name: string;
  /** Runs the case for about `ms` of wall time; the calls made and the CPU they took (all processes involved). */
  run(ms: number): Promise<{ readonly calls: number; readonly cpuMs: number }>;
}

function syncCase(name: string, fn: () => unknown): Slice {
  for (let i = 0; i < 200; i++) fn();
  return {
    name,
    run: (ms) => {
      let calls = 0;
      const cpu0 = cpuMs();
      const end = performance.now() + ms;
      while (performance.now() < end) {
        for (let i = 0; i < 20; i++) fn();
        calls += 20;
      }
      return Promise.resolve({ calls, cpuMs: cpuMs() - cpu0 });
    },
  };
}

/**
 * The cases take turns in slices of about 100 ms, for about `seconds` each in all; a case's figure
 * is its median over its slices. A shared machine's slow spells then hit every case alike, instead
 * of whichever case happened to be running.
 */
async function interleaved(seconds: number, cases: readonly Slice[]): Promise<Row[]> {
  const rounds = Math.max(5, Math.round(seconds * 10));
  const perCall: number[][] = cases.map(() => []);
  const calls = cases.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    for (const [i, c] of cases.entries()) {
      const slice = await c.run((seconds * 1000) / rounds);
      perCall[i]?.push((slice.cpuMs * 1000) / slice.calls);
      calls[i] = (calls[i] ?? 0) + slice.calls;
    }
  }
  return cases.map((c, i) => ({ case: c.name, calls: calls[i] ?? 0, 'CPU µs/call (median)': Number(median(perCall[i] ?? []).toFixed(2)) }));
}

function median(xs: readonly number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/**
 * (c): the bot in a child process, one JSON line each way per decision; CPU of both processes. Like
 * (b) and (d), every call turns the observation into JSON afresh: the match process has a new
 * observation for every decision.
 */
async function childBot(observation: Record<string, unknown>): Promise<{ readonly slice: Slice; stop(): void }> {
  const script = `const decide = ${BOT_JS}; const rl = require('readline').createInterface({ input: process.stdin });
rl.on('line', (l) => { if (l === 'cpu') { const u = process.cpuUsage(); process.stdout.write((u.user + u.system) / 1000 + '\\n'); return; }
  process.stdout.write(JSON.stringify(decide(JSON.parse(l))) + '\\n'); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const send = (text: string) => new Promise<string>((resolve) => { waiting.push(resolve); child.stdin.write(`${text}\n`); });
  for (let i = 0; i < 200; i++) await send(JSON.stringify(observation));
  const slice: Slice = {
    name: '(c) child process, JSON lines',
    run: async (ms) => {
      let calls = 0;
      const childCpu0 = Number(await send('cpu'));
      const cpu0 = cpuMs();
      const end = performance.now() + ms;
      while (performance.now() < end) {
        JSON.parse(await send(JSON.stringify(observation)));
        calls += 1;
      }
      return { calls, cpuMs: cpuMs() - cpu0 + Number(await send('cpu')) - childCpu0 };
    },
  };
  return { slice, stop: () => child.kill() };
}

const PER_CALL = 'CPU µs/call (median)';

function withRatios(rows: readonly Row[]): Row[] {
  const us = (prefix: string) => Number(rows.find((r) => String(r.case).startsWith(prefix))?.[PER_CALL] ?? NaN);
  const d = us('(d)');
  const c = us('(c)');
  return rows.map((r) => ({
    ...r, 'CPU x (d)': Number((Number(r[PER_CALL]) / d).toFixed(2)), '(c) / this': Number((c / Number(r[PER_CALL])).toFixed(1)),
  }));
}

function matchRow(game: AnyGameDefinition, bot: CompiledBot, seconds: number): Row {
  const seats = game.seatRange.default;
  const options = optionsOf(game, seats);
  const drivers: SeatDriver[] = Array.from({ length: seats }, () => ({ kind: 'sandboxed', name: 'bench', bot }));
  let matches = 0;
  let decisions = 0;
  let deals = 0;
  const cpu0 = cpuMs();
  const start = process.hrtime.bigint();
  const limit = BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() - start < limit) {
    const record = runMatch({ game, options, seed: `bench-${matches}`, seats: drivers });
    matches += 1;
    decisions += record.decisions.length;
    deals += record.deals.length;
  }
  const s = (cpuMs() - cpu0) / 1000;
  return {
    game: game.id, seats, matches, 'matches/CPU s': Number((matches / s).toFixed(1)), 'deals/CPU s': Math.round(deals / s),
    'decisions/CPU s': Math.round(decisions / s), 'CPU µs/decision': Number(((s * 1e6) / decisions).toFixed(1)),
  };
}
