/**
 * Every frame of one view of a record, packed to travel once to the browser (the viewer then steps
 * in the page). The frames are built on the server by `buildFrame`, so a seat view still holds only
 * what `observe` gave that seat; packing only shares what consecutive frames repeat: a frame's
 * decision lines and completed tricks are, nearly always, a prefix of its deal's, and are sent as
 * that prefix's length, and otherwise item by item. `unpackFrame(pack, s)` gives back exactly `buildFrame` at step s.
 */
import type { MatchRecord } from '@arena/record/match-record';
import type { TableTrick } from '@arena/engine/table-view';
import { dealStartSteps, stepOfDecision } from '@arena/record/steps';
import { buildFrame, type Frame, type FrameInput } from './frame.ts';
import type { DecisionLine } from './lines.ts';

/** A prefix of the deal's list by its length, or item by item: null where the item is the deal's own. */
type SharedList<T> = number | readonly (T | null)[];

type Shared = 'decisions' | 'tricks' | 'current' | 'totalSteps' | 'dealCount' | 'dealStarts' | 'faultSteps' | 'cpuBudgetMs' | 'trickStarts';

/** A frame without what its deal or the match shares: lists as a prefix length, or whole where they differ. */
export interface PackedFrame extends Omit<Frame, Shared> {
  readonly decisions: SharedList<DecisionLine>;
  readonly tricks: SharedList<TableTrick>;
}

export interface PackedReplay {
  readonly totalSteps: number;
  readonly dealCount: number;
  readonly dealStarts: readonly number[];
  readonly faultSteps: readonly number[];
  readonly cpuBudgetMs: number;
  /** Per deal: its trick starts, its decision lines and its completed tricks as the deal's last frame has them. */
  readonly deals: readonly { readonly trickStarts: readonly number[]; readonly lines: readonly DecisionLine[]; readonly tricks: readonly TableTrick[] }[];
  readonly frames: readonly PackedFrame[];
  /** Decision steps, costliest CPU first (for the `c` key). */
  readonly costliest: readonly number[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function shareWith<T>(pool: readonly T[], list: readonly T[]): SharedList<T> {
  const items = list.map((x, i) => (same(x, pool[i]) ? null : x));
  return items.every((x) => x === null) ? list.length : items;
}

function unshare<T>(pool: readonly T[], list: SharedList<T>): T[] {
  if (typeof list === 'number') return pool.slice(0, list);
  return list.map((x, i) => {
    const item = x ?? pool[i];
    if (item === undefined) throw new Error('a packed list names an item its deal does not have');
    return item;
  });
}

function packFrame(frame: Frame, deal: PackedReplay['deals'][number]): PackedFrame {
  const { decisions, tricks, current: _c, totalSteps: _t, dealCount: _d, dealStarts: _s, faultSteps: _f, cpuBudgetMs: _b, trickStarts: _ts, ...rest } = frame;
  return { ...rest, decisions: shareWith(deal.lines, decisions), tricks: shareWith(deal.tricks, tricks) };
}

/**
 * Packs of stored records, by record key, view and own seats (a small LRU): a stored record never
 * changes, and building every frame of a long match takes a second or more.
 */
const packs = new Map<string, PackedReplay>();
const PACKS_KEPT = 32;

/** Builds and packs every frame of the record as `view` sees it (memoised by `input.key`, view and own seats). */
export function packReplay(input: Omit<FrameInput, 'step'>): PackedReplay {
  const key = `${input.key}|${JSON.stringify(input.view)}|${[...input.ownSeats].sort().join(',')}`;
  const hit = packs.get(key);
  if (hit) {
    packs.delete(key);
    packs.set(key, hit);
    return hit;
  }
  const pack = buildPack(input);
  if (packs.size >= PACKS_KEPT) packs.delete(packs.keys().next().value ?? '');
  packs.set(key, pack);
  return pack;
}

function buildPack(input: Omit<FrameInput, 'step'>): PackedReplay {
  const { record } = input;
  const starts = dealStartSteps(record);
  const frames = Array.from({ length: starts.at(-1) ?? 0 }, (_, step) => buildFrame({ ...input, step }));
  const deals = record.deals.map((_, k) => {
    const last = frames[(starts[k + 1] ?? 1) - 1];
    return { trickStarts: last?.trickStarts ?? [], lines: last?.decisions ?? [], tricks: last?.tricks ?? [] };
  });
  const first = frames[0];
  return {
    totalSteps: frames.length, dealCount: record.deals.length, dealStarts: starts.slice(0, -1),
    faultSteps: first?.faultSteps ?? [], cpuBudgetMs: record.limits.decisionMs, deals,
    frames: frames.map((f) => packFrame(f, deals[f.deal] ?? { trickStarts: [], lines: [], tricks: [] })),
    costliest: costliestSteps(record),
  };
}

function costliestSteps(record: MatchRecord): number[] {
  return record.decisions.map((d, i) => ({ cpu: d.cpuMs, step: stepOfDecision(record, i) })).sort((a, b) => b.cpu - a.cpu || a.step - b.step).map((d) => d.step);
}

/** The frame at `step` (clamped), as `buildFrame` made it. */
export function unpackFrame(pack: PackedReplay, step: number): Frame {
  const s = Math.min(Math.max(0, Math.trunc(step)), pack.frames.length - 1);
  const f = pack.frames[s];
  if (!f) throw new Error('a replay without frames');
  const deal = pack.deals[f.deal] ?? { trickStarts: [], lines: [], tricks: [] };
  const decisions = unshare(deal.lines, f.decisions);
  const tricks = unshare(deal.tricks, f.tricks);
  return {
    ...f, decisions, tricks, current: f.kind === 'decision' ? (decisions.find((l) => l.step === s) ?? null) : null,
    totalSteps: pack.totalSteps, dealCount: pack.dealCount, dealStarts: pack.dealStarts, faultSteps: pack.faultSteps,
    cpuBudgetMs: pack.cpuBudgetMs, trickStarts: deal.trickStarts,
  };
}
