/** Seat drivers from a child job's plain-JSON seats. */
import { houseBot, isHouseBotId } from '../house-bots.ts';
import type { HumanAnswer, ObservationEnvelope, SeatDriver } from '../seat-driver.ts';
import type { ChildSeat } from './protocol.ts';

/** How a person's seat gets its decisions (in the match process: `askParent`). */
export type AskPerson = (seat: number) => (observation: ObservationEnvelope, decision: number) => HumanAnswer;

const noPerson: AskPerson = () => () => ({ ok: false, error: { kind: 'timeout', message: 'nobody answers for this seat' } });

export function driverOf(seat: ChildSeat, index: number, seed: string, ask: AskPerson = noPerson): SeatDriver {
  switch (seat.kind) {
    case 'human': return { kind: 'human', name: seat.name, identity: seat.identity, decide: ask(index) };
    case 'sandboxed': return seat;
    case 'broken': return seat;
    case 'house':
      if (!isHouseBotId(seat.id)) throw new Error(`unknown house bot ${seat.id}`);
      return houseBot(seat.id, seed, index, seat.name);
  }
}
