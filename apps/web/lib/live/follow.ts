/**
 * A live stream followed on the server: its events (as the worker published them, parsed here at
 * the edge) folded into the match so far, and the frames of one view built from it with the replay
 * viewer's own `buildFrame`, each step under the view `liveViewAt` allows for it. The stream's
 * header (with the seed) and its records never leave the server; only frames do.
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { liveEventSchema, type LiveHeader } from '@arena/match/live';
import { liveRecord } from '@arena/match/live-record';
import type { DecisionRecord } from '@arena/record/match-record';
import { dealOfStep } from '@arena/record/steps';
import { buildFrame, type Frame, type ReplayView } from '@/lib/replay/frame';
import { viewName } from '@/lib/replay/links';
import { liveViewAt, type LiveTable } from './policy.ts';

export interface LiveState {
  /** Stream id of the `start` event: a retried match starts again under a new one. */
  readonly attempt: string | null;
  readonly header: LiveHeader | null;
  readonly decisions: readonly DecisionRecord[];
  readonly ended: 'done' | 'void' | null;
}

export const NOT_STARTED: LiveState = { attempt: null, header: null, decisions: [], ended: null };

/** Folds stream entries into the state; malformed or out-of-order events are skipped. */
export function followEntries(state: LiveState, entries: readonly { id: string; at?: number; event: unknown }[]): LiveState {
  let { attempt, header, ended } = state;
  const decisions = [...state.decisions];
  for (const entry of entries) {
    const event = liveEventSchema.safeParse(entry.event);
    if (!event.success) continue;
    const e = event.data;
    if (e.t === 'start') {
      // The stream entry, and the event's place in it: an attempt's name is never another's.
      attempt = entry.at ? `${entry.id}/${entry.at}` : entry.id;
      header = e.header;
      decisions.length = 0;
      ended = null;
    } else if (e.t === 'decision') {
      if (e.index === decisions.length) decisions.push(e.record);
    } else {
      ended = e.status;
    }
  }
  return { attempt, header, decisions, ended };
}

export interface LiveFrameMessage {
  readonly step: number;
  /** The view this frame was built for (the one asked for, or `public` where that may not be shown yet). */
  readonly view: string;
  readonly frame: Frame;
}

export interface LiveFrames {
  /** Steps that exist so far. */
  readonly steps: number;
  readonly messages: readonly LiveFrameMessage[];
}

export interface FrameRequest {
  readonly game: AnyGameDefinition;
  readonly requested: ReplayView;
  readonly table: LiveTable;
  /** The first step not yet sent; frames from there on, at most `max` (the latest ones). */
  readonly from: number;
  readonly max: number;
  /** Memo key of the match states (buildFrame): the match, rotation and attempt. */
  readonly key: string;
}

/**
 * The match so far, shared by every viewer of one stream: a stream only grows within an attempt,
 * so its key and length name the record (a small LRU; each viewer would otherwise replay the whole
 * match on every batch of events).
 */
const records = new Map<string, ReturnType<typeof liveRecord>>();
const RECORDS_KEPT = 64;

function memoLiveRecord(key: string, header: LiveHeader, decisions: readonly DecisionRecord[], game: AnyGameDefinition): ReturnType<typeof liveRecord> {
  const at = `${key}|${decisions.length}`;
  const hit = records.get(at);
  if (hit) return hit;
  const made = liveRecord(header, decisions, game);
  if (records.size >= RECORDS_KEPT) records.delete(records.keys().next().value ?? '');
  records.set(at, made);
  return made;
}

/** The frames of the steps from `from` on, each as the policy allows; null while nothing can be built. */
export function liveFrames(state: LiveState, request: FrameRequest): LiveFrames | null {
  if (state.header === null) return null;
  const live = memoLiveRecord(request.key, state.header, state.decisions, request.game);
  if (!live.ok) return null;
  const { record, steps, dealsDone } = live.value;
  const messages: LiveFrameMessage[] = [];
  for (let step = Math.max(request.from, steps - request.max); step < steps; step++) {
    const deal = dealOfStep(record, step);
    const view = liveViewAt(request.requested, deal < dealsDone, request.table);
    const frame = buildFrame({ key: request.key, record, game: request.game, step, view, ownSeats: new Set() });
    messages.push({ step, view: viewName(view), frame: { ...frame, totalSteps: steps } });
  }
  return { steps, messages };
}
