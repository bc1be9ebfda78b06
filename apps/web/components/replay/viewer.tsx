'use client';
/**
 * The replay viewer (UX.md §1, lichess's analysis board): every frame of one view arrives once,
 * packed (lib/replay/pack.ts, built on the server from `observe` for a seat view), and stepping
 * happens here. The address follows the position with `history.replaceState`; a view or
 * rotation switch is a navigation that keeps the position. The first render is the server's, so
 * without JavaScript every control is a plain link to its step.
 *
 * Keys as lichess's keyboard.ts: ←/→ step, Shift+←/→ trick, PgUp/PgDn deal, Home/End, Space
 * play/pause, 0 all hands, 1–6 seat 0–5, f rotate, x next fault, c costliest decision, ? help.
 * Each key press moves once (held keys repeat); a manual step pauses; Play at the end restarts.
 */
// First: it must run before the engines' zod schemas are built (see the module).
import '@/lib/zod-jitless';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { auctionGrid } from '@/lib/replay/auction';
import type { Frame, ReplayView } from '@/lib/replay/frame';
import { stepHref } from '@/lib/replay/links';
import { jumpTarget, sameSpot, type Jump } from '@/lib/replay/navigate';
import { unpackFrame, type PackedReplay } from '@/lib/replay/pack';
import { AuctionTable } from './auction';
import { ReplayControls } from './controls';
import { ChipsTable, CpuStrip, DealLinks, DecisionList, DecisionPanel, Settlement, TrickList, type DealResult } from './panels';
import { StepperContext } from './step-link';
import { ReplayTable, type SeatName } from './table';
import { viewLabel } from './view-label';

export interface ViewerProps {
  readonly matchId: string;
  readonly title: string;
  readonly pack: PackedReplay;
  readonly view: ReplayView;
  readonly names: readonly SeatName[];
  readonly initialStep: number;
  readonly initialRotate: number;
  /** Rotation index, and every rotation's deal starts (the total last) to keep the position across them. */
  readonly rotation: number;
  readonly rotationStarts: readonly (readonly number[])[];
}

const JUMP_NAMES: readonly Jump[] = ['first', 'prevDeal', 'prevTrick', 'prev', 'next', 'nextTrick', 'nextDeal', 'last', 'nextFault', 'costliest'];

function keyJump(e: KeyboardEvent): Jump | null {
  switch (e.key) {
    case 'ArrowLeft': return e.shiftKey ? 'prevTrick' : 'prev';
    case 'ArrowRight': return e.shiftKey ? 'nextTrick' : 'next';
    case 'PageUp': return 'prevDeal';
    case 'PageDown': return 'nextDeal';
    case 'Home': return 'first';
    case 'End': return 'last';
    case 'x': return 'nextFault';
    case 'c': return 'costliest';
    default: return null;
  }
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;
}

function announcement(frame: Frame): string {
  const cur = frame.current;
  if (cur) return `Step ${frame.step + 1}: seat ${cur.seat} ${cur.text}`;
  return `Step ${frame.step + 1}: deal ${frame.deal + 1} ${frame.kind === 'deal-start' ? 'starts' : 'settled'}`;
}

/** Each deal's result, from its settlement frame. */
function dealResults(pack: PackedReplay): DealResult[] {
  return pack.dealStarts.map((_, k) => pack.frames[(pack.dealStarts[k + 1] ?? pack.totalSteps) - 1]?.outcome ?? { payoffs: [], pot: 0 });
}

function usePlayback(step: number, last: number, setStep: (s: number) => void) {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(1);
  useEffect(() => {
    if (!playing) return undefined;
    if (step >= last) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => setStep(step + 1), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, speed, step, last, setStep]);
  const toggle = useCallback(() => {
    if (!playing && step >= last) setStep(0);
    setPlaying(!playing);
  }, [playing, step, last, setStep]);
  return { playing, setPlaying, speed, setSpeed, toggle };
}

