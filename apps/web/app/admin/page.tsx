import Link from 'next/link';
import { redirect } from 'next/navigation';
import { listUsers, USER_ROLES, type UserRow } from '@arena/db/users';
import { CsrfField } from '@/components/csrf-field';
import { setRoleAction } from '@/lib/admin/actions';
import { currentSession } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Admin' };
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const ROLE_WORDS: Readonly<Record<UserRow['role'], string>> = {
  user: 'user (uploads bots)',
  organiser: 'organiser (also creates and runs leagues)',
  admin: 'admin (also grants roles, runs every league)',
};

const REFUSED: Readonly<Record<string, string>> = {
  'last-admin': 'That is the last admin: make another user admin first.',
  'not-found': 'There is no such user.',
  forbidden: 'Granting roles needs the admin role.',
  'bad-request': 'Choose a user and a role.',
};

function Outcome({ query }: { query: Record<string, string | string[] | undefined> }) {
  const { granted, role, refused } = query;
  if (typeof granted === 'string' && typeof role === 'string') return <p role="status" className="panel small">{granted} is now {role}.</p>;
  if (typeof refused === 'string') return <p role="alert" className="form-message">{REFUSED[refused] ?? 'The role was not changed.'}</p>;
  return null;
}

function RoleForm({ user, csrf }: { user: UserRow; csrf: string }) {
  return (
    <form action={setRoleAction} className="inline-form">
      <CsrfField token={csrf} />
      <input type="hidden" name="userId" value={user.id} />
      <select name="role" defaultValue={user.role} aria-label={`Role of ${user.name}`}>
        {USER_ROLES.map((r) => <option key={r} value={r}>{ROLE_WORDS[r]}</option>)}
      </select>{' '}
      <button type="submit">Set role</button>
    </form>
  );
}

/** Users and their roles, for admins (the first admin is made with `arena user role NAME admin`). */
export default async function AdminPage({ searchParams }: Props) {
  const session = await currentSession();
  if (!session) redirect('/login?next=/admin');
  const query = await searchParams;
  if (session.user.role !== 'admin') {
    return <><h1>Admin</h1><Outcome query={query} /><p>This page needs the admin role. An admin grants it here; the first one is made on the command line: <code>arena user role NAME admin</code>.</p></>;
  }
  const q = typeof query.q === 'string' ? query.q.slice(0, 64) : '';
  const users = await listUsers(await getDb(), q, 100);
  return (
    <>
      <h1>Admin</h1>
      <Outcome query={query} />
      <h2>Roles</h2>
      <form method="get" action="/admin" className="inline-form">
        <label style={{ display: 'inline' }}>Find a user <input type="text" name="q" defaultValue={q} placeholder="name or e-mail" /></label>{' '}
        <button type="submit">Find</button>
      </form>
      {users.length === 0 ? <p className="muted">No user matches.</p> : (
        <table className="data" data-testid="users">
          <thead><tr><th>Name</th><th>E-mail</th><th>Since</th><th>Role</th></tr></thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-user={u.name}>
                <td>{u.name}</td><td>{u.email}</td><td>{u.createdAt.toISOString().slice(0, 10)}</td>
                <td><RoleForm user={u} csrf={session.csrfSecret} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="small muted">{users.length === 100 ? 'The first 100 by name; narrow the search to find others. ' : ''}Organisers see <Link href="/organise">Organise</Link> in the menu.</p>
    </>
  );
}
