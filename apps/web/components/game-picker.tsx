import Link from 'next/link';
import type { ReactNode } from 'react';
import { GAMES } from '@arena/games';

/** The games of a page whose game is `?game=` in its URL: the current one in bold, every other a link to `path?game=…`. */
export function GamePicker({ path, current }: { path: string; current: string | undefined }) {
  return (
    <p role="navigation" aria-label="Game">Game: {GAMES.map((g, i) => (
      <span key={g.id}>{i > 0 ? ' · ' : ''}{g.id === current ? <strong>{g.name}</strong> : <Link href={`${path}?game=${g.id}`}>{g.name}</Link>}</span>
    ))}</p>
  );
}

/**
 * A form for one game, the game chosen first (`GamePicker`): "Choose a game." until one is, "Unknown
 * game." when `form` (the form's data for the chosen game) is undefined, else `children(form)`.
 */
export function GameForm<F>({ path, gameId, form, children }: { path: string; gameId: string | undefined; form: F | undefined; children: (form: F) => ReactNode }) {
  return (
    <>
      <GamePicker path={path} current={gameId} />
      {gameId === undefined ? <p className="muted">Choose a game.</p>
        : form === undefined ? <p className="field-error">Unknown game.</p>
        : children(form)}
    </>
  );
}
