/** URLs of replay steps: `/matches/:id?deal=3&step=41&seat=2` (UX.md §1: state in the URL). */
import type { Frame, ReplayView } from './frame.ts';

/** A view's name in addresses and keys: `all`, `public`, `seat-2`. */
export function viewName(view: ReplayView): string {
  return view.kind === 'seat' ? `seat-${view.seat}` : view.kind;
}

/** The match page in a view (live or replay: the page knows which), without a step. */
export function viewHref(matchId: string, view: ReplayView, rotation = 0): string {
  const q = new URLSearchParams();
  if (view.kind === 'seat') q.set('seat', String(view.seat));
  if (view.kind === 'public') q.set('view', 'public');
  if (rotation > 0) q.set('rotation', String(rotation));
  const text = q.toString();
  return `/matches/${matchId}${text === '' ? '' : `?${text}`}`;
}

export function stepHref(matchId: string, frame: Pick<Frame, 'dealStarts'>, step: number, view: ReplayView, rotate = 0, rotation = 0): string {
  let deal = 0;
  frame.dealStarts.forEach((s, k) => {
    if (s <= step) deal = k;
  });
  const q = new URLSearchParams({ deal: String(deal), step: String(step) });
  if (view.kind === 'seat') q.set('seat', String(view.seat));
  if (view.kind === 'public') q.set('view', 'public');
  if (rotate > 0 && view.kind === 'all') q.set('rot', String(rotate));
  if (rotation > 0) q.set('rotation', String(rotation));
  return `/matches/${matchId}?${q.toString()}`;
}

/** Reads `?step=&deal=&seat=&view=public&rot=` (`rotation=` is read by `parseRotation`): an absent step with a deal means that deal's start. */
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
  const view: ReplayView = seat !== undefined && seat < seats ? { kind: 'seat', seat } : one('view') === 'public' ? { kind: 'public' } : { kind: 'all' };
  return { step, view, rotate: (int('rot') ?? 0) % Math.max(seats, 1) };
}

/** The duplicate rotation asked for (`?rotation=k`), 0 by default. */
export function parseRotation(q: Readonly<Record<string, string | string[] | undefined>>): number {
  const v = q.rotation;
  return typeof v === 'string' && /^\d{1,2}$/.test(v) ? Number(v) : 0;
}
