/**
 * The table of a live frame with the lists beside it (auction, decisions, tricks), as the live
 * viewer and a person's table show it: the replay viewer's own components.
 */
import { auctionGrid } from '@/lib/replay/auction';
import type { Frame } from '@/lib/replay/frame';
import { AuctionTable } from '@/components/replay/auction';
import { DecisionList, DecisionPanel, Settlement, TrickList } from '@/components/replay/panels';
import { ReplayTable, type SeatName } from '@/components/replay/table';

export interface LiveBoardProps {
  readonly frame: Frame;
  readonly names: readonly SeatName[];
  /** The seat drawn at the bottom of the table. */
  readonly bottom: number;
  /** Whether the decision of the step is shown under the table (the spectator's view). */
  readonly decisionPanel: boolean;
}

export function LiveBoard({ frame, names, bottom, decisionPanel }: LiveBoardProps) {
  const grid = auctionGrid(frame.decisions, names.length, frame.step);
  return (
    <div className="replay">
      <div>
        <ReplayTable frame={frame} names={names} bottom={bottom} />
        {decisionPanel ? <DecisionPanel frame={frame} /> : null}
        <Settlement frame={frame} />
      </div>
      <aside>
        {grid ? <AuctionTable grid={grid} /> : null}
        <DecisionList frame={frame} />
        <TrickList frame={frame} />
      </aside>
    </div>
  );
}
