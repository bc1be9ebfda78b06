/**
 * The only module of the site that reads `process.env` (STYLE.md 21). The database settings are
 * read by `@arena/db/env`.
 *
 * - `ARENA_INSECURE_COOKIES=1`: drop the `Secure` flag of the session cookie (plain-http
 *   deployments behind nothing; browsers accept Secure cookies on http://localhost anyway).
 * - `REDIS_URL`: when set, started rounds are handed to the workers' queue (@arena/jobs reads it).
 *   The rate limits always use it (default redis://127.0.0.1:6379, as @arena/jobs).
 * - `ARENA_RATE_PREFIX`: the key prefix of the rate limits in Redis (default `arena-rate`; tests
 *   use a fresh one per run).
 * - `ARENA_CHALLENGE_CPU_MS`: each programmer's daily CPU quota for challenges in ms (default
 *   @arena/league/challenges CHALLENGE_RULES.cpuMsPerDay, 600000 = 10 minutes).
 * - `ARENA_REPO_ROOT`: where the workspace lives (for the bot checker child); default: found by
 *   walking up from the working directory to `turbo.json`.
 * - `ARENA_SMTP_URL`: the SMTP server mails go through (`smtp://user:pass@host:587`, `smtps://…`
 *   for TLS from the start); it may hold a password, so it is never logged. Unset: mails are
 *   written as `.eml` files into `ARENA_OUTBOX_DIR` (default `<repo>/.arena/outbox`).
 * - `ARENA_MAIL_FROM`: the sender of the site's mails (default `Stich Arena <arena@localhost>`).
 * - `ARENA_SITE_URL`: the site's public address, the origin of the links in mails (default
 *   `http://localhost:3000`); never taken from a request's Host header, which a sender chooses.
 * - `ARENA_CHECK_CONCURRENCY`, `ARENA_CHECK_WAITING`, `ARENA_CHECK_PER_USER`, `ARENA_CHECK_MEMORY_MB`,
 *   `ARENA_CHECK_STEP_MS`, `ARENA_CHECK_TOTAL_MS`: the bot check's limits (lib/bots/check-limits.ts,
 *   defaults and bounds there).
 */
import { join } from 'node:path';
import { findRepoRoot } from '@arena/db/env';
import { parseCheckLimits, type CheckLimits } from './bots/check-limits.ts';

export interface SiteEnv {
  readonly secureCookies: boolean;
  readonly repoRoot: string;
  readonly queueConfigured: boolean;
  readonly redisUrl: string;
  readonly ratePrefix: string;
  /** Undefined: the default of @arena/league/challenges. */
  readonly challengeCpuMsPerDay: number | undefined;
  /** Undefined: no SMTP server; mails go to `outboxDir`. */
  readonly smtpUrl: string | undefined;
  readonly outboxDir: string;
  readonly mailFrom: string;
  /** The site's public origin, without a trailing slash. */
  readonly siteUrl: string;
  readonly checkLimits: CheckLimits;
}

let cached: SiteEnv | undefined;

export function siteEnv(): SiteEnv {
  if (cached) return cached;
  const repoRoot = process.env.ARENA_REPO_ROOT ?? findRepoRoot(process.cwd()) ?? process.cwd();
  cached = {
    secureCookies: process.env.ARENA_INSECURE_COOKIES !== '1',
    repoRoot,
    queueConfigured: (process.env.REDIS_URL ?? '') !== '',
    redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    ratePrefix: process.env.ARENA_RATE_PREFIX || 'arena-rate',
    challengeCpuMsPerDay: positiveInt(process.env.ARENA_CHALLENGE_CPU_MS),
    smtpUrl: process.env.ARENA_SMTP_URL || undefined,
    outboxDir: process.env.ARENA_OUTBOX_DIR || join(repoRoot, '.arena', 'outbox'),
    mailFrom: process.env.ARENA_MAIL_FROM || 'Stich Arena <arena@localhost>',
    siteUrl: (process.env.ARENA_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    checkLimits: parseCheckLimits(process.env),
  };
  return cached;
}

/** What the bot checker's child may see of the environment: nothing secret. */
export function checkerEnv(): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[key];
    if (value !== undefined) kept[key] = value;
  }
  return kept;
}

function positiveInt(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^\d{1,12}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n > 0 ? n : undefined;
}
