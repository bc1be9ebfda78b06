/**
 * docs/rules/kein-stich.md sections 6, 7 and 11, rule by rule: every "illegal", "must" and "may
 * not" is tried on a given deal and refused with its own code; option values outside their domain
 * are refused with one line naming the option.
 */
import { describe, expect, test } from 'vitest';
import { packFor } from './cards.ts';
import { keinStich } from './index.ts';
import { isLayable } from './legal.ts';
import {
  cards, code, deal, LAYOUT_HANDS, matchWith, options, PARTIE_HANDS, PARTIE_PLAYS, play, playDefaults, SPLIT_HANDS, tryPlay,
} from './testing.ts';

describe('7: who may act and with which card', () => {
  const start = deal(matchWith({}, 4), 0, PARTIE_HANDS);
  test('forehand leads the first trick; any other seat is refused with not-your-turn', () => {
    expect(start.toAct).toBe(1);
    for (const seat of [0, 2, 3]) expect(code(tryPlay(start, seat, 'EA'))).toBe('not-your-turn');
  });
  test('a card not held is refused with card-not-in-hand', () => {
    expect(code(tryPlay(start, 1, 'EK'))).toBe('card-not-in-hand');
  });
  test('the only action type is play: anything else, a missing or unknown card, a non-object is refused', () => {
    expect(keinStich.parseAction({ type: 'pass' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(keinStich.parseAction({ card: 'EA' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(keinStich.parseAction({ type: 'play' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(keinStich.parseAction({ type: 'play', card: 'E6' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(keinStich.parseAction('play EA')).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(keinStich.parseAction({ type: 'play', card: 'EA', extra: 1 })).toEqual({ ok: true, value: { type: 'play', card: 'EA' } });
  });
  test('a card removed from the 3-, 5- or 6-player pack is illegal (card-not-in-pack), not malformed', () => {
    const three = deal(matchWith({}, 3), 0, ['E10 E9 G10 G9 H10 H9 S10 S9', 'EA EK GA GK HA HK SA SK', 'EO EU GO GU HO HU SO SU']);
    expect(code(tryPlay(three, 1, 'E8'))).toBe('card-not-in-pack');
    expect(code(tryPlay(three, 1, 'H7'))).toBe('card-not-in-pack');
    const five = deal(matchWith({}, 5), 0, ['SO SU S10 S9 S8 S7', 'EA EK GA GK HA HK', 'EO EU GO GU HO HU', 'E10 E9 G10 G9 H10 H9', 'E8 G8 H8 H7 SA SK']);
    expect(code(tryPlay(five, 1, 'E7'))).toBe('card-not-in-pack');
    expect(code(tryPlay(five, 1, 'G7'))).toBe('card-not-in-pack');
    expect(code(tryPlay(five, 1, 'H7'))).toBe('card-not-in-hand');
  });
  test('once the deal is over every action is refused with deal-over', () => {
    const over = play(start, PARTIE_PLAYS);
    expect(over.toAct).toBeNull();
    expect(keinStich.legalActions(over)).toEqual([]);
    for (const seat of [0, 1, 2, 3]) expect(code(tryPlay(over, seat, 'EA'))).toBe('deal-over');
  });
});

describe('7.2: following suit', () => {
  const start = deal(matchWith({}, 4), 0, PARTIE_HANDS);
  test('the leader may lead any card, Hearts and penalty cards included', () => {
    expect(keinStich.legalActions(start).map((a) => a.card)).toEqual(cards('EA E10 GA GO HO SO SU S10'));
    expect(code(tryPlay(start, 1, 'HO'))).toBe('ok');
  });
  test('a seat holding the led suit must follow (must-follow-suit), with any card of it', () => {
    const led = play(start, [[1, 'E10']]);
    expect(keinStich.legalActions(led).map((a) => a.card)).toEqual(['EO', 'EU']);
    expect(code(tryPlay(led, 2, 'HA'))).toBe('must-follow-suit');
    expect(code(tryPlay(led, 2, 'EU'))).toBe('ok');
    expect(code(tryPlay(led, 2, 'EO'))).toBe('ok');
  });
  test('a void seat may play any card, and a discarded Heart does not win', () => {
    const s = play(start, PARTIE_PLAYS.slice(0, 13));
    expect(s.toAct).toBe(2);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(cards('EU GU HA HK H10'));
    const done = play(s, [[2, 'HA'], [3, 'SA'], [0, 'SK']]);
    expect(done.tricks[3]?.winner).toBe(3);
  });
  test('the renege of renege-rejected.json is refused with must-follow-suit', () => {
    const s = deal(matchWith({}, 4), 0, ['EK EU GA HA HK HO H7 S8', 'EA GU H9 H8 SA SU S9 S7', 'EO E10 E9 GO G9 G8 HU SO', 'E8 E7 GK G10 G7 H10 SK S10']);
    const t = play(s, [[1, 'S7'], [2, 'SO'], [3, 'S10'], [0, 'S8'], [2, 'G8']]);
    expect(code(tryPlay(t, 3, 'H10'))).toBe('must-follow-suit');
  });
  test('8: the highest card of the led suit wins; the Ten ranks below the Unter', () => {
    const t = play(start, PARTIE_PLAYS.slice(0, 4));
    expect(t.tricks[0]).toEqual({ leader: 1, cards: cards('E10 EO E9 E8'), winner: 2 });
    expect(t.toAct).toBe(2);
    const u = play(deal(matchWith({}, 4), 0, SPLIT_HANDS), []);
    expect(u.toAct).toBe(1);
  });
  test('all T tricks are played even when no penalty item is left (No Max after Max fell)', () => {
    const s = play(deal(matchWith({ startContract: 3 }, 4), 3, PARTIE_HANDS), []);
    expect(s.info.contract).toBe('no-max');
    const over = playDefaults(s);
    expect(over.tricks).toHaveLength(8);
  });
});

describe('6.2 and 7.3: the layout deal', () => {
  const layoutMatch = matchWith({ startContract: 4 }, 4);
  const start = deal(layoutMatch, 2, LAYOUT_HANDS);
  test('the holder of the start card moves first and must lay it (must-lay-start-card)', () => {
    expect(start.info.contract).toBe('layout');
    expect(start.toAct).toBe(2);
    expect(keinStich.legalActions(start).map((a) => a.card)).toEqual(['EU']);
    expect(code(tryPlay(start, 2, 'EO'))).toBe('must-lay-start-card');
    expect(code(tryPlay(start, 0, 'GU'))).toBe('not-your-turn');
  });
  test('another Unter may not start the deal even when it is the holder\'s own', () => {
    const hu = deal(matchWith({ startContract: 4, layoutStartCard: 'HU' }, 4), 2, LAYOUT_HANDS);
    expect(hu.toAct).toBe(3);
    expect(code(tryPlay(hu, 3, 'EA'))).toBe('must-lay-start-card');
    expect(keinStich.legalActions(hu).map((a) => a.card)).toEqual(['HU']);
  });
  test('a card that does not extend a row is refused with card-not-layable', () => {
    const s = play(start, [[2, 'EU']]);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(['E10', 'HU']);
    expect(code(tryPlay(s, 3, 'EA'))).toBe('card-not-layable');
    expect(code(tryPlay(s, 3, 'GO'))).toBe('card-not-layable');
    expect(code(tryPlay(s, 3, 'HU'))).toBe('ok');
  });
  test('a seat without a layable card is passed automatically; it may not act, and there is no pass action', () => {
    const s = play(start, [[2, 'EU'], [3, 'E10'], [0, 'E9']]);
    expect(s.layout.slice(-2)).toEqual([{ kind: 'lay', seat: 0, card: 'E9' }, { kind: 'pass', seat: 1 }]);
    expect(s.toAct).toBe(2);
    expect(code(tryPlay(s, 1, 'GA'))).toBe('not-your-turn');
    expect(keinStich.parseAction({ type: 'pass' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
  });
  test('a seat may start a new row with an Unter when it could also extend one', () => {
    const s = play(start, [[2, 'EU'], [3, 'E10'], [0, 'E9'], [2, 'EO'], [3, 'EK'], [0, 'E8'], [2, 'E7'], [3, 'EA']]);
    expect(keinStich.legalActions(s).map((a) => a.card)).toEqual(['GU', 'SU']);
    const t = play(s, [[0, 'GU']]);
    expect(t.toAct).toBe(3);
    expect(keinStich.legalActions(t).map((a) => a.card)).toEqual(cards('GO G10 HU'));
  });
  test('when every other seat still in passes, the seat that just laid lays again', () => {
    const hands = ['EU GU HU SU EO EK EA E10', 'E9 GA GK GO G10 G9 HA HK', 'HO H10 H9 SA SK SO S10 S9'];
    const s = play(deal(matchWith({ startContract: 4 }, 3), 2, hands), [[0, 'EU']]);
    expect(s.layout).toEqual([{ kind: 'lay', seat: 0, card: 'EU' }, { kind: 'pass', seat: 1 }, { kind: 'pass', seat: 2 }]);
    expect(s.toAct).toBe(0);
  });
  test('7.3 example: after EU, EO, E10 the layable Acorns are EK and E9', () => {
    const rows = [[2, 4], null, null, null] as const; // rank indices: O = 2, 10 = 4
    expect(cards('EA EK EO EU E10 E9 E8 E7').filter((c) => isLayable(rows, 'EU', c))).toEqual(['EK', 'E9']);
  });
  test('rows end at the lowest card of the pack in use (Nine with 3 seats, Acorn/Leaves Eight with 5 or 6)', () => {
    expect(isLayable([[0, 5], null, null, null], 'EU', 'E8')).toBe(true); // only a 4-seat hand can hold E8
    expect(packFor(3).includes('E8')).toBe(false);
    expect(packFor(5).filter((c) => c.endsWith('7'))).toEqual(['H7', 'S7']);
    expect(isLayable([[0, 3], null, null, null], 'EU', 'EA')).toBe(false); // nothing above the Ace, no wrap
  });
  test('going out gives the next place; the deal ends when n − 1 seats are out; then deal-over', () => {
    const over = playDefaults(start);
    expect(over.toAct).toBeNull();
    expect(over.phase).toBe('over');
    expect(over.finishOrder).toHaveLength(4);
    const last = over.finishOrder[3] ?? -1;
    expect(over.hands[last]?.length).toBeGreaterThan(0);
    expect(over.hands.filter((h) => h.length === 0)).toHaveLength(3);
    expect(code(tryPlay(over, last, over.hands[last]?.[0] ?? 'EA'))).toBe('deal-over');
  });
});

describe('11: options', () => {
  const parse = (raw: unknown, seats = 4) => keinStich.parseOptions(raw, seats);
  test('defaults, with parties = number of seats', () => {
    expect(parse(null, 5)).toEqual({ ok: true, value: {
      stake: 5, kingLouis: false, extraContract: 'none', power: false, schwarzeSau: false, march: false,
      layoutStartCard: 'EU', startContract: 0, parties: 5,
    } });
    expect(parse(undefined)).toMatchObject({ ok: true, value: { parties: 4 } });
  });
  test.each([
    [{ bogus: 1 }, 'bogus'], [{ stake: 0 }, 'stake'], [{ stake: 2.5 }, 'stake'], [{ stake: null }, 'stake'],
    [{ kingLouis: 'yes' }, 'kingLouis'], [{ extraContract: 'no-last' }, 'extraContract'], [{ power: 1 }, 'power'],
    [{ schwarzeSau: null }, 'schwarzeSau'], [{ march: 'true' }, 'march'], [{ layoutStartCard: 'EO' }, 'layoutStartCard'],
    [{ startContract: -1 }, 'startContract'], [{ startContract: 5 }, 'startContract'], [{ startContract: 4, kingLouis: true }, 'startContract'],
    [{ power: true, startContract: 2 }, 'startContract'], [{ parties: 0 }, 'parties'], [{ parties: 1.5 }, 'parties'], [[1], 'object'],
  ])('%j is refused with a message naming %s', (raw, name) => {
    const r = parse(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain(name);
      expect(r.error).not.toContain('\n');
    }
  });
  test('startContract may reach the last index of the sequence the other options give', () => {
    expect(parse({ startContract: 5, extraContract: 'no-first-last' }).ok).toBe(true);
    expect(parse({ startContract: 1, power: true }).ok).toBe(true);
  });
  test('the arena refuses startContract other than 0', () => {
    expect(keinStich.checkArenaOptions(options({ startContract: 2 }), 4)).toMatchObject({ ok: false });
    expect(keinStich.checkArenaOptions(options({ power: true, march: true }), 4)).toMatchObject({ ok: true });
  });
});
