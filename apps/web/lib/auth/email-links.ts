/**
 * The links the site mails (sign-up confirmation, password reset): where they lead, how long they
 * work, and the shape of their token (`randomSecret()` of @arena/db: 43 base64url characters).
 */
import { z } from 'zod';

export const SIGNUP_LINK_HOURS = 24;
export const RESET_LINK_MINUTES = 60;
export const CONFIRM_PATH = '/signup/confirm';
export const FORGOT_PATH = '/login/forgot';
export const RESET_PATH = '/login/reset';

export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** The token of a link's query, or undefined when it cannot be one. */
export function linkToken(raw: unknown): string | undefined {
  const parsed = tokenSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** What sign-up answers, for a new address and a taken one alike. */
export function signupSentMessage(email: string): string {
  return `We sent a link to ${email}; open it to finish signing up.`;
}

/** What "Forgot your password?" answers, whether the address has an account or not. */
export function resetSentMessage(email: string): string {
  return `If ${email} has an account, we sent it a link to choose a new password; it works once, for ${RESET_LINK_MINUTES} minutes.`;
}

export const LINK_SPENT = 'This link no longer works: it was used already or has expired.';
