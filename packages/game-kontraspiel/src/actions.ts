/**
 * The action vocabulary (docs/rules/kontraspiel.md, section 5) as values: shared frozen action
 * objects for the hot path, the total order `compareActions`, `parseAction` for untrusted input, and
 * the candidate superset the conformance suite tries.
 */
import type { Card, Suit } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { ruleError } from './rule-error.ts';
import { err, ok, type Result } from '@arena/engine/result';
import { canonicalIndex, isPackCard, isSuit, PACK, SUIT_LIST } from './cards.ts';
import { ACTION_TYPES, type Action, type ActionType, type KontraspielRuleCode } from './types.ts';
import { showJson } from '@arena/engine/show';

const freezeMap = <K extends string, V>(keys: readonly K[], f: (k: K) => V): Readonly<Record<string, V>> =>
  Object.freeze(Object.fromEntries(keys.map((k) => [k, Object.freeze(f(k))])));

export const PASS: Action = Object.freeze({ type: 'pass' });
export const TAKE: Action = Object.freeze({ type: 'take' });
export const ACCEPT: Action = Object.freeze({ type: 'accept' });
export const CONTRA: Action = Object.freeze({ type: 'contra' });
export const RECONTRA: Action = Object.freeze({ type: 'recontra' });
/** The play actions by canonical index (`playAction` is on the hot path: no keyed lookup). */
const PLAYS: readonly Action[] = PACK.map((card): Action => Object.freeze({ type: 'play', card }));
export const DISCARD = freezeMap(PACK, (card): Action => ({ type: 'discard', card }));
export const EXCHANGE = freezeMap(PACK, (card): Action => ({ type: 'contra', exchange: card }));
export const CHOOSE = freezeMap(SUIT_LIST, (suit): Action => ({ type: 'choose', suit }));
export const ANNOUNCE = freezeMap(SUIT_LIST, (suit): Action => ({ type: 'announce', suit }));

const pick = <V>(map: Readonly<Record<string, V>>, key: string): V => {
  const v = map[key];
  if (v === undefined) throw new Error(`invariant broken: no action for ${key}`);
  return v;
};
export const playAction = (card: Card): Action => PLAYS[canonicalIndex(card)] as Action;
export const discardAction = (card: Card): Action => pick(DISCARD, card);
export const exchangeAction = (card: Card): Action => pick(EXCHANGE, card);
export const chooseAction = (suit: Suit): Action => pick(CHOOSE, suit);
export const announceAction = (suit: Suit): Action => pick(ANNOUNCE, suit);

const TYPE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(ACTION_TYPES.map((t, i) => [t, i]));

/** Within one type: the suit (E G H S), the card in canonical order; a contra without exchange first. */
function detail(a: Action): number {
  switch (a.type) {
    case 'choose':
    case 'announce':
      return SUIT_LIST.indexOf(a.suit);
    case 'discard':
    case 'play':
      return canonicalIndex(a.card);
    case 'contra':
      return a.exchange === undefined ? -1 : canonicalIndex(a.exchange);
    case 'pass':
    case 'take':
    case 'accept':
    case 'recontra':
      return 0;
  }
}

/** A total order: action type (as `ACTION_TYPES` lists them), then `detail`. */
export function compareActions(a: Action, b: Action): number {
  return (TYPE_INDEX[a.type] ?? 0) - (TYPE_INDEX[b.type] ?? 0) || detail(a) - detail(b);
}

/** Every action of every type with every card and suit (a superset of the legal ones). */
export const CANDIDATES: readonly Action[] = [
  PASS, TAKE, ACCEPT, CONTRA, RECONTRA,
  ...Object.values(CHOOSE), ...Object.values(ANNOUNCE),
  ...Object.values(DISCARD), ...PLAYS, ...Object.values(EXCHANGE),
].sort(compareActions);

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const bad = (code: KontraspielRuleCode, message: string): Result<never, RuleError> => err(ruleError(code, message));

function readCard(raw: Record<string, unknown>, field: string): Result<Card, RuleError> {
  const card = raw[field];
  return isPackCard(card) ? ok(card) : bad('no-such-card', `${field} ${showJson(card, 'missing')} is not a card of the Kontraspiel pack`);
}

function readSuit(raw: Record<string, unknown>): Result<Suit, RuleError> {
  return isSuit(raw.suit) ? ok(raw.suit) : bad('bad-action', `suit must be one of "E", "G", "H", "S", got ${showJson(raw.suit, 'nothing')}`);
}

function readContra(raw: Record<string, unknown>): Result<Action, RuleError> {
  const x = raw.exchange;
  if (x === undefined || x === null) return ok(CONTRA);
  if (typeof x !== 'string') return bad('bad-action', `exchange must be a card or null, got ${JSON.stringify(x)}`);
  const card = readCard(raw, 'exchange');
  return card.ok ? ok(exchangeAction(card.value)) : card;
}

/** Reads an untrusted action object; fields its type does not use are dropped. */
export function parseAction(raw: unknown): Result<Action, RuleError> {
  if (!isObject(raw)) return bad('bad-action', 'an action must be an object with a "type"');
  const type = raw.type;
  if (typeof type !== 'string' || TYPE_INDEX[type] === undefined) return bad('unknown-action', `unknown action type ${showJson(type, 'missing')}`);
  switch (type as ActionType) {
    case 'pass': return ok(PASS);
    case 'take': return ok(TAKE);
    case 'accept': return ok(ACCEPT);
    case 'recontra': return ok(RECONTRA);
    case 'contra': return readContra(raw);
    case 'choose':
    case 'announce': {
      const suit = readSuit(raw);
      if (!suit.ok) return suit;
      return ok(type === 'choose' ? chooseAction(suit.value) : announceAction(suit.value));
    }
    case 'discard':
    case 'play': {
      const card = readCard(raw, 'card');
      if (!card.ok) return card;
      return ok(type === 'play' ? playAction(card.value) : discardAction(card.value));
    }
  }
}
