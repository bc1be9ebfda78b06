/**
 * The bots of a rerun: the new bot in its seat, and for every other seat the recorded bot, found by
 * its identity (records keep a sha256 of each sandboxed bot's source, never the source): a house
 * bot (`house:<id>`), one of the game's example bots in `bots/<game>/` or a `.ts` file in a folder
 * given with `--sources DIR` (your own earlier versions, say) whose source has that hash, or a file
 * or bot name given with `--opponent SEAT=BOT`. A given opponent whose source is not the recorded
 * one still plays, as a stand-in, and is reported as such.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '@arena/engine/result';
import type { BotSpec } from '@arena/match/host/spec';
import type { MatchRecord } from '@arena/record/match-record';
import { sourceHash } from '@arena/sandbox/compile';
import { exampleBots, resolveBot } from '../bot-args.ts';
import { repoRoot } from '../repo.ts';

export interface RerunSeat {
  readonly seat: number;
  readonly bot: BotSpec;
  /** `new`: the bot under test; `recorded`: the very bot of the record; `stand-in`: another bot in its place. */
  readonly as: 'new' | 'recorded' | 'stand-in';
  readonly recordedName: string;
}

/** `2=heuristic` or `1=old.ts`: seat and bot of an `--opponent` flag. */
export function parseOpponentFlag(text: string, seats: number): Result<{ readonly seat: number; readonly bot: string }, string> {
  const match = /^(\d+)=(.+)$/.exec(text);
  const seat = Number(match?.[1]);
  if (!match?.[2] || !Number.isInteger(seat) || seat >= seats) return err(`--opponent ${JSON.stringify(text)}: give SEAT=BOT with a seat from 0 to ${seats - 1}`);
  return ok({ seat, bot: match[2] });
}

/** The game's example bots and the `.ts` files of `dirs`, by the hash of their source. */
function sourcesByHash(game: string, dirs: readonly string[]): Map<string, BotSpec> {
  const found = new Map<string, BotSpec>();
  const files = [
    ...exampleBots(game).map((name) => ({ name, filename: join(repoRoot(), 'bots', game, `${name}.ts`) })),
    ...dirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts')).map((f) => ({ name: f.slice(0, -3), filename: join(dir, f) }))),
  ];
  for (const { name, filename } of files) {
    const source = readFileSync(filename, 'utf8');
    if (!found.has(sourceHash(source))) found.set(sourceHash(source), { name, source, filename });
  }
  return found;
}

function identityOf(bot: BotSpec): string {
  if ('house' in bot) return `house:${bot.house}`;
  return 'person' in bot ? bot.person : sourceHash(bot.source);
}

export interface RerunSeatsInput {
  readonly seat: number;
  readonly newBot: BotSpec;
  /** `--opponent` flags by seat. */
  readonly given: ReadonlyMap<number, string>;
  /** `--sources` folders. */
  readonly sourceDirs: readonly string[];
}

export function rerunSeats(record: MatchRecord, { seat, newBot, given, sourceDirs }: RerunSeatsInput): Result<RerunSeat[], string> {
  const examples = sourcesByHash(record.game, sourceDirs);
  const seats: RerunSeat[] = [];
  for (const recorded of record.seats) {
    const base = { seat: recorded.seat, recordedName: recorded.name };
    if (recorded.seat === seat) {
      seats.push({ ...base, bot: newBot, as: 'new' });
      continue;
    }
    const flag = given.get(recorded.seat);
    if (flag !== undefined) {
      const bot = resolveBot(flag, record.game);
      if (!bot.ok) return err(`--opponent ${recorded.seat}=${flag}: ${bot.error}`);
      seats.push({ ...base, bot: bot.value, as: identityOf(bot.value) === recorded.identity ? 'recorded' : 'stand-in' });
      continue;
    }
    const house = /^house:(.+)$/.exec(recorded.identity)?.[1];
    const example = examples.get(recorded.identity);
    const bot: BotSpec | undefined = house === undefined ? example && { ...example, name: recorded.name } : { name: recorded.name, house };
    if (!bot) {
      return err(`seat ${recorded.seat} (${recorded.name}, sha256 ${recorded.identity.slice(0, 12)}…) is not a house or example bot${sourceDirs.length > 0 ? ' nor in --sources' : ''}, and records hold no bot sources: pass --opponent ${recorded.seat}=FILE with its source (or another bot as a stand-in)`);
    }
    seats.push({ ...base, bot, as: 'recorded' });
  }
  return ok(seats);
}
