import Link from 'next/link';
import { ForgotPasswordForm } from '@/components/auth-forms';
import { RESET_LINK_MINUTES } from '@/lib/auth/email-links';

export const metadata = { title: 'Forgot your password?' };

export default function ForgotPasswordPage() {
  return (
    <>
      <h1>Forgot your password?</h1>
      <p>Type your account&apos;s address: we mail it a link to choose a new password (it works once, for {RESET_LINK_MINUTES} minutes).</p>
      <ForgotPasswordForm />
      <p className="small"><Link href="/login">Log in</Link></p>
    </>
  );
}
