/** Types and helpers for Lupfen bots (docs/rules/lupfen.md). */
import type { Action, Observation as View, Options } from './types.ts';
import type { BotInfo, Observation as Envelope } from '@arena/bot-sdk/contract';

export type { Action, Options, View };
export type Observation = Envelope<View, Action>;
export type Info = BotInfo<Options>;
/** Ranks from high to low in every suit, trumps included: A 10 K O U. */
export const RANK_ORDER = ['A', '10', 'K', 'O', 'U'] as const;
