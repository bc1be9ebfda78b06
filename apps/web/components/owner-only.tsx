'use client';
/**
 * Shows its children only to the named owner, judged in the browser from the display-only
 * `arena_who` cookie so the page stays cached for everybody. Display only: what it links to checks
 * the session itself (a bot's source answers 404 to everyone but its owner).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { readWho } from './user-menu';

export function OwnerOnly({ owner, children, otherwise }: { owner: string; children: ReactNode; otherwise?: ReactNode }) {
  const [mine, setMine] = useState(false);
  useEffect(() => setMine(readWho()?.name === owner), [owner]);
  return <>{mine ? children : otherwise}</>;
}
