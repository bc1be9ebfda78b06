/**
 * Where each replay control leads from a step (lichess's analysis keys, UX.md §1): pure functions
 * of the packed replay, so the browser steps without asking the server.
 */
import type { PackedReplay } from './pack.ts';

export type Jump = 'first' | 'prevDeal' | 'prevTrick' | 'prev' | 'next' | 'nextTrick' | 'nextDeal' | 'last' | 'nextFault' | 'costliest';

function dealOf(pack: Pick<PackedReplay, 'dealStarts'>, step: number): number {
  let deal = 0;
  pack.dealStarts.forEach((s, k) => { if (s <= step) deal = k; });
  return deal;
}

/** The step a control leads to from `step`, or null where it leads nowhere (at the start, at the end, no fault ahead). */
export function jumpTarget(pack: PackedReplay, step: number, jump: Jump): number | null {
  const last = pack.totalSteps - 1;
  const deal = dealOf(pack, step);
  const trickStarts = pack.deals[deal]?.trickStarts ?? [];
  const ahead = (list: readonly number[]) => list.find((s) => s > step) ?? null;
  switch (jump) {
    case 'first': return 0;
    case 'last': return last;
    case 'prev': return step > 0 ? step - 1 : null;
    case 'next': return step < last ? step + 1 : null;
    case 'prevDeal': return deal > 0 ? (pack.dealStarts[deal - 1] ?? 0) : step > 0 ? 0 : null;
    case 'nextDeal': return pack.dealStarts[deal + 1] ?? null;
    case 'prevTrick': return [...trickStarts].reverse().find((s) => s < step) ?? null;
    case 'nextTrick': return ahead(trickStarts);
    case 'nextFault': return ahead(pack.faultSteps);
    case 'costliest': return pack.costliest.find((s) => s > step) ?? null;
  }
}

/**
 * The same spot in another rotation of a duplicate set (the same deal and the same decision of it,
 * or that deal's settlement when the other rotation's deal is shorter). `from`/`to`: each
 * rotation's deal starts with the total as the last element.
 */
export function sameSpot(from: readonly number[], to: readonly number[], step: number): number {
  const deal = dealOf({ dealStarts: from.slice(0, -1) }, step);
  const start = to[deal];
  const next = to[deal + 1];
  if (start === undefined || next === undefined) return Math.max(0, (to.at(-1) ?? 1) - 1);
  if (step === (from[deal + 1] ?? 0) - 1) return next - 1; // a settlement stays a settlement
  return Math.min(start + step - (from[deal] ?? 0), next - 1);
}
