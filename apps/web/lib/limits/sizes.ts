/**
 * Size limits of what visitors send (README "Security"). A bot's source is at most 1 MB
 * (`uploadSchema`); the API body carries it JSON-escaped with a few fields, so it may be twice
 * that. Server action bodies are limited by Next (`serverActions.bodySizeLimit` in next.config.ts).
 */
export const SOURCE_LIMIT = 1_000_000;
export const API_BODY_LIMIT = 2_200_000;
/** A challenge request is a few ids and numbers. */
export const CHALLENGE_BODY_LIMIT = 4096;
/** A comparison request too. */
export const COMPARISON_BODY_LIMIT = 4096;
/** Written into next.config.ts: Next refuses a bigger server action body while reading it. */
export const ACTION_BODY_LIMIT = '1100kb';
