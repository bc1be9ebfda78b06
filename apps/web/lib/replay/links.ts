/** URLs of replay steps: `/matches/:id?deal=3&step=41&seat=2` (UX.md §1: state in the URL). */
import type { Frame, ReplayView } from './frame.ts';

export function stepHref(matchId: string, frame: Pick<Frame, 'dealStarts'>, step: number, view: ReplayView, rotate = 0): string {
  let deal = 0;
  frame.dealStarts.forEach((s, k) => {
    if (s <= step) deal = k;
  });
  const q = new URLSearchParams({ deal: String(deal), step: String(step) });
  if (view.kind === 'seat') q.set('seat', String(view.seat));
  if (rotate > 0 && view.kind === 'all') q.set('rot', String(rotate));
  return `/matches/${matchId}?${q.toString()}`;
}

/** Reads `?step=&deal=&seat=&rot=`: an absent step with a deal means that deal's start. */
export function parseReplayQuery(q: Readonly<Record<string, string | string[] | undefined>>, seats: number, dealStarts: readonly number[]):
  { step: number; view: ReplayView; rotate: number } {
  const one = (k: string) => (typeof q[k] === 'string' ? q[k] : undefined);
  const int = (k: string) => {
    const v = one(k);
    return v !== undefined && /^\d{1,7}$/.test(v) ? Number(v) : undefined;
  };
  const deal = int('deal');
  const step = int('step') ?? (deal === undefined ? 0 : (dealStarts[deal] ?? 0));
  const seat = int('seat');
  const view: ReplayView = seat !== undefined && seat < seats ? { kind: 'seat', seat } : { kind: 'all' };
  return { step, view, rotate: (int('rot') ?? 0) % Math.max(seats, 1) };
}
