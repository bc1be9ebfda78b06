/**
 * The only module of the match host that reads `process.env` (STYLE.md 21):
 *
 * - `PATH`: where to look for the system tools it runs (flock, prlimit); the match processes
 *   themselves get no PATH (launch.ts).
 * - `ARENA_MATCH_SLOTS`: match processes that may run at once on this machine (default: cores).
 * - `ARENA_SLOT_DIR`: the directory of the machine-wide slot lock files.
 */
export interface HostEnv {
  readonly searchPath: string;
  readonly matchSlots: string | undefined;
  readonly slotDir: string | undefined;
}

export function hostEnv(): HostEnv {
  return { searchPath: process.env.PATH ?? '', matchSlots: process.env.ARENA_MATCH_SLOTS, slotDir: process.env.ARENA_SLOT_DIR };
}
