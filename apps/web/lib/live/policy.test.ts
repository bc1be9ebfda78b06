import { describe, expect, test } from 'vitest';
import { liveViewAt } from './policy.ts';

const bots = { hasPerson: false };
const person = { hasPerson: true };
const seat = { kind: 'seat', seat: 2 } as const;
const all = { kind: 'all' } as const;
const open = { kind: 'public' } as const;

describe('live views', () => {
  test('all hands only after the deal; seats live at bot tables, after the deal at a table with a person', () => {
    expect(liveViewAt(all, false, bots)).toEqual(open);
    expect(liveViewAt(all, true, bots)).toEqual(all);
    expect(liveViewAt(seat, false, bots)).toEqual(seat);
    expect(liveViewAt(seat, false, person)).toEqual(open);
    expect(liveViewAt(seat, true, person)).toEqual(seat);
    expect(liveViewAt(all, false, person)).toEqual(open);
    expect(liveViewAt(open, false, person)).toEqual(open);
  });

  test('the person at the table sees their own seat live, and no other seat or all hands before the deal ends', () => {
    const atSeat2 = { hasPerson: true, viewerSeat: 2 };
    expect(liveViewAt(seat, false, atSeat2)).toEqual(seat);
    expect(liveViewAt({ kind: 'seat', seat: 1 }, false, atSeat2)).toEqual(open);
    expect(liveViewAt(all, false, atSeat2)).toEqual(open);
    expect(liveViewAt({ kind: 'seat', seat: 1 }, true, atSeat2)).toEqual({ kind: 'seat', seat: 1 });
  });
});
