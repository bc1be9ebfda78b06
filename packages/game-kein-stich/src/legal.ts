/**
 * Legal moves (docs/rules/kein-stich.md section 7): the predicates shared by `legalActions` and
 * `applyAction`, the action order, and reading untrusted actions.
 */
import { cardIndex, isCard, rankIndex, suitIndex, type Card } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { ruleError } from './rule-error.ts';
import { err, ok, type Result } from '@arena/engine/result';
import { ALL_CARDS, isInPack, UNTER_RANK } from './cards.ts';
import type { DealState, Row } from './state.ts';
import type { Action, PlayAction } from './types.ts';
import { showJson } from '@arena/engine/show';

/** One shared, frozen action object per card, by canonical index: legal-move lists allocate no actions. */
const PLAY: readonly PlayAction[] = ALL_CARDS.map((card) => Object.freeze({ type: 'play', card }));

export const playAction = (card: Card): PlayAction => PLAY[cardIndex(card)] as PlayAction;

/** Every play of the 32-card pack: a superset of the legal actions. */
export const ALL_ACTIONS: readonly Action[] = ALL_CARDS.map(playAction);

// --- trick deals (7.2) --------------------------------------------------------------------------

/** Does the hand hold a card of suit index `suit`? */
export function holdsSuit(hand: readonly Card[], suit: number): boolean {
  for (const c of hand) if (suitIndex(c) === suit) return true;
  return false;
}

/** The cards of `hand` that may be played to the current trick (`trick`: its cards so far). */
export function trickLegalCards(hand: readonly Card[], trick: readonly Card[]): readonly Card[] {
  const led = trick[0];
  if (led === undefined || !holdsSuit(hand, suitIndex(led))) return hand;
  const suit = suitIndex(led);
  const follow: Card[] = [];
  for (const c of hand) if (suitIndex(c) === suit) follow.push(c);
  return follow;
}

// --- the layout deal (7.3) ----------------------------------------------------------------------

export function nothingLaid(rows: readonly (Row | null)[]): boolean {
  for (const r of rows) if (r !== null) return false;
  return true;
}

/** Rule 7.3 for one card. The hand holds only cards of the pack in use, so "next in the pack" is ±1. */
export function isLayable(rows: readonly (Row | null)[], startCard: Card, card: Card): boolean {
  const row = rows[suitIndex(card)];
  const rank = rankIndex(card);
  if (row === null || row === undefined) return rank === UNTER_RANK && (card === startCard || !nothingLaid(rows));
  return rank === row[0] - 1 || rank === row[1] + 1;
}

// Loops, not `filter`/`some` with a closure: these run at every decision of a layout deal.
export function layableCards(hand: readonly Card[], rows: readonly (Row | null)[], startCard: Card): readonly Card[] {
  const out: Card[] = [];
  for (const c of hand) if (isLayable(rows, startCard, c)) out.push(c);
  return out;
}

export function hasLayableCard(hand: readonly Card[], rows: readonly (Row | null)[], startCard: Card): boolean {
  for (const c of hand) if (isLayable(rows, startCard, c)) return true;
  return false;
}

// --- both ---------------------------------------------------------------------------------------

/** The seat to act's legal cards in canonical order; empty once the deal is over. */
export function legalCards(state: DealState): readonly Card[] {
  if (state.toAct === null) return [];
  const hand = state.hands[state.toAct] ?? [];
  if (state.phase === 'layout') return layableCards(hand, state.rows, state.info.options.layoutStartCard);
  return trickLegalCards(hand, state.trick);
}

export function legalActions(state: DealState): readonly Action[] {
  const cards = legalCards(state);
  const out: Action[] = [];
  for (const c of cards) out.push(playAction(c));
  return out;
}

/** Why the seat to act may not play `card` (rules 7.1-7.3), or null when it may. */
export function whyIllegal(state: DealState, seat: number, card: Card): RuleError | null {
  if (!isInPack(state.info.seats, card)) return ruleError('card-not-in-pack', `${card} is not in the ${state.info.seats}-player pack`);
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card)) return ruleError('card-not-in-hand', `seat ${seat} does not hold ${card}`);
  if (state.phase === 'layout') {
    const start = state.info.options.layoutStartCard;
    if (nothingLaid(state.rows) && card !== start) return ruleError('must-lay-start-card', `the first card of the layout deal must be ${start}`);
    if (!isLayable(state.rows, start, card)) return ruleError('card-not-layable', `${card} does not fit the layout`);
    return null;
  }
  const led = state.trick[0];
  if (led !== undefined && suitIndex(card) !== suitIndex(led) && holdsSuit(hand, suitIndex(led))) {
    return ruleError('must-follow-suit', `seat ${seat} must follow ${led[0] ?? ''} with a card of that suit`);
  }
  return null;
}

/** By card in canonical order (there is one action type). */
export function compareActions(a: Action, b: Action): number {
  return cardIndex(a.card) - cardIndex(b.card);
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads an untrusted action: `{ type: 'play', card }`; other fields are dropped. */
export function parseAction(raw: unknown): Result<Action, RuleError> {
  if (!isObject(raw)) return err(ruleError('bad-action', 'an action must be an object'));
  if (raw.type !== 'play') return err(ruleError('unknown-action', `unknown action type ${showJson(raw.type, 'undefined')}`));
  if (!isCard(raw.card)) return err(ruleError('no-such-card', `no such card ${showJson(raw.card, '(missing)')}`));
  return ok(playAction(raw.card));
}