/** The quick keys (lichess's keyboard.ts): a jump, play/pause, rotate, help, or a view by its number. */
function useReplayKeys(pack: PackedReplay, seats: number, viewHref: (v: ReplayView) => string, toggle: () => void,
  moves: { setStep: Dispatch<SetStateAction<number>>; setPlaying: (p: boolean) => void; setRotate: Dispatch<SetStateAction<number>>; setHelp: Dispatch<SetStateAction<boolean>> }) {
  const router = useRouter();
  const keyState = useRef({ seats, viewHref, toggle });
  keyState.current = { seats, viewHref, toggle };
  const { setStep, setPlaying, setRotate, setHelp } = moves;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      const k = keyState.current;
      const jump = keyJump(e);
      if (jump !== null) {
        setPlaying(false);
        setStep((s) => jumpTarget(pack, s, jump) ?? s);
      } else if (e.key === ' ') k.toggle();
      else if (e.key === 'f') setRotate((r) => (r + 1) % k.seats);
      else if (e.key === '?') setHelp((h) => !h);
      else if (/^[0-6]$/.test(e.key) && Number(e.key) <= k.seats) router.push(k.viewHref(e.key === '0' ? { kind: 'all' } : { kind: 'seat', seat: Number(e.key) - 1 }), { scroll: false });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pack, router, setPlaying, setStep, setRotate, setHelp]);
}

/** Links to the views: all hands, public, each seat. */
function ViewLinks({ view, seats, viewHref }: { view: ReplayView; seats: number; viewHref: (v: ReplayView) => string }) {
  return (
    <nav className="views" aria-label="View">
      <Link href={viewHref({ kind: 'all' })} scroll={false} prefetch={false} aria-current={view.kind === 'all' ? 'page' : undefined}>All hands</Link>
      <Link href={viewHref({ kind: 'public' })} scroll={false} prefetch={false} aria-current={view.kind === 'public' ? 'page' : undefined}>Public</Link>
      {Array.from({ length: seats }, (_, s) => (
        <Link key={s} href={viewHref({ kind: 'seat', seat: s })} scroll={false} prefetch={false} aria-current={view.kind === 'seat' && view.seat === s ? 'page' : undefined}>Seat {s}</Link>
      ))}
    </nav>
  );
}

/** Links to the rotations of a duplicate set, each at the same position of its match. */
function RotationLinks({ rotationStarts, rotation, step, hrefOf }: { rotationStarts: ViewerProps['rotationStarts']; rotation: number; step: number; hrefOf: (s: number, v: undefined, rot: number) => string }) {
  if (rotationStarts.length <= 1) return null;
  return (
    <nav className="views small" aria-label="Rotation" style={{ marginTop: 4 }}>
      Duplicate set, rotation:{' '}
      {rotationStarts.map((starts, k) => (
        <Link key={k} href={hrefOf(sameSpot(rotationStarts[rotation] ?? starts, starts, step), undefined, k)} scroll={false} prefetch={false} aria-current={k === rotation ? 'page' : undefined}>{k + 1}</Link>
      ))}
    </nav>
  );
}

/** The lists beside the table: auction, decisions, tricks, chips, and a seat's observation. */
function SidePanels({ frame, results, view }: { frame: Frame; results: readonly DealResult[]; view: ReplayView }) {
  const auction = auctionGrid(frame.decisions, frame.seats.length, frame.step);
  return (
    <aside>
      {auction ? <AuctionTable grid={auction} /> : null}
      <DecisionList frame={frame} />
      <TrickList frame={frame} />
      <ChipsTable frame={frame} results={results} seats={frame.seats.length} />
      {frame.observation !== null ? (
        <details>
          <summary className="small">Observation of seat {view.kind === 'seat' ? view.seat : ''} (JSON)</summary>
          <pre className="obs">{JSON.stringify(frame.observation, null, 1)}</pre>
        </details>
      ) : null}
    </aside>
  );
}

const KEY_HELP = '←/→ step · Shift+←/→ trick · PgUp/PgDn deal · Home/End start/end · Space play/pause · 0 all hands · 1–6 seat 0–5 · f rotate · x next fault · c costliest decision · ? this help';

