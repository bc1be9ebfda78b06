/**
 * Which view a live stream may show (issue 19, UX.md §9), decided on the server for every frame
 * before it is built, so that a stream never carries what its view may not show:
 * - the public view (the games' public `tableView`) is always live;
 * - the all-hands view of a deal opens only once that deal has ended: until then it is public;
 * - a seat's view is live at a table of bots only; at a table with a person it opens once its
 *   deal is over, so nobody watching can pass the person what the others hold; the person sees
 *   their own seat's view live (and only theirs: any other view is as for everyone else).
 */
import type { ReplayView } from '@/lib/replay/frame';

export interface LiveTable {
  /** Whether a person plays at this table (league tables: never). */
  readonly hasPerson: boolean;
  /** The seat the viewer plays at this table, if they do (checked by the caller from their session). */
  readonly viewerSeat?: number;
}

export function liveViewAt(requested: ReplayView, dealOver: boolean, table: LiveTable): ReplayView {
  switch (requested.kind) {
    case 'public': return requested;
    case 'all': return dealOver ? requested : { kind: 'public' };
    case 'seat': return dealOver || !table.hasPerson || requested.seat === table.viewerSeat ? requested : { kind: 'public' };
  }
}
