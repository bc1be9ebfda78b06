/**
 * The Lupfen action vocabulary (docs/rules/lupfen.md, section 6): shared action objects, their total
 * order, and the reading of untrusted action objects.
 */
import { err, ok, type Result } from '@arena/engine/result';
import type { RuleError } from '@arena/engine/game';
import { cardIndex, isLupfenCard, PACK } from './cards.ts';
import { ACTION_TYPES, type Action, type ActionType, type LupfenCard } from './types.ts';
import { showJson } from '@arena/engine/show';

// Actions are shared, frozen objects: legal-action lists and parsed actions allocate nothing.
export const DEAL: Action = Object.freeze({ type: 'deal' });
export const PUSH: Action = Object.freeze({ type: 'push' });
export const LOOK: Action = Object.freeze({ type: 'look' });
export const BLIND_LUPF: Action = Object.freeze({ type: 'blind-lupf' });
export const LUPF: Action = Object.freeze({ type: 'lupf' });
export const PASS: Action = Object.freeze({ type: 'pass' });
export const MIT: Action = Object.freeze({ type: 'mit' });
export const VERWORFEN: Action = Object.freeze({ type: 'verworfen' });

const SIMPLE: Readonly<Record<Exclude<ActionType, 'play'>, Action>> = {
  deal: DEAL, push: PUSH, look: LOOK, 'blind-lupf': BLIND_LUPF, lupf: LUPF, pass: PASS, mit: MIT, verworfen: VERWORFEN,
};

/** The play actions by canonical index (an array: no lookup keyed by the card string). */
const PLAYS: readonly Action[] = PACK.map((card): Action => Object.freeze({ type: 'play', card }));

/** The shared `play` action of a card. */
export const playAction = (card: LupfenCard): Action => PLAYS[cardIndex(card)] as Action;

const TYPE_INDEX = Object.fromEntries(ACTION_TYPES.map((t, i) => [t, i])) as Record<ActionType, number>;

/** By type (in `ACTION_TYPES` order), then by card in canonical order. */
export function compareActions(a: Action, b: Action): number {
  const byType = TYPE_INDEX[a.type] - TYPE_INDEX[b.type];
  if (byType !== 0 || a.type !== 'play' || b.type !== 'play') return byType;
  return cardIndex(a.card) - cardIndex(b.card);
}

/** Every type, `play` with every card: a superset of the legal actions at any point. */
export const ALL_ACTIONS: readonly Action[] = [
  DEAL, PUSH, LOOK, BLIND_LUPF, LUPF, PASS, MIT, ...PACK.map(playAction), VERWORFEN,
];

const isActionType = (x: unknown): x is ActionType => typeof x === 'string' && Object.hasOwn(TYPE_INDEX, x);

/** Reads an untrusted action object; fields its type does not use are dropped. */
export function parseAction(raw: unknown): Result<Action, RuleError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return err({ code: 'bad-action', message: 'an action must be an object' });
  }
  const { type, card } = raw as { type?: unknown; card?: unknown };
  if (!isActionType(type)) return err({ code: 'unknown-action', message: `unknown action type ${showJson(type, 'undefined')}` });
  if (type !== 'play') return ok(SIMPLE[type]);
  if (!isLupfenCard(card)) return err({ code: 'no-such-card', message: `no such card ${showJson(card, '(missing)')}` });
  return ok(playAction(card));
}
