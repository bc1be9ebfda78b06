'use client';
/**
 * The logged-in part of the navigation, drawn in the browser from `arena_who` (a display-only
 * cookie set next to the httpOnly session: the name and role, never used for authorisation).
 * Keeping it out of the server render lets spectator pages be cached (ISR) for everybody. With
 * the cookie present, `/api/session` is asked once per page and navigation for the current role (it renews the
 * cookie), so a role granted after login shows at once.
 */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

export interface Who { readonly name: string; readonly role: string }

export function readWho(): Who | null {
  const raw = document.cookie.split('; ').find((c) => c.startsWith('arena_who='))?.slice('arena_who='.length);
  if (raw === undefined) return null;
  try {
    const who = JSON.parse(decodeURIComponent(raw)) as Partial<Who>;
    return typeof who.name === 'string' && typeof who.role === 'string' ? { name: who.name, role: who.role } : null;
  } catch {
    return null;
  }
}

export function UserMenu() {
  const [who, setWho] = useState<Who | null | undefined>(undefined);
  const pathname = usePathname(); // read again after each navigation: logging in and out navigate inside the layout
  useEffect(() => {
    const cookie = readWho();
    setWho(cookie);
    if (cookie === null) return;
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, cache: 'no-store' })
      .then(async (res) => (res.ok ? ((await res.json()) as Who | null) : cookie))
      .then((fresh) => setWho(fresh === null ? null : { name: fresh.name, role: fresh.role }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [pathname]);
  if (who === undefined) return <Link href="/account">Account</Link>; // server render and no-JS: the account page asks to log in
  if (who === null) {
    return (<><Link href="/login">Log in</Link><Link href="/signup">Sign up</Link></>);
  }
  return (
    <>
      <Link href="/bots/upload">Upload a bot</Link>
      <Link href="/challenges">Challenges</Link>
      <Link href="/compare">Compare</Link>
      {who.role !== 'user' ? <Link href="/organise">Organise</Link> : null}
      {who.role === 'admin' ? <Link href="/admin">Admin</Link> : null}
      <Link href="/account">{who.name}</Link>
    </>
  );
}
