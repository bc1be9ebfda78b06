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
import { useEffect, useState, type RefObject } from 'react';
import type { Frame, ReplayView } from '@/lib/replay/frame';
import { stepHref, viewHref, viewName } from '@/lib/replay/links';
import type { SeatName } from '@/components/replay/table';
import { viewLabel } from '@/components/replay/view-label';
import { LiveBoard } from './live-board';
import { useLiveStream } from './live-stream';

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

/** The frames received, one every `PACE_MS`; far behind, only the last `KEEP` are kept. */
function usePacedFrames(queue: RefObject<Shown[]>): Shown | null {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const timer = setInterval(() => {
      const q = queue.current;
      if (q.length > KEEP) q.splice(0, q.length - KEEP);
      const next = q.shift();
      if (next) setShown(next);
    }, PACE_MS);
    return () => clearInterval(timer);
  }, [queue]);
  return shown;
}

/** Over: once the frames received are shown, the replay at the same step. */
function useReplayWhenDone(props: LiveViewerProps, ended: string | null, queue: RefObject<Shown[]>, shown: Shown | null): void {
  const { matchId, view, rotation } = props;
  useEffect(() => {
    if (ended !== 'done' || queue.current.length > 0) return undefined;
    const timer = setTimeout(() => {
      const frame = shown?.frame;
      window.location.assign(frame ? stepHref(matchId, frame, frame.step, view, 0, rotation) : viewHref(matchId, view, rotation));
    }, PACE_MS);
    return () => clearTimeout(timer);
  }, [ended, queue, shown, matchId, view, rotation]);
}

function LiveStatus({ ended, connected, frame }: { ended: string | null; connected: boolean; frame: Frame | null }) {
  return (
    <p className="small" data-testid="live-status">
      <span className="badge">LIVE</span>{' '}
      {ended === 'done' ? 'The match is over: opening the replay…' : ended !== null ? 'The match was not recorded (void).' : connected ? 'Watching as it is played.' : 'Connecting…'}
      {frame ? <> · deal {frame.deal + 1} · step <span data-testid="live-step">{frame.step + 1}</span></> : null}
    </p>
  );
}

/** Links to the views (all hands, public, each seat) and to the rotations of a duplicate set. */
function LiveViewLinks({ matchId, rotation, rotations, view, names }: LiveViewerProps) {
  const views: ReplayView[] = [{ kind: 'all' }, { kind: 'public' }, ...names.map((_, seat) => ({ kind: 'seat', seat }) as const)];
  return (
    <>
      <nav className="views" aria-label="View">
        {views.map((v) => (
          <Link key={viewName(v)} href={viewHref(matchId, v, rotation)} prefetch={false} aria-current={viewName(v) === viewName(view) ? 'page' : undefined}>
            {v.kind === 'all' ? 'All hands' : v.kind === 'public' ? 'Public' : `Seat ${v.seat}`}
          </Link>
        ))}
      </nav>
      {rotations > 1 ? (
        <nav className="views small" aria-label="Rotation" style={{ marginTop: 4 }}>
          Duplicate set, rotation:{' '}
          {Array.from({ length: rotations }, (_, k) => (
            <Link key={k} href={viewHref(matchId, view, k)} prefetch={false} aria-current={k === rotation ? 'page' : undefined}>{k + 1}</Link>
          ))}
        </nav>
      ) : null}
    </>
  );
}

function HowLiveWorks() {
  return (
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
  );
}

export function LiveViewer(props: LiveViewerProps) {
  const { matchId, rotation, view, names } = props;
  const { queue, ended, connected } = useLiveStream(`/api/live/${matchId}?view=${viewName(view)}&rotation=${rotation}`, (data) => data as Shown);
  const shown = usePacedFrames(queue);
  useReplayWhenDone(props, ended, queue, shown);
  const frame = shown?.frame ?? null;
  return (
    <>
      <LiveStatus ended={ended} connected={connected} frame={frame} />
      <LiveViewLinks {...props} />
      <p className="small" data-testid="view-label">
        {viewLabel(view, names, frame?.step ?? 0)}
        {shown && shown.view !== viewName(view) ? <strong> This deal is still being played: until it ends you see the public view.</strong> : null}
      </p>
      {frame ? <LiveBoard frame={frame} names={names} bottom={view.kind === 'seat' ? view.seat : 0} decisionPanel />
        : <p className="muted">{ended === null ? 'Waiting for the first move…' : null}</p>}
      <HowLiveWorks />
    </>
  );
}
