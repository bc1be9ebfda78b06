/**
 * The match runner (issue 6, section 3): plays one whole arena match of any game with any mix of
 * seat drivers and returns its record. A plain function: no I/O, no clock in the record except CPU
 * figures. It drives the engine's record player (`@arena/engine/player`) with the seats' answers:
 * the match seed's deals, one pushed action per decision, until the rules end the match.
 *
 * Fault policy (one place, `SeatBook.fault`): a faulting seat gets the rules' `defaultAction` for
 * that decision and a strike; after 3 strikes, or any fatal fault (memory limit, crash, a bot that
 * does not load), the bot is retired and its seat plays the default policy to the end.
 *
 * `resume` replays a prefix exactly (the child-process host uses it after a child died): recorded
 * inits are taken as they were and recorded decisions pushed into the player as they were; the bots are still called with the same observations
 * so that their own state is rebuilt (answers ignored), and the bots named in `kills` are retired
 * at the point where they brought the previous process down.
 */
import { MatchPlayer, type DecisionStep } from '@arena/engine/player';
import { assert } from '@arena/engine/result';
import type { AnyGameDefinition, GameAction } from '@arena/engine/game';
import { checkAnswerShape } from '@arena/sandbox/answer-shape';
import { botFault, type BotFault } from '@arena/sandbox/fault';
import { resolveLimits, type SandboxLimits } from '@arena/sandbox/limits';
import type { CallOutcome } from '@arena/sandbox/bot-session';
import { dealRecordOf, RECORD_VERSION, ranksOf, type DealRecord, type DecisionRecord, type InitRecord, type MatchRecord } from '@arena/record/match-record';
import type { RecordPlayer } from '@arena/record/replay-record';
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

export function runMatch(input: RunMatchInput): MatchRecord {
  const { game, options, seed } = input;
  const n = input.seats.length;
  assert(n >= game.seatRange.min && n <= game.seatRange.max, `${game.id}: ${n} seats is outside ${game.seatRange.min}-${game.seatRange.max}`);
  const limits = resolveLimits(input.limits);
  const resume = input.resume ?? { inits: [], decisions: [], kills: [] };
  const book = new SeatBook(input.seats, resume.kills);
  try {
    const inits = startSeats(input, book, limits, resume);
    const { decisions, deals, match } = playDeals(input, book, resume);
    const chips = [...game.matchChips(match)];
    return {
      version: RECORD_VERSION, game: game.id, options, seed, seats: book.seatRecords(), limits,
      maxDeals: input.maxDeals ?? null, inits, decisions, faults: book.faultRecords(), deals, chips, ranks: ranksOf(chips),
    };
  } finally {
    book.disposeAll();
  }
}

