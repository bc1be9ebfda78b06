/** Types and helpers for Bolachen bots (docs/rules/bolachen.md). */
import type { Action, Observation as View, Options } from './types.ts';
import type { BotInfo, Observation as Envelope } from '@arena/bot-sdk/contract';

export type { Action, Options, View };
export type Observation = Envelope<View, Action>;
export type Info = BotInfo<Options>;
export { RANK_ORDER } from './types.ts';
