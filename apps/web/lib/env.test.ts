/** The bot checker's child sees none of the server's secrets (the database, Redis, the SMTP password). */
import { describe, expect, test } from 'vitest';
import { checkerEnv } from './env.ts';

describe('checkerEnv', () => {
  test('keeps only the harmless variables', () => {
    process.env.DATABASE_URL = 'postgres://arena:db-secret@db/arena';
    process.env.REDIS_URL = 'redis://:redis-secret@redis:6379';
    process.env.ARENA_SMTP_URL = 'smtp://mailer:smtp-secret@mail:587';
    const env = checkerEnv();
    expect(Object.keys(env).every((k) => ['NODE_ENV', 'PATH', 'HOME', 'TMPDIR', 'LANG'].includes(k))).toBe(true);
    expect(JSON.stringify(env)).not.toMatch(/secret/);
    expect(env.PATH).toBe(process.env.PATH);
  });
});
