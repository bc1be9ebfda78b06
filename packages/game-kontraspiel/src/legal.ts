/**
 * Legality (docs/rules/kontraspiel.md, section 5): one predicate per rule, used both by
 * `legalActions` (to enumerate) and by `checkAction` (to refuse with a code naming the rule).
 */
import type { Card, Suit } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { ruleError } from './rule-error.ts';
import {
  ACCEPT, announceAction, chooseAction, CONTRA, discardAction, exchangeAction, PASS, playAction, RECONTRA, TAKE,
} from './actions.ts';
import { SUIT_LIST } from './cards.ts';
import type { DealState, Phase } from './state.ts';
import { effectiveSuit, type Action } from './types.ts';

const PASS_PHASES: ReadonlySet<Phase> = new Set(['blind', 'first-round', 'second-round', 'announce', 'contra-window', 'recontra-window']);

const wrongPhase = (type: string, phase: Phase): RuleError => ruleError('wrong-phase', `${type} is not an action of phase ${phase}`);

function handOf(state: DealState, seat: number): readonly Card[] {
  return state.hands[seat] ?? [];
}

/** The effective suit led to the current trick, or null if the trick is empty. */
function ledSuit(state: DealState): Suit | null {
  const first = state.trick[0];
  return first === undefined || state.trump === null ? null : effectiveSuit(first, state.trump);
}

/** The follow-suit rule: a card of the led suit (effective suit) if the hand holds one. */
function mustFollow(state: DealState, hand: readonly Card[], led: Suit): boolean {
  const trump = state.trump ?? 'E';
  for (const c of hand) if (effectiveSuit(c, trump) === led) return true;
  return false;
}

export function playError(state: DealState, seat: number, card: Card): RuleError | null {
  const hand = handOf(state, seat);
  if (!hand.includes(card)) return ruleError('card-not-in-hand', `${card} is not in seat ${seat}'s hand`);
  const led = ledSuit(state);
  if (led === null || effectiveSuit(card, state.trump ?? 'E') === led || !mustFollow(state, hand, led)) return null;
  return ruleError('must-follow-suit', `${card} does not follow the led suit ${led}, and seat ${seat} holds one`);
}

export function discardError(state: DealState, card: Card): RuleError | null {
  if (!handOf(state, state.dealer).includes(card)) return ruleError('card-not-in-hand', `${card} is not in the dealer's hand`);
  if (card === state.turnUp) return ruleError('cannot-discard-turn-up', `the dealer may not discard the turn-up card ${card} he has just taken`);
  return null;
}

export function chooseError(state: DealState, seat: number, suit: Suit): RuleError | null {
  if (suit !== state.preferred || seat === state.eldest) return null;
  return ruleError('only-eldest-may-choose-preferred', `only eldest may choose the preferred suit ${suit} in the second round`);
}

export function announceError(state: DealState, suit: Suit): RuleError | null {
  if (suit !== state.preferred) return null;
  return ruleError('cannot-announce-preferred-suit', `an announced game may not be in the preferred suit ${suit}`);
}

/** Whether a contra in this window may ask for the exchange at all (section 9.4). */
function exchangeClosed(state: DealState): RuleError | null {
  if (!state.options.contraExchange) return ruleError('exchange-not-allowed', 'option contraExchange is off');
  if (state.tricks.length > 0) return ruleError('exchange-only-before-first-trick', 'the exchange is allowed only in window D0, before the first trick');
  if (state.contract !== 'first-round') return ruleError('exchange-only-against-first-round-solo', 'the exchange needs a soloist who accepted in the first round');
  if (state.turnUpHolder !== null) return ruleError('turn-up-not-on-table', 'the turn-up card is no longer on the table');
  return null;
}

export function exchangeError(state: DealState, seat: number, card: Card): RuleError | null {
  const closed = exchangeClosed(state);
  if (closed) return closed;
  if (!handOf(state, seat).includes(card)) return ruleError('card-not-in-hand', `${card} is not in seat ${seat}'s hand`);
  return null;
}

/** Why `seat` may not make `action` now, or null if it may. */
export function checkAction(state: DealState, seat: number, action: Action): RuleError | null {
  if (state.toAct === null) return ruleError('deal-over', 'the deal is over');
  if (seat !== state.toAct) return ruleError('not-your-turn', `it is seat ${state.toAct}'s turn, not seat ${seat}'s`);
  const { phase } = state;
  switch (action.type) {
    case 'pass': return PASS_PHASES.has(phase) ? null : wrongPhase('pass', phase);
    case 'take': return phase === 'blind' ? null : wrongPhase('take', phase);
    case 'accept': return phase === 'first-round' ? null : wrongPhase('accept', phase);
    case 'recontra': return phase === 'recontra-window' ? null : wrongPhase('recontra', phase);
    case 'discard': return phase === 'discard' ? discardError(state, action.card) : wrongPhase('discard', phase);
    case 'choose': return phase === 'second-round' ? chooseError(state, seat, action.suit) : wrongPhase('choose', phase);
    case 'announce': return phase === 'announce' ? announceError(state, action.suit) : wrongPhase('announce', phase);
    case 'play': return phase === 'play' ? playError(state, seat, action.card) : wrongPhase('play', phase);
    case 'contra':
      if (phase !== 'contra-window') return wrongPhase('contra', phase);
      return action.exchange === undefined ? null : exchangeError(state, seat, action.exchange);
  }
}

function legalPlays(state: DealState, seat: number): Action[] {
  const hand = handOf(state, seat);
  const led = ledSuit(state);
  const out: Action[] = [];
  const trump = state.trump ?? 'E';
  const follow = led !== null && mustFollow(state, hand, led);
  for (const c of hand) if (!follow || effectiveSuit(c, trump) === led) out.push(playAction(c));
  return out;
}

function legalContras(state: DealState, seat: number): Action[] {
  if (exchangeClosed(state)) return [PASS, CONTRA];
  return [PASS, CONTRA, ...handOf(state, seat).map(exchangeAction)];
}

/** The legal actions of the seat to act, sorted by `compareActions`. */
export function legalActions(state: DealState): readonly Action[] {
  const seat = state.toAct;
  if (seat === null) return [];
  switch (state.phase) {
    case 'blind': return [PASS, TAKE];
    case 'discard': return handOf(state, seat).filter((c) => discardError(state, c) === null).map(discardAction);
    case 'first-round': return [PASS, ACCEPT];
    case 'second-round': return [PASS, ...SUIT_LIST.filter((s) => chooseError(state, seat, s) === null).map(chooseAction)];
    case 'announce': return [PASS, ...SUIT_LIST.filter((s) => announceError(state, s) === null).map(announceAction)];
    case 'contra-window': return legalContras(state, seat);
    case 'recontra-window': return [PASS, RECONTRA];
    case 'play': return legalPlays(state, seat);
    case 'over': return [];
  }
}

/** Section 11: `pass` where it is legal, otherwise the first legal card in canonical order. */
export function defaultAction(state: DealState): Action {
  const legal = legalActions(state);
  const first = legal[0];
  if (first === undefined) throw new Error('invariant broken: no default action once the deal is over');
  return legal.includes(PASS) ? PASS : first;
}
