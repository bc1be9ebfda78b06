'use client';
/**
 * Create a league (UX.md §6): game first, then its options with their defaults shown. Without
 * JavaScript every game's option group is shown (the action reads the chosen game's group only);
 * with it, only the chosen game's.
 */
import { useState, type ReactNode } from 'react';
import { createLeagueAction } from '@/lib/leagues/actions';
import { emptyFormState } from '@/lib/form-state';
import type { OptionDoc } from '@/lib/leagues/option-docs';
import { FieldErrors } from './field-errors';
import { useFormKeepingInput } from './use-form-keeping-input';

export interface GameForm {
  readonly id: string;
  readonly name: string;
  readonly seats: { readonly min: number; readonly max: number; readonly default: number };
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Each option's label and description, from the game's rules file. */
  readonly docs: Readonly<Record<string, OptionDoc>>;
  /** The arena match's length with the defaults at the default table size (`24 to 36 deals`), and the option that sets it. */
  readonly deals?: string;
  readonly option?: string;
}

/** The default as words: `on`/`off`, a number or text as it is, anything else as JSON. */
function defaultText(def: unknown): string {
  if (typeof def === 'boolean') return def ? 'on' : 'off';
  return typeof def === 'number' || typeof def === 'string' ? String(def) : JSON.stringify(def);
}

/** One rules option: its name in words, the rules file's description and the default (the input keeps the `opt.<game>.<name>` field). */
function OptionField({ game, name, def, doc, errors }: { game: string; name: string; def: unknown; doc: OptionDoc | undefined; errors: ReactNode }) {
  const field = `opt.${game}.${name}`;
  const help = <span className="muted small option-help">{doc?.description} (default {defaultText(def)})</span>;
  if (typeof def === 'boolean') {
    return <label style={{ fontWeight: 400 }}><span style={{ display: 'flex', gap: 6, alignItems: 'center' }}><input type="checkbox" name={field} defaultChecked={def} /> {doc?.label ?? name}</span>{help}{errors}</label>;
  }
  const value = typeof def === 'number' || typeof def === 'string' ? def : JSON.stringify(def);
  return <label style={{ fontWeight: 400 }}>{doc?.label ?? name}{help}<input type={typeof def === 'number' ? 'number' : 'text'} name={field} defaultValue={value} />{errors}</label>;
}

export function LeagueForm({ csrf, games }: { csrf: string; games: readonly GameForm[] }) {
  const { state, pending, form } = useFormKeepingInput(createLeagueAction, emptyFormState);
  const [game, setGame] = useState<string | null>(null);
  const err = (k: string) => <FieldErrors state={state} field={k} />;
  const chosen = games.find((g) => g.id === game) ?? games[0];
  return (
    <form {...form} className="stack">
      <input type="hidden" name="csrf" value={csrf} />
      <label>Game<select name="game" defaultValue={games[0]?.id} onChange={(e) => setGame(e.target.value)}>{games.map((g) => <option key={g.id} value={g.id}>{g.name} ({g.seats.min}–{g.seats.max} seats)</option>)}</select>{err('game')}</label>
      <label>Name<input type="text" name="name" required maxLength={100} />{err('name')}</label>
      <label>Slug (the URL: /leagues/slug; leave it empty to derive it from the name)<input type="text" name="slug" pattern="[a-z0-9][a-z0-9\-]{0,62}" />{err('slug')}</label>
      <label>Seats per table<input type="number" name="seatsPerTable" min={2} max={8} defaultValue={chosen?.seats.default ?? 4} key={`seats-${chosen?.id ?? ''}`} />{err('seatsPerTable')}</label>
      <label>Deals per match (shortens the game&apos;s own match; its length option lengthens it)<input type="number" name="dealsPerMatch" min={1} max={200} defaultValue={12} />{err('dealsPerMatch')}</label>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}><input type="checkbox" name="duplicate" defaultChecked /> Duplicate (each deal set played in every seat rotation)</label>
      <label>Scoring of a duplicate match (<a href="/ratings#scoring">which needs fewer deals</a>)<select name="scoring" defaultValue=""><option value="">The game&apos;s default (measured)</option><option value="matchpoints">Matchpoints: each deal compared across its rotations</option><option value="chips">Chips summed over the rotations</option></select>{err('scoring')}</label>
      <label>Time limit per decision, ms (default 100)<input type="number" name="timeLimitMs" min={10} max={10000} defaultValue={100} />{err('timeLimitMs')}</label>
      <label>Memory limit, MB (default 64)<input type="number" name="memoryLimitMb" min={8} max={1024} defaultValue={64} />{err('memoryLimitMb')}</label>
      <label style={{ display: 'flex', gap: 6, alignItems: 'center' }}><input type="checkbox" name="continuous" /> Continuous ladder (the workers keep its tables coming and place new bots; entries stay open while it runs; no rounds to start)</label>
      <label>Rounds (of a round league)<input type="number" name="targetRounds" min={1} max={1000} defaultValue={10} />{err('targetRounds')}</label>
      {games.map((g) => (
        <fieldset key={g.id} hidden={game !== null && g.id !== game} className="panel">
          <legend>Rules options of {g.name} (defaults shown; <a href={`/rules/${g.id}`} target="_blank" rel="noreferrer">rules</a>)</legend>
          {g.deals && g.option ? <p className="muted small" data-testid={`match-length-${g.id}`}>With these defaults a match at {g.seats.default} seats lasts {g.deals}; “{g.docs[g.option]?.label ?? g.option}” sets its length, and deals per match can only shorten it.</p> : null}
          {Object.entries(g.defaults).map(([key, def]) => <OptionField key={key} game={g.id} name={key} def={def} doc={g.docs[key]} errors={err(`opt.${g.id}.${key}`)} />)}
        </fieldset>
      ))}
      {err('options')}
      <button type="submit" className="primary" disabled={pending}>Create league (as a draft)</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
