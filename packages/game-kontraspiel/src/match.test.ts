/**
 * Options (section 10), dealing a shuffled pack (section 3) and the arena match (section 11).
 */
import { playMatch, randomPolicy } from '@arena/engine/match';
import { describe, expect, it } from 'vitest';
import { PACK } from './cards.ts';
import { kontraspiel } from './index.ts';
import { matchWith } from './testing.ts';

describe('options', () => {
  it('defaults', () => {
    expect(kontraspiel.parseOptions(null, 4)).toEqual({ ok: true, value: {
      ante: 1, baseMax: 4, startPot: 0, startBound: [false, false, false, false], wenzelTurnUp: 'automatic', aceTurnUp: true,
      blindTakeBinds: true, announce: true, contra: true, contraExchange: true, recontra: true, deals: 20 } });
    expect(kontraspiel.parseOptions(undefined, 4).ok).toBe(true);
  });

  it.each([
    [{ ante: 0 }, 'ante'], [{ ante: 1.5 }, 'ante'], [{ baseMax: 0 }, 'baseMax'], [{ startPot: -1 }, 'startPot'],
    [{ startBound: [true] }, 'startBound'], [{ startBound: [1, 0, 0, 0] }, 'startBound'], [{ wenzelTurnUp: 'never' }, 'wenzelTurnUp'],
    [{ aceTurnUp: 'yes' }, 'aceTurnUp'], [{ blindTakeBinds: 1 }, 'blindTakeBinds'], [{ announce: null }, 'announce'],
    [{ contra: 'false' }, 'contra'], [{ contraExchange: 0 }, 'contraExchange'], [{ recontra: [] }, 'recontra'],
    [{ deals: 0 }, 'deals'], [{ deals: 'x' }, 'deals'], [{ trumps: 'E' }, 'trumps'],
  ])('%j is refused with one line naming %s', (options, name) => {
    const r = kontraspiel.parseOptions(options, 4);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(name);
      expect(r.error).not.toContain('\n');
    }
  });

  it('options must be an object; the game needs exactly 4 seats', () => {
    expect(kontraspiel.parseOptions([], 4).ok).toBe(false);
    expect(kontraspiel.parseOptions({}, 3).ok).toBe(false);
    const parsed = kontraspiel.parseOptions({ deals: 8 }, 4);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(kontraspiel.checkArenaOptions(parsed.value, 4)).toEqual({ ok: true, value: parsed.value });
    expect(kontraspiel.checkArenaOptions(parsed.value, 5).ok).toBe(false);
  });
});

describe('dealing a shuffled pack (section 3)', () => {
  it('3 cards each from eldest, then 2 each, then the stock of 4 with the turn-up on top', () => {
    const s = kontraspiel.startDeal(matchWith({ aceTurnUp: false }), 2, { kind: 'shuffled', pack: PACK });
    // pack: EA EK EO EU E10 E9 | GA GK GO GU G10 G9 | HA HK HO HU H10 H9 | SA SK SO SU S10 S9
    expect(s.hands[3]).toEqual(['EA', 'EK', 'EO', 'HA', 'HK']); // eldest: p[0..2], p[12..13]
    expect(s.hands[0]).toEqual(['EU', 'E10', 'E9', 'HO', 'HU']); // p[3..5], p[14..15]
    expect(s.hands[1]).toEqual(['GA', 'GK', 'GO', 'H10', 'H9']); // p[6..8], p[16..17]
    expect(s.hands[2]).toEqual(['GU', 'G10', 'G9', 'SA', 'SK']); // dealer: p[9..11], p[18..19]
    expect([s.turnUp, s.dead]).toEqual(['SO', ['SU', 'S10', 'S9']]);
    expect(kontraspiel.dealShape(s.options, 4)).toEqual({ handSizes: [5, 5, 5, 5], stockSize: 4 });
  });
});

describe('the arena match (section 11)', () => {
  it('deals rotate from seat 0; the match ends after `deals` deals; pot and flags carry over; the pot is not distributed', () => {
    const options = kontraspiel.parseOptions({ deals: 9, startPot: 2 }, 4);
    if (!options.ok) throw new Error(options.error);
    const played = playMatch(kontraspiel, options.value, 4, 'arena-test', randomPolicy('arena-test'));
    expect(played.deals.map((d) => d.dealer)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0]);
    expect(kontraspiel.isMatchOver(played.match)).toBe(true);
    expect(kontraspiel.dealsPlayed(played.match)).toBe(9);
    const finalPot = kontraspiel.matchPot(played.match);
    expect(finalPot).toBe(played.deals.at(-1)?.outcome.pot);
    expect(played.chips.reduce((a, b) => a + b, 0)).toBe(2 - finalPot);
    let pot = 2;
    for (const d of played.deals) {
      expect(d.outcome.payoffs.reduce((a, b) => a + b, 0) + d.outcome.pot - pot).toBe(0);
      pot = d.outcome.pot;
    }
    expect(played.match.blindBound).toEqual(played.deals.at(-1)?.outcome.blindBound);
  });

  it('a new match starts from the given chips, startPot and startBound', () => {
    const m = matchWith({ startPot: 5, startBound: [false, true, false, false], deals: 1 }, [3, -1, 0, -2]);
    expect([kontraspiel.matchChips(m), kontraspiel.matchPot(m), m.blindBound, kontraspiel.nextDealer(m), kontraspiel.isMatchOver(m)])
      .toEqual([[3, -1, 0, -2], 5, [false, true, false, false], 0, false]);
  });

  it('per-deal bounds hold in random matches: gain <= baseMax + 10, loss <= ante + baseMax + 9, pot growth <= ante + 3 baseMax', () => {
    const options = kontraspiel.parseOptions({ deals: 40, baseMax: 3, ante: 2 }, 4);
    if (!options.ok) throw new Error(options.error);
    for (let m = 0; m < 20; m++) {
      const played = playMatch(kontraspiel, options.value, 4, `bounds-${m}`, randomPolicy(`bounds-${m}`));
      let pot = 0;
      for (const d of played.deals) {
        expect(Math.max(...d.outcome.payoffs)).toBeLessThanOrEqual(13);
        expect(Math.min(...d.outcome.payoffs)).toBeGreaterThanOrEqual(-14);
        expect(d.outcome.pot - pot).toBeLessThanOrEqual(11);
        pot = d.outcome.pot;
      }
    }
  });
});
