'use client';
import { openTableAction } from '@/lib/tables/actions';
import type { TableFormData } from '@/lib/tables/data';
import { FieldErrors } from '../field-errors';
import { OpponentSeats } from '../opponent-seats';
import { useFormKeepingInput } from '../use-form-keeping-input';

/** Opening a table for one game (chosen first, in the URL): the bots at the other seats, your seat, the deals, your clock. */
export function TableForm({ csrf, data }: { csrf: string; data: TableFormData }) {
  const { state, pending, form } = useFormKeepingInput(openTableAction, {});
  const err = (k: string) => <FieldErrors state={state} field={k} />;
  return (
    <form {...form} className="stack" aria-label="New table">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="game" value={data.game} />
      <OpponentSeats data={{ seats: data.seats, opponents: data.bots }} legend="Bots (they take the seats other than yours, in order)" error={err('bots')} />
      <label>Your seat (0 is the first dealer&apos;s left-hand player; the deal passes on each deal)
        <select name="seat" defaultValue="0">
          {Array.from({ length: data.seats.max }, (_, s) => <option key={s} value={s}>Seat {s}</option>)}
        </select>{err('seat')}
      </label>
      <label>Deals (1 to {data.maxDeals})
        <input type="number" name="deals" required min={1} max={data.maxDeals} defaultValue={1} />{err('deals')}
      </label>
      <label>Your clock per decision, seconds (after it the rules&apos; default action is played)
        <input type="number" name="clockSeconds" min={10} max={300} defaultValue={60} />{err('clockSeconds')}
      </label>
      <button type="submit" className="primary" disabled={pending}>{pending ? 'Opening…' : 'Open the table and sit down'}</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
