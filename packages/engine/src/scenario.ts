/**
 * Scenario files (rules/SCENARIOS.md): parsed once, completely, before anything is replayed. A
 * malformed file gives one line naming the problem; anything that is merely not allowed by the
 * rules is left for replay to report as an illegal action.
 */
import { isCard, type Card } from './cards.ts';
import type { AnyGameDefinition } from './game.ts';
import { err, ok, type Result } from './result.ts';
import { showJson } from './show.ts';

export interface ScenarioDeal {
  readonly dealer: number;
  readonly hands: readonly (readonly Card[])[];
  readonly stock: readonly Card[];
  /** `[seat, action]`: the seat is any integer and the action any object; replay judges them. */
  readonly actions: readonly (readonly [number, Readonly<Record<string, unknown>>])[];
}

export interface Scenario {
  readonly name: string;
  readonly game: AnyGameDefinition;
  readonly seats: number;
  readonly options: unknown;
  readonly chips: readonly number[];
  readonly deals: readonly ScenarioDeal[];
}

type Lookup = (id: string) => AnyGameDefinition | undefined;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Parses a scenario file's text. */
export function parseScenario(text: string, lookup: Lookup): Result<Scenario, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`not JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
  return parseScenarioValue(raw, lookup);
}

export function parseScenarioValue(raw: unknown, lookup: Lookup): Result<Scenario, string> {
  if (!isObject(raw)) return err('the file is not a JSON object');
  const game = typeof raw.game === 'string' ? lookup(raw.game) : undefined;
  if (!game) return err(`unknown game ${JSON.stringify(raw.game)}`);
  const seats = raw.seats;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < game.seatRange.min || seats > game.seatRange.max) {
    return err(`seats must be an integer from ${game.seatRange.min} to ${game.seatRange.max} for ${game.id}, got ${JSON.stringify(seats)}`);
  }
  const options = game.parseOptions(raw.options, seats);
  if (!options.ok) return err(options.error);
  const chips = parseChips(raw.chips, seats);
  if (!chips.ok) return chips;
  if (!Array.isArray(raw.deals) || raw.deals.length === 0) return err('deals is missing or empty');
  const pack = game.pack(options.value, seats);
  const shape = game.dealShape(options.value, seats);
  const deals: ScenarioDeal[] = [];
  for (const [k, d] of (raw.deals as unknown[]).entries()) {
    const deal = parseDeal(d, seats, pack, shape.handSizes, shape.stockSize);
    if (!deal.ok) return err(`deal ${k}: ${deal.error}`);
    deals.push(deal.value);
  }
  const name = typeof raw.name === 'string' ? raw.name : '';
  return ok({ name, game, seats, options: options.value, chips: chips.value, deals });
}

function parseChips(raw: unknown, seats: number): Result<number[], string> {
  if (raw === undefined) return ok(Array.from({ length: seats }, () => 0));
  if (!Array.isArray(raw) || raw.length !== seats || !raw.every((c) => Number.isSafeInteger(c))) {
    return err(`chips must be ${seats} integers, got ${JSON.stringify(raw)}`);
  }
  return ok(raw as number[]);
}

function parseDeal(
  raw: unknown, seats: number, pack: readonly Card[], handSizes: readonly number[], stockSize: number,
): Result<ScenarioDeal, string> {
  if (!isObject(raw)) return err('is not an object');
  const dealer = raw.dealer;
  if (typeof dealer !== 'number' || !Number.isInteger(dealer) || dealer < 0 || dealer >= seats) {
    return err(`dealer must be an integer 0 … ${seats - 1}, got ${JSON.stringify(dealer)}`);
  }
  for (const field of ['hands', 'stock', 'actions'] as const) {
    if (!Array.isArray(raw[field])) return err(`${field} is missing or not an array`);
  }
  const cards = parseCards(raw.hands as unknown[], raw.stock as unknown[], seats, pack, handSizes, stockSize);
  if (!cards.ok) return cards;
  const actions = parseActions(raw.actions as unknown[]);
  if (!actions.ok) return actions;
  return ok({ dealer, hands: cards.value.hands, stock: cards.value.stock, actions: actions.value });
}

function parseCards(
  hands: unknown[], stock: unknown[], seats: number, pack: readonly Card[], handSizes: readonly number[], stockSize: number,
): Result<{ hands: Card[][]; stock: Card[] }, string> {
  if (hands.length !== seats) return err(`hands must have ${seats} entries, got ${hands.length}`);
  const seen = new Set<string>();
  const inPack = new Set<string>(pack);
  const checkList = (list: unknown, what: string, size: number | undefined): Result<Card[], string> => {
    if (!Array.isArray(list)) return err(`${what} is not an array`);
    for (const c of list as unknown[]) {
      if (!isCard(c)) return err(`${what}: card ${JSON.stringify(c)} does not exist`);
      if (!inPack.has(c)) return err(`${what}: card ${c} is not in this game's pack`);
      if (seen.has(c)) return err(`${what}: card ${c} appears twice`);
      seen.add(c);
    }
    if (size !== undefined && list.length !== size) return err(`${what} must have ${size} cards, got ${list.length}`);
    return ok(list as Card[]);
  };
  const parsedHands: Card[][] = [];
  for (const [i, h] of hands.entries()) {
    const r = checkList(h, `hand ${i}`, handSizes[i]);
    if (!r.ok) return r;
    parsedHands.push(r.value);
  }
  const parsedStock = checkList(stock, 'stock', stockSize);
  if (!parsedStock.ok) return parsedStock;
  const missing = pack.filter((c) => !seen.has(c));
  if (missing.length > 0) return err(`hands and stock are not the whole pack: missing ${missing.join(' ')}`);
  return ok({ hands: parsedHands, stock: parsedStock.value });
}

function parseActions(raw: unknown[]): Result<ScenarioDeal['actions'], string> {
  const out: [number, Record<string, unknown>][] = [];
  for (const [j, entry] of raw.entries()) {
    if (!Array.isArray(entry) || entry.length !== 2 || !Number.isInteger(entry[0]) || !isObject(entry[1])) {
      return err(`action ${j} must be [integer, object], got ${showJson(entry, 'undefined').slice(0, 80)}`);
    }
    out.push([entry[0] as number, entry[1]]);
  }
  return ok(out);
}
