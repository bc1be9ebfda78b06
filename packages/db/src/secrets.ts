/** Random secrets and their sha256 hashes: the db stores hashes of tokens and session ids only. */
import { createHash, randomBytes } from 'node:crypto';

export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}
