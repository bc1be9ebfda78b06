/**
 * Every "illegal" / "must" / "may not" of docs/rules/lupfen.md, built as a given deal: the forbidden
 * action is refused with the code naming the rule, and the allowed alternative is accepted.
 */
import { describe, expect, it } from 'vitest';
import { lupfen } from './index.ts';
import { attempt, hands, matchWith, run, start, stockFor, type Step } from './test-support.ts';

const code = (r: { ok: boolean; error?: { code: string } }): string | null => (r.ok ? null : (r.error?.code ?? null));

/** 3 seats, dealer 0, forehand 1; trumps Bells (SA on the stock). */
const FORCED = { match: matchWith({}, 3), dealer: 0, hands: 'EA GK SU | HA H10 EK | SO G10 GU', trump: 'SA' } as const;
/** The same cards in a Lupfen round (pot 9). */
const lupfenRound = (options: object = {}, trump: 'SA' | 'HK' = 'SA', cards = 'EA GK SU | HA E10 SK | SO G10 GU') =>
  ({ match: matchWith(options, 3, 9), dealer: 0, hands: cards, trump }) as const;

describe('follow suit, else trump (section 6)', () => {
  const s = start(FORCED);
  it('a card not held is refused', () => {
    expect(code(attempt(s, [], 1, 'play:SA'))).toBe('card-not-in-hand');
    expect(code(attempt(s, [], 1, 'play:EA'))).toBe('card-not-in-hand');
  });
  it('the leader may lead any card', () => {
    for (const c of ['HA', 'H10', 'EK']) expect(code(attempt(s, [], 1, `play:${c}`))).toBeNull();
  });
  it('a follower without the suit led but with a trump must trump', () => {
    expect(code(attempt(s, [[1, 'play:HA']], 2, 'play:G10'))).toBe('must-trump');
    expect(code(attempt(s, [[1, 'play:HA']], 2, 'play:SO'))).toBeNull();
  });
  it('undertrumping is compulsory when it is the only trump (no duty to overtrump)', () => {
    const steps: Step[] = [[1, 'play:HA'], [2, 'play:SO']];
    expect(code(attempt(s, steps, 0, 'play:EA'))).toBe('must-trump');
    expect(lupfen.legalActions(run(s, steps))).toEqual([{ type: 'play', card: 'SU' }]);
  });
  it('a follower holding the suit led must follow (need not head the trick)', () => {
    const steps: Step[] = [[1, 'play:HA'], [2, 'play:SO'], [0, 'play:SU'], [2, 'play:G10']];
    expect(code(attempt(s, steps, 0, 'play:EA'))).toBe('must-follow-suit');
    expect(code(attempt(s, steps, 0, 'play:SU'))).toBe('card-not-in-hand');
    expect(code(attempt(s, steps, 0, 'play:GK'))).toBeNull();
  });
  it('with neither the suit led nor a trump, any card may be played', () => {
    const steps: Step[] = [[1, 'play:HA'], [2, 'play:SO'], [0, 'play:SU'], [2, 'play:G10'], [0, 'play:GK']];
    expect(lupfen.legalActions(run(s, steps)).map((a) => a.type === 'play' && a.card)).toEqual(['EK', 'H10']);
  });
  it('a trump lead must be followed with a trump', () => {
    const t = start({ ...FORCED, hands: 'EA GK SU | SK H10 EK | SO G10 GU' });
    expect(code(attempt(t, [[1, 'play:SK']], 2, 'play:G10'))).toBe('must-follow-suit');
  });
  it('a seat out of turn is refused, also a seat acting twice', () => {
    expect(code(attempt(s, [], 2, 'play:SO'))).toBe('not-your-turn');
    expect(code(attempt(s, [[1, 'play:HA']], 1, 'play:H10'))).toBe('not-your-turn');
  });
  it('actions after the deal is over are refused', () => {
    const over = run(s, [[1, 'play:HA'], [2, 'play:SO'], [0, 'play:SU'], [2, 'play:G10'], [0, 'play:GK'], [1, 'play:EK'], [2, 'play:GU'], [0, 'play:EA'], [1, 'play:H10']]);
    expect(lupfen.seatToAct(over)).toBeNull();
    expect(code(lupfen.applyAction(over, 0, { type: 'pass' }))).toBe('deal-over');
  });
});

