/**
 * The only module of the match host that reads `process.env` (STYLE.md 21):
 *
 * - `PATH`: where to look for the system tools it runs (prlimit); the match processes themselves
 *   get no PATH (launch.ts).
 * - `ARENA_MATCH_SLOTS`: match processes that may run at once on this machine (default: cores).
 * - `ARENA_SLOT_NAME`: the name of the machine-wide slot set (slots.ts; default `arena-match-slots`).
 */
export interface HostEnv {
  readonly searchPath: string;
  readonly matchSlots: string | undefined;
  readonly slotName: string | undefined;
}

export function hostEnv(): HostEnv {
  return { searchPath: process.env.PATH ?? '', matchSlots: process.env.ARENA_MATCH_SLOTS, slotName: process.env.ARENA_SLOT_NAME };
}
