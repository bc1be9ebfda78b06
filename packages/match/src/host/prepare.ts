/**
 * Turns a plain-JSON match spec into a child job: finds the game, reads the options, compiles each
 * bot (a bot that does not compile plays as `broken`: the default policy, with its fault recorded).
 */
import { findGame } from '@arena/games';
import { err, ok, type Result } from '@arena/engine/result';
import { compileBot, sourceHash } from '@arena/sandbox/compile';
import { resolveLimits } from '@arena/sandbox/limits';
import { isHouseBotId } from '../house-bots.ts';
import type { ChildJob, ChildSeat } from './protocol.ts';
import { matchSpecSchema, type BotSpec } from './spec.ts';

export async function prepareJob(raw: unknown): Promise<Result<ChildJob, string>> {
  const parsed = matchSpecSchema.safeParse(raw);
  if (!parsed.success) return err(`bad match spec: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  const spec = parsed.data;
  const game = findGame(spec.game);
  if (!game) return err(`unknown game ${spec.game}`);
  const n = spec.bots.length;
  if (n < game.seatRange.min || n > game.seatRange.max) return err(`${game.id} is played by ${game.seatRange.min} to ${game.seatRange.max}, not ${n}`);
  const options = game.parseOptions(spec.options, n);
  if (!options.ok) return err(options.error);
  const arena = game.checkArenaOptions(options.value, n);
  if (!arena.ok) return err(arena.error);
  const seats: ChildSeat[] = [];
  for (const bot of spec.bots) {
    const seat = await seatOf(bot);
    if (!seat.ok) return seat;
    seats.push(seat.value);
  }
  let limits;
  try {
    limits = resolveLimits(spec.limits);
  } catch {
    return err('bad limits');
  }
  return ok({
    game: game.id, options: arena.value, seed: spec.seed, seats, limits, mode: 'fast',
    ...(spec.maxDeals === undefined ? {} : { maxDeals: spec.maxDeals }),
    resume: { inits: [], decisions: [], kills: [] },
  });
}

async function seatOf(bot: BotSpec): Promise<Result<ChildSeat, string>> {
  if ('person' in bot) return ok({ kind: 'human', name: bot.name, identity: bot.person });
  if ('house' in bot) {
    if (!isHouseBotId(bot.house)) return err(`unknown house bot ${bot.house}`);
    return ok({ kind: 'house', name: bot.name ?? bot.house, id: bot.house });
  }
  const compiled = await compileBot(bot.source, { filename: bot.filename ?? `${bot.name}.ts` });
  if (!compiled.ok) return ok({ kind: 'broken', name: bot.name, identity: sourceHash(bot.source), fault: compiled.error });
  return ok({ kind: 'sandboxed', name: bot.name, bot: compiled.value });
}
