/**
 * The replay of a match record, step by step (UX.md §1). Steps are counted from the start of the
 * match: each deal has a `deal-start` step, one step per decision, and a `settle` step. A frame is
 * the table at one step as ONE view sees it: `all` (every hand), `seat` k, which is built only
 * from `game.observe(state, k)`, or `public`, built only from `game.spectatorView(state)` (what a
 * spectator of a live table with a person sees) — hidden cards never leave the server.
 */
import { RANKS, SUITS, isCard, rankOf, suitOf, type Card } from '@arena/engine/cards';
import type { AnyGameDefinition } from '@arena/engine/game';
import { seededDealCards } from '@arena/engine/match';
import type { MatchRecord } from '@arena/match/record';
import { SEED_HIDDEN } from '@arena/league/match-download';
import {
  cardsMentioned, cardsOf, completedTricks, currentTrick, field, numbersOf, tableExtras, textField, type TrickView,
} from './extract.ts';

export type ReplayView = { readonly kind: 'all' } | { readonly kind: 'public' } | { readonly kind: 'seat'; readonly seat: number };

/** What a view is given of a state: everything, a seat's observation, or the spectators' view. */
export function viewOf(game: AnyGameDefinition, state: unknown, view: ReplayView): unknown {
  switch (view.kind) {
    case 'all': return state;
    case 'public': return game.spectatorView(state);
    case 'seat': return game.observe(state, view.seat);
  }
}
export type StepKind = 'deal-start' | 'decision' | 'settle';

export interface SeatPanel {
  readonly seat: number;
  /** The cards, or null when this view may not see them (then only `count`). */
  readonly hand: readonly Card[] | null;
  readonly count: number;
  readonly chips: number | null;
  readonly toAct: boolean;
  readonly isDealer: boolean;
  /** The seat's last call or announcement of this deal so far, as text. */
  readonly lastCall: string | null;
}

export interface DecisionLine {
  readonly step: number;
  readonly index: number;
  readonly seat: number;
  readonly text: string;
  readonly isCard: boolean;
  readonly cpuMs: number;
  readonly by: 'bot' | 'default';
  readonly faultKind: string | null;
  /** The fault's message and the bot's log: only for seats the viewer owns. */
  readonly faultMessage: string | null;
  readonly log: string | null;
}

export interface Frame {
  readonly step: number;
  readonly totalSteps: number;
  readonly kind: StepKind;
  readonly deal: number;
  readonly dealCount: number;
  readonly dealStarts: readonly number[];
  readonly dealer: number;
  readonly phase: string | null;
  readonly seats: readonly SeatPanel[];
  readonly trick: TrickView | null;
  readonly tricks: readonly TrickView[];
  /** Global step at which each trick of this deal got its first card (for trick jumps). */
  readonly trickStarts: readonly number[];
  /** Index (0-based) of the trick being played or last completed at this step. */
  readonly trickIndex: number;
  readonly pot: number | null;
  readonly extras: readonly { label: string; cards: readonly Card[] }[];
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

const SUIT_INDEX = new Map<string, number>(SUITS.map((s, i) => [s, i]));
const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));

/** Suits E G H S, each high to low. */
export function sortHand(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) =>
    (SUIT_INDEX.get(suitOf(a)) ?? 0) - (SUIT_INDEX.get(suitOf(b)) ?? 0) || (RANK_INDEX.get(rankOf(a)) ?? 0) - (RANK_INDEX.get(rankOf(b)) ?? 0));
}

/** First global step of each deal, plus the total as the last element. */
export function dealStartSteps(record: MatchRecord): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const deal of record.deals) {
    starts.push(at);
    at += deal.decisions + 2;
  }
  starts.push(at);
  return starts;
}

export function totalSteps(record: MatchRecord): number {
  return dealStartSteps(record).at(-1) ?? 0;
}

/** The deal a global step belongs to. */
export function dealOfStep(record: MatchRecord, step: number): number {
  const starts = dealStartSteps(record);
  let deal = 0;
  for (let k = 0; k < record.deals.length; k++) if ((starts[k] ?? 0) <= step) deal = k;
  return deal;
}