/** Walks the match with the record player, every decision taken by its seat (or replayed from `resume`). */
function playDeals(input: RunMatchInput, book: SeatBook, resume: ResumePoint): { decisions: DecisionRecord[]; deals: DealRecord[]; match: unknown } {
  const player: RecordPlayer = new MatchPlayer(input.game, { options: input.options, seats: input.seats.length }, { kind: 'seeded', seed: input.seed, maxDeals: input.maxDeals ?? null });
  const decisions: DecisionRecord[] = [];
  const deals: DealRecord[] = [];
  for (let step = player.step; ; step = player.step) {
    switch (step.kind) {
      case 'match-end':
        return { decisions, deals, match: step.match };
      case 'decision':
        decisions.push(playDecision({ input, book, player, step, resume }));
        book.countDecision(step.seat);
        break;
      case 'deal-end':
        deals.push(dealRecordOf(step));
        player.advance();
        break;
      case 'deal-start':
        player.advance();
        break;
    }
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

interface Decision {
  readonly input: RunMatchInput;
  readonly book: SeatBook;
  readonly player: RecordPlayer;
  readonly step: DecisionStep<unknown>;
  readonly resume: ResumePoint;
}

/** Takes one decision (the bot's, the default, or the recorded one when resuming), plays it, and returns its record. */
function playDecision(at: Decision): DecisionRecord {
  const { input, book, player, step } = at;
  const { seat, deal, decision: index } = step;
  const recorded = at.resume.decisions[index];
  const runtime = book.runtime(seat);
  const observe = (): ObservationEnvelope => ({ game: input.game.id, seat, deal, view: input.game.observe(step.state, seat), legalActions: player.legalActions() });
  if (recorded) {
    assert(recorded.seat === seat && recorded.deal === deal, `resume: decision ${index} was seat ${recorded.seat}, now seat ${seat}`);
    if (runtime && !runtime.human && recorded.fault?.kind !== 'timeout') {
      runtime.decide(observe(), index);
    }
    if (recorded.fault) book.fault(seat, recorded.fault, index, deal);
    book.addCpu(seat, recorded.cpuMs);
    playOrThrow(player, parseOrThrow(input.game, recorded.action));
    return recorded;
  }
  const record = decideNow(at, observe);
  input.hooks?.onDecision?.(record);
  return record;
}

function decideNow(at: Decision, observe: () => ObservationEnvelope): DecisionRecord {
  const { input, book, player, step } = at;
  const { seat, deal, decision: index } = step;
  const runtime = book.runtime(seat);
  const kill = book.killAt({ seat, phase: 'decide', decision: index });
  if (!runtime && !kill) return { deal, seat, action: playDefault(player), by: 'default', cpuMs: 0 };
  let outcome: CallOutcome;
  if (kill || !runtime) {
    outcome = { answer: { ok: false, error: kill ? kill.fault : botFault('crash', 'no bot') }, cpuMs: 0, log: '' };
  } else {
    const observation = observe();
    if (runtime.sandboxed) input.hooks?.beforeBotCall?.({ seat, phase: 'decide', decision: index });
    outcome = runtime.decide(observation, index);
  }
  const judged = judge(player, outcome);
  book.addCpu(seat, outcome.cpuMs);
  if (judged.fault) book.fault(seat, judged.fault, index, deal);
  return {
    deal, seat, action: judged.action, by: judged.fault ? 'default' : 'bot', cpuMs: outcome.cpuMs,
    ...logOf(outcome.log), ...(judged.fault ? { fault: judged.fault } : {}),
  };
}

interface Judged {
  readonly action: GameAction;
  readonly fault?: BotFault;
}

/**
 * The bot's answer checked against the rules and played: its shape first (hard limits, no
 * recursion: see `@arena/sandbox/answer-shape`), then parsed and pushed into the player; otherwise
 * the default action. Whatever the game's code does with a bot's value, even throwing, is that
 * bot's fault, never the match's.
 */
function judge(player: RecordPlayer, outcome: CallOutcome): Judged {
  const { game } = player;
  const fallback = (fault: BotFault): Judged => ({ action: playDefault(player), fault });
  if (!outcome.answer.ok) return fallback(outcome.answer.error);
  const shape = checkAnswerShape(outcome.answer.value);
  if (shape) return fallback(shape);
  try {
    const parsed = game.parseAction(outcome.answer.value);
    if (!parsed.ok) return fallback(botFault('bad-output', cut(`not an action of ${game.id}: ${parsed.error.message}`)));
    const played = player.play(parsed.value);
    if (!played.ok) return fallback(botFault('illegal-action', cut(`${JSON.stringify(parsed.value)}: ${played.error.code}: ${played.error.message}`)));
    return { action: parsed.value };
  } catch (e) {
    return fallback(botFault('bad-output', cut(`the game could not read the answer: ${e instanceof Error ? e.message : String(e)}`)));
  }
}

const MAX_FAULT_MESSAGE = 1000;
const cut = (message: string): string => (message.length > MAX_FAULT_MESSAGE ? `${message.slice(0, MAX_FAULT_MESSAGE)}…` : message);

/** Plays the rules' default action for the seat to act; returns it. */
function playDefault(player: RecordPlayer): GameAction {
  const step = player.step;
  assert(step.kind === 'decision', 'a default action outside a decision');
  const action = player.game.defaultAction(step.state);
  playOrThrow(player, action);
  return action;
}

function parseOrThrow(game: AnyGameDefinition, raw: unknown): GameAction {
  const parsed = game.parseAction(raw);
  if (!parsed.ok) throw new Error(`${game.id}: recorded action ${JSON.stringify(raw)} does not parse: ${parsed.error.message}`);
  return parsed.value;
}

function playOrThrow(player: RecordPlayer, action: GameAction): void {
  const { step } = player;
  const played = player.play(action);
  if (!played.ok) throw new Error(`${player.game.id}: ${JSON.stringify(action)} refused for seat ${step.kind === 'decision' ? step.seat : '-'}: ${played.error.code}`);
}

const logOf = (log: string): { log?: string } => (log.length > 0 ? { log } : {});
