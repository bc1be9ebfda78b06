/**
 * The match runner (issue 6, section 3): plays one whole arena match of any game with any mix of
 * seat drivers and returns its record. A plain function: no I/O, no clock in the record except CPU
 * figures. It mirrors the engine's in-process loop (`@arena/engine/match`): deals from the match
 * seed, `startDeal` / `applyAction` / `finishDeal` until `isMatchOver`.
 *
 * Fault policy (one place, `SeatBook.fault`): a faulting seat gets the rules' `defaultAction` for
 * that decision and a strike; after 3 strikes, or any fatal fault (memory limit, crash, a bot that
 * does not load), the bot is retired and its seat plays the default policy to the end.
 *
 * `resume` replays a prefix exactly (the child-process host uses it after a child died): recorded
 * inits and decisions are taken as they were; the bots are still called with the same observations
 * so that their own state is rebuilt (answers ignored), and the bots named in `kills` are retired
 * at the point where they brought the previous process down.
 */
import { seededDealCards } from '@arena/engine/match';
import { assert } from '@arena/engine/result';
import type { AnyGameDefinition, GameAction } from '@arena/engine/game';
import { checkAnswerShape } from '@arena/sandbox/answer-shape';
import { botFault, type BotFault } from '@arena/sandbox/fault';
import { resolveLimits, type SandboxLimits } from '@arena/sandbox/limits';
import type { CallOutcome } from '@arena/sandbox/bot-session';
import { RECORD_VERSION, ranksOf, type DealRecord, type DecisionRecord, type InitRecord, type MatchRecord } from './record.ts';
import type { ObservationEnvelope, SeatDriver } from './seat-driver.ts';
import type { Checkpoint, Kill } from './checkpoint.ts';
import { SeatBook } from './seat-book.ts';

export type { Checkpoint, Kill } from './checkpoint.ts';

export interface ResumePoint {
  readonly inits: readonly InitRecord[];
  readonly decisions: readonly DecisionRecord[];
  readonly kills: readonly Kill[];
}

export interface RunHooks {
  /** Called right before a sandboxed bot runs (not for replayed calls). */
  beforeBotCall?(checkpoint: Checkpoint): void;
  onInit?(record: InitRecord): void;
  onDecision?(record: DecisionRecord): void;
}

export interface RunMatchInput {
  readonly game: AnyGameDefinition;
  /** Parsed options (the game's `parseOptions` / `checkArenaOptions`). */
  readonly options: unknown;
  readonly seed: string;
  readonly seats: readonly SeatDriver[];
  readonly limits?: Partial<SandboxLimits>;
  /** Stop after this many deals (practice matches); default: the game's own match length. */
  readonly maxDeals?: number;
  readonly hooks?: RunHooks;
  readonly resume?: ResumePoint;
}

const MAX_DECISIONS_PER_DEAL = 10_000;

export function runMatch(input: RunMatchInput): MatchRecord {
  const { game, options, seed } = input;
  const n = input.seats.length;
  assert(n >= game.seatRange.min && n <= game.seatRange.max, `${game.id}: ${n} seats is outside ${game.seatRange.min}-${game.seatRange.max}`);
  const limits = resolveLimits(input.limits);
  const resume = input.resume ?? { inits: [], decisions: [], kills: [] };
  const book = new SeatBook(input.seats, resume.kills);
  try {
    const inits = startSeats(input, book, limits, resume);
    const decisions: DecisionRecord[] = [];
    const deals: DealRecord[] = [];
    let match = game.newMatch(options, n, Array.from({ length: n }, () => 0));
    while (!game.isMatchOver(match) && deals.length < (input.maxDeals ?? Infinity)) {
      const k = game.dealsPlayed(match);
      const dealer = game.nextDealer(match);
      let state = game.startDeal(match, dealer, seededDealCards(game, options, n, seed, k));
      const first = decisions.length;
      for (let seat = game.seatToAct(state); seat !== null; seat = game.seatToAct(state)) {
        assert(decisions.length - first < MAX_DECISIONS_PER_DEAL, `${game.id}: deal does not end`);
        const played = playDecision({ input, book, state, seat, deal: k, index: decisions.length, resume });
        decisions.push(played.record);
        book.countDecision(seat);
        state = played.next;
      }
      const settled = game.finishDeal(match, state);
      match = settled.match;
      deals.push({ dealer, firstDecision: first, decisions: decisions.length - first, outcome: { ...settled.outcome, payoffs: [...settled.outcome.payoffs], tricks: [...settled.outcome.tricks] } });
    }
    const chips = [...game.matchChips(match)];
    return {
      version: RECORD_VERSION, game: game.id, options, seed, seats: book.seatRecords(), limits,
      maxDeals: input.maxDeals ?? null, inits, decisions, faults: book.faultRecords(), deals, chips, ranks: ranksOf(chips),
    };
  } finally {
    book.disposeAll();
  }
}

