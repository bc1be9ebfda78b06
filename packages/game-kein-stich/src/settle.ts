/**
 * Settlement (docs/rules/kein-stich.md section 9): penalty units per trick for the deal's
 * components, the march, and the layout deal's payout of the pot by the weights of section 9.2.
 */
import { cardIndex, rankIndex, suitIndex, type Card } from '@arena/engine/cards';
import { assert } from '@arena/engine/result';
import { ALL_CARDS, maxCard } from './cards.ts';
import { componentsOf } from './options.ts';
import type { DealInfo, DealState } from './state.ts';
import type { ContractId, DealResult, Options, SimpleContract } from './types.ts';

const HEARTS = 2;
const OBER = 2;

/** Units one card costs under one component (section 9.1). */
function cardUnitsFor(component: SimpleContract, card: Card, max: Card): number {
  switch (component) {
    case 'no-hearts': return suitIndex(card) === HEARTS ? 1 : 0;
    case 'no-obers': return rankIndex(card) === OBER ? 2 : 0;
    case 'no-max': return card === max ? 8 : 0;
    case 'no-tricks':
    case 'no-second-last':
    case 'no-first-last':
      return 0;
  }
}

/** Units a trick costs for its position `index` (0-based) of T tricks, under one component. */
function trickPositionUnits(component: SimpleContract, index: number, tricks: number): number {
  switch (component) {
    case 'no-tricks': return 1;
    case 'no-second-last': return index === tricks - 2 ? 8 : 0;
    case 'no-first-last': return (index === 0 ? 4 : 0) + (index === tricks - 1 ? 4 : 0);
    case 'no-hearts':
    case 'no-obers':
    case 'no-max':
      return 0;
  }
}

interface UnitTable {
  readonly cards: readonly number[];
  readonly components: readonly SimpleContract[];
}

const tables = new WeakMap<Options, Map<ContractId, UnitTable>>();

/** Per-card units (by canonical index) of a contract under these options, memoised per options object. */
function unitTable(options: Options, contract: ContractId): UnitTable {
  let byContract = tables.get(options);
  if (!byContract) tables.set(options, (byContract = new Map<ContractId, UnitTable>()));
  let table = byContract.get(contract);
  if (!table) {
    const components = componentsOf(contract, options);
    const max = maxCard(options.schwarzeSau);
    const cards = ALL_CARDS.map((c) => components.reduce((sum, k) => sum + cardUnitsFor(k, c, max), 0));
    table = { cards, components };
    byContract.set(contract, table);
  }
  return table;
}

/** Penalty units of trick number `index` (0-based) with these cards for its winner. */
export function trickUnits(info: DealInfo, cards: readonly Card[], index: number): number {
  const table = unitTable(info.options, info.contract);
  const tricks = info.tricksTotal;
  let units = 0;
  for (const k of table.components) units += trickPositionUnits(k, index, tricks);
  for (const c of cards) units += table.cards[cardIndex(c)] ?? 0;
  return units;
}

/** The layout payout weights for places 1 … n (section 9.2). */
export function layoutWeights(seats: number): number[] {
  const weights = seats === 3 ? [10, 5, 0] : [10, 5, 1, 0, 0, 0].slice(0, seats);
  return weights;
}

/** Payoffs of the layout deal: place k ≥ 2 gets stake × ⌊P × w[k] / (W × stake)⌋, place 1 the rest. */
export function layoutPayoffs(pot: number, stake: number, finishOrder: readonly number[]): number[] {
  const weights = layoutWeights(finishOrder.length);
  const total = weights.reduce((a, b) => a + b, 0);
  const payoffs = finishOrder.map(() => 0);
  let paid = 0;
  finishOrder.forEach((seat, place) => {
    if (place === 0) return;
    const amount = stake * Math.floor((pot * (weights[place] ?? 0)) / (total * stake));
    payoffs[seat] = amount;
    paid += amount;
  });
  payoffs[finishOrder[0] ?? 0] = pot - paid;
  return payoffs;
}

/** The marcher (option `march`): the seat that won every trick, else null. */
export function marcher(state: DealState): number | null {
  if (!state.info.options.march) return null;
  const seat = state.tricksWon.findIndex((t) => t === state.info.tricksTotal);
  return seat >= 0 ? seat : null;
}

/** The settlement of a finished deal (sections 9 and 15). */
export function settle(state: DealState): DealResult {
  assert(state.phase === 'over', 'only a finished deal is settled');
  const { seats, options: { stake } } = state.info;
  const zeros = state.tricksWon.map(() => 0);
  if (state.info.contract === 'layout') {
    const payoffs = layoutPayoffs(state.info.pot, stake, state.finishOrder);
    return { payoffs, pot: 0, tricks: zeros, contract: 'layout', finishOrder: state.finishOrder };
  }
  const march = marcher(state);
  if (march !== null) {
    const payoffs = zeros.map((_z, s) => (s === march ? 10 * stake : -6 * stake));
    return { payoffs, pot: state.info.pot + (6 * (seats - 1) - 10) * stake, tricks: state.tricksWon, contract: state.info.contract, march };
  }
  const payoffs = state.units.map((u) => (u === 0 ? 0 : -u * stake));
  const paid = state.units.reduce((a, b) => a + b, 0) * stake;
  return { payoffs, pot: state.info.pot + paid, tricks: state.tricksWon, contract: state.info.contract, march: null };
}
