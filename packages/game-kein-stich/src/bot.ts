/** Types and helpers for Kein Stich bots (docs/rules/kein-stich.md). */
import type { Action, Observation as View, Options } from './types.ts';
import type { BotInfo, Observation as Envelope } from '@arena/bot-sdk/contract';

export type { Action, Options, View };
export type Observation = Envelope<View, Action>;
export type Info = BotInfo<Options>;
/** Ranks from high to low in every deal: A K O U 10 9 8 7 (the Ten is below the Unter). */
export const RANK_ORDER = ['A', 'K', 'O', 'U', '10', '9', '8', '7'] as const;