function startSeats(input: RunMatchInput, book: SeatBook, limits: SandboxLimits, resume: ResumePoint): InitRecord[] {
  return input.seats.map((driver, seat) => {
    const recorded = resume.inits.find((r) => r.seat === seat);
    const kill = book.killAt({ seat, phase: 'init', decision: 0 });
    const info = { game: input.game.id, options: input.options, seat, seats: input.seats.length };
    if (!recorded && !kill && driver.kind === 'sandboxed') input.hooks?.beforeBotCall?.({ seat, phase: 'init', decision: 0 });
    const started = book.start(seat, kill || book.killedWithin(seat, resume.decisions.length) ? null : driver, { seed: input.seed, limits, info });
    if (recorded) {
      if (recorded.fault) book.fault(seat, recorded.fault, null, null);
      return recorded;
    }
    const outcome: CallOutcome = kill ? { answer: { ok: false, error: kill.fault }, cpuMs: 0, log: '' } : started;
    const record: InitRecord = { seat, cpuMs: outcome.cpuMs, ...logOf(outcome.log), ...(outcome.answer.ok ? {} : { fault: outcome.answer.error }) };
    if (!outcome.answer.ok) book.fault(seat, outcome.answer.error, null, null);
    book.addCpu(seat, outcome.cpuMs);
    input.hooks?.onInit?.(record);
    return record;
  });
}

interface DecisionStep {
  readonly input: RunMatchInput;
  readonly book: SeatBook;
  readonly state: unknown;
  readonly seat: number;
  readonly deal: number;
  readonly index: number;
  readonly resume: ResumePoint;
}

function playDecision(step: DecisionStep): { record: DecisionRecord; next: unknown } {
  const { input, book, state, seat, deal, index } = step;
  const { game } = input;
  const legal = game.legalActions(state);
  const recorded = step.resume.decisions[index];
  const runtime = book.runtime(seat);
  const observe = (): ObservationEnvelope => ({ game: game.id, seat, deal, view: game.observe(state, seat), legalActions: legal });
  if (recorded) {
    assert(recorded.seat === seat && recorded.deal === deal, `resume: decision ${index} was seat ${recorded.seat}, now seat ${seat}`);
    if (runtime && !runtime.human && recorded.fault?.kind !== 'timeout') {
      runtime.decide(observe(), index);
    }
    if (recorded.fault) book.fault(seat, recorded.fault, index, deal);
    book.addCpu(seat, recorded.cpuMs);
    return { record: recorded, next: applyOrThrow(game, state, seat, parseOrThrow(game, recorded.action)) };
  }
  const record = decideNow(step, observe);
  input.hooks?.onDecision?.(record.record);
  return record;
}

