/**
 * The bound on live streams open at once (`LIVE_STREAMS`): per client IP and in all, counted in
 * this server process (a stream lives in one process, and dies with it, so the count cannot go
 * stale the way a shared counter could).
 */
import { LIVE_STREAMS } from '@/lib/limits/rules';
import { processWide } from '@/lib/process-wide';

function counts(): Map<string, number> {
  return processWide('live-streams', () => new Map<string, number>());
}

let total = 0;

/** Takes a stream slot for `ip`: a release function, or null when the IP or the process has all it may. */
export function openStreamSlot(ip: string, limits: { perIp: number; total: number } = LIVE_STREAMS): (() => void) | null {
  const map = counts();
  const mine = map.get(ip) ?? 0;
  if (mine >= limits.perIp || total >= limits.total) return null;
  map.set(ip, mine + 1);
  total++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    total--;
    const left = (map.get(ip) ?? 1) - 1;
    if (left <= 0) map.delete(ip);
    else map.set(ip, left);
  };
}
