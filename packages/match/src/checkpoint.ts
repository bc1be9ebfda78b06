/**
 * Where a match stands when a bot is called (its own module, so that the match runner and the seat
 * book share it without importing each other), and a kill of the match process charged there.
 */
import type { BotFault } from '@arena/sandbox/fault';

export interface Checkpoint {
  readonly seat: number;
  readonly phase: 'init' | 'decide';
  /** The number of decisions recorded before this call. */
  readonly decision: number;
}

export interface Kill {
  readonly checkpoint: Checkpoint;
  readonly fault: BotFault;
}
