import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Db } from '@arena/db/client';
import type { World } from './world.ts';

export function testContext(): { baseUrl: string; databaseUrl: string; world: World } {
  return { baseUrl: inject('baseUrl'), databaseUrl: inject('databaseUrl'), world: JSON.parse(inject('world')) as World };
}

export function openTestDb(url: string): Promise<Db> {
  return openDatabase({ databaseUrl: url, max: 2 });
}

/** A documentation address of its own per call (TEST-NET-3), for per-IP limits. */
export function freshIp(): string {
  const b = randomBytes(2);
  return `203.0.${b[0] ?? 0}.${b[1] ?? 0}`;
}
