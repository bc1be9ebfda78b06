/** Types and helpers for Bolachen bots (docs/rules/bolachen.md). */
import type { Action, Observation as View, Options } from '@arena/game-bolachen/types';
import type { BotInfo, Observation as Envelope } from './contract.ts';

export type { Action, Options, View };
export type Observation = Envelope<View, Action>;
export type Info = BotInfo<Options>;
export { RANK_ORDER } from '@arena/game-bolachen/types';
