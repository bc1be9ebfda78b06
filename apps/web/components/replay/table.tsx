import { CardBack, CardFace, CardText } from '@/components/cards';
import type { Frame } from '@/lib/replay/frame';
import type { SeatPanel } from '@/lib/replay/seats';

export interface SeatName {
  readonly name: string;
  readonly botId: number | null;
}

function Seat({ panel, name, me }: { panel: SeatPanel; name: SeatName; me: boolean }) {
  return (
    <div className={`seat${me ? ' seat-me' : ''}${panel.toAct ? ' seat-acting' : ''}`} data-seat={panel.seat} aria-label={`Seat ${panel.seat}`}>
      <div className="seat-head">
        {panel.toAct ? <span aria-label="to act">▶</span> : null}
        <strong>S{panel.seat}</strong>
        {name.botId === null ? <span>{name.name}</span> : <a href={`/bots/${name.botId}`}>{name.name}</a>}
        <span>{panel.chips} chips</span>
        {panel.isDealer ? <span className="badge" title="dealer">D</span> : null}
        {panel.lastCall ? <span className="bubble" title="last call">{panel.lastCall}</span> : null}
      </div>
      <div className="hand" data-testid={`hand-${panel.seat}`} data-hidden={panel.hand === null ? 'true' : 'false'}>
        {panel.hand === null ? (panel.count > 0 ? <CardBack count={panel.count} /> : <span className="small">no cards</span>)
          : panel.hand.length === 0 ? <span className="small">no cards</span>
          : panel.hand.map((c) => <CardFace key={c} card={c} small={!me} />)}
      </div>
    </div>
  );
}

/** The table: other seats on top (clockwise from the viewed seat), the viewed seat at the bottom. */
export function ReplayTable({ frame, names, bottom }: { frame: Frame; names: readonly SeatName[]; bottom: number }) {
  const n = frame.seats.length;
  const order = Array.from({ length: n - 1 }, (_, i) => (bottom + 1 + i) % n);
  const me = frame.seats[bottom];
  const unknown: SeatName = { name: '?', botId: null };
  const lastTrick = frame.tricks.at(-1);
  const showTrick = frame.trick ?? (frame.kind !== 'deal-start' ? lastTrick : null) ?? null;
  return (
    <div className="table-felt">
      <div className="seats-top">
        {order.map((s) => {
          const panel = frame.seats[s];
          return panel ? <Seat key={s} panel={panel} name={names[s] ?? unknown} me={false} /> : null;
        })}
      </div>
      <div className="centre" aria-label="Table centre">
        {showTrick ? (
          <div>
            <div className="small">{frame.trick ? `Trick ${frame.tricks.length + 1}` : `Trick ${frame.tricks.length} (complete)`} · led by S{showTrick.leader}</div>
            <div style={{ display: 'flex', gap: 8 }} data-testid="trick">
              {showTrick.plays.map((p) => (
                <div key={p.card} className="trick-play">
                  <CardFace card={p.card} state={showTrick.winner === p.seat ? 'winner' : null} />
                  <span>S{p.seat}</span>
                </div>
              ))}
            </div>
          </div>
        ) : <span className="small">{frame.kind === 'deal-start' ? 'Deal starts' : 'No trick on the table'}</span>}
        <div className="small" style={{ display: 'grid', gap: 4 }}>
          {frame.pot === null ? null : <div>Pot: <strong>{frame.pot}</strong></div>}
          <div>Phase: {frame.phase}</div>
          {frame.faceUp.map((x) => <div key={x.label}>{x.label}: {x.cards.map((c) => <CardText key={c} card={c} />)}</div>)}
        </div>
      </div>
      {me ? <Seat panel={me} name={names[bottom] ?? unknown} me /> : null}
    </div>
  );
}
