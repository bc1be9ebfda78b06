'use client';
/**
 * The live table (issue 19, UX.md §9): the frames of one view arrive over server-sent events
 * (/api/live/<id>, built and filtered on the server) and are shown one at a time at a readable
 * pace (`PACE_MS`; far behind, it skips to the last few). Joining shows the table as it stands at
 * once. When the match is recorded the page turns into the ordinary replay at the step shown.
 * EventSource reconnects by itself after a lost connection; the server then sends the current
 * step again.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { auctionGrid } from '@/lib/replay/auction';
import type { Frame, ReplayView } from '@/lib/replay/frame';
import { stepHref, viewHref, viewName } from '@/lib/replay/links';
import { AuctionTable } from '@/components/replay/auction';
import { DecisionList, DecisionPanel, Settlement, TrickList } from '@/components/replay/panels';
import { ReplayTable, type SeatName } from '@/components/replay/table';
import { viewLabel } from '@/components/replay/view-label';

export interface LiveViewerProps {
  readonly matchId: string;
  readonly rotation: number;
  readonly rotations: number;
  readonly view: ReplayView;
  readonly names: readonly SeatName[];
  readonly title: string;
}

interface Shown {
  readonly step: number;
  readonly view: string;
  readonly frame: Frame;
}

const PACE_MS = 700;
const KEEP = 8;

export function LiveViewer(props: LiveViewerProps) {
  const { matchId, rotation, view } = props;
  const [shown, setShown] = useState<Shown | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [connected, setConnected] = useState(false);
  const queue = useRef<Shown[]>([]);

  useEffect(() => {
    const source = new EventSource(`/api/live/${matchId}?view=${viewName(view)}&rotation=${rotation}`);
    source.addEventListener('open', () => setConnected(true));
    source.addEventListener('error', () => setConnected(false));
    source.addEventListener('frame', (e) => {
      queue.current.push(JSON.parse((e as MessageEvent<string>).data) as Shown);
    });
    source.addEventListener('end', (e) => {
      const { status } = JSON.parse((e as MessageEvent<string>).data) as { status: string };
      source.close();
      setEnded(status);
    });
    return () => source.close();
  }, [matchId, rotation, view]);

  useEffect(() => {
    const timer = setInterval(() => {
      const q = queue.current;
      if (q.length > KEEP) q.splice(0, q.length - KEEP);
      const next = q.shift();
      if (next) setShown(next);
    }, PACE_MS);
    return () => clearInterval(timer);
  }, []);

  // Over: once the frames received are shown, the replay at the same step.
  useEffect(() => {
    if (ended !== 'done' || queue.current.length > 0) return undefined;
    const timer = setTimeout(() => {
      const frame = shown?.frame;
      window.location.assign(frame ? stepHref(matchId, frame, frame.step, view, 0, rotation) : viewHref(matchId, view, rotation));
    }, PACE_MS);
    return () => clearTimeout(timer);
  }, [ended, shown, matchId, view, rotation]);

  const frame = shown?.frame ?? null;
  const n = props.names.length;
  const views: ReplayView[] = [{ kind: 'all' }, { kind: 'public' }, ...Array.from({ length: n }, (_, seat) => ({ kind: 'seat', seat }) as const)];
  return (
    <>
      <p className="small" data-testid="live-status">
        <span className="badge">LIVE</span>{' '}
        {ended === 'done' ? 'The match is over: opening the replay…' : ended !== null ? 'The match was not recorded (void).' : connected ? 'Watching as it is played.' : 'Connecting…'}
        {frame ? <> · deal {frame.deal + 1} · step <span data-testid="live-step">{frame.step + 1}</span></> : null}
      </p>
      <nav className="views" aria-label="View">
        {views.map((v) => (
          <Link key={viewName(v)} href={viewHref(matchId, v, rotation)} prefetch={false} aria-current={viewName(v) === viewName(view) ? 'page' : undefined}>
            {v.kind === 'all' ? 'All hands' : v.kind === 'public' ? 'Public' : `Seat ${v.seat}`}
          </Link>
        ))}
      </nav>
      {props.rotations > 1 ? (
        <nav className="views small" aria-label="Rotation" style={{ marginTop: 4 }}>
          Duplicate set, rotation:{' '}
          {Array.from({ length: props.rotations }, (_, k) => (
            <Link key={k} href={viewHref(matchId, view, k)} prefetch={false} aria-current={k === rotation ? 'page' : undefined}>{k + 1}</Link>
          ))}
        </nav>
      ) : null}
      <p className="small" data-testid="view-label">
        {viewLabel(view, props.names, frame?.step ?? 0)}
        {shown && shown.view !== viewName(view) ? <strong> This deal is still being played: until it ends you see the public view.</strong> : null}
      </p>
      {frame ? (
        <div className="replay">
          <div>
            <ReplayTable frame={frame} names={props.names} bottom={view.kind === 'seat' ? view.seat : 0} />
            <DecisionPanel frame={frame} />
            <Settlement frame={frame} />
          </div>
          <aside>
            {(() => {
              const grid = auctionGrid(frame.decisions, n, frame.step);
              return grid ? <AuctionTable grid={grid} /> : null;
            })()}
            <DecisionList frame={frame} />
            <TrickList frame={frame} />
          </aside>
        </div>
      ) : <p className="muted">{ended === null ? 'Waiting for the first move…' : null}</p>}
      <details className="small" style={{ marginTop: 12 }}>
        <summary>How watching live works</summary>
        <p>
          You see the match as it is played, one move at a time. <strong>Public</strong> shows what every spectator sees:
          the cards played and shown, no hand. A <strong>seat</strong> shows exactly what that seat&apos;s bot is given.
          <strong> All hands</strong> opens at the end of each deal; while a deal is being played it shows the public view.
          At a table where a person plays, seats&apos; views too open only once their deal is over, so nobody watching can
          tell the person what the others hold. When the match is over this page turns into the replay, where you can step
          back and forth.
        </p>
      </details>
    </>
  );
}
