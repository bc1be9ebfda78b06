import Link from 'next/link';
import { LogInForm } from '@/components/auth-forms';
import { FORGOT_PATH } from '@/lib/auth/email-links';

export const metadata = { title: 'Log in' };

export default async function LogInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const { next } = await searchParams;
  return (<><h1>Log in</h1><LogInForm next={typeof next === 'string' ? next : '/account'} /><p className="small"><Link href={FORGOT_PATH}>Forgot your password?</Link> · No account? <Link href="/signup">Sign up</Link></p></>);
}
