/**
 * The replay of a match record, step by step (UX.md §1). Steps are counted from the start of the
 * match: each deal has a `deal-start` step, one step per decision, and a `settle` step. A frame is
 * the table at one step as ONE view sees it: `all` (every hand), `seat` k or `public` (what a
 * spectator of a live table with a person sees), each drawn from the game's
 * `tableView(state, viewer)`, which holds only what that viewer may see: hidden cards never leave
 * the server.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import type { DealEndStep } from '@arena/engine/player';
import type { TableCards, TableTrick, TableViewer } from '@arena/engine/table-view';
import type { MatchRecord } from '@arena/record/match-record';
import { SEED_HIDDEN } from '@arena/record/match-download';
import { playRecordedDeal, recordPlayer } from '@arena/record/replay-record';
import { dealOfStep, dealStartSteps, stepOfDecision } from '@arena/record/steps';
import { decisionLine, lastCalls, type CardSight, type DecisionLine } from './lines.ts';
import { cardSight, seatPanels, type ReplayView, type SeatPanel } from './seats.ts';

export type { ReplayView } from './seats.ts';

/** The table viewer of a replay view. */
export function viewerOf(view: ReplayView): TableViewer {
  return view.kind === 'seat' ? view.seat : view.kind;
}
export type StepKind = 'deal-start' | 'decision' | 'settle';

export interface Frame {
  readonly step: number;
  readonly totalSteps: number;
  readonly kind: StepKind;
  readonly deal: number;
  readonly dealCount: number;
  readonly dealStarts: readonly number[];
  readonly dealer: number;
  readonly phase: string;
  readonly seats: readonly SeatPanel[];
  readonly trick: TableTrick | null;
  readonly tricks: readonly TableTrick[];
  /** Global step at which each trick of this deal got its first card (for trick jumps). */
  readonly trickStarts: readonly number[];
  /** Index (0-based) of the trick being played or last completed at this step. */
  readonly trickIndex: number;
  readonly pot: number | null;
  /** Cards lying face up beside the trick (the trump card, a turn-up, a Doppler). */
  readonly faceUp: readonly TableCards[];
  /** This deal's decisions up to this step (no view shows what is still to come). */
  readonly decisions: readonly DecisionLine[];
  /** The decision taken at this step, if any. */
  readonly current: DecisionLine | null;
  readonly outcome: { readonly payoffs: readonly number[]; readonly pot: number } | null;
  /** The seat's observation (seat view only): exactly what the bot was given. */
  readonly observation: unknown;
  readonly faultSteps: readonly number[];
  readonly cpuBudgetMs: number;
}

/** Match states before each deal, memoised per record (a small LRU). */
const matchStates = new Map<string, unknown[]>();
function matchStateBefore(key: string, record: MatchRecord, game: AnyGameDefinition, deal: number): unknown {
  let states = matchStates.get(key);
  if (!states) {
    states = [recordPlayer(record, game).match];
    if (matchStates.size >= 32) matchStates.delete(matchStates.keys().next().value as string);
    matchStates.set(key, states);
  }
  while (states.length <= deal) {
    const k = states.length - 1;
    const { end } = dealStates(record, game, states[k], k);
    if (!end) throw new Error(`deal ${k} does not end`);
    states.push(end.match);
  }
  return states[deal];
}

/** The states of deal `k` through the record player: at its start, after each recorded decision. */
function dealStates(record: MatchRecord, game: AnyGameDefinition, match: unknown, k: number): { states: unknown[]; end: DealEndStep<unknown, unknown> | null } {
  const deal = record.deals[k];
  if (!deal) throw new Error(`no deal ${k}`);
  const player = recordPlayer(record, game, { match, deal: k, decision: deal.firstDecision });
  const states: unknown[] = [];
  const played = playRecordedDeal(player, record, (state) => states.push(state));
  if (!played.ok) throw new Error(played.error);
  const { step } = player;
  if (step.kind === 'decision' || step.kind === 'deal-end') states.push(step.state);
  return { states, end: played.value };
}

export interface FrameInput {
  /** Identifies the record for the memo of match states (the match id). */
  readonly key: string;
  readonly record: MatchRecord;
  readonly game: AnyGameDefinition;
  readonly step: number;
  readonly view: ReplayView;
  /** Seats whose bot the viewer owns: their logs and fault details are shown. */
  readonly ownSeats: ReadonlySet<number>;
}

/** Where a step lies: its deal, the deal's first step, and how many of its decisions are applied. */
interface StepPlace {
  readonly step: number;
  readonly total: number;
  readonly starts: readonly number[];
  readonly k: number;
  readonly dealStart: number;
  readonly kind: StepKind;
  readonly applied: number;
}

