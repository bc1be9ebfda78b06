'use client';
/**
 * The person's table (issue 19, UX.md §9). The table, the bidding and the tricks are the replay
 * viewer's own components, fed by the live stream of the person's own seat (/api/live, which shows
 * that seat live to them alone). Their turn comes from /api/tables/<id>/turn, polled about once a
 * second, so a reload or a lost connection finds the decision again and takes the seat back:
 * - the legal cards are raised and outlined, the others dimmed and disabled; a click or a number
 *   key (1–9, 0 for the tenth, - and = for the eleventh and twelfth) plays a card;
 * - calls, bids and announcements are buttons, one per legal action;
 * - "Play a single legal card by itself" (kept in this browser) plays a forced card after
 *   `AUTO_PLAY_MS`, so its speed gives nothing away;
 * - the clock runs down on screen; when it runs out the worker plays the rules' default action and
 *   the table says so.
 * When the match is recorded the page opens its replay at the same step.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { CardFace, cardLabel } from '@/components/cards';
import { LiveBoard } from '@/components/live/live-board';
import { useLiveStream } from '@/components/live/live-stream';
import type { SeatName } from '@/components/replay/table';
import type { Frame } from '@/lib/replay/frame';
import { stepHref, viewHref } from '@/lib/replay/links';
import type { Turn } from '@/lib/tables/turn';

export interface PlayTableProps {
  readonly tableId: string;
  readonly seat: number;
  readonly names: readonly SeatName[];
}

const PACE_MS = 450;
const POLL_MS = 800;
/** The turn closes this much before the server's clock runs out, so that no answer arrives after it. */
const CLOSE_EARLY_MS = 300;
const AUTO_PLAY_MS = 900;
const AUTO_KEY = 'arena-auto-play-single-card';
const CARD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

interface Received {
  readonly turn: Turn;
  /** Local time at which the clock runs out. */
  readonly deadline: number;
}

/** The live frames of the person's seat, paced; `catchUp` shows the latest at once (their turn). */
function useSeatFrames(tableId: string, seat: number, catchUp: boolean) {
  const [frame, setFrame] = useState<Frame | null>(null);
  const { queue, ended, connected } = useLiveStream(`/api/live/${tableId}?view=seat-${seat}`, (data) => (data as { frame: Frame }).frame);
  useEffect(() => {
    const timer = setInterval(() => {
      const q = queue.current;
      const next = catchUp ? q.splice(0, q.length).at(-1) : q.shift();
      if (next) setFrame(next);
    }, catchUp ? 50 : PACE_MS);
    return () => clearInterval(timer);
  }, [catchUp, queue]);
  return { frame, ended, connected };
}

/** The decision waited for, polled; `sent` hides a decision already answered until the server moves on. */
function useTurn(tableId: string) {
  const [received, setReceived] = useState<Received | null>(null);
  const [status, setStatus] = useState<string>('queued');
  const poll = useCallback(async () => {
    try {
      const response = await fetch(`/api/tables/${tableId}/turn`, { cache: 'no-store' });
      if (!response.ok) return;
      const body = (await response.json()) as { status: string; turn: Turn | null };
      setStatus(body.status);
      const left = body.turn ? body.turn.remainingMs - CLOSE_EARLY_MS : 0;
      setReceived(body.turn && left > 0 ? { turn: body.turn, deadline: Date.now() + left } : null);
    } catch {
      // a lost connection: the next poll tries again
    }
  }, [tableId]);
  useEffect(() => {
    void poll();
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [poll]);
  // A turn whose clock ran out is gone at once (the rules' default is played for it), not at the next poll.
  useEffect(() => {
    if (!received) return undefined;
    const timer = setTimeout(() => setReceived((r) => (r === received ? null : r)), received.deadline - Date.now());
    return () => clearTimeout(timer);
  }, [received]);
  return { received, status, poll };
}

function Clock({ received }: { received: Received }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, received.deadline - now);
  const seconds = Math.ceil(left / 1000);
  return (
    <div className="clock" role="timer" aria-label="Your clock" data-testid="clock">
      <span className={seconds <= 10 ? 'clock-low' : undefined}>{seconds} s</span>
      <meter min={0} max={received.turn.clockMs} value={left} aria-hidden="true" />
    </div>
  );
}

function YourMove({ turn, onPlay, sending }: { turn: Turn; onPlay: (option: number) => void; sending: boolean }) {
  const byCard = new Map(turn.options.flatMap((o) => (o.card === null ? [] : [[o.card, o.index] as const])));
  const buttons = turn.options.filter((o) => o.card === null);
  return (
    <section className="panel your-move" aria-label="Your move" data-testid="your-move" data-decision={turn.decision}>
      <strong>Your move</strong>
      <div className="hand hand-play" data-testid="play-hand">
        {turn.hand.map((card, k) => {
          const option = byCard.get(card);
          const key = CARD_KEYS[k];
          return (
            <button key={card} type="button" className={`card-button${option === undefined ? ' card-dim' : ' card-legal'}`} disabled={option === undefined || sending}
              data-card={card} aria-label={`${option === undefined ? '' : 'Play '}${cardLabel(card)}${key === undefined ? '' : ` (key ${key})`}`}
              onClick={() => { if (option !== undefined) onPlay(option); }}>
              <CardFace card={card} />
              {key === undefined ? null : <span className="card-key" aria-hidden="true">{key}</span>}
            </button>
          );
        })}
      </div>
      {buttons.length > 0 ? (
        <div className="calls" data-testid="calls">
          {buttons.map((o) => <button key={o.index} type="button" className="primary" disabled={sending} data-option={o.index} onClick={() => onPlay(o.index)}>{o.text}</button>)}
        </div>
      ) : null}
    </section>
  );
}

