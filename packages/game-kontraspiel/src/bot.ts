/** Types and helpers for Kontraspiel bots (docs/rules/kontraspiel.md). */
import type { Action, Observation as View, Options } from '@arena/game-kontraspiel/types';
import type { BotInfo, Observation as Envelope } from './contract.ts';

export type { Action, Options, View };
export type Observation = Envelope<View, Action>;
export type Info = BotInfo<Options>;
export { effectiveSuit, trumpOrder, WENZELS } from '@arena/game-kontraspiel/types';
