import Link from 'next/link';
import { redirect } from 'next/navigation';
import { listApiTokens, type ApiTokenRow } from '@arena/db/api-tokens';
import { listBotsByOwner, type BotRow } from '@arena/db/bots';
import { ChangePasswordForm, DeleteAccountForm } from '@/components/account-forms';
import { CsrfField } from '@/components/csrf-field';
import { TokenForm } from '@/components/token-form';
import { revokeTokenAction } from '@/lib/account/actions';
import { logOut } from '@/lib/auth/actions';
import { currentSession } from '@/lib/auth/session';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Your account' };

function YourBots({ bots }: { bots: readonly BotRow[] }) {
  return bots.length === 0 ? <p><Link href="/bots/upload">Upload your first bot</Link></p> : (
    <ul>{bots.map((b) => <li key={b.id}><Link href={`/bots/${b.id}`}>{b.name}</Link> <span className="muted small">{b.game}</span></li>)}</ul>
  );
}

/** The person's API tokens: when each was made and last used, and a revoke button for the live ones. */
function TokenTable({ tokens, csrf }: { tokens: readonly ApiTokenRow[]; csrf: string }) {
  if (tokens.length === 0) return null;
  return (
    <table className="data small">
      <thead><tr><th>Name</th><th>Prefix</th><th>Created</th><th>Last used</th><th /></tr></thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.id}>
            <td>{t.name}</td><td><code>{t.prefix}…</code></td><td>{t.createdAt.toISOString().slice(0, 10)}</td>
            <td>{t.lastUsedAt?.toISOString().slice(0, 16).replace('T', ' ') ?? 'never'}</td>
            <td>{t.revokedAt ? 'revoked' : (
              <form action={revokeTokenAction} className="inline-form"><CsrfField token={csrf} /><input type="hidden" name="tokenId" value={t.id} /><button type="submit">Revoke</button></form>
            )}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Password, the person's data, and deleting the account. */
function AccountSettings({ csrf }: { csrf: string }) {
  return (
    <>
      <h2>Password</h2>
      <ChangePasswordForm csrf={csrf} />
      <h2>Your data</h2>
      <p><a href="/account/export" download>Download your bots, their versions and your match results (JSON)</a></p>
      <h2>Delete account</h2>
      <p className="small">Your bots are retired and renamed, their sources erased; matches they played stay in the leagues&apos; history without your name.</p>
      <DeleteAccountForm csrf={csrf} />
    </>
  );
}

export default async function AccountPage() {
  const session = await currentSession();
  if (!session) redirect('/login?next=/account');
  const db = await getDb();
  const [bots, tokens] = await Promise.all([listBotsByOwner(db, session.user.id), listApiTokens(db, session.user.id)]);
  return (
    <>
      <h1>{session.user.name}</h1>
      <div className="muted">{session.user.email} · {session.user.role}{' '}
        <form action={logOut} className="inline-form"><CsrfField token={session.csrfSecret} /><button type="submit" className="link-button">Log out</button></form>
      </div>
      <h2>Your bots</h2>
      <YourBots bots={bots} />
      <h2>Challenges</h2>
      <p><Link href="/challenges">Your challenges</Link>: unranked matches of your bot against opponents you choose, with a replay.</p>
      <h2>API tokens</h2>
      <p className="small">For <code>arena bot upload FILE --league L</code> and <code>arena challenge</code>: <code>POST /api/v1/bots</code>, <code>POST /api/v1/challenges</code> with <code>Authorization: Bearer &lt;token&gt;</code>.</p>
      <TokenTable tokens={tokens} csrf={session.csrfSecret} />
      <TokenForm csrf={session.csrfSecret} />
      <AccountSettings csrf={session.csrfSecret} />
    </>
  );
}