/** The global step of decision `index`. */
export function stepOfDecision(record: MatchRecord, index: number): number {
  const starts = dealStartSteps(record);
  const k = record.deals.findIndex((d) => index >= d.firstDecision && index < d.firstDecision + d.decisions);
  const deal = record.deals[k];
  return deal ? (starts[k] ?? 0) + 1 + index - deal.firstDecision : 0;
}

/** Match states before each deal, memoised per record (a small LRU). */
const matchStates = new Map<string, unknown[]>();
function matchStateBefore(key: string, record: MatchRecord, game: AnyGameDefinition, deal: number): unknown {
  let states = matchStates.get(key);
  if (!states) {
    const n = record.seats.length;
    states = [game.newMatch(record.options, n, Array.from({ length: n }, () => 0))];
    if (matchStates.size >= 32) matchStates.delete(matchStates.keys().next().value as string);
    matchStates.set(key, states);
  }
  while (states.length <= deal) {
    const k = states.length - 1;
    const { state } = playDeal(record, game, states[k], k, Infinity);
    states.push(game.finishDeal(states[k], state).match);
  }
  return states[deal];
}

function playDeal(record: MatchRecord, game: AnyGameDefinition, match: unknown, k: number, upTo: number,
  onStep?: (state: unknown, i: number) => void): { state: unknown } {
  const deal = record.deals[k];
  if (!deal) throw new Error(`no deal ${k}`);
  const n = record.seats.length;
  let state = game.startDeal(match, deal.dealer, seededDealCards(game, record.options, n, record.seed, k));
  onStep?.(state, 0);
  for (let i = 0; i < deal.decisions && i < upTo; i++) {
    const d = record.decisions[deal.firstDecision + i];
    if (!d) throw new Error(`record misses decision ${deal.firstDecision + i}`);
    const action = game.parseAction(d.action);
    if (!action.ok) throw new Error(`decision ${deal.firstDecision + i}: ${action.error.message}`);
    const next = game.applyAction(state, d.seat, action.value);
    if (!next.ok) throw new Error(`decision ${deal.firstDecision + i}: ${next.error.message}`);
    state = next.value;
    onStep?.(state, i + 1);
  }
  return { state };
}

