import { notFound } from 'next/navigation';
import { getBotVersionCodeForOwner } from '@arena/db/bots';
import { currentUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Bot source' };

/** A version's source: the owner only. Anybody else (or nobody logged in) gets the same 404. */
export default async function VersionSourcePage({ params }: { params: Promise<{ id: string; versionId: string }> }) {
  const { id, versionId } = await params;
  const user = await currentUser();
  if (!user || !/^\d{1,15}$/.test(versionId)) notFound();
  const code = await getBotVersionCodeForOwner(await getDb(), Number(versionId), user.id);
  if (!code || String(code.botId) !== id) notFound();
  return (
    <>
      <h1>Source of v{code.version}</h1>
      <div className="code-view">{code.source.split('\n').map((line, i) => <div key={i}><span className="muted">{String(i + 1).padStart(4)} </span>{line}</div>)}</div>
    </>
  );
}
