import type { Metadata } from 'next';
import Link from 'next/link';
import { CardText } from '@/components/cards';
import { AuctionTable } from '@/components/replay/auction';
import { ReplayControls, type ControlLinks } from '@/components/replay/controls';
import { ReplayTable, type SeatName } from '@/components/replay/table';
import { fetchMatch, ownSeatsIn, rotationOf, type MatchData, type Rotation } from '@/lib/matches/data';
import { auctionGrid } from '@/lib/replay/auction';
import { buildFrame, stepOfDecision, type Frame, type ReplayView } from '@/lib/replay/frame';
import { parseReplayQuery, parseRotation, stepHref } from '@/lib/replay/links';
import { isCard } from '@arena/engine/cards';


/** Seat names of a rotation: seat s holds bot order[s] (the match's seat order[s] in rotation 0). */
function seatNames(data: MatchData, rotation: Rotation | null): SeatName[] {
  const n = rotation?.record.seats.length ?? data.page.match.seating.length;
  return Array.from({ length: n }, (_, s) => {
    const bot = rotation?.order[s] ?? s;
    const r = data.page.results.find((x) => x.seat === bot);
    return r ? { name: `${r.botName} (${r.ownerName})`, botId: r.botId } : { name: rotation?.record.seats[s]?.name ?? `seat ${s}`, botId: null };
  });
}

/** The page title: game, deal and step (UX.md: deal and trick in the title). */
export async function matchTitle(id: string, q: Readonly<Record<string, string | string[] | undefined>>): Promise<Metadata> {
  const data = await fetchMatch(id);
  const record = data.record;
  if (!record || !data.game) return { title: `Match ${data.page.match.id.slice(0, 8)}` };
  const starts = record.deals.map((_, k) => record.deals.slice(0, k).reduce((a, d) => a + d.decisions + 2, 0));
  const { step } = parseReplayQuery(q, record.seats.length, starts);
  let deal = 0;
  starts.forEach((s, k) => { if (s <= step) deal = k; });
  return { title: `${data.page.league.game} · deal ${deal + 1}/${record.deals.length} · step ${step + 1}` };
}

function TextLine({ text }: { text: string }) {
  return <>{text.split(' ').map((w, i) => <span key={i}>{i > 0 ? ' ' : ''}{isCard(w) ? <CardText card={w} /> : w}</span>)}</>;
}

function ViewSelector({ id, frame, view, n, rotation }: { id: string; frame: Frame; view: ReplayView; n: number; rotation: number }) {
  return (
    <nav className="views" aria-label="View">
      <Link href={stepHref(id, frame, frame.step, { kind: 'all' }, 0, rotation)} aria-current={view.kind === 'all' ? 'page' : undefined} scroll={false}>All hands</Link>
      {Array.from({ length: n }, (_, s) => (
        <Link key={s} href={stepHref(id, frame, frame.step, { kind: 'seat', seat: s }, 0, rotation)} aria-current={view.kind === 'seat' && view.seat === s ? 'page' : undefined} scroll={false}>Seat {s}</Link>
      ))}
    </nav>
  );
}

