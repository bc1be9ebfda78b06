import Link from 'next/link';
import { SignUpForm } from '@/components/auth-forms';

export const metadata = { title: 'Sign up' };

export default function SignUpPage() {
  return (<><h1>Sign up</h1><SignUpForm /><p className="small">Have an account? <Link href="/login">Log in</Link></p></>);
}
