import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import { ACTION_BODY_LIMIT } from './lib/limits/sizes.ts';
import { STATIC_SECURITY_HEADERS } from './lib/http/security-headers.ts';

/** The game packages, as the registry (@arena/games) depends on them: adding a game adds it here. */
function gamePackages(): string[] {
  const manifest = createRequire(import.meta.url).resolve('@arena/games/package.json');
  const { dependencies } = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(dependencies).filter((name) => name.startsWith('@arena/game-'));
}

/**
 * The workspace packages are TypeScript sources (`exports` point at `.ts` files), so Next
 * transpiles them. Native and process-spawning packages stay external: they are loaded by Node at
 * run time, never bundled.
 */
const config: NextConfig = {
  transpilePackages: [
    '@arena/db', '@arena/engine', '@arena/games', '@arena/match', '@arena/sandbox', '@arena/jobs', '@arena/bot-sdk',
    ...gamePackages(),
    '@arena/rating', '@arena/schedule', '@arena/league', '@arena/build-cache', '@arena/record',
  ],
  serverExternalPackages: [
    'isolated-vm', 'esbuild', 'postgres', '@electric-sql/pglite', '@electric-sql/pglite-socket', '@node-rs/argon2', 'bullmq', 'ioredis', 'nodemailer',
  ],
  poweredByHeader: false,
  experimental: {
    // The ISR cache lives in the server's memory only: entries written to .next at run time outlived
    // the server and were served by the next one, even on another database (DATABASE_URL). One server
    // process reads one database, so an in-memory cache never holds another database's pages.
    isrFlushToDisk: false,
    // Next stops reading a server action's body past this (a 1 MB bot source plus the form's fields).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT },
  },
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` (tsc) is the one type gate; build stays fast
  rewrites() {
    return Promise.resolve({ beforeFiles: [{ source: '/matches/:id.json', destination: '/api/matches/:id/record' }], afterFiles: [], fallback: [] });
  },
  headers() {
    return Promise.resolve([
      {
        source: '/:path*',
        headers: STATIC_SECURITY_HEADERS.map(([key, value]) => ({ key, value })),
      },
    ]);
  },
};

export default config;
