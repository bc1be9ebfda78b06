import { describe, expect, it } from 'vitest';
import { cardIndex, cardOrder, cardsOf, isCard, isOfSuit, makeCard, parseCard, rankOf, RANKS, rankIndex, sameCards, suitIndex, suitOf, SUITS } from './cards.ts';

describe('cards', () => {
  it('parseCard and makeCard are inverse over all 32 cards', () => {
    for (const s of SUITS) for (const r of RANKS) {
      const card = makeCard(s, r);
      expect(parseCard(card)).toEqual({ ok: true, value: card });
      expect([suitOf(card), rankOf(card)]).toEqual([s, r]);
    }
  });
  it('indexes every card by suit, rank and pack position', () => {
    cardsOf(SUITS, RANKS).forEach((card, i) => {
      expect([suitIndex(card), rankIndex(card), cardIndex(card)]).toEqual([SUITS.indexOf(suitOf(card)), RANKS.indexOf(rankOf(card)), i]);
    });
  });
  it('isOfSuit compares a card with a suit letter or another card', () => {
    expect([isOfSuit('H10', 'H'), isOfSuit('H10', 'HU'), isOfSuit('H10', 'E'), isOfSuit('S7', 'GA')]).toEqual([true, true, false, false]);
  });
  it('unknown cards are errors naming the string', () => {
    for (const bad of ['X7', 'E1', 'E', '', 'e10', 'H11', 'EUU', 7, null]) {
      expect(parseCard(bad)).toEqual({ ok: false, error: `unknown card ${JSON.stringify(bad)}` });
      expect(isCard(bad)).toBe(false);
    }
  });
  it('builds packs and orders them', () => {
    expect(cardsOf(['E', 'G'], ['A', '10'])).toEqual(['EA', 'E10', 'GA', 'G10']);
    const cmp = cardOrder(['H', 'E'], ['10', 'A']);
    expect((['EA', 'H10', 'E10', 'HA'] as const).slice().sort(cmp)).toEqual(['H10', 'HA', 'E10', 'EA']);
    expect(sameCards(['EA', 'GU'], ['GU', 'EA'])).toBe(true);
    expect(sameCards(['EA', 'GU'], ['GU', 'GU'])).toBe(false);
  });
});
