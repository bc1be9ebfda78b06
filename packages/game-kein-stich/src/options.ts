/**
 * Options (docs/rules/kein-stich.md section 11) and the contract sequence of a partie (section 4).
 * Unknown names, wrong types, out-of-range values and a `startContract` outside the sequence give
 * one line naming the option.
 */
import { parseOptionsWith } from '@arena/engine/options';
import { err, ok, type Result } from '@arena/engine/result';
import { z } from 'zod';
import { EXTRA_CONTRACTS, LAYOUT_START_CARDS, type ContractId, type Options, type SimpleContract } from './types.ts';

const schema = z.strictObject({
  stake: z.number().int().min(1).default(5),
  kingLouis: z.boolean().default(false),
  extraContract: z.enum(EXTRA_CONTRACTS).default('none'),
  power: z.boolean().default(false),
  schwarzeSau: z.boolean().default(false),
  march: z.boolean().default(false),
  layoutStartCard: z.enum(LAYOUT_START_CARDS).default('EU'),
  startContract: z.number().int().min(0).default(0),
  parties: z.number().int().min(1).optional(),
});

/** The penalty contracts a partie collects before `power` merges them (section 4, steps 1-3). */
export function penaltyContracts(options: Pick<Options, 'kingLouis' | 'extraContract'>): SimpleContract[] {
  const list: SimpleContract[] = ['no-tricks', 'no-hearts', 'no-obers', 'no-max'];
  const kept = options.kingLouis ? list.slice(1) : list;
  return options.extraContract === 'none' ? kept : [...kept, options.extraContract];
}

/** The contract sequence of one partie (section 4), ending with `layout`. */
export function contractSequence(options: Pick<Options, 'kingLouis' | 'extraContract' | 'power'>): ContractId[] {
  const trickContracts: ContractId[] = options.power ? ['power'] : penaltyContracts(options);
  return [...trickContracts, 'layout'];
}

/** The components whose penalties a deal of `contract` charges (section 9.1). */
export function componentsOf(contract: ContractId, options: Options): SimpleContract[] {
  if (contract === 'layout') return [];
  if (contract === 'power') return penaltyContracts(options);
  return [contract];
}

export function parseOptions(raw: unknown, seats: number): Result<Options, string> {
  const parsed = parseOptionsWith(schema, raw);
  if (!parsed.ok) return parsed;
  const { parties, ...rest } = parsed.value;
  const length = contractSequence(rest).length;
  if (rest.startContract >= length) {
    return err(`option startContract: must be less than ${length}, the length of the partie sequence, got ${rest.startContract}`);
  }
  return ok({ ...rest, parties: parties ?? seats });
}

/** The arena plays every partie from its first contract (section 13). */
export function checkArenaOptions(options: Options, _seats: number): Result<Options, string> {
  if (options.startContract !== 0) return err(`option startContract: must be 0 in the arena, got ${options.startContract}`);
  return ok(options);
}

/** Position of deal k (0-based) of a match or scenario in the partie sequence, counted from its start. */
export function sequencePosition(options: Options, k: number): { partie: number; index: number; contract: ContractId } {
  const sequence = contractSequence(options);
  const position = options.startContract + k;
  const index = position % sequence.length;
  const contract = sequence[index];
  if (contract === undefined) throw new Error('invariant broken: empty contract sequence');
  return { partie: Math.floor(position / sequence.length), index, contract };
}
