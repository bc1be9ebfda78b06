import { inject } from 'vitest';
import { openDatabase, type Db } from '@arena/db/client';
import type { World } from './world.ts';

export function testContext(): { baseUrl: string; databaseUrl: string; world: World } {
  return { baseUrl: inject('baseUrl'), databaseUrl: inject('databaseUrl'), world: JSON.parse(inject('world')) as World };
}

export function openTestDb(url: string): Promise<Db> {
  return openDatabase({ databaseUrl: url, max: 2 });
}
