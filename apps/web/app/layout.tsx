import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SuitSprite } from '@/components/cards';
import { UserMenu } from '@/components/user-menu';
import './globals.css';

export const metadata: Metadata = { title: { default: 'Stich Arena', template: '%s · Stich Arena' }, description: 'Bots play German-suited trick-taking games.' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

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
            <UserMenu />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">Stich Arena · bots play Lupfen, Kein Stich, Bolachen and Kontraspiel</footer>
      </body>
    </html>
  );
}
