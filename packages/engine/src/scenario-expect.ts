/**
 * The one comparison of a scenario's outcome with its `expect` (rules/SCENARIOS.md: "what the
 * outcome must contain"). Compared: every outcome field that `expect` names; of each deal, the
 * fields its expected deal names, each value whole; the deals' number; the error (its `deal` and
 * `action`: the message is an explanation, free). Not compared: `why` and `note`, anywhere. An
 * `expect` without `error` expects none.
 *
 *   expect(namedOutcome(outcome, wanted)).toEqual(wanted)   // wanted = expectedOutcome(file.expect)
 */
import type { Outcome } from './replay.ts';

const NOTES = new Set(['why', 'note']);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function withoutNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => !NOTES.has(k)).map(([k, v]) => [k, withoutNotes(v)]));
}

function withoutMessage(error: unknown): unknown {
  if (!isRecord(error)) return error;
  const { message: _message, ...where } = error;
  return where;
}

/** A file's `expect` as it is compared: without explanations, the error without its message (none when not named). */
export function expectedOutcome(expect: unknown): Record<string, unknown> {
  const wanted = withoutNotes(expect);
  if (!isRecord(wanted)) return { error: null };
  return { ...wanted, error: withoutMessage(wanted.error ?? null) };
}

/** The outcome shaped like `wanted`: the fields it names (of the deals too), the rest left out. */
export function namedOutcome(outcome: Outcome, wanted: Record<string, unknown>): Record<string, unknown> {
  const actual = outcome as unknown as Record<string, unknown>;
  return Object.fromEntries(Object.keys(wanted).map((key) => {
    if (key === 'error') return [key, withoutMessage(outcome.error)];
    if (key === 'deals') return [key, namedDeals(outcome.deals, wanted.deals)];
    return [key, actual[key]];
  }));
}

function namedDeals(deals: Outcome['deals'], wanted: unknown): unknown {
  if (!Array.isArray(wanted)) return deals;
  return deals.map((deal, k) => {
    const named: unknown = wanted[k];
    if (!isRecord(named)) return deal;
    const fields = deal as Readonly<Record<string, unknown>>;
    return Object.fromEntries(Object.keys(named).map((field) => [field, field in fields ? fields[field] : '(missing)']));
  });
}
