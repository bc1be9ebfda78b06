/**
 * Every rate limit of the site with its default (README "Security"): how many requests (`points`)
 * per `seconds`, counted per IP and per account. Pure data, shared by the limiters and the docs test.
 */
export interface LimitRule {
  readonly points: number;
  readonly seconds: number;
}

export const LIMIT_RULES = {
  /** Log-in attempts (each runs argon2), per client IP. */
  loginIp: { points: 30, seconds: 300 },
  /** Sign-ups per client IP. */
  signupIp: { points: 10, seconds: 3600 },
  /**
   * Mails the forms send (sign-up confirmations and notices, password resets): per address (the
   * address typed, whether it has an account or not, so a refusal tells nothing), and per IP.
   */
  mailAddress: { points: 3, seconds: 3600 },
  mailIp: { points: 20, seconds: 3600 },
  /** Links from mails used (finishing a sign-up, choosing a new password), per client IP. */
  mailLinkIp: { points: 30, seconds: 900 },
  /** Bot uploads (site form and API) per account, and per IP. */
  uploadAccount: { points: 20, seconds: 3600 },
  uploadIp: { points: 40, seconds: 3600 },
  /** API tokens created per account, and per IP. */
  tokenAccount: { points: 10, seconds: 3600 },
  tokenIp: { points: 20, seconds: 3600 },
  /** Password changes and account deletions per account. */
  accountChange: { points: 5, seconds: 900 },
  /** Challenges created (site form and API) per account, and per IP (besides the open bound and the daily CPU quota). */
  challengeAccount: { points: 30, seconds: 3600 },
  challengeIp: { points: 60, seconds: 3600 },
  /** Comparisons started (site form and API) per account, and per IP (each then queues its pairs of challenges under the same bounds). */
  comparisonAccount: { points: 10, seconds: 3600 },
  comparisonIp: { points: 20, seconds: 3600 },
  /** Every API request per IP (bad tokens included), and per authenticated account. */
  apiIp: { points: 120, seconds: 60 },
  apiAccount: { points: 60, seconds: 60 },
  /** Tables with a person opened per account, and per IP (besides the bound on open tables). */
  tableAccount: { points: 20, seconds: 3600 },
  tableIp: { points: 40, seconds: 3600 },
  /** A person's table: turn polls (about one a second while the page is open) and answers, per account and per IP. */
  tableTurnAccount: { points: 240, seconds: 60 },
  tableTurnIp: { points: 480, seconds: 60 },
  /** Live streams opened per IP (each then stays open; see LIVE_STREAMS for how many at once). */
  liveIp: { points: 30, seconds: 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMIT_RULES;

/**
 * Log-in failures per account (e-mail): the first `free` failures cost nothing; after that every
 * failure locks the account's log-in for `baseSeconds * 2^(failures - free - 1)` seconds, at most
 * `maxSeconds`. The count is forgotten `windowSeconds` after the last failure or on a good log-in.
 */
export const LOGIN_FAILURES = { free: 4, baseSeconds: 1, maxSeconds: 900, windowSeconds: 86_400 } as const;

/** The lock after the `failures`-th consecutive failure (0: none). */
export function loginLockSeconds(failures: number): number {
  const over = failures - LOGIN_FAILURES.free;
  if (over <= 0) return 0;
  return Math.min(LOGIN_FAILURES.maxSeconds, LOGIN_FAILURES.baseSeconds * 2 ** (over - 1));
}

/** Live streams open at once: per client IP, and in all per server process (each holds a Redis connection). */
export const LIVE_STREAMS = { perIp: 4, total: 200 } as const;