function placeOf(record: MatchRecord, wanted: number): StepPlace {
  const starts = dealStartSteps(record);
  const total = starts.at(-1) ?? 0;
  const step = Math.min(Math.max(0, Math.trunc(wanted)), Math.max(total - 1, 0));
  const k = dealOfStep(record, step);
  const deal = record.deals[k];
  if (!deal) throw new Error('the record has no deals');
  const dealStart = starts[k] ?? 0;
  const within = step - dealStart; // 0 = deal start, 1..d = after decision, d+1 = settle
  const kind: StepKind = within === 0 ? 'deal-start' : within > deal.decisions ? 'settle' : 'decision';
  return { step, total, starts, k, dealStart, kind, applied: Math.min(within, deal.decisions) };
}

/** The deal's state at the step, and the global step at which each of its tricks got its first card. */
function dealAt(input: FrameInput, place: StepPlace): { state: unknown; trickStarts: number[] } {
  const { record, game } = input;
  const match = matchStateBefore(input.key, record, game, place.k);
  let state: unknown = null;
  const trickStarts: number[] = [];
  let seen = 0;
  let prevOpen = false;
  dealStates(record, game, match, place.k).states.forEach((s, i) => {
    if (i === place.applied) state = s;
    const table = game.tableView(s, 'all');
    const open = table.trick !== null;
    if ((open && !prevOpen) || (table.tricks.length > seen && !open && !prevOpen)) trickStarts.push(place.dealStart + i);
    seen = table.tricks.length;
    prevOpen = open;
  });
  return { state, trickStarts };
}

/** The deal's decision lines up to the step (no view shows what is still to come). */
function linesUpTo(input: FrameInput, place: StepPlace, sight: CardSight): DecisionLine[] {
  const deal = input.record.deals[place.k];
  const lines: DecisionLine[] = [];
  for (let i = 0; deal && i < place.applied; i++) {
    const index = deal.firstDecision + i;
    const d = input.record.decisions[index];
    if (d) lines.push(decisionLine(input.game, d, { step: place.dealStart + 1 + i, index }, input.ownSeats.has(d.seat), sight));
  }
  return lines;
}

export function buildFrame(input: FrameInput): Frame {
  const { record, game, view } = input;
  const place = placeOf(record, input.step);
  const { step, kind } = place;
  const { state, trickStarts } = dealAt(input, place);
  const table = game.tableView(state, viewerOf(view));
  const lines = linesUpTo(input, place, cardSight(game, state, view, record.seats.length));
  return {
    step, totalSteps: place.total, kind, deal: place.k, dealCount: record.deals.length, dealStarts: place.starts.slice(0, -1),
    dealer: record.deals[place.k]?.dealer ?? 0, phase: table.phase, seats: seatPanels(table, lastCalls(lines), kind === 'settle'),
    trick: table.trick, tricks: table.tricks, trickStarts, trickIndex: Math.max(0, trickStarts.filter((t) => t <= step).length - 1),
    pot: table.pot, faceUp: table.faceUp, decisions: lines, current: kind === 'decision' ? (lines.find((l) => l.step === step) ?? null) : null,
    outcome: kind === 'settle' ? (record.deals[place.k]?.outcome ?? null) : null, observation: view.kind === 'seat' ? game.observe(state, view.seat) : null,
    faultSteps: record.decisions.flatMap((d, i) => (d.fault ? [stepOfDecision(record, i)] : [])), cpuBudgetMs: record.limits.decisionMs,
  };
}

/** The record as it may be downloaded by this viewer: logs and fault details of others' seats removed. */
export function recordForViewer(record: MatchRecord, ownSeats: ReadonlySet<number>, seedRevealed: boolean): MatchRecord {
  const strip = <T extends { seat: number; log?: string | undefined; fault?: { kind: string; message: string } | undefined }>(d: T): T => {
    if (ownSeats.has(d.seat)) return d;
    const { log: _log, ...rest } = d;
    return (rest.fault ? { ...rest, fault: { kind: rest.fault.kind, message: '(shown to the owner only)' } } : rest) as T;
  };
  return {
    ...record,
    seed: seedRevealed ? record.seed : SEED_HIDDEN,
    inits: record.inits.map(strip),
    decisions: record.decisions.map(strip),
    faults: record.faults.map((f) => (ownSeats.has(f.seat) ? f : { ...f, fault: { kind: f.fault.kind, message: '(shown to the owner only)' } })),
  };
}
