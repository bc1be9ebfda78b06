import Link from 'next/link';
import { isPasswordResetValid } from '@arena/db/email-tokens';
import { ResetPasswordForm } from '@/components/auth-forms';
import { FORGOT_PATH, LINK_SPENT, linkToken } from '@/lib/auth/email-links';
import { getDb } from '@/lib/db';

export const metadata = { title: 'Choose a new password' };

/** The page a reset mail links to; the token is used only by the form's POST. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = linkToken((await searchParams).token);
  const valid = token !== undefined && await isPasswordResetValid(await getDb(), token);
  return (
    <>
      <h1>Choose a new password</h1>
      {token !== undefined && valid
        ? <><p>Every browser logged in to your account will be logged out.</p><ResetPasswordForm token={token} /></>
        : <p className="form-message" role="alert">{LINK_SPENT} <Link href={FORGOT_PATH}>Ask for a new one</Link>.</p>}
    </>
  );
}
