/** Absolute paths of the system tools the match host uses (looked up once: children get no PATH). */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { hostEnv } from './env.ts';

const SYSTEM_DIRS = ['/usr/bin', '/bin', '/usr/sbin', '/sbin'];

export function findExecutable(name: string): string | null {
  const dirs = [...hostEnv().searchPath.split(delimiter).filter((d) => d.length > 0), ...SYSTEM_DIRS];
  for (const dir of dirs) {
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}
