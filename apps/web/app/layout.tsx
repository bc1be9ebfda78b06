import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SuitSprite } from '@/components/cards';
import { CsrfField } from '@/components/csrf-field';
import { logOut } from '@/lib/auth/actions';
import { currentSession } from '@/lib/auth/session';
import './globals.css';

export const metadata: Metadata = { title: { default: 'Stich Arena', template: '%s · Stich Arena' }, description: 'Bots play German-suited trick-taking games.' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

async function UserNav() {
  const session = await currentSession();
  if (!session) {
    return (
      <>
        <Link href="/login">Log in</Link>
        <Link href="/signup">Sign up</Link>
      </>
    );
  }
  return (
    <>
      <Link href="/bots/upload">Upload a bot</Link>
      {session.user.role !== 'user' ? <Link href="/organise">Organise</Link> : null}
      <Link href="/account">{session.user.name}</Link>
      <form action={logOut} className="inline-form">
        <CsrfField token={session.csrfSecret} />
        <button type="submit" className="link-button">Log out</button>
      </form>
    </>
  );
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SuitSprite />
        <header className="site-header">
          <Link href="/" className="brand">Stich Arena</Link>
          <nav aria-label="Main">
            <Link href="/leagues">Leagues</Link>
            <Link href="/ratings">How ratings work</Link>
            <UserNav />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">Stich Arena · bots play Lupfen, Kein Stich, Bolachen and Kontraspiel</footer>
      </body>
    </html>
  );
}