/** The match page's body, shared by /matches/[id] (dynamic, knows the viewer) and the cached anonymous copy. */
export async function MatchView({ id, q, userId }: { id: string; q: Readonly<Record<string, string | string[] | undefined>>; userId: number | undefined }) {
  const data = await fetchMatch(id);
  const { page, game } = data;
  const rotation = rotationOf(data, parseRotation(q));
  const record = rotation?.record ?? null;
  const names = seatNames(data, rotation);
  const header = (
    <>
      <h1>Match {page.match.id.slice(0, 8)}</h1>
      <p className="muted">
        <Link href={`/leagues/${page.league.slug}`}>{page.league.name}</Link> · {page.league.game} · round {page.roundNumber} · table {page.match.tableIndex} · {page.match.status}
        {page.seed ? <> · seed <code>{page.seed.slice(0, 16)}…</code></> : null}
      </p>
    </>
  );
  if (!record || !game || !rotation) {
    return <>{header}<p>This match has no replay yet ({page.match.status}).</p></>;
  }
  const own = ownSeatsIn(data, rotation, userId);
  const n = record.seats.length;
  const starts = record.deals.map((_, k) => record.deals.slice(0, k).reduce((a, d) => a + d.decisions + 2, 0));
  const query = parseReplayQuery(q, n, starts);
  const { view } = query;
  const frame = buildFrame({ key: `${page.match.id}:${rotation.index}`, record, game, step: query.step, view, ownSeats: own });
  const at = (s: number, v: ReplayView = view) => stepHref(id, frame, s, v, query.rotate, rotation.index);
  const auction = auctionGrid(frame.decisions, n, frame.step);
  const last = frame.totalSteps - 1;
  const curTrickStart = frame.trickStarts[frame.trickIndex];
  const prevTrick = curTrickStart !== undefined && curTrickStart < frame.step ? curTrickStart : frame.trickStarts[frame.trickIndex - 1];
  const nextTrick = frame.trickStarts.find((t) => t > frame.step);
  const costliest = record.decisions.map((d, i) => ({ i, cpu: d.cpuMs, step: stepOfDecision(record, i) })).filter((d) => d.step > frame.step)
    .sort((a, b) => b.cpu - a.cpu)[0];
  const links: ControlLinks = {
    first: at(0),
    prevDeal: frame.deal > 0 ? at(frame.dealStarts[frame.deal - 1] ?? 0) : frame.step > 0 ? at(0) : null,
    prevTrick: prevTrick === undefined ? null : at(prevTrick),
    prev: frame.step > 0 ? at(frame.step - 1) : null,
    next: frame.step < last ? at(frame.step + 1) : null,
    nextTrick: nextTrick === undefined ? null : at(nextTrick),
    nextDeal: frame.deal + 1 < frame.dealCount ? at(frame.dealStarts[frame.deal + 1] ?? last) : null,
    last: at(last),
    nextFault: ((s) => (s === undefined ? null : at(s)))(frame.faultSteps.find((s) => s > frame.step)),
    costliest: costliest ? at(costliest.step) : null,
    rotate: stepHref(id, frame, frame.step, view, (query.rotate + 1) % n, rotation.index),
    views: [at(frame.step, { kind: 'all' }), ...Array.from({ length: n }, (_, s) => at(frame.step, { kind: 'seat', seat: s }))],
    stepHref: at(0).replace('step=0', 'step=__STEP__'),
  };
  const bottom = view.kind === 'seat' ? view.seat : query.rotate;
  const cur = frame.current;
  const announce = cur ? `Step ${frame.step + 1}: seat ${cur.seat} ${cur.text}` : `Step ${frame.step + 1}: ${frame.kind === 'deal-start' ? `deal ${frame.deal + 1} starts` : `deal ${frame.deal + 1} settled`}`;
  const dealLines = frame.decisions;
  const payoffs = record.deals.slice(0, view.kind === 'seat' ? frame.deal + (frame.kind === 'settle' ? 1 : 0) : record.deals.length);
  const running = Array.from({ length: n }, () => 0);
  const maxCpu = Math.max(frame.cpuBudgetMs, ...dealLines.map((l) => l.cpuMs));

  return (
    <>
      {header}
      <p className="small">
        Deal {frame.deal + 1}/{frame.dealCount} · trick {frame.tricks.length + (frame.trick ? 1 : 0)} · step <span data-testid="step">{frame.step + 1}</span>/{frame.totalSteps} ({frame.kind})
        {' · '}<a href={`/matches/${id}.json`} download>Download the record (JSON)</a>
      </p>
      <ViewSelector id={id} frame={frame} view={view} n={n} rotation={rotation.index} />
      {rotation.count > 1 ? (
        <nav className="views small" aria-label="Rotation" style={{ marginTop: 4 }}>
          Duplicate set, rotation:{' '}
          {Array.from({ length: rotation.count }, (_, k) => (
            <Link key={k} href={stepHref(id, frame, 0, view, 0, k)} aria-current={k === rotation.index ? 'page' : undefined} scroll={false}>{k + 1}</Link>
          ))}
        </nav>
      ) : null}
      <p className="small" data-testid="view-label">
        {view.kind === 'all' ? 'All hands: the omniscient view.' : `Seat ${view.seat}: exactly what ${names[view.seat]?.name ?? 'the bot'} was given at step ${frame.step + 1}.`}
      </p>
      <div className="replay">
        <div>
          <ReplayTable frame={frame} names={names} bottom={bottom} />
          {cur ? (
            <section className="panel" style={{ marginTop: 8 }} aria-label="Decision">
              <strong>Decision</strong> S{cur.seat}: <TextLine text={cur.text} /> · {cur.by === 'default' ? 'default action · ' : ''}
              CPU {cur.cpuMs.toFixed(1)} ms of {frame.cpuBudgetMs} ms
              <svg width="120" height="8" style={{ marginLeft: 6 }} aria-hidden="true"><rect width="120" height="8" fill="#e5e7eb" /><rect width={Math.min(120, (120 * cur.cpuMs) / Math.max(frame.cpuBudgetMs, 1))} height="8" fill={cur.cpuMs > frame.cpuBudgetMs ? '#b42318' : '#1d4ed8'} /></svg>
              {cur.faultKind ? <span className="badge badge-bad" style={{ marginLeft: 6 }}>✕ fault: {cur.faultKind}</span> : null}
              {cur.faultMessage ? <div className="log">{cur.faultMessage}</div> : null}
              {cur.log !== null ? <><div className="small">Your bot&apos;s log:</div><div className="log" data-testid="owner-log">{cur.log}</div></> : null}
            </section>
          ) : null}
          {frame.outcome ? (
            <section className="panel" style={{ marginTop: 8 }} aria-label="Settlement">
              <strong>Deal {frame.deal + 1} settled</strong>: {frame.outcome.payoffs.map((p, s) => `S${s} ${p >= 0 ? '+' : ''}${p}`).join(' · ')} · pot {frame.outcome.pot}
            </section>
          ) : null}
          <h2 className="small">CPU per decision (deal {frame.deal + 1})</h2>
          <div className="cpu-strip" aria-label="CPU per decision">
            {dealLines.map((l) => (
              <a key={l.index} href={at(l.step)} className={l.faultKind ? 'fault' : l.step === frame.step ? 'cur' : undefined}
                style={{ height: `${Math.max(6, (100 * l.cpuMs) / maxCpu)}%` }} title={`step ${l.step + 1}: S${l.seat} ${l.cpuMs.toFixed(1)} ms${l.faultKind ? ` ✕ ${l.faultKind}` : ''}`} aria-label={`step ${l.step + 1}`} />
            ))}
          </div>
          <h2 className="small">Deals</h2>
          <p className="small">{frame.dealStarts.map((s, k) => <span key={k}>{k === frame.deal ? <strong>{k + 1}</strong> : <Link href={at(s)} scroll={false}>{k + 1}</Link>} </span>)}</p>
        </div>
        <aside>
          {auction ? <AuctionTable grid={auction} href={at} /> : null}
          <h2 className="small">Decisions of deal {frame.deal + 1}</h2>
          <div className="decisions">
            <table className="data small">
              <thead><tr><th>Step</th><th>Seat</th><th>Action</th><th className="num">CPU ms</th></tr></thead>
              <tbody>
                {dealLines.map((l) => (
                  <tr key={l.index} aria-current={l.step === frame.step ? 'step' : undefined}>
                    <td><Link href={at(l.step)} scroll={false}>{l.step + 1}</Link></td>
                    <td>S{l.seat}</td>
                    <td><TextLine text={l.text} />{l.by === 'default' ? ' (default)' : ''}{l.faultKind ? <span className="badge badge-bad"> ✕ {l.faultKind}</span> : null}
                      {l.log !== null && l.log !== '' ? <div className="log" data-testid="owner-log-line">{l.log}</div> : null}</td>
                    <td className="num">{l.cpuMs.toFixed(1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2 className="small">Tricks</h2>
          {frame.tricks.length === 0 ? <p className="small muted">None yet.</p> : (
            <table className="data small" data-testid="tricks">
              <thead><tr><th>#</th><th>Leader</th><th>Cards</th><th>Winner</th></tr></thead>
              <tbody>
                {frame.tricks.map((t, i) => (
                  <tr key={i}>
                    <td>{frame.trickStarts[i] === undefined ? i + 1 : <Link href={at(frame.trickStarts[i] ?? 0)} scroll={false}>{i + 1}</Link>}</td>
                    <td>S{t.leader}</td>
                    <td>{t.plays.map((p) => <span key={p.card}>S{p.seat} <CardText card={p.card} /> </span>)}</td>
                    <td>{t.winner === null ? '' : `S${t.winner}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2 className="small">Chips per deal</h2>
          <div className="scroll-x">
            <table className="data small">
              <thead><tr><th>Deal</th>{Array.from({ length: n }, (_, s) => <th key={s} className="num">S{s}</th>)}<th className="num">Pot</th></tr></thead>
              <tbody>
                {payoffs.map((d, k) => {
                  d.outcome.payoffs.forEach((p, s) => { running[s] = (running[s] ?? 0) + p; });
                  return (
                    <tr key={k} aria-current={k === frame.deal ? 'step' : undefined}>
                      <td><Link href={at(frame.dealStarts[k] ?? 0)} scroll={false}>{k + 1}</Link></td>
                      {d.outcome.payoffs.map((p, s) => <td key={s} className="num">{p >= 0 ? '+' : ''}{p} <span className="muted">({running[s]})</span></td>)}
                      <td className="num">{d.outcome.pot}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {frame.observation !== null ? (
            <details>
              <summary className="small">Observation of seat {view.kind === 'seat' ? view.seat : ''} (JSON)</summary>
              <pre className="obs">{JSON.stringify(frame.observation, null, 1)}</pre>
            </details>
          ) : null}
        </aside>
      </div>
      <ReplayControls links={links} step={frame.step} total={frame.totalSteps} announce={announce} />
    </>
  );
}