function decideNow(step: DecisionStep, observe: () => ObservationEnvelope): { record: DecisionRecord; next: unknown } {
  const { input, book, state, seat, deal, index } = step;
  const { game } = input;
  const runtime = book.runtime(seat);
  const kill = book.killAt({ seat, phase: 'decide', decision: index });
  if (!runtime && !kill) return defaultDecision(game, state, seat, deal, 0);
  let outcome: CallOutcome;
  if (kill || !runtime) {
    outcome = { answer: { ok: false, error: kill ? kill.fault : botFault('crash', 'no bot') }, cpuMs: 0, log: '' };
  } else {
    const observation = observe();
    if (runtime.sandboxed) input.hooks?.beforeBotCall?.({ seat, phase: 'decide', decision: index });
    outcome = runtime.decide(observation, index);
  }
  const judged = judge(game, state, seat, outcome);
  book.addCpu(seat, outcome.cpuMs);
  if (judged.fault) book.fault(seat, judged.fault, index, deal);
  const record: DecisionRecord = {
    deal, seat, action: judged.action, by: judged.fault ? 'default' : 'bot', cpuMs: outcome.cpuMs,
    ...logOf(outcome.log), ...(judged.fault ? { fault: judged.fault } : {}),
  };
  return { record, next: judged.next };
}

interface Judged {
  readonly action: GameAction;
  readonly next: unknown;
  readonly fault?: BotFault;
}

/**
 * The bot's answer checked against the rules: its shape first (hard limits, no recursion: see
 * `@arena/sandbox/answer-shape`), then parsed and applied; otherwise the default action. Whatever
 * the game's code does with a bot's value, even throwing, is that bot's fault, never the match's.
 */
function judge(game: AnyGameDefinition, state: unknown, seat: number, outcome: CallOutcome): Judged {
  const fallback = (fault: BotFault): Judged => {
    const action = game.defaultAction(state);
    return { action, next: applyOrThrow(game, state, seat, action), fault };
  };
  if (!outcome.answer.ok) return fallback(outcome.answer.error);
  const shape = checkAnswerShape(outcome.answer.value);
  if (shape) return fallback(shape);
  try {
    const parsed = game.parseAction(outcome.answer.value);
    if (!parsed.ok) return fallback(botFault('bad-output', cut(`not an action of ${game.id}: ${parsed.error.message}`)));
    const next = game.applyAction(state, seat, parsed.value);
    if (!next.ok) return fallback(botFault('illegal-action', cut(`${JSON.stringify(parsed.value)}: ${next.error.code}: ${next.error.message}`)));
    return { action: parsed.value, next: next.value };
  } catch (e) {
    return fallback(botFault('bad-output', cut(`the game could not read the answer: ${e instanceof Error ? e.message : String(e)}`)));
  }
}

const MAX_FAULT_MESSAGE = 1000;
const cut = (message: string): string => (message.length > MAX_FAULT_MESSAGE ? `${message.slice(0, MAX_FAULT_MESSAGE)}…` : message);

function defaultDecision(game: AnyGameDefinition, state: unknown, seat: number, deal: number, cpuMs: number): { record: DecisionRecord; next: unknown } {
  const action = game.defaultAction(state);
  return { record: { deal, seat, action, by: 'default', cpuMs }, next: applyOrThrow(game, state, seat, action) };
}

function parseOrThrow(game: AnyGameDefinition, raw: unknown): GameAction {
  const parsed = game.parseAction(raw);
  if (!parsed.ok) throw new Error(`${game.id}: recorded action ${JSON.stringify(raw)} does not parse: ${parsed.error.message}`);
  return parsed.value;
}

function applyOrThrow(game: AnyGameDefinition, state: unknown, seat: number, action: GameAction): unknown {
  const next = game.applyAction(state, seat, action);
  if (!next.ok) throw new Error(`${game.id}: ${JSON.stringify(action)} refused for seat ${seat}: ${next.error.code}`);
  return next.value;
}

const logOf = (log: string): { log?: string } => (log.length > 0 ? { log } : {});