/** `play EA`, `bid solo`, `pass`: the action's type and its values, cards kept as they are. */
export function describeAction(action: unknown, canSee: (card: string) => boolean): { text: string; isCard: boolean } {
  if (typeof action !== 'object' || action === null) return { text: String(action), isCard: false };
  const entries = Object.entries(action as Record<string, unknown>);
  const type = typeof (action as { type?: unknown }).type === 'string' ? (action as { type: string }).type : '?';
  let hasCard = false as boolean; // set in the map below; not narrowed to false
  const parts = entries.filter(([k]) => k !== 'type').map(([, v]) => {
    if (isCard(v)) {
      hasCard = true;
      return canSee(v) ? v : '[hidden card]';
    }
    if (Array.isArray(v)) return v.map((x) => (isCard(x) ? (canSee(x) ? x : '[hidden card]') : JSON.stringify(x))).join(' ');
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
  });
  return { text: [type, ...parts].join(' '), isCard: hasCard && /play|lay/.test(type) };
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

export function buildFrame(input: FrameInput): Frame {
  const { record, game, view, ownSeats } = input;
  const n = record.seats.length;
  const starts = dealStartSteps(record);
  const total = starts.at(-1) ?? 0;
  const step = Math.min(Math.max(0, Math.trunc(input.step)), Math.max(total - 1, 0));
  const k = dealOfStep(record, step);
  const deal = record.deals[k];
  if (!deal) throw new Error('the record has no deals');
  const dealStart = starts[k] ?? 0;
  const within = step - dealStart; // 0 = deal start, 1..d = after decision, d+1 = settle
  const kind: StepKind = within === 0 ? 'deal-start' : within > deal.decisions ? 'settle' : 'decision';
  const applied = Math.min(within, deal.decisions);

  const match = matchStateBefore(input.key, record, game, k);
  let atStep: unknown = null;
  const trickStarts: number[] = [];
  let seen = 0;
  let prevOpen = false;
  playDeal(record, game, match, k, Infinity, (state, i) => {
    if (i === applied) atStep = state;
    const done = completedTricks(state, n).length;
    const open = currentTrick(state, n) !== null;
    if ((open && !prevOpen) || (done > seen && !open && !prevOpen)) trickStarts.push(dealStart + i);
    seen = done;
    prevOpen = open;
  });
  const state = atStep;
  const viewed = viewOf(game, state, view);
  const visible = view.kind === 'all' ? null : cardsMentioned(viewed);
  const canSee = (seat: number) => (card: string) => visible === null || seat === (view.kind === 'seat' ? view.seat : -1) || visible.has(card);

  const lines: DecisionLine[] = [];
  const lastCall = new Map<number, string>();
  for (let i = 0; i < applied; i++) {
    const index = deal.firstDecision + i;
    const d = record.decisions[index];
    if (!d) continue;
    const own = ownSeats.has(d.seat);
    const described = describeAction(d.action, canSee(d.seat));
    const line: DecisionLine = {
      step: dealStart + 1 + i, index, seat: d.seat, text: described.text, isCard: described.isCard, cpuMs: d.cpuMs, by: d.by,
      faultKind: d.fault?.kind ?? null, faultMessage: own ? (d.fault?.message ?? null) : null, log: own ? (d.log ?? null) : null,
    };
    lines.push(line);
    if (!described.isCard) lastCall.set(d.seat, described.text);
  }

  const hands = view.kind === 'all' ? (field(state, 'hands') as unknown[] | undefined) : undefined;
  const openHands = view.kind === 'all' ? undefined : field(viewed, 'hands');
  const sizes = numbersOf(viewed, 'handSizes');
  const chips = numbersOf(viewed, 'chips');
  const toAct = field(viewed, 'toAct');
  const seats: SeatPanel[] = Array.from({ length: n }, (_, s) => {
    let hand: Card[] | null = null;
    if (view.kind === 'all') hand = cardsOf(hands?.[s]);
    else if (view.kind === 'seat' && s === view.seat) hand = Array.isArray(field(viewed, 'hand')) ? cardsOf(field(viewed, 'hand')) : null;
    else if (Array.isArray(openHands) && Array.isArray(openHands[s])) hand = cardsOf(openHands[s]);
    return {
      seat: s, hand: hand === null ? null : sortHand(hand), count: hand?.length ?? sizes?.[s] ?? 0, chips: chips?.[s] ?? null,
      toAct: kind !== 'settle' && toAct === s, isDealer: deal.dealer === s, lastCall: lastCall.get(s) ?? null,
    };
  });

  const tricks = completedTricks(viewed, n);
  const trick = currentTrick(viewed, n);
  const potRaw = field(viewed, 'pot') ?? field(viewed, 'potBefore');
  const current = kind === 'decision' ? (lines.find((l) => l.step === step) ?? null) : null;
  const faultSteps = record.decisions.flatMap((d, i) => (d.fault ? [stepOfDecision(record, i)] : []));
  return {
    step, totalSteps: total, kind, deal: k, dealCount: record.deals.length, dealStarts: starts.slice(0, -1), dealer: deal.dealer,
    phase: textField(viewed, 'phase'), seats, trick, tricks, trickStarts,
    trickIndex: Math.max(0, trickStarts.filter((t) => t <= step).length - 1),
    pot: typeof potRaw === 'number' ? potRaw : null, extras: tableExtras(viewed), decisions: lines, current,
    outcome: kind === 'settle' ? deal.outcome : null, observation: view.kind === 'seat' ? viewed : null, faultSteps,
    cpuBudgetMs: record.limits.decisionMs,
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
