/**
 * Legality in Lupfen (docs/rules/lupfen.md, sections 5 and 6): one set of predicates, used both by
 * `legalActions` and by `actionError` (which `applyAction` consults before it changes anything).
 * Every refusal carries a code naming the rule.
 */
import type { RuleError } from '@arena/engine/game';
import { holdsSuit, isAce, isVerworfenHand, strength, suitOf } from './cards.ts';
import { BLIND_LUPF, DEAL, LOOK, LUPF, MIT, PASS, playAction, PUSH, VERWORFEN } from './actions.ts';
import type { DealState } from './state.ts';
import type { Action, LupfenCard, LupfenRuleCode } from './types.ts';

const rule = (code: LupfenRuleCode, message: string): RuleError => ({ code, message });

const wrongPhase = (a: Action, s: DealState): RuleError =>
  rule('wrong-phase', `${a.type} is not allowed in the ${s.phase} phase${s.phase === 'schieben' ? ' (send deal or push)' : ''}`);

const handOf = (s: DealState, seat: number): readonly LupfenCard[] => s.hands[seat] ?? [];

/** With `blindLupf`, the asked seat has not looked yet: it may only `look` or `blind-lupf`. */
const mustLookFirst = (s: DealState, seat: number): boolean => s.options.blindLupf && !s.looked[seat];

const pushLimitReached = (s: DealState): boolean => s.pushes >= s.seats - 1;

/** `twoAcesMustLupf`: a seat holding two or more Aces may not pass the lupf. */
function mustLupf(s: DealState, seat: number): boolean {
  if (!s.options.twoAcesMustLupf) return false;
  let aces = 0;
  for (const c of handOf(s, seat)) if (isAce(c)) aces++;
  return aces >= 2;
}

/** `verworfen`: first trick (hence the seat's first turn), a hand of two Unters and one Ober. */
function verworfenError(s: DealState, seat: number): RuleError | null {
  if (s.tricks.length > 0) return rule('verworfen-only-first-trick', 'verworfen may only be declared at the first turn of the first trick');
  if (!isVerworfenHand(handOf(s, seat))) return rule('verworfen-needs-two-unters-one-ober', 'verworfen needs exactly two Unters and one Ober');
  return null;
}

/** Follow suit, else trump, else anything (section 6). */
function playError(s: DealState, seat: number, card: LupfenCard): RuleError | null {
  const hand = handOf(s, seat);
  if (!hand.includes(card)) return rule('card-not-in-hand', `${card} is not in seat ${seat}'s hand`);
  const lead = s.trick[0];
  if (lead === undefined) return null;
  const led = suitOf(lead.card);
  if (card[0] === led) return null;
  if (holdsSuit(hand, led)) return rule('must-follow-suit', `seat ${seat} holds ${led} and must follow suit`);
  const trump = s.trumpCard === null ? null : suitOf(s.trumpCard);
  if (trump === null || card[0] === trump) return null;
  if (holdsSuit(hand, trump)) return rule('must-trump', `seat ${seat} cannot follow ${led} and must play a trump`);
  return null;
}

function lupfPhaseError(s: DealState, seat: number, a: Action): RuleError | null {
  switch (a.type) {
    case 'look':
    case 'blind-lupf':
      if (!s.options.blindLupf) return rule('blind-lupf-not-enabled', `${a.type} needs the option blindLupf`);
      return s.looked[seat] ? rule('already-looked', `${a.type} is only allowed before looking at the cards`) : null;
    case 'lupf':
      return mustLookFirst(s, seat) ? rule('must-look-first', 'under blindLupf, look (or blind-lupf) first') : null;
    case 'pass':
      if (mustLookFirst(s, seat)) return rule('must-look-first', 'under blindLupf, look (or blind-lupf) first');
      return mustLupf(s, seat) ? rule('must-lupf-two-aces', 'a seat holding two Aces must lupf') : null;
    case 'deal':
    case 'push':
    case 'mit':
    case 'play':
    case 'verworfen':
      return wrongPhase(a, s);
  }
}

function phaseError(s: DealState, seat: number, a: Action): RuleError | null {
  switch (s.phase) {
    case 'schieben':
      if (a.type === 'deal') return null;
      if (a.type !== 'push') return wrongPhase(a, s);
      return pushLimitReached(s) ? rule('push-limit-reached', `at most ${s.seats - 1} pushes per deal: this seat must deal`) : null;
    case 'lupf':
      return lupfPhaseError(s, seat, a);
    case 'mit':
      return a.type === 'mit' || a.type === 'pass' ? null : wrongPhase(a, s);
    case 'play':
      if (a.type === 'play') return playError(s, seat, a.card);
      return a.type === 'verworfen' ? verworfenError(s, seat) : wrongPhase(a, s);
    case 'over':
      return rule('deal-over', 'the deal is over');
  }
}

/** Why `seat` may not take `action` now, or null if it may. */
export function actionError(s: DealState, seat: number, action: Action): RuleError | null {
  if (s.toAct === null) return rule('deal-over', 'the deal is over');
  if (seat !== s.toAct) return rule('not-your-turn', `it is seat ${s.toAct}'s turn, not seat ${seat}'s`);
  return phaseError(s, seat, action);
}

/** The legal plays of the seat to act, in canonical order (hands are kept sorted). */
function legalPlays(s: DealState, seat: number): Action[] {
  const hand = handOf(s, seat);
  const out: Action[] = [];
  const lead = s.trick[0];
  let only: string | null = null; // the suit the seat must play, if any
  if (lead !== undefined) {
    const led = lead.card[0] ?? '';
    const trump = s.trumpCard?.[0] ?? '';
    if (holdsSuit(hand, led)) only = led;
    else if (holdsSuit(hand, trump)) only = trump;
  }
  for (const c of hand) if (only === null || c[0] === only) out.push(playAction(c));
  if (s.tricks.length === 0 && isVerworfenHand(hand)) out.push(VERWORFEN);
  return out;
}

/** The legal actions of the seat to act, sorted by `compareActions`. */
export function legalActions(s: DealState): readonly Action[] {
  const seat = s.toAct;
  if (seat === null) return [];
  switch (s.phase) {
    case 'schieben':
      return pushLimitReached(s) ? [DEAL] : [DEAL, PUSH];
    case 'lupf':
      if (mustLookFirst(s, seat)) return [LOOK, BLIND_LUPF];
      return mustLupf(s, seat) ? [LUPF] : [LUPF, PASS];
    case 'mit':
      return [PASS, MIT];
    case 'play':
      return legalPlays(s, seat);
    case 'over':
      return [];
  }
}

/** The default move (section 11): deal, look, pass (lupf if pass is illegal), lowest legal card. */
export function defaultAction(s: DealState): Action {
  const legal = legalActions(s);
  if (s.phase === 'lupf') return legal.includes(PASS) ? PASS : legal.includes(LOOK) ? LOOK : LUPF;
  if (s.phase === 'schieben') return DEAL;
  if (s.phase === 'mit') return PASS;
  let best: Action | null = null;
  for (const a of legal) {
    if (a.type !== 'play') continue;
    if (best?.type !== 'play' || strength(a.card) < strength(best.card)) best = a;
  }
  if (best === null) throw new Error('invariant broken: no default action');
  return best;
}