describe('lupf and mit phases (5.5, 5.6)', () => {
  const s = start(lupfenRound());
  it('the lupf phase starts at forehand; only lupf or pass', () => {
    expect(lupfen.seatToAct(s)).toBe(1);
    expect(lupfen.legalActions(s)).toEqual([{ type: 'lupf' }, { type: 'pass' }]);
    expect(code(attempt(s, [], 1, 'mit'))).toBe('wrong-phase');
    expect(code(attempt(s, [], 1, 'play:HA'))).toBe('wrong-phase');
    expect(code(attempt(s, [], 1, 'verworfen'))).toBe('wrong-phase');
    expect(code(attempt(s, [], 1, 'deal'))).toBe('wrong-phase');
    expect(code(attempt(s, [], 0, 'lupf'))).toBe('not-your-turn');
  });
  it('the mit phase asks from the lupfer\'s left, including seats that passed the lupf', () => {
    const m = run(s, [[1, 'pass'], [2, 'lupf']]);
    expect(lupfen.seatToAct(m)).toBe(0);
    expect(code(attempt(s, [[1, 'pass'], [2, 'lupf']], 1, 'mit'))).toBe('not-your-turn');
    expect(code(attempt(s, [[1, 'pass'], [2, 'lupf']], 0, 'lupf'))).toBe('wrong-phase');
    expect(lupfen.seatToAct(run(m, [[0, 'pass']]))).toBe(1);
    expect(run(m, [[0, 'pass'], [1, 'mit']]).phase).toBe('play');
  });
  it('later seats are not asked to lupf after a lupf', () => {
    const m = run(s, [[1, 'lupf']]);
    expect(m.phase).toBe('mit');
    expect(code(attempt(s, [[1, 'lupf']], 2, 'lupf'))).toBe('wrong-phase');
  });
  it('passIsFinal: a seat that passed the lupf is not asked again', () => {
    const p = start(lupfenRound({ passIsFinal: true }));
    const m = run(p, [[1, 'pass'], [2, 'lupf']]);
    expect(lupfen.seatToAct(m)).toBe(0);
    const played = run(m, [[0, 'mit']]);
    expect(played.phase).toBe('play');
    expect(played.participants).toEqual([true, false, true]);
    expect(lupfen.seatToAct(played)).toBe(2); // first participant from forehand 1
    expect(code(attempt(p, [[1, 'pass'], [2, 'lupf'], [0, 'mit']], 1, 'play:HA'))).toBe('not-your-turn');
  });
  it('passIsFinal: if the actual dealer lupfs, nobody is asked and the deal is uncontested', () => {
    const p = run(start(lupfenRound({ passIsFinal: true })), [[1, 'pass'], [2, 'pass'], [0, 'lupf']]);
    expect(p.phase).toBe('over');
    expect(p.result).toBe('uncontested');
  });
  it('heartsCompulsory: a Heart trump card skips the mit phase, every other seat plays', () => {
    const h = run(start(lupfenRound({ heartsCompulsory: true }, 'HK')), [[1, 'pass'], [2, 'lupf']]);
    expect(h.phase).toBe('play');
    expect(h.participants).toEqual([true, true, true]);
    expect(code(lupfen.applyAction(h, 1, { type: 'mit' }))).toBe('wrong-phase');
    expect(code(lupfen.applyAction(h, 1, { type: 'pass' }))).toBe('wrong-phase');
  });
  it('heartsCompulsory does nothing for a trump card of another suit', () => {
    expect(run(start(lupfenRound({ heartsCompulsory: true }, 'SA')), [[1, 'pass'], [2, 'lupf']]).phase).toBe('mit');
  });
  it('heartsCompulsory with passIsFinal: the seats that passed stay out', () => {
    const opts = { heartsCompulsory: true, passIsFinal: true };
    const h = run(start(lupfenRound(opts, 'HK')), [[1, 'pass'], [2, 'lupf']]);
    expect(h.participants).toEqual([true, false, true]);
    expect(lupfen.seatToAct(h)).toBe(2);
    const d = run(start(lupfenRound(opts, 'HK')), [[1, 'pass'], [2, 'pass'], [0, 'lupf']]);
    expect(d.result).toBe('uncontested');
  });
  it('twoAcesMustLupf: a seat with two Aces may not pass the lupf', () => {
    const cards = 'HA EK GO | EA GA SK | H10 G10 SU';
    const t = start(lupfenRound({ twoAcesMustLupf: true }, 'HK', cards));
    expect(code(attempt(t, [], 1, 'pass'))).toBe('must-lupf-two-aces');
    expect(lupfen.legalActions(t)).toEqual([{ type: 'lupf' }]);
    expect(code(attempt(start(lupfenRound({}, 'HK', cards)), [], 1, 'pass'))).toBeNull();
  });
  it('twoAcesMustLupf does not force a mit', () => {
    const t = start(lupfenRound({ twoAcesMustLupf: true }, 'HK', 'EA GA SK | HA EK GO | H10 G10 SU'));
    expect(code(attempt(t, [[1, 'lupf']], 2, 'pass'))).toBeNull();
    expect(code(attempt(t, [[1, 'lupf'], [2, 'pass']], 0, 'pass'))).toBeNull();
  });
});

