import Link from 'next/link';
import type { PersonTableDetail } from '@arena/db/person-tables';
import { PERSON_TABLE_RULES } from '@arena/league/person-tables';
import { AutoRefresh } from '@/components/auto-refresh';
import { GameForm } from '@/components/game-picker';
import { TableForm } from '@/components/tables/table-form';
import { currentSession } from '@/lib/auth/session';
import { fetchMyTables, fetchTableForm, type TableFormData } from '@/lib/tables/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Play' };
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function AboutPlaying() {
  return (
    <section className="panel small" aria-label="About playing">
      <ul>
        <li>Open a table of any game with the bots you choose (the house bots, or any public bot version) and take a seat. The bots play in the sandbox exactly as in the leagues.</li>
        <li>Your legal cards are raised; click one or press its number key (1–9, 0 for the tenth, - and = for the eleventh and twelfth). Calls, bids and announcements are buttons.</li>
        <li>Each decision has a clock (60 s unless you choose otherwise); when it runs out the rules&apos; default action is played for you and the table says so. Reload the page or lose your connection and you get your seat back.</li>
        <li>Nobody watching can help you: while a deal is played, spectators see only the public view; every hand opens when the deal is over.</li>
        <li>Your results go into <Link href="/people">the people&apos;s ladder</Link> (the same Elo scale as the bots&apos;); a table with a person never changes a bot&apos;s league rating. At most {PERSON_TABLE_RULES.maxOpen} tables open at once.</li>
      </ul>
    </section>
  );
}

/** The registry's games to choose from, then the form of the game chosen. */
function NewTable({ gameId, form, csrf }: { gameId: string | undefined; form: TableFormData | undefined; csrf: string }) {
  return (
    <>
      <h2>New table</h2>
      <GameForm path="/tables" gameId={gameId} form={form}>
        {(data) => <TableForm key={gameId} csrf={csrf} data={data} />}
      </GameForm>
    </>
  );
}

/** The person's tables: a running one links to its table, a finished one to its replay. */
function MyTables({ tables }: { tables: readonly PersonTableDetail[] }) {
  if (tables.length === 0) return <p className="muted">None yet.</p>;
  return (
    <div className="scroll-x">
      <table className="data" data-testid="my-tables">
        <thead><tr><th>Table</th><th>Game</th><th>State</th><th className="num">Your seat</th><th className="num">Your chips</th><th>Opened</th></tr></thead>
        <tbody>
          {tables.map((t) => (
            <tr key={t.id}>
              <td><Link href={t.status === 'done' || t.status === 'void' ? `/matches/${t.id}` : `/tables/${t.id}`}>{t.id.slice(0, 8)}</Link></td>
              <td>{t.game}</td>
              <td><span className="badge">{t.status}</span></td>
              <td className="num">{t.personSeat}</td>
              <td className="num">{t.seats.find((s) => s.seat === t.personSeat)?.chips ?? '–'}</td>
              <td>{t.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sit down with the bots (issue 19): the game first (`?game=`), then the table's bots, your seat, the deals; your tables below. */
export default async function TablesPage({ searchParams }: Props) {
  const session = await currentSession();
  if (!session) return <><h1>Play</h1><p><Link href="/login?next=/tables">Log in</Link> to sit down at a table with the bots.</p></>;
  const q = await searchParams;
  const gameId = typeof q.game === 'string' ? q.game : undefined;
  const [tables, form] = await Promise.all([
    fetchMyTables(session.user.id), gameId === undefined ? Promise.resolve(undefined) : fetchTableForm(gameId),
  ]);
  const open = tables.some((t) => t.status === 'queued' || t.status === 'running');
  return (
    <>
      <h1>Play</h1>
      <AboutPlaying />
      <NewTable gameId={gameId} form={form} csrf={session.csrfSecret} />
      <h2>Your tables{open ? <AutoRefresh seconds={3} /> : null}</h2>
      <MyTables tables={tables} />
    </>
  );
}
