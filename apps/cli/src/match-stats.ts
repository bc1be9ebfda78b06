/** Milliseconds rounded to microseconds, for the results tables. */
export const ms = (x: number): number => Math.round(x * 1000) / 1000;
