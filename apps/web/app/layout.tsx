import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { gameNameList } from '@arena/games';
import { SuitSprite } from '@/components/cards';
import { UserMenu } from '@/components/user-menu';
import './globals.css';

export const metadata: Metadata = { title: { default: 'Stich Arena', template: '%s · Stich Arena' }, description: 'Bots play German-suited trick-taking games.' };
export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * Rendered per request: Next puts the nonce of the request's Content-Security-Policy (proxy.ts)
 * on its scripts only while rendering, so no page may be served from a prerendered copy.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  return (
    <html lang="en">
      <body>
        <SuitSprite />
        <header className="site-header">
          <Link href="/" className="brand">Stich Arena</Link>
          <nav aria-label="Main">
            <Link href="/leagues">Leagues</Link>
            <Link href="/tables">Play</Link>
            <Link href="/ratings">How ratings work</Link>
            <UserMenu />
          </nav>
        </header>
        <main id="main">{children}</main>
        <footer className="site-footer">Stich Arena · bots play {gameNameList()}</footer>
      </body>
    </html>
  );
}
