import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { matchTitle, MatchView } from '@/components/replay/match-view';

/**
 * The anonymous replay, cached (ISR): `proxy.ts` rewrites a document request for
 * `/matches/<id>?deal=&step=&seat=&rot=` without a session cookie to `/replay/<id>/<canonical query>`,
 * so the address bar keeps the public URL. A done match's frames never change; the hour bounds the
 * wait for a seed reveal. Nothing here depends on the viewer (no logs: nobody owns a seat).
 */
export const revalidate = 3600;
export function generateStaticParams(): { id: string; q: string }[] {
  return [];
}
type Props = { params: Promise<{ id: string; q: string }> };

function query(raw: string): Record<string, string> {
  const q = Object.fromEntries(new URLSearchParams(decodeURIComponent(raw)));
  if (Object.keys(q).some((k) => !['deal', 'step', 'seat', 'rot', 'rotation'].includes(k))) notFound();
  return q;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, q } = await params;
  return matchTitle(id, query(q));
}

export default async function CachedReplayPage({ params }: Props) {
  const { id, q } = await params;
  return <MatchView id={id} q={query(q)} userId={undefined} />;
}
