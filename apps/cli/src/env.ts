/**
 * The only module of the command line that reads `process.env` (STYLE.md 21); the database and
 * queue settings are read by @arena/db/env and @arena/jobs/env.
 *
 * - `ARENA_API_TOKEN`: the bearer token for `arena bot upload` and `arena challenge` (else --token).
 * - `ARENA_URL`: the site they talk to (else --url; default http://localhost:3000).
 */
export interface SiteAccess {
  readonly token: string | undefined;
  readonly url: string;
}

export function siteAccess(options: { readonly token?: string | undefined; readonly url?: string | undefined }): SiteAccess {
  return { token: options.token ?? process.env.ARENA_API_TOKEN, url: options.url ?? process.env.ARENA_URL ?? 'http://localhost:3000' };
}

/** This process's environment with `extra` on top, for a child that runs the arena's own code. */
export function environmentWith(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
