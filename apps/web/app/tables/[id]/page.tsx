import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { PlayTable } from '@/components/tables/play-table';
import { currentUser } from '@/lib/auth/session';
import { fetchTable } from '@/lib/tables/data';

export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: `Table ${(await params).id.slice(0, 8)}` };
}

/**
 * The person's playing page (issue 19). Only the person who opened the table plays here; anyone
 * else, and the person once the table is over, is sent to the match page (the live public view
 * while it is played, the replay afterwards).
 */
export default async function TablePage({ params }: Props) {
  const { id } = await params;
  const [table, user] = await Promise.all([fetchTable(id), currentUser()]);
  if (!table) notFound();
  if (user?.id !== table.personId || table.status === 'done' || table.status === 'void') redirect(`/matches/${id}`);
  const names = table.seats.map((s) => (s.userId !== null
    ? { name: `${s.personName ?? 'you'} (you)`, botId: null }
    : { name: `${s.botName ?? 'bot'} v${s.version ?? '?'} (${s.ownerName ?? '?'})`, botId: s.botId }));
  return (
    <>
      <h1>Table {id.slice(0, 8)}</h1>
      <p className="muted">{table.game} · you sit in seat {table.personSeat} · {table.deals} deal{table.deals === 1 ? '' : 's'} · clock {table.clockMs / 1000} s per decision · <Link href="/tables">your tables</Link></p>
      <PlayTable tableId={id} seat={table.personSeat} names={names} />
    </>
  );
}
