'use client';
/**
 * Create a league (UX.md §6): game first, then its options with their defaults shown. Without
 * JavaScript every game's option group is shown (the action reads the chosen game's group only);
 * with it, only the chosen game's.
 */
import { useState } from 'react';
import { createLeagueAction } from '@/lib/leagues/actions';
import { emptyFormState } from '@/lib/form-state';
import { useFormKeepingInput } from './use-form-keeping-input';

export interface GameForm {
  readonly id: string;
  readonly name: string;
  readonly seats: { readonly min: number; readonly max: number; readonly default: number };
  readonly defaults: Readonly<Record<string, unknown>>;
  /** The arena match's length with the defaults at the default table size (`24 to 36 deals`), and the option that sets it. */
  readonly deals?: string;
  readonly option?: string;
}

export function LeagueForm({ csrf, games }: { csrf: string; games: readonly GameForm[] }) {
  const { state, pending, form } = useFormKeepingInput(createLeagueAction, emptyFormState);
  const [game, setGame] = useState<string | null>(null);
  const err = (k: string) => state.errors?.[k]?.map((e) => <span key={e} className="field-error">{e}</span>);
  const chosen = games.find((g) => g.id === game) ?? games[0];
  return (
    <form {...form} className="stack">
      <input type="hidden" name="csrf" value={csrf} />
      <label>Game<select name="game" defaultValue={games[0]?.id} onChange={(e) => setGame(e.target.value)}>{games.map((g) => <option key={g.id} value={g.id}>{g.name} ({g.seats.min}–{g.seats.max} seats)</option>)}</select>{err('game')}</label>
      <label>Name<input type="text" name="name" required maxLength={100} />{err('name')}</label>
      <label>Slug (the URL: /leagues/slug)<input type="text" name="slug" required pattern="[a-z0-9][a-z0-9\-]{0,62}" />{err('slug')}</label>
      <label>Seats per table<input type="number" name="seatsPerTable" min={2} max={8} defaultValue={chosen?.seats.default ?? 4} key={`seats-${chosen?.id ?? ''}`} />{err('seatsPerTable')}</label>
      <label>Deals per match (shortens the game&apos;s own match; its length option lengthens it)<input type="number" name="dealsPerMatch" min={1} max={200} defaultValue={12} />{err('dealsPerMatch')}</label>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}><input type="checkbox" name="duplicate" defaultChecked /> Duplicate (each deal set played in every seat rotation)</label>
      <label>Time limit per decision, ms (default 100)<input type="number" name="timeLimitMs" min={10} max={10000} defaultValue={100} />{err('timeLimitMs')}</label>
      <label>Memory limit, MB (default 64)<input type="number" name="memoryLimitMb" min={8} max={1024} defaultValue={64} />{err('memoryLimitMb')}</label>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}><input type="checkbox" name="continuous" /> Continuous ladder (the workers keep its tables coming and place new bots; entries stay open while it runs; no rounds to start)</label>
      <label>Rounds (of a round league)<input type="number" name="targetRounds" min={1} max={1000} defaultValue={10} />{err('targetRounds')}</label>
      {games.map((g) => (
        <fieldset key={g.id} hidden={game !== null && g.id !== game} className="panel">
          <legend>Rules options of {g.name} (defaults shown; <a href={`/rules/${g.id}`} target="_blank" rel="noreferrer">rules</a>)</legend>
          {g.deals && g.option ? <p className="muted small" data-testid={`match-length-${g.id}`}>With these defaults a match at {g.seats.default} seats lasts {g.deals}; {g.option} sets its length, and deals per match can only shorten it.</p> : null}
          {Object.entries(g.defaults).map(([key, def]) => (
            <label key={key} style={typeof def === 'boolean' ? { display: 'flex', gap: 6, alignItems: 'center', fontWeight: 400 } : { fontWeight: 400 }}>
              {typeof def === 'boolean' ? <><input type="checkbox" name={`opt.${g.id}.${key}`} defaultChecked={def} /> {key} <span className="muted small">(default {def ? 'on' : 'off'})</span></>
                : <>{key} <span className="muted small">(default {JSON.stringify(def)})</span><input type={typeof def === 'number' ? 'number' : 'text'} name={`opt.${g.id}.${key}`} defaultValue={typeof def === 'number' || typeof def === 'string' ? def : ''} /></>}
            </label>
          ))}
        </fieldset>
      ))}
      {err('options')}
      <button type="submit" className="primary" disabled={pending}>Create league (as a draft)</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