/** The position, its frame and the moves: stepping, playing and the addresses that follow them. */
function useReplayPosition(props: ViewerProps) {
  const { pack, view, matchId, rotation } = props;
  const last = pack.totalSteps - 1;
  const [step, setStep] = useState(Math.min(Math.max(0, props.initialStep), last));
  const [rotate, setRotate] = useState(props.initialRotate);
  const play = usePlayback(step, last, setStep);
  const { setPlaying } = play;
  const frame = useMemo(() => unpackFrame(pack, step), [pack, step]);
  const hrefOf = useCallback((s: number, v: ReplayView = view, rot = rotation) => stepHref(matchId, pack, s, v, rotate, rot), [matchId, pack, view, rotate, rotation]);
  const go = useCallback((s: number) => {
    setPlaying(false);
    setStep(Math.min(Math.max(0, s), last));
  }, [last, setPlaying]);
  useEffect(() => {
    window.history.replaceState(window.history.state, '', hrefOf(step));
    document.title = `${props.title} · deal ${frame.deal + 1}/${frame.dealCount} · step ${step + 1}`;
  }, [hrefOf, step, frame.deal, frame.dealCount, props.title]);
  return { step, setStep, rotate, setRotate, play, frame, hrefOf, go };
}

export function ReplayViewer(props: ViewerProps) {
  const { pack, view, matchId } = props;
  const { step, setStep, rotate, setRotate, play, frame, hrefOf, go } = useReplayPosition(props);
  const [help, setHelp] = useState(false);
  const results = useMemo(() => dealResults(pack), [pack]);
  const stepper = useMemo(() => ({ hrefOf: (s: number) => hrefOf(s), go }), [hrefOf, go]);
  const targets = useMemo(() => Object.fromEntries(JUMP_NAMES.map((j) => [j, jumpTarget(pack, step, j)])) as Record<Jump, number | null>, [pack, step]);
  const viewHref = useCallback((v: ReplayView) => hrefOf(step, v), [hrefOf, step]);
  useReplayKeys(pack, frame.seats.length, viewHref, play.toggle, { setStep, setPlaying: play.setPlaying, setRotate, setHelp });
  const trickNo = frame.tricks.length + (frame.trick ? 1 : 0);
  return (
    <StepperContext.Provider value={stepper}>
      <p className="small">
        Deal {frame.deal + 1}/{frame.dealCount} · trick {trickNo} · step <span data-testid="step">{frame.step + 1}</span>/{frame.totalSteps} ({frame.kind})
        {' · '}<a href={`/matches/${matchId}.json`} download>Download the record (JSON)</a>
      </p>
      <ViewLinks view={view} seats={frame.seats.length} viewHref={viewHref} />
      <RotationLinks rotationStarts={props.rotationStarts} rotation={props.rotation} step={step} hrefOf={hrefOf} />
      <p className="small" data-testid="view-label">
        {viewLabel(view, props.names, frame.step)}
      </p>
      <div className="replay">
        <div>
          <ReplayTable frame={frame} names={props.names} bottom={view.kind === 'seat' ? view.seat : rotate} />
          <DecisionPanel frame={frame} />
          <Settlement frame={frame} />
          <CpuStrip frame={frame} />
          <DealLinks frame={frame} />
        </div>
        <SidePanels frame={frame} results={results} view={view} />
      </div>
      <ReplayControls step={step} total={frame.totalSteps} targets={targets} playing={play.playing} speed={play.speed}
        onPlay={play.toggle} onSpeed={play.setSpeed} onSlide={go} onHelp={() => setHelp(!help)} />
      <div aria-live="polite" className="small" style={{ position: 'absolute', left: -10000 }}>{announcement(frame)}</div>
      {help ? <div className="panel small" role="dialog" aria-label="Keyboard help">{KEY_HELP}</div> : null}
    </StepperContext.Provider>
  );
}
