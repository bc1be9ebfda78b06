/** Seat drivers from a child job's plain-JSON seats. */
import { houseBot, isHouseBotId } from '../house-bots.ts';
import type { SeatDriver } from '../seat-driver.ts';
import type { ChildSeat } from './protocol.ts';

export function driverOf(seat: ChildSeat, index: number, seed: string): SeatDriver {
  switch (seat.kind) {
    case 'sandboxed': return seat;
    case 'broken': return seat;
    case 'house':
      if (!isHouseBotId(seat.id)) throw new Error(`unknown house bot ${seat.id}`);
      return houseBot(seat.id, seed, index, seat.name);
  }
}
