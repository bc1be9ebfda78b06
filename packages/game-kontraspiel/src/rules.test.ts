/**
 * Every "may not" / "must" / "illegal" of docs/rules/kontraspiel.md, from given deals: the forbidden
 * action is refused with the code naming the rule, and the allowed neighbour is accepted.
 */
import { describe, expect, it } from 'vitest';
import { CANDIDATES } from './actions.ts';
import { actionKey } from '@arena/engine/game';
import { seededDealCards } from '@arena/engine/player';
import { createRng } from '@arena/engine/rng';
import { kontraspiel } from './index.ts';
import type { DealState } from './state.ts';
import { given, matchWith, refusal, run } from './testing.ts';

// Dealer 3, eldest 0. Seat 0 holds the top Hearts and both Wenzels; nobody else holds a Heart.
const HANDS_A = ['EU GU HA HK HO', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'];
const STOCK_H = 'H10 HU H9 S9'; // turn-up H10: preferred Hearts
const STOCK_S = 'S9 H10 HU H9'; // turn-up S9: preferred Bells
// Mixed hands for the follow-suit rule (turn-up H9, preferred Hearts).
const HANDS_F = ['GA GK HA SA EA', 'GU EK EO SK S10', 'EU E10 E9 SO SU', 'HK HO HU H10 GO'];
const STOCK_F = 'H9 G10 G9 S9';

const P = { type: 'pass' };
const dealA = (options: Record<string, unknown> = {}, stock = STOCK_H): DealState => given(matchWith(options), 3, HANDS_A, stock);
/** Deal A, seat 0 accepts at once; the announcement round passes. Now window D0 from seat 1. */
const afterAccept = (options: Record<string, unknown> = {}): DealState =>
  run(dealA(options), [[0, { type: 'accept' }], [1, P], [2, P], [3, P]]);

describe('turns and phases', () => {
  it('only the seat to act may act (not-your-turn), whatever it does', () => {
    const s = dealA();
    expect(s.toAct).toBe(0);
    expect(refusal(s, 1, { type: 'accept' })).toBe('not-your-turn');
    expect(refusal(s, 3, P)).toBe('not-your-turn');
  });

  it('an action of another phase is refused (wrong-phase)', () => {
    const s = dealA();
    expect(refusal(s, 0, { type: 'choose', suit: 'E' })).toBe('wrong-phase');
    expect(refusal(s, 0, { type: 'play', card: 'EU' })).toBe('wrong-phase');
    expect(refusal(s, 0, { type: 'take' })).toBe('wrong-phase');
    expect(refusal(s, 0, { type: 'contra' })).toBe('wrong-phase');
    expect(refusal(s, 0, { type: 'discard', card: 'EU' })).toBe('wrong-phase');
  });

  it('nothing is accepted once the deal is over (deal-over)', () => {
    const s = run(dealA(), [[0, P], [1, P], [2, P], [3, P], [0, P], [1, P], [2, P], [3, P]]);
    expect(s.phase).toBe('over');
    expect(refusal(s, 0, P)).toBe('deal-over');
    expect(kontraspiel.legalActions(s)).toEqual([]);
  });

  it('malformed actions: unknown-action, no-such-card, bad-action; unused fields are dropped', () => {
    expect(kontraspiel.parseAction({ type: 'double' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    expect(kontraspiel.parseAction({ type: 'play' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(kontraspiel.parseAction({ type: 'play', card: 'E8' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(kontraspiel.parseAction({ type: 'contra', exchange: 'XY' })).toMatchObject({ ok: false, error: { code: 'no-such-card' } });
    expect(kontraspiel.parseAction({ type: 'contra', exchange: 7 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(kontraspiel.parseAction({ type: 'choose', suit: 'X' })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(kontraspiel.parseAction({ type: 'announce' })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(kontraspiel.parseAction('pass')).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(kontraspiel.parseAction({ type: 'pass', card: 'EU' })).toEqual({ ok: true, value: { type: 'pass' } });
    expect(kontraspiel.parseAction({ type: 'contra', exchange: null })).toEqual({ ok: true, value: { type: 'contra' } });
  });
});

describe('phase A: the turn-up', () => {
  it('a turned-up Wenzel makes the dealer soloist at once: no take, no bidding; he must discard', () => {
    const s = given(matchWith(), 2, ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'], 'GU H9 SU S10');
    expect([s.phase, s.toAct, s.soloist, s.trump, s.contract, s.turnUpHolder]).toEqual(['discard', 2, 2, 'G', 'turn-up', 2]);
    expect(refusal(s, 2, { type: 'take' })).toBe('wrong-phase');
    expect(refusal(s, 3, { type: 'accept' })).toBe('not-your-turn');
  });

  it('with aceTurnUp false an Ace turn-up is ordinary; with wenzelTurnUp "choice" a Wenzel is a blind turn-up', () => {
    const ace = ['EU GU HK HO HU', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'];
    expect(given(matchWith({ aceTurnUp: false }), 3, ace, 'HA H10 H9 S9').phase).toBe('first-round');
    const w = given(matchWith({ wenzelTurnUp: 'choice', aceTurnUp: false }), 2,
      ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'], 'GU H9 SU S10');
    expect([w.phase, w.toAct, w.soloist]).toEqual(['blind', 2, null]);
  });

  it('BLIND: the dealer may only take or pass; the others wait', () => {
    const s = given(matchWith(), 3, ['EU GU HK HO HU', 'EA EK EO E10 E9', 'GA GK GO G10 G9', 'SA SK SO SU S10'], 'HA H10 H9 S9');
    expect(s.phase).toBe('blind');
    expect(kontraspiel.legalActions(s)).toEqual([{ type: 'pass' }, { type: 'take' }]);
    expect(refusal(s, 3, { type: 'accept' })).toBe('wrong-phase');
    expect(refusal(s, 3, { type: 'discard', card: 'SA' })).toBe('wrong-phase');
    expect(refusal(s, 0, P)).toBe('not-your-turn');
    expect(run(s, [[3, P]]).phase).toBe('first-round');
  });

  it('DISCARD: the turn-up just taken may not be discarded; the card must be in the hand', () => {
    const s = given(matchWith(), 2, ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'], 'GU H9 SU S10');
    expect(s.phase).toBe('discard');
    expect(s.hands[2]).toHaveLength(6);
    expect(refusal(s, 2, { type: 'discard', card: 'GU' })).toBe('cannot-discard-turn-up');
    expect(refusal(s, 2, { type: 'discard', card: 'SA' })).toBe('card-not-in-hand');
    expect(refusal(s, 3, { type: 'discard', card: 'SA' })).toBe('not-your-turn');
    expect(refusal(s, 2, { type: 'play', card: 'S9' })).toBe('wrong-phase');
    expect(refusal(s, 2, { type: 'take' })).toBe('wrong-phase');
    const after = run(s, [[2, { type: 'discard', card: 'S9' }]]);
    expect(after.phase).toBe('contra-window'); // no bidding, no announcement in a turn-up game
    expect(refusal(after, 3, { type: 'announce', suit: 'H' })).toBe('wrong-phase');
  });
});

describe('bidding', () => {
  it('FIRST-ROUND: accept or pass, in order from eldest', () => {
    const s = dealA();
    expect(kontraspiel.legalActions(s)).toEqual([{ type: 'pass' }, { type: 'accept' }]);
    expect(refusal(run(s, [[0, P]]), 0, { type: 'accept' })).toBe('not-your-turn');
  });

  it('SECOND-ROUND: only eldest may choose the preferred suit', () => {
    const second = run(dealA(), [[0, P], [1, P], [2, P], [3, P]]);
    expect(second.phase).toBe('second-round');
    expect(refusal(second, 0, { type: 'accept' })).toBe('wrong-phase');
    expect(refusal(second, 0, { type: 'choose', suit: 'H' })).toBe('accepted');
    const s1 = run(second, [[0, P]]);
    expect(refusal(s1, 1, { type: 'choose', suit: 'H' })).toBe('only-eldest-may-choose-preferred');
    expect(refusal(s1, 1, { type: 'choose', suit: 'S' })).toBe('accepted');
    expect(kontraspiel.legalActions(s1).map((a) => JSON.stringify(a))).toEqual(
      ['{"type":"pass"}', '{"type":"choose","suit":"E"}', '{"type":"choose","suit":"G"}', '{"type":"choose","suit":"S"}'],
    );
  });

  it('ANNOUNCE: never in the preferred suit; may repeat the current trump; the soloist is not asked', () => {
    // Preferred Bells; seat 1 chooses Hearts in the second round; seat 0 may announce Hearts too.
    const s = run(dealA({}, STOCK_S), [[0, P], [1, P], [2, P], [3, P], [0, P], [1, { type: 'choose', suit: 'H' }]]);
    expect(s.phase).toBe('announce');
    expect(s.toAct).toBe(0);
    expect(refusal(s, 0, { type: 'announce', suit: 'S' })).toBe('cannot-announce-preferred-suit');
    expect(refusal(s, 1, { type: 'announce', suit: 'E' })).toBe('not-your-turn');
    const a = run(s, [[0, { type: 'announce', suit: 'H' }]]);
    expect([a.soloist, a.trump, a.contract, a.phase, a.toAct]).toEqual([0, 'H', 'announced', 'contra-window', 1]);
    // The replaced soloist may say contra.
    expect(refusal(a, 1, { type: 'contra' })).toBe('accepted');
  });

  it('option announce false: no announcement round', () => {
    const s = run(dealA({ announce: false }), [[0, { type: 'accept' }]]);
    expect(s.phase).toBe('contra-window');
    expect(refusal(s, 1, { type: 'announce', suit: 'E' })).toBe('wrong-phase');
  });
});

describe('contra, the exchange, recontra', () => {
  it('the soloist may not say contra; recontra is not a contra-window action', () => {
    const s = afterAccept();
    expect([s.phase, s.toAct]).toEqual(['contra-window', 1]);
    expect(refusal(s, 1, { type: 'recontra' })).toBe('wrong-phase');
    const last = run(s, [[1, P], [2, P]]);
    expect(refusal(last, 0, { type: 'contra' })).toBe('not-your-turn');
    expect(run(last, [[3, P]]).phase).toBe('play');
  });

  it('the exchange: a card of the own hand, in D0, against a first-round solo, with the option on', () => {
    const s = afterAccept();
    expect(refusal(s, 1, { type: 'contra', exchange: 'GA' })).toBe('card-not-in-hand');
    const x = run(s, [[1, { type: 'contra', exchange: 'E9' }]]);
    expect(x.hands[1]).toEqual(['EA', 'EK', 'EO', 'E10', 'H10']);
    expect([x.contra, x.exchanged, x.turnUpHolder, x.phase]).toEqual([1, 'E9', 1, 'play']);
    expect(refusal(afterAccept({ contraExchange: false }), 1, { type: 'contra', exchange: 'E9' })).toBe('exchange-not-allowed');
  });

  it('no exchange after the first trick has started (D1)', () => {
    const d1 = run(afterAccept(), [[1, P], [2, P], [3, P], [0, { type: 'play', card: 'EU' }], [1, { type: 'play', card: 'EA' }],
      [2, { type: 'play', card: 'GA' }], [3, { type: 'play', card: 'SA' }]]);
    expect([d1.phase, d1.toAct]).toEqual(['contra-window', 1]);
    expect(refusal(d1, 1, { type: 'contra', exchange: 'E9' })).toBe('exchange-only-before-first-trick');
    expect(refusal(d1, 1, { type: 'contra' })).toBe('accepted');
  });

  it('no exchange after a second-round choice (even of the preferred suit), an announcement or a turn-up game', () => {
    const second = run(dealA(), [[0, P], [1, P], [2, P], [3, P], [0, { type: 'choose', suit: 'H' }], [1, P], [2, P], [3, P]]);
    expect(refusal(second, 1, { type: 'contra', exchange: 'E9' })).toBe('exchange-only-against-first-round-solo');
    const announced = run(dealA(), [[0, P], [1, { type: 'accept' }], [0, { type: 'announce', suit: 'E' }]]);
    expect(refusal(announced, 1, { type: 'contra', exchange: 'E9' })).toBe('exchange-only-against-first-round-solo');
    const wenzel = run(given(matchWith(), 2, ['EO E10 HK HO SK', 'E9 G9 HU H10 SO', 'EU GA GK GO S9', 'EA EK G10 HA SA'], 'GU H9 SU S10'),
      [[2, { type: 'discard', card: 'S9' }]]);
    expect(refusal(wenzel, 3, { type: 'contra', exchange: 'EA' })).toBe('exchange-only-against-first-round-solo');
  });

  it('recontra: only in a recontra window, never by the soloist or the contra player', () => {
    const s = run(afterAccept(), [[1, { type: 'contra' }], [0, { type: 'play', card: 'EU' }], [1, { type: 'play', card: 'EA' }],
      [2, { type: 'play', card: 'GA' }], [3, { type: 'play', card: 'SA' }]]);
    expect([s.phase, s.toAct]).toEqual(['recontra-window', 2]);
    expect(refusal(s, 2, { type: 'contra' })).toBe('wrong-phase');
    expect(refusal(s, 1, { type: 'recontra' })).toBe('not-your-turn');
    const r = run(s, [[2, { type: 'recontra' }]]);
    expect([r.recontra, r.phase, r.toAct]).toEqual([2, 'play', 0]);
  });

  it('contra said in D1 opens a recontra window in D2; without contra there is no D2', () => {
    const t1: [number, Record<string, unknown>][] = [[0, { type: 'play', card: 'EU' }], [1, { type: 'play', card: 'EA' }],
      [2, { type: 'play', card: 'GA' }], [3, { type: 'play', card: 'SA' }]];
    const t2: [number, Record<string, unknown>][] = [[0, { type: 'play', card: 'GU' }], [1, { type: 'play', card: 'EK' }],
      [2, { type: 'play', card: 'GK' }], [3, { type: 'play', card: 'SK' }]];
    const quiet = run(afterAccept(), [[1, P], [2, P], [3, P], ...t1, [1, P], [2, P], [3, P], ...t2]);
    expect([quiet.phase, quiet.toAct]).toEqual(['play', 0]);
    const late = run(afterAccept(), [[1, P], [2, P], [3, P], ...t1, [1, P], [2, { type: 'contra' }], ...t2]);
    expect([late.phase, late.toAct, late.contra]).toEqual(['recontra-window', 1, 2]);
  });

  it('options contra false and recontra false remove the windows', () => {
    const noContra = afterAccept({ contra: false });
    expect(noContra.phase).toBe('play');
    expect(refusal(noContra, 0, { type: 'contra' })).toBe('wrong-phase');
    const noRe = run(afterAccept({ recontra: false }), [[1, { type: 'contra' }], [0, { type: 'play', card: 'EU' }],
      [1, { type: 'play', card: 'EA' }], [2, { type: 'play', card: 'GA' }], [3, { type: 'play', card: 'SA' }]]);
    expect([noRe.phase, noRe.toAct]).toEqual(['play', 0]);
  });
});

describe('trick play: the follow-suit rule with the Wenzels', () => {
  const hearts = (): DealState => run(given(matchWith(), 3, HANDS_F, STOCK_F), [[0, { type: 'accept' }], [1, P], [2, P], [3, P], [1, P], [2, P], [3, P]]);
  const leaves = (): DealState => run(given(matchWith(), 3, HANDS_F, STOCK_F),
    [[0, P], [1, P], [2, P], [3, P], [0, { type: 'choose', suit: 'G' }], [1, P], [2, P], [3, P], [1, P], [2, P], [3, P]]);

  it('the card must be in the hand', () => {
    expect(refusal(hearts(), 0, { type: 'play', card: 'HK' })).toBe('card-not-in-hand');
  });

  it('Hearts trumps, a Leaf led: GU is no Leaf, so its holder may play anything; a real Leaf must follow', () => {
    const s = run(hearts(), [[0, { type: 'play', card: 'GA' }]]);
    expect(refusal(s, 1, { type: 'play', card: 'EK' })).toBe('accepted');
    expect(refusal(s, 1, { type: 'play', card: 'GU' })).toBe('accepted');
    const s3 = run(s, [[1, { type: 'play', card: 'GU' }], [2, { type: 'play', card: 'SO' }]]);
    expect(refusal(s3, 3, { type: 'play', card: 'HK' })).toBe('must-follow-suit');
    expect(kontraspiel.legalActions(s3)).toEqual([{ type: 'play', card: 'GO' }]);
    expect(run(s3, [[3, { type: 'play', card: 'GO' }]]).leader).toBe(1); // GU trumps the Leaf Ace
  });

  it('Hearts trumps, a trump led: EU and GU are trumps and must be played if they are the only ones', () => {
    const s = run(hearts(), [[0, { type: 'play', card: 'HA' }]]);
    expect(refusal(s, 1, { type: 'play', card: 'EK' })).toBe('must-follow-suit');
    const s2 = run(s, [[1, { type: 'play', card: 'GU' }]]);
    expect(refusal(s2, 2, { type: 'play', card: 'E10' })).toBe('must-follow-suit');
    expect(kontraspiel.legalActions(s2)).toEqual([{ type: 'play', card: 'EU' }]);
  });

  it('Leaves trumps: Acorns is a plain suit without EU; GU and EU follow a trump lead', () => {
    const s = run(leaves(), [[0, { type: 'play', card: 'EA' }]]);
    expect(refusal(s, 1, { type: 'play', card: 'GU' })).toBe('must-follow-suit');
    const s2 = run(s, [[1, { type: 'play', card: 'EK' }]]);
    expect(refusal(s2, 2, { type: 'play', card: 'EU' })).toBe('must-follow-suit');
    const t = run(leaves(), [[0, { type: 'play', card: 'GA' }]]);
    expect(kontraspiel.legalActions(t)).toEqual([{ type: 'play', card: 'GU' }]);
    const t2 = run(t, [[1, { type: 'play', card: 'GU' }]]);
    expect(kontraspiel.legalActions(t2)).toEqual([{ type: 'play', card: 'EU' }]);
    const t3 = run(t2, [[2, { type: 'play', card: 'EU' }]]);
    expect(kontraspiel.legalActions(t3)).toEqual([{ type: 'play', card: 'GO' }]);
    expect(run(t3, [[3, { type: 'play', card: 'GO' }]]).leader).toBe(2); // EU is the highest trump
  });
});

describe('one legality path', () => {
  const configs = [{}, { wenzelTurnUp: 'choice', startBound: [true, true, false, false] }, { recontra: false, contraExchange: false, announce: false }];
  it.each(configs)('applyAction accepts exactly the legal actions among all 83 candidates (random playouts, %j)', (options) => {
    const mismatches: string[] = [];
    const match = matchWith(options);
    for (let k = 0; k < 150; k++) {
      const choose = createRng(`sweep-${k}`);
      let s = kontraspiel.startDeal(match, k % 4, seededDealCards(kontraspiel, match.options, 4, `sweep-${k}`, 0));
      for (let seat = s.toAct; seat !== null; seat = s.toAct) {
        const legal = kontraspiel.legalActions(s);
        const keys = new Set(legal.map(actionKey));
        for (const c of CANDIDATES) {
          const r = kontraspiel.applyAction(s, seat, c);
          if (r.ok !== keys.has(actionKey(c))) mismatches.push(`deal ${k}: ${actionKey(c)} ${r.ok ? 'accepted' : r.error.code}`);
          if (!r.ok && !/^[a-z]+(-[a-z]+)*$/.test(r.error.code)) mismatches.push(`code ${r.error.code}`);
          if (kontraspiel.applyAction(s, (seat + 1) % 4, c).ok) mismatches.push(`deal ${k}: wrong seat accepted`);
        }
        const next = kontraspiel.applyAction(s, seat, legal[choose.nextInt(legal.length)] ?? kontraspiel.defaultAction(s));
        if (!next.ok) throw new Error(next.error.code);
        s = next.value;
      }
    }
    expect(mismatches).toEqual([]);
  });
});
