'use client';
/**
 * The replay's panels around the table, each drawn from one frame (UX.md §1): the decision with
 * CPU against the budget, the settlement, the CPU strip, deal links, the decision list, the trick
 * table and the chips per deal. None shows what is still to come.
 */
import { CardText } from '@/components/cards';
import type { Frame } from '@/lib/replay/frame';
import { isCard } from '@arena/engine/cards';
import { StepLink } from './step-link';

export function TextLine({ text }: { text: string }) {
  return <>{text.split(' ').map((w, i) => <span key={i}>{i > 0 ? ' ' : ''}{isCard(w) ? <CardText card={w} /> : w}</span>)}</>;
}

export function DecisionPanel({ frame }: { frame: Frame }) {
  const cur = frame.current;
  if (!cur) return null;
  const width = Math.min(120, (120 * cur.cpuMs) / Math.max(frame.cpuBudgetMs, 1));
  return (
    <section className="panel" style={{ marginTop: 8 }} aria-label="Decision">
      <strong>Decision</strong> S{cur.seat}: <TextLine text={cur.text} /> · {cur.by === 'default' ? 'default action · ' : ''}
      CPU {cur.cpuMs.toFixed(1)} ms of {frame.cpuBudgetMs} ms
      <svg width="120" height="8" style={{ marginLeft: 6 }} aria-hidden="true"><rect width="120" height="8" fill="#e5e7eb" /><rect width={width} height="8" fill={cur.cpuMs > frame.cpuBudgetMs ? '#b42318' : '#1d4ed8'} /></svg>
      {cur.faultKind ? <span className="badge badge-bad" style={{ marginLeft: 6 }}>✕ fault: {cur.faultKind}</span> : null}
      {cur.faultMessage ? <div className="log">{cur.faultMessage}</div> : null}
      {cur.log !== null ? <><div className="small">Your bot&apos;s log:</div><div className="log" data-testid="owner-log">{cur.log}</div></> : null}
    </section>
  );
}

export function Settlement({ frame }: { frame: Frame }) {
  if (!frame.outcome) return null;
  return (
    <section className="panel" style={{ marginTop: 8 }} aria-label="Settlement">
      <strong>Deal {frame.deal + 1} settled</strong>: {frame.outcome.payoffs.map((p, s) => `S${s} ${p >= 0 ? '+' : ''}${p}`).join(' · ')} · pot {frame.outcome.pot}
    </section>
  );
}

export function CpuStrip({ frame }: { frame: Frame }) {
  const maxCpu = Math.max(frame.cpuBudgetMs, ...frame.decisions.map((l) => l.cpuMs));
  return (
    <>
      <h2 className="small">CPU per decision (deal {frame.deal + 1})</h2>
      <div className="cpu-strip" aria-label="CPU per decision">
        {frame.decisions.map((l) => (
          <StepLink key={l.index} step={l.step} className={l.faultKind ? 'fault' : l.step === frame.step ? 'cur' : undefined}
            style={{ height: `${Math.max(6, (100 * l.cpuMs) / maxCpu)}%` }} label={`step ${l.step + 1}: S${l.seat} ${l.cpuMs.toFixed(1)} ms${l.faultKind ? ` ✕ ${l.faultKind}` : ''}`} />
        ))}
      </div>
    </>
  );
}

export function DealLinks({ frame }: { frame: Frame }) {
  return (
    <>
      <h2 className="small">Deals</h2>
      <p className="small">{frame.dealStarts.map((s, k) => <span key={k}>{k === frame.deal ? <strong>{k + 1}</strong> : <StepLink step={s}>{String(k + 1)}</StepLink>} </span>)}</p>
    </>
  );
}

export function DecisionList({ frame }: { frame: Frame }) {
  return (
    <>
      <h2 className="small">Decisions of deal {frame.deal + 1}</h2>
      <div className="decisions">
        <table className="data small" data-testid="decisions">
          <thead><tr><th>Step</th><th>Seat</th><th>Action</th><th className="num">CPU ms</th></tr></thead>
          <tbody>
            {frame.decisions.map((l) => (
              <tr key={l.index} aria-current={l.step === frame.step ? 'step' : undefined}>
                <td><StepLink step={l.step}>{String(l.step + 1)}</StepLink></td>
                <td>S{l.seat}</td>
                <td><TextLine text={l.text} />{l.by === 'default' ? ' (default)' : ''}{l.faultKind ? <span className="badge badge-bad"> ✕ {l.faultKind}</span> : null}
                  {l.log !== null && l.log !== '' ? <div className="log" data-testid="owner-log-line">{l.log}</div> : null}</td>
                <td className="num">{l.cpuMs.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function TrickList({ frame }: { frame: Frame }) {
  return (
    <>
      <h2 className="small">Tricks</h2>
      {frame.tricks.length === 0 ? <p className="small muted">None yet.</p> : (
        <table className="data small" data-testid="tricks">
          <thead><tr><th>#</th><th>Leader</th><th>Cards</th><th>Winner</th></tr></thead>
          <tbody>
            {frame.tricks.map((t, i) => {
              const start = frame.trickStarts[i];
              return (
                <tr key={i}>
                  <td>{start === undefined ? i + 1 : <StepLink step={start}>{String(i + 1)}</StepLink>}</td>
                  <td>S{t.leader}</td>
                  <td>{t.plays.map((p) => <span key={p.card}>S{p.seat} <CardText card={p.card} /> </span>)}</td>
                  <td>{t.winner === null ? '' : `S${t.winner}`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </>
  );
}

export interface DealResult {
  readonly payoffs: readonly number[];
  readonly pot: number;
}

/** Chips per deal with running totals: the deals settled by this step only. */
export function ChipsTable({ frame, results, seats }: { frame: Frame; results: readonly DealResult[]; seats: number }) {
  const settled = results.slice(0, frame.deal + (frame.kind === 'settle' ? 1 : 0));
  const running = Array.from({ length: seats }, () => 0);
  return (
    <>
      <h2 className="small">Chips per deal</h2>
      {settled.length === 0 ? <p className="small muted">No deal settled yet.</p> : (
        <div className="scroll-x">
          <table className="data small" data-testid="chips">
            <thead><tr><th>Deal</th>{Array.from({ length: seats }, (_, s) => <th key={s} className="num">S{s}</th>)}<th className="num">Pot</th></tr></thead>
            <tbody>
              {settled.map((d, k) => {
                d.payoffs.forEach((p, s) => { running[s] = (running[s] ?? 0) + p; });
                return (
                  <tr key={k} aria-current={k === frame.deal ? 'step' : undefined}>
                    <td><StepLink step={frame.dealStarts[k] ?? 0}>{String(k + 1)}</StepLink></td>
                    {d.payoffs.map((p, s) => <td key={s} className="num">{p >= 0 ? '+' : ''}{p} <span className="muted">({running[s]})</span></td>)}
                    <td className="num">{d.pot}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
