'use client';
/**
 * The replay's controls on top of server-rendered links (UX.md §1): every button is a link that
 * works without JavaScript; this component adds play/pause with speed, the slider and the keys
 * (lichess's keyboard.ts): ←/→ step, Shift+←/→ trick, PgUp/PgDn deal, Home/End, Space play,
 * 0 all hands, 1–6 seat 0–5, f rotate, x next fault, c costliest decision, ? help.
 * A key means the same whether playing or paused; a manual step pauses; Play at the end restarts.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, useTransition } from 'react';

export interface ControlLinks {
  readonly first: string;
  readonly prevDeal: string | null;
  readonly prevTrick: string | null;
  readonly prev: string | null;
  readonly next: string | null;
  readonly nextTrick: string | null;
  readonly nextDeal: string | null;
  readonly last: string;
  readonly nextFault: string | null;
  readonly costliest: string | null;
  readonly rotate: string;
  /** `views[0]` = all hands, `views[k + 1]` = seat k. */
  readonly views: readonly string[];
  /** Step number → href, for the slider. */
  readonly stepHref: string;
}

const SPEEDS = [0.5, 1, 2, 4, 10] as const;

function Nav({ href, label, children, optional = false }: { href: string | null; label: string; children: string; optional?: boolean }) {
  const className = optional ? 'opt' : undefined;
  if (href === null) return <a aria-disabled="true" aria-label={label} role="link" className={className}>{children}</a>;
  return <Link href={href} aria-label={label} title={label} scroll={false} replace className={className}>{children}</Link>;
}

export function ReplayControls({ links, step, total, announce }: { links: ControlLinks; step: number; total: number; announce: string }) {
  const router = useRouter();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [help, setHelp] = useState(false);
  const [pending, startTransition] = useTransition();
  const go = useCallback((href: string | null) => {
    if (href !== null) startTransition(() => router.replace(href, { scroll: false }));
  }, [router]);
  const linksRef = useRef(links);
  linksRef.current = links;

  useEffect(() => {
    if (!playing) return undefined;
    if (links.next === null) {
      setPlaying(false);
      return undefined;
    }
    const timer = setTimeout(() => go(links.next), 1000 / speed);
    return () => clearTimeout(timer);
  }, [playing, speed, links.next, go]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const l = linksRef.current;
      const manual = (href: string | null) => {
        setPlaying(false);
        go(href);
      };
      switch (e.key) {
        case 'ArrowLeft': manual(e.shiftKey ? l.prevTrick : l.prev); break;
        case 'ArrowRight': manual(e.shiftKey ? l.nextTrick : l.next); break;
        case 'PageUp': manual(l.prevDeal); break;
        case 'PageDown': manual(l.nextDeal); break;
        case 'Home': manual(l.first); break;
        case 'End': manual(l.last); break;
        case ' ': setPlaying((p) => !p); break;
        case 'x': manual(l.nextFault); break;
        case 'c': manual(l.costliest); break;
        case 'f': go(l.rotate); break;
        case '?': setHelp((h) => !h); break;
        default:
          if (/^[0-6]$/.test(e.key)) go(l.views[Number(e.key)] ?? null);
          else return;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <>
      <div className="controls" role="toolbar" aria-label="Replay controls">
        <Nav href={links.first} label="Match start (Home)">|◀</Nav>
        <Nav href={links.prevDeal} label="Previous deal (PgUp)" optional>◀◀</Nav>
        <Nav href={links.prevTrick} label="Previous trick (Shift+←)" optional>◀T</Nav>
        <Nav href={links.prev} label="Previous step (←)">◀</Nav>
        <button type="button" aria-label={playing ? 'Pause (Space)' : 'Play (Space)'} aria-pressed={playing}
          onClick={() => {
            if (!playing && links.next === null) go(links.first);
            setPlaying(!playing);
          }}>{playing ? '❚❚' : '▶'}</button>
        <Nav href={links.next} label="Next step (→)">▶</Nav>
        <Nav href={links.nextTrick} label="Next trick (Shift+→)" optional>T▶</Nav>
        <Nav href={links.nextDeal} label="Next deal (PgDn)" optional>▶▶</Nav>
        <Nav href={links.last} label="Match end (End)">▶|</Nav>
        <label className="small opt">Speed{' '}
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} aria-label="Playback speed">
            {SPEEDS.map((s) => <option key={s} value={s}>{s}×</option>)}
          </select>
        </label>
        <input type="range" min={0} max={Math.max(total - 1, 0)} value={step} aria-label="Step"
          onChange={(e) => { setPlaying(false); go(links.stepHref.replace('__STEP__', e.target.value)); }} style={{ flex: '1 1 120px' }} className="opt" />
        <span className="small" data-testid="step-counter" aria-busy={pending}>{step + 1} / {total}{pending ? ' …' : ''}</span>
        <button type="button" className="opt" aria-label="Keyboard help (?)" onClick={() => setHelp(!help)}>?</button>
      </div>
      <div aria-live="polite" className="small" style={{ position: 'absolute', left: -10000 }}>{announce}</div>
      {help ? (
        <div className="panel small" role="dialog" aria-label="Keyboard help">
          ←/→ step · Shift+←/→ trick · PgUp/PgDn deal · Home/End start/end · Space play/pause · 0 all hands · 1–6 seat 0–5 · f rotate · x next fault · c costliest decision · ? this help
        </div>
      ) : null}
    </>
  );
}
