/**
 * The table as each viewer sees it (docs/rules/lupfen.md, section 12): a seat its own cards (under
 * blindLupf only after `look`) and every public card, the public view no hand, the `all` view
 * every hand; another seat's unplayed cards never before the deal ends, unless shown.
 */
import { describe, expect, it } from 'vitest';
import { cardsShown } from '@arena/engine/table-view';
import { lupfen } from './index.ts';
import { matchWith, run, start } from './test-support.ts';
import type { DealState } from './state.ts';

const HANDS = 'HA H10 EK | EA GA SK | EU GO HU';
const lupfenDeal = (options: object = {}) => start({ match: matchWith(options, 3, 9), dealer: 0, hands: HANDS, trump: 'SA' });
const sorted = (cards: Iterable<string>): string[] => [...cards].sort();

/** The unplayed cards of every seat but `viewer` that its table view shows. */
function othersCardsShown(s: DealState, viewer: number | 'public'): string[] {
  const shown = cardsShown(lupfen.tableView(s, viewer));
  return s.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand.filter((c) => shown.has(c))));
}

describe('table view', () => {
  it('lupf phase: a seat sees its own hand and counts of the others; the public view no hand', () => {
    const s = lupfenDeal();
    const v = lupfen.tableView(s, 1);
    expect(v.seats.map((x) => x.hand)).toEqual([null, ['EA', 'GA', 'SK'], null]);
    expect(v.seats.map((x) => x.handSize)).toEqual([3, 3, 3]);
    expect(v.faceUp).toEqual([]); // the trump card is not turned yet
    expect(v.pot).toBe(s.pot);
    expect(v.phase).toBe('lupf');
    expect(v.toAct).toBe(1);
    expect(lupfen.tableView(s, 'public').seats.every((x) => x.hand === null)).toBe(true);
    expect(sorted(lupfen.tableView(s, 'all').seats.flatMap((x) => x.hand ?? []))).toEqual(sorted(HANDS.replace(/\|/g, '').split(/\s+/)));
  });

  it('play: the turned trump card, the open trick and the tricks done are public; no hidden card leaks', () => {
    const steps: [number, string][] = [[1, 'lupf'], [2, 'mit'], [0, 'pass'], [1, 'play:EA'], [2, 'play:EU'], [1, 'play:GA']];
    let s = lupfenDeal();
    for (const step of steps) {
      s = run(s, [step]);
      for (const viewer of [0, 1, 2, 'public'] as const) expect(othersCardsShown(s, viewer), `${String(viewer)} after ${step[1]}`).toEqual([]);
    }
    const v = lupfen.tableView(s, 'public');
    expect(v.faceUp).toEqual([{ label: 'Trump card', cards: ['SA'] }]);
    expect(v.tricks).toEqual([{ leader: 1, plays: [{ seat: 1, card: 'EA' }, { seat: 2, card: 'EU' }], winner: 1 }]);
    expect(v.trick).toEqual({ leader: 1, plays: [{ seat: 1, card: 'GA' }], winner: null });
    expect(v.seats.map((x) => x.tricksTaken)).toEqual([0, 1, 0]);
  });

  it('blindLupf: a seat sees its own cards only after look', () => {
    const s = lupfenDeal({ blindLupf: true });
    expect(lupfen.tableView(s, 1).seats[1]?.hand).toBeNull();
    expect(lupfen.tableView(run(s, [[1, 'look']]), 1).seats[1]?.hand).toEqual(['EA', 'GA', 'SK']);
  });

  it('a shown special hand (three Unters) is seen by everybody', () => {
    const u = run(start({ match: matchWith({}, 3), dealer: 0, hands: 'HA H10 EK | EA GA SK | EU GU HU', trump: 'SA' }), []);
    expect(lupfen.tableView(u, 'public').seats.map((x) => x.hand)).toEqual([null, null, ['EU', 'GU', 'HU']]);
  });

  it('only play is a card action', () => {
    expect(lupfen.actionKind({ type: 'play', card: 'EA' })).toBe('card');
    for (const type of ['deal', 'push', 'look', 'blind-lupf', 'lupf', 'pass', 'mit', 'verworfen'] as const) expect(lupfen.actionKind({ type })).toBe('call');
  });
});
