'use client';
/**
 * The replay's control bar (UX.md §1): each control a link to its target step (so it works
 * without JavaScript) with its own glyph and label, play/pause with speed, the slider and `n / N`.
 * The viewer (viewer.tsx) owns the position; this bar only shows it and asks to move.
 */
import type { Jump } from '@/lib/replay/navigate';
import { StepLink } from './step-link';

export const SPEEDS = [0.5, 1, 2, 4, 10] as const;

/** Glyph and label of each jump, with its key; no two controls share a glyph. */
const JUMPS: readonly { jump: Jump; glyph: string; label: string; optional?: boolean }[] = [
  { jump: 'first', glyph: '⇤', label: 'Match start (Home)' },
  { jump: 'prevDeal', glyph: '↞', label: 'Previous deal (PgUp)', optional: true },
  { jump: 'prevTrick', glyph: '«', label: 'Previous trick (Shift+←)', optional: true },
  { jump: 'prev', glyph: '‹', label: 'Previous step (←)' },
];
const JUMPS_AHEAD: typeof JUMPS = [
  { jump: 'next', glyph: '›', label: 'Next step (→)' },
  { jump: 'nextTrick', glyph: '»', label: 'Next trick (Shift+→)', optional: true },
  { jump: 'nextDeal', glyph: '↠', label: 'Next deal (PgDn)', optional: true },
  { jump: 'last', glyph: '⇥', label: 'Match end (End)' },
];

export interface ControlsProps {
  readonly step: number;
  readonly total: number;
  readonly targets: Readonly<Record<Jump, number | null>>;
  readonly playing: boolean;
  readonly speed: number;
  readonly onPlay: () => void;
  readonly onSpeed: (speed: number) => void;
  readonly onSlide: (step: number) => void;
  readonly onHelp: () => void;
}

function JumpLink({ glyph, label, target, optional }: { glyph: string; label: string; target: number | null; optional?: boolean | undefined }) {
  const className = `glyph${optional ? ' opt' : ''}`;
  if (target === null) return <a aria-disabled="true" aria-label={label} title={label} role="link" className={className}>{glyph}</a>;
  return <StepLink step={target} label={label} className={className}>{glyph}</StepLink>;
}

export function ReplayControls(p: ControlsProps) {
  const jumps = (list: typeof JUMPS) => list.map((j) => <JumpLink key={j.jump} glyph={j.glyph} label={j.label} optional={j.optional} target={p.targets[j.jump]} />);
  return (
    <div className="controls" role="toolbar" aria-label="Replay controls">
      {jumps(JUMPS)}
      <button type="button" className="play" aria-label={p.playing ? 'Pause (Space)' : 'Play (Space)'} title={p.playing ? 'Pause (Space)' : 'Play (Space)'}
        aria-pressed={p.playing} onClick={p.onPlay}>{p.playing ? '⏸ Pause' : '▶ Play'}</button>
      {jumps(JUMPS_AHEAD)}
      <label className="small opt">Speed{' '}
        <select value={p.speed} onChange={(e) => p.onSpeed(Number(e.target.value))} aria-label="Playback speed">
          {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
        </select>
      </label>
      <input type="range" min={0} max={Math.max(p.total - 1, 0)} value={p.step} aria-label="Step"
        onChange={(e) => p.onSlide(Number(e.target.value))} style={{ flex: '1 1 120px' }} className="opt" />
      <span className="small" data-testid="step-counter">{p.step + 1} / {p.total}</span>
      <button type="button" className="opt" aria-label="Keyboard help (?)" title="Keyboard help (?)" onClick={p.onHelp}>?</button>
    </div>
  );
}