describe('blind lupf (5.5)', () => {
  const cards = 'HA EK GO | EA GA SK | H10 G10 SU';
  const s = start(lupfenRound({ blindLupf: true, twoAcesMustLupf: true }, 'HK', cards));
  it('before looking, only look or blind-lupf', () => {
    expect(lupfen.legalActions(s)).toEqual([{ type: 'look' }, { type: 'blind-lupf' }]);
    expect(code(attempt(s, [], 1, 'lupf'))).toBe('must-look-first');
    expect(code(attempt(s, [], 1, 'pass'))).toBe('must-look-first');
  });
  it('after look, no second look and no blind lupf; two Aces bind once looked', () => {
    expect(code(attempt(s, [[1, 'look']], 1, 'look'))).toBe('already-looked');
    expect(code(attempt(s, [[1, 'look']], 1, 'blind-lupf'))).toBe('already-looked');
    expect(code(attempt(s, [[1, 'look']], 1, 'pass'))).toBe('must-lupf-two-aces');
    expect(lupfen.seatToAct(run(s, [[1, 'look']]))).toBe(1);
  });
  it('a blind lupf makes the lupfer and turns the trump card', () => {
    const b = run(s, [[1, 'blind-lupf']]);
    expect(b.lupfer).toBe(1);
    expect(b.blind).toBe(true);
    expect(b.trumpCard).toBe('HK');
  });
  it('look and blind-lupf need the option', () => {
    const plain = start(lupfenRound({}, 'HK', cards));
    expect(code(attempt(plain, [], 1, 'look'))).toBe('blind-lupf-not-enabled');
    expect(code(attempt(plain, [], 1, 'blind-lupf'))).toBe('blind-lupf-not-enabled');
  });
  it('in a forced round there is no lupf phase, so no look', () => {
    const f = start({ ...FORCED, match: matchWith({ blindLupf: true }, 3) });
    expect(code(attempt(f, [], 1, 'look'))).toBe('wrong-phase');
  });
});

describe('Schieben (5.1)', () => {
  const match = matchWith({ dealerFee: 3, schieben: true }, 3);
  const s = start({ match, dealer: 0, hands: FORCED.hands, trump: 'SA' });
  it('the holder must deal or push; others wait', () => {
    expect(lupfen.seatToAct(s)).toBe(0);
    expect(lupfen.legalActions(s)).toEqual([{ type: 'deal' }, { type: 'push' }]);
    expect(code(attempt(s, [], 1, 'deal'))).toBe('not-your-turn');
    expect(code(attempt(s, [], 0, 'play:EA'))).toBe('wrong-phase');
  });
  it('after n − 1 pushes the receiver may only deal', () => {
    const p = run(s, [[0, 'push'], [1, 'push']]);
    expect(lupfen.seatToAct(p)).toBe(2);
    expect(code(lupfen.applyAction(p, 2, { type: 'push' }))).toBe('push-limit-reached');
    expect(lupfen.legalActions(p)).toEqual([{ type: 'deal' }]);
  });
  it('without Schieben there is no deal action', () => {
    expect(code(attempt(start(FORCED), [], 1, 'deal'))).toBe('wrong-phase');
    expect(code(attempt(start(FORCED), [], 1, 'push'))).toBe('wrong-phase');
  });
});

describe('Verworfen (9.2)', () => {
  const forced = { match: matchWith({}, 3), dealer: 0, hands: 'HA SK GK | EA E10 GA | EU GU HO', trump: 'SA' } as const;
  const s = start(forced);
  it('may be declared at the first turn of the first trick, also after others played', () => {
    expect(lupfen.legalActions(run(s, [[1, 'play:EA']]))).toContainEqual({ type: 'verworfen' });
    expect(run(s, [[1, 'play:EA'], [2, 'verworfen']]).result).toBe('verworfen');
  });
  it('needs exactly two Unters and one Ober', () => {
    expect(code(attempt(s, [], 1, 'verworfen'))).toBe('verworfen-needs-two-unters-one-ober');
    const two = start({ ...forced, hands: 'HA SK GK | EA E10 GA | EU GU HU' });
    expect(two.result).toBe('three-unters');
  });
  it('is too late after the first trick', () => {
    const steps: Step[] = [[1, 'play:EA'], [2, 'play:EU'], [0, 'play:SK'], [0, 'play:HA'], [1, 'play:GA']];
    expect(code(attempt(s, steps, 2, 'verworfen'))).toBe('verworfen-only-first-trick');
  });
  it('is only for a participant: a seat that dropped out never acts', () => {
    const l = start({ match: matchWith({}, 3, 9), dealer: 0, hands: forced.hands, trump: 'SA' });
    const steps: Step[] = [[1, 'lupf'], [2, 'pass'], [0, 'mit']];
    expect(code(attempt(l, steps, 2, 'verworfen'))).toBe('not-your-turn');
  });
  it('is never automatic: a holder may play its hand', () => {
    expect(code(attempt(s, [[1, 'play:EA']], 2, 'play:EU'))).toBeNull();
  });
});

