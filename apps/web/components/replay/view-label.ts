import type { ReplayView } from '@/lib/replay/frame';
import type { SeatName } from './table';

/** What the view shows, in words. */
export function viewLabel(view: ReplayView, names: readonly SeatName[], step: number): string {
  switch (view.kind) {
    case 'all': return 'All hands: the omniscient view.';
    case 'public': return 'Public view: what every spectator sees, no hand but what is played or shown.';
    case 'seat': return `Seat ${view.seat}: exactly what ${names[view.seat]?.name ?? 'the bot'} was given at step ${step + 1}.`;
  }
}
