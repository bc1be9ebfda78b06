import Link from 'next/link';
import { findSignupRequest } from '@arena/db/email-tokens';
import { ConfirmSignupForm } from '@/components/auth-forms';
import { LINK_SPENT, linkToken } from '@/lib/auth/email-links';
import { getDb } from '@/lib/db';

export const metadata = { title: 'Finish signing up' };

/** The page a sign-up mail links to: shows whose sign-up it is and a button that uses the link. */
export default async function ConfirmSignupPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const token = linkToken((await searchParams).token);
  const request = token === undefined ? undefined : await findSignupRequest(await getDb(), token);
  return (
    <>
      <h1>Finish signing up</h1>
      {token !== undefined && request
        ? <><p>Your account will be <strong>{request.name}</strong>, with the address {request.email}.</p><ConfirmSignupForm token={token} name={request.name} /></>
        : <p className="form-message" role="alert">{LINK_SPENT} <Link href="/signup">Sign up again</Link>.</p>}
    </>
  );
}
