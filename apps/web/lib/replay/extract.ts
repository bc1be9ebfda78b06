/**
 * Reads the table out of a game state or a seat's observation, whatever the game: every game's
 * state and observation carry `hands`/`hand`+`handSizes`, `trick` (or `currentTrick`), completed
 * tricks (`tricks` or `played`), `leader`, `chips`, `pot`, `phase`, `toAct`. Games name a few fields
 * differently; this module is the one place that knows.
 */
import { isCard, type Card } from '@arena/engine/cards';

export interface TrickPlay {
  readonly seat: number;
  readonly card: Card;
}

export interface TrickView {
  readonly leader: number;
  readonly plays: readonly TrickPlay[];
  readonly winner: number | null;
}

type Bag = Readonly<Record<string, unknown>>;

const isBag = (x: unknown): x is Bag => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number | null => (typeof x === 'number' ? x : null);

export function cardsOf(x: unknown): Card[] {
  return Array.isArray(x) ? x.filter(isCard) : [];
}

function playsOf(list: unknown, leader: number, seats: number): TrickPlay[] {
  if (!Array.isArray(list)) return [];
  const plays: TrickPlay[] = [];
  list.forEach((item: unknown, i) => {
    if (isCard(item)) plays.push({ seat: (leader + i) % seats, card: item });
    else if (isBag(item) && isCard(item.card)) plays.push({ seat: num(item.seat) ?? (leader + i) % seats, card: item.card });
  });
  return plays;
}

function trickOf(x: unknown, seats: number): TrickView | null {
  if (!isBag(x)) return null;
  const leader = num(x.leader) ?? 0;
  const plays = playsOf(x.plays ?? x.cards, leader, seats);
  return { leader, plays, winner: num(x.winner) };
}

/** Completed tricks of the deal, in order. */
export function completedTricks(view: unknown, seats: number): TrickView[] {
  if (!isBag(view)) return [];
  for (const key of ['played', 'tricks']) {
    const list = view[key];
    if (Array.isArray(list) && list.every(isBag)) return list.map((t) => trickOf(t, seats)).filter((t): t is TrickView => t !== null);
  }
  return [];
}

/** The trick being played, or null when none is open. */
export function currentTrick(view: unknown, seats: number): TrickView | null {
  if (!isBag(view)) return null;
  if (isBag(view.currentTrick)) return trickOf(view.currentTrick, seats);
  const plays = playsOf(view.trick, num(view.leader) ?? 0, seats);
  if (plays.length === 0) return null;
  return { leader: plays[0]?.seat ?? 0, plays, winner: null };
}

export function numbersOf(view: unknown, key: string): number[] | null {
  if (!isBag(view)) return null;
  const list = view[key];
  return Array.isArray(list) && list.every((x) => typeof x === 'number') ? list : null;
}

export function field(view: unknown, key: string): unknown {
  return isBag(view) ? view[key] : undefined;
}

/** Every card named anywhere in a JSON value (to tell which cards a seat has seen). */
export function cardsMentioned(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (isCard(value)) into.add(value);
  else if (Array.isArray(value)) for (const v of value) cardsMentioned(v, into);
  else if (isBag(value)) for (const v of Object.values(value)) cardsMentioned(v, into);
  return into;
}

/** Public extras shown beside the trick: a trump card, a turn-up, the Doppler, the stock. */
export function tableExtras(view: unknown): { label: string; cards: Card[] }[] {
  const extras: { label: string; cards: Card[] }[] = [];
  const single = (key: string, label: string) => {
    const v = field(view, key);
    if (isCard(v)) extras.push({ label, cards: [v] });
  };
  single('trumpCard', 'Trump card');
  single('turnUp', 'Turn-up');
  const doppler = cardsOf(field(view, 'doppler'));
  if (doppler.length > 0) extras.push({ label: 'Doppler', cards: doppler });
  return extras;
}

export function textField(view: unknown, key: string): string | null {
  const v = field(view, key);
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return null;
}
