/**
 * The person's turn at their table (issue 19), on the server: the decision the worker waits for
 * (@arena/jobs/human, in Redis), shown to that person only, with each legal action described for
 * the page (a card to click, or a button's words); and the person's answer, checked against the
 * legal actions of exactly that decision before it is passed to the worker (which checks it again,
 * as it checks any bot's).
 */
import { Redis } from 'ioredis';
import { isCard, type Card } from '@arena/engine/cards';
import { answerPerson, readPendingAsk, type PendingAsk } from '@arena/jobs/human';
import { readQueueEnv } from '@arena/jobs/env';
import { findGame } from '@arena/games';
import { actionText } from '@/lib/replay/lines';
import { sortHand } from '@/lib/replay/seats';
import { siteEnv } from '@/lib/env';
import { processWide } from '@/lib/process-wide';

export interface TurnOption {
  readonly index: number;
  /** `play EA`, `bid 2`, `pass`: what the button says. */
  readonly text: string;
  /** The card a card play plays (clicked in the hand, or by its number key), else null. */
  readonly card: Card | null;
}

export interface Turn {
  readonly decision: number;
  readonly seat: number;
  /** What is left of the person's clock, ms, when this was read, and the clock's length. */
  readonly remainingMs: number;
  readonly clockMs: number;
  readonly options: readonly TurnOption[];
  /** The person's hand as their observation gives it (suits E G H S, high to low). */
  readonly hand: readonly Card[];
}

/** One shared connection for turns and answers (commands only, never blocking). */
function redis(): Redis {
  return processWide('turn-redis', () => {
    const connection = new Redis(siteEnv().redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    connection.on('error', () => undefined);
    return connection;
  });
}

/** The card a legal action plays, when the game calls it a card play (`actionKind`), else null. */
export function cardOf(game: string, action: unknown): Card | null {
  const definition = findGame(game);
  if (!definition || typeof action !== 'object' || action === null) return null;
  if (definition.actionKind(action as never) !== 'card') return null;
  return Object.values(action).find((v): v is Card => isCard(v)) ?? null;
}

/**
 * The person's hand: the cards of their own hand as their game reads it from the observation
 * (`ownHand`, the contract's), with every card a legal play names (a view that hides the hand,
 * e.g. before a blind call, still lists them).
 */
function handOf(pending: PendingAsk): Card[] {
  const { game, view } = pending.observation as { game: string; view?: unknown };
  const raw = typeof view === 'object' && view !== null ? findGame(game)?.ownHand(view) : null;
  const hand = Array.isArray(raw) ? raw.filter(isCard) : [];
  const playable = pending.observation.legalActions.map((a) => cardOf(game, a)).filter((c): c is Card => c !== null && !hand.includes(c));
  return sortHand([...hand, ...playable]);
}

export function turnOf(pending: PendingAsk, now: number): Turn {
  return {
    decision: pending.decision, seat: pending.seat, clockMs: pending.clockMs, remainingMs: Math.max(0, pending.deadline - now),
    options: pending.observation.legalActions.map((action, index) => ({ index, text: actionText(action, () => true), card: cardOf(pending.observation.game, action) })),
    hand: handOf(pending),
  };
}

export async function readTurn(tableId: string, personSeat: number): Promise<Turn | null> {
  const pending = await readPendingAsk(redis(), readQueueEnv().prefix, tableId);
  return pending && pending.seat === personSeat ? turnOf(pending, Date.now()) : null;
}

export type AnswerRefusal = 'not-your-turn' | 'no-such-option';

/** Passes option `index` of decision `decision` to the worker, when that decision is the one waited for. */
export async function answerTurn(tableId: string, personSeat: number, decision: number, index: number): Promise<AnswerRefusal | null> {
  const prefix = readQueueEnv().prefix;
  const pending = await readPendingAsk(redis(), prefix, tableId);
  if (!pending || pending.seat !== personSeat || pending.decision !== decision) return 'not-your-turn';
  if (index < 0 || index >= pending.observation.legalActions.length) return 'no-such-option';
  await answerPerson(redis(), prefix, tableId, decision, pending.observation.legalActions[index]);
  return null;
}