/** The person's own latest decision of this deal, when the clock played it. */
function clockPlayed(frame: Frame | null, seat: number): string | null {
  const mine = frame?.decisions.filter((d) => d.seat === seat).at(-1);
  return mine?.by === 'default' ? mine.text : null;
}

/** Sends the person's choice of option for the turn shown, and marks its decision `sent` (null again when sending failed). */
function useAnswer(tableId: string, turn: Turn | null, poll: () => Promise<void>, setSent: (decision: number | null) => void) {
  return useCallback(async (option: number) => {
    if (!turn) return;
    setSent(turn.decision);
    try {
      const response = await fetch(`/api/tables/${tableId}/answer`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: turn.decision, option }),
      });
      if (!response.ok) setSent(null);
    } catch {
      setSent(null);
    } finally {
      void poll();
    }
  }, [turn, tableId, poll, setSent]);
}

/** Number keys play the card in that place of the hand, when it is legal. */
function useCardKeys(turn: Turn | null, play: (option: number) => Promise<void>): void {
  useEffect(() => {
    if (!turn) return undefined;
    const onKey = (e: KeyboardEvent): void => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(e.target.tagName))) return;
      const card = turn.hand[CARD_KEYS.indexOf(e.key)];
      const option = turn.options.find((o) => o.card !== null && o.card === card);
      if (option) {
        e.preventDefault();
        void play(option.index);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [turn, play]);
}

/** "Play a single legal card by itself": kept in this browser; a single legal card plays itself after `AUTO_PLAY_MS`. */
function useAutoPlay(turn: Turn | null, play: (option: number) => Promise<void>) {
  const [autoPlay, setAutoPlay] = useState(false);
  useEffect(() => setAutoPlay(window.localStorage.getItem(AUTO_KEY) === 'on'), []);
  const playRef = useRef(play);
  useEffect(() => { playRef.current = play; }, [play]);
  const forced = turn && turn.options.length === 1 && turn.options[0]?.card !== null ? turn.decision : null;
  useEffect(() => {
    if (!autoPlay || forced === null) return undefined;
    const timer = setTimeout(() => void playRef.current(0), AUTO_PLAY_MS);
    return () => clearTimeout(timer);
  }, [autoPlay, forced]);
  const choose = (on: boolean): void => {
    setAutoPlay(on);
    window.localStorage.setItem(AUTO_KEY, on ? 'on' : 'off');
  };
  return { autoPlay, choose };
}

/** Over: the replay at the step shown. */
function useReplayWhenDone(ended: string | null, frame: Frame | null, tableId: string, seat: number): void {
  useEffect(() => {
    if (ended !== 'done') return undefined;
    const timer = setTimeout(() => {
      window.location.assign(frame ? stepHref(tableId, frame, frame.totalSteps - 1, { kind: 'seat', seat }) : viewHref(tableId, { kind: 'seat', seat }));
    }, 1500);
    return () => clearTimeout(timer);
  }, [ended, frame, tableId, seat]);
}

interface TableStatusProps {
  readonly ended: string | null;
  readonly status: string;
  readonly yourTurn: boolean;
  readonly connected: boolean;
  readonly frame: Frame | null;
}

function TableStatus({ ended, status, yourTurn, connected, frame }: TableStatusProps) {
  return (
    <p className="small" data-testid="table-status">
      <span className="badge">LIVE</span>{' '}
      {ended === 'done' || status === 'done' ? 'The match is over: opening the replay…'
        : ended === 'void' || status === 'void' ? 'This table could not be played (void).'
        : status === 'queued' ? 'Waiting for a worker to open the table…'
        : yourTurn ? 'Your turn.' : connected ? 'The bots are playing…' : 'Connecting…'}
      {frame ? <> · deal {frame.deal + 1} of {frame.dealCount} · step {frame.step + 1}</> : null}
    </p>
  );
}

function AutoPlayChoice({ autoPlay, choose }: { autoPlay: boolean; choose: (on: boolean) => void }) {
  return (
    <label className="small auto-play">
      <input type="checkbox" checked={autoPlay} data-testid="auto-play" onChange={(e) => choose(e.target.checked)} />
      {' '}Play a single legal card by itself (after {AUTO_PLAY_MS / 1000} s)
    </label>
  );
}

export function PlayTable({ tableId, seat, names }: PlayTableProps) {
  const { received, status, poll } = useTurn(tableId);
  const [sent, setSent] = useState<number | null>(null);
  const turn = received && received.turn.decision !== sent ? received.turn : null;
  const play = useAnswer(tableId, turn, poll, setSent);
  const { frame, ended, connected } = useSeatFrames(tableId, seat, turn !== null);
  useCardKeys(turn, play);
  const { autoPlay, choose } = useAutoPlay(turn, play);
  useReplayWhenDone(ended, frame, tableId, seat);
  const defaulted = clockPlayed(frame, seat);
  const over = ended !== null || status === 'done' || status === 'void';
  const shown = over ? null : turn;
  return (
    <>
      <TableStatus ended={ended} status={status} yourTurn={turn !== null} connected={connected} frame={frame} />
      <AutoPlayChoice autoPlay={autoPlay} choose={choose} />
      {defaulted ? <p role="status" className="field-error" data-testid="clock-ran-out">Your clock ran out: the rules&apos; default action was played ({defaulted}).</p> : null}
      {shown ? (
        <>
          <Clock received={received ?? { turn: shown, deadline: Date.now() }} />
          <YourMove turn={shown} onPlay={(o) => void play(o)} sending={sent === shown.decision} />
        </>
      ) : null}
      {frame ? <LiveBoard frame={frame} names={names} bottom={seat} decisionPanel={false} />
        : <p className="muted">{over ? null : 'Waiting for the first move…'}</p>}
    </>
  );
}
