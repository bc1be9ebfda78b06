/**
 * Password hashing with argon2id (@node-rs/argon2, prebuilt native binding). Parameters follow
 * OWASP's argon2id recommendation (m = 19 MiB, t = 2, p = 1); the encoded string carries them, so
 * they can be raised later without breaking old hashes.
 */
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';

/** A new password's rules (sign-up, password change, reset). */
export const newPasswordSchema = z.string().min(10, 'at least 10 characters').max(200, 'at most 200 characters');

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(encoded: string, password: string): Promise<boolean> {
  try {
    return await verify(encoded, password);
  } catch {
    return false; // a malformed stored hash never logs anybody in
  }
}

/** A fixed hash to verify against when the e-mail is unknown, so both paths take the same time. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not a password of anybody');
  return dummy;
}
