/** A refusal of this game: the engine's `RuleError`, with one of this game's codes only. */
import { ruleError as engineRuleError, type RuleError } from '@arena/engine/game';
import type { KeinStichRuleCode } from './types.ts';

export const ruleError = (code: KeinStichRuleCode, message: string): RuleError => engineRuleError(code, message);
