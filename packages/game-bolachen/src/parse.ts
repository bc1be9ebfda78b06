/**
 * Reading an untrusted action object (rules file, "Actions"; SCENARIOS.md "Malformed file or
 * illegal action"): an unknown `type` is `unknown-action`, a missing or non-existent card
 * `no-such-card`, any other missing or invalid field `bad-action`. Unused fields are dropped; a
 * discard's two cards come back in canonical order (their order has no effect).
 */
import { isCard, type Card, type Suit } from '@arena/engine/cards';
import type { RuleError } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { ANNOUNCE, bidAction, declareAction, NO_DEMAND, PASS, playAction, TRUMPS } from './actions.ts';
import { cardIndex } from './cards.ts';
import { fail } from './legal.ts';
import { CONTRACT_IDS, DECLARATIONS, TRUMP_SUIT_ORDER, type Action, type ContractId, type Declaration } from './types.ts';
import { showJson } from '@arena/engine/show';

type Raw = Readonly<Record<string, unknown>>;

const isContract = (x: unknown): x is ContractId => (CONTRACT_IDS as readonly unknown[]).includes(x);
const isDeclaration = (x: unknown): x is Declaration => (DECLARATIONS as readonly unknown[]).includes(x);
const isSuit = (x: unknown): x is Suit => (TRUMP_SUIT_ORDER as readonly unknown[]).includes(x);

function card(raw: Raw, field: string): Result<Card, RuleError> {
  const value = raw[field];
  return isCard(value) ? ok(value) : err(fail('no-such-card', `${field}: ${showJson(value, 'missing')} is not a card`));
}

function parseDiscard(raw: Raw): Result<Action, RuleError> {
  const cards = raw.cards;
  if (!Array.isArray(cards) || cards.length !== 2) return err(fail('bad-action', 'discard needs cards: an array of exactly 2 cards'));
  const [a, b] = cards as unknown[];
  if (!isCard(a) || !isCard(b)) return err(fail('no-such-card', `cards: ${JSON.stringify(cards)} are not two cards`));
  return ok({ type: 'discard', cards: cardIndex(a) <= cardIndex(b) ? [a, b] : [b, a] });
}

function parseDemand(raw: Raw): Result<Action, RuleError> {
  const c = card(raw, 'card');
  if (!c.ok) return c;
  const give = card(raw, 'give');
  if (!give.ok) return give;
  return ok({ type: 'demand', card: c.value, give: give.value });
}

export function parseAction(raw: unknown): Result<Action, RuleError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err(fail('bad-action', 'an action is a JSON object'));
  const r = raw as Raw;
  switch (r.type) {
    case 'announce': return ok(ANNOUNCE);
    case 'pass': return ok(PASS);
    case 'no-demand': return ok(NO_DEMAND);
    case 'bid':
      return isContract(r.contract) ? ok(bidAction(r.contract)) : err(fail('bad-action', `bid: unknown contract ${showJson(r.contract, 'missing')}`));
    case 'declare':
      return isDeclaration(r.contract)
        ? ok(declareAction(r.contract))
        : err(fail('bad-action', `declare: contract must be brand, bettel or mord, got ${showJson(r.contract, 'nothing')}`));
    case 'trump':
      return isSuit(r.suit)
        ? ok(TRUMPS[TRUMP_SUIT_ORDER.indexOf(r.suit)] as Action)
        : err(fail('bad-action', `trump: suit must be E, G, H or S, got ${showJson(r.suit, 'nothing')}`));
    case 'demand': return parseDemand(r);
    case 'discard': return parseDiscard(r);
    case 'play': {
      const c = card(r, 'card');
      return c.ok ? ok(playAction(c.value)) : c;
    }
    default: return err(fail('unknown-action', `unknown action type ${showJson(r.type, 'missing')}`));
  }
}