describe('three Unters (9.1)', () => {
  const cards = 'HA H10 EK | EA GA SK | EU GU HU';
  it('a participant that went mit wins at once', () => {
    const d = run(start(lupfenRound({}, 'SA', cards)), [[1, 'lupf'], [2, 'mit'], [0, 'pass']]);
    expect(d.result).toBe('three-unters');
    expect(d.shown).toEqual({ seat: 2, cards: ['EU', 'GU', 'HU'] });
  });
  it('a seat that dropped out has no effect', () => {
    const d = run(start(lupfenRound({}, 'SA', cards)), [[1, 'lupf'], [2, 'pass'], [0, 'mit']]);
    expect(d.phase).toBe('play');
    expect(d.threeUnters).toBeNull();
  });
  it('an uncontested lupfer is not shown', () => {
    const d = run(start(lupfenRound({}, 'SA', 'HA H10 EK | EU GU HU | EA GA SK')), [[1, 'lupf'], [2, 'pass'], [0, 'pass']]);
    expect(d.result).toBe('uncontested');
    expect(d.shown).toBeNull();
    expect(d.threeUnters).toBeNull();
  });
});

describe('reading actions', () => {
  it('codes for unknown, card-less and malformed actions; unused fields are dropped', () => {
    expect(code(lupfen.parseAction({ type: 'bid' }))).toBe('unknown-action');
    expect(code(lupfen.parseAction({}))).toBe('unknown-action');
    expect(code(lupfen.parseAction({ type: 'play' }))).toBe('no-such-card');
    expect(code(lupfen.parseAction({ type: 'play', card: 'E9' }))).toBe('no-such-card');
    expect(code(lupfen.parseAction({ type: 'play', card: 7 }))).toBe('no-such-card');
    expect(code(lupfen.parseAction('lupf'))).toBe('bad-action');
    expect(code(lupfen.parseAction(null))).toBe('bad-action');
    expect(code(lupfen.parseAction([]))).toBe('bad-action');
    expect(lupfen.parseAction({ type: 'lupf', card: 'EA', x: 1 })).toEqual({ ok: true, value: { type: 'lupf' } });
    expect(lupfen.parseAction({ type: 'play', card: 'H10', y: 2 })).toEqual({ ok: true, value: { type: 'play', card: 'H10' } });
  });
  it('the stock of a given deal is the top cards, then the rest', () => {
    const h = hands(FORCED.hands);
    expect(stockFor(h, 'SA')).toHaveLength(11);
  });
});

describe('default action (section 11)', () => {
  it('deal; look; pass, or lupf when pass is illegal; pass in the mit phase', () => {
    const sch = start({ match: matchWith({ dealerFee: 3, schieben: true }, 3), dealer: 0, hands: FORCED.hands, trump: 'SA' });
    expect(lupfen.defaultAction(sch)).toEqual({ type: 'deal' });
    const aces = 'HA EK GO | EA GA SK | H10 G10 SU';
    const blind = start(lupfenRound({ blindLupf: true, twoAcesMustLupf: true }, 'HK', aces));
    expect(lupfen.defaultAction(blind)).toEqual({ type: 'look' });
    expect(lupfen.defaultAction(run(blind, [[1, 'look']]))).toEqual({ type: 'lupf' });
    const plain = start(lupfenRound({}, 'HK', aces));
    expect(lupfen.defaultAction(plain)).toEqual({ type: 'pass' });
    expect(lupfen.defaultAction(run(plain, [[1, 'lupf']]))).toEqual({ type: 'pass' });
  });
  it('in play, the legal card of lowest rank, ties broken by suit order E G H S; never verworfen', () => {
    const s = start({ ...FORCED, hands: 'EA GK SU | HO H10 EO | SO G10 GU' });
    expect(lupfen.defaultAction(s)).toEqual({ type: 'play', card: 'EO' });
    expect(lupfen.defaultAction(run(s, [[1, 'play:H10']]))).toEqual({ type: 'play', card: 'SO' });
    const v = start({ ...FORCED, hands: 'EA GK SK | EU GU HO | SO G10 SU' });
    expect(lupfen.defaultAction(v)).toEqual({ type: 'play', card: 'EU' });
  });
});
