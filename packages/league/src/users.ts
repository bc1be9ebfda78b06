/**
 * Accounts the command line acts as: an organiser (or the owner of an uploaded bot) named on the
 * command line, created on first use without a usable password (they log in to the site only after
 * an admin sets one), and the `house` account that owns house and example bots.
 */
import type { Db } from '@arena/db/client';
import { createUser, findUserByName, setUserRole, type UserRole, type UserRow } from '@arena/db/users';

/** The KDF string of an account without a password: no password verifies against it. */
export const NO_PASSWORD = '!no-password';
export const HOUSE_USER = 'house';

/** The user of that name, created (with `role`) when missing; an existing user keeps its role unless it is below `role`. */
export async function ensureUser(db: Db, name: string, role: UserRole = 'user'): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    const found = await findUserByName(db, name);
    if (found) {
      if (role !== 'user' && found.role === 'user') {
        const raised = await setUserRole(db, found.id, role);
        if (raised.ok) return raised.value;
      }
      return found;
    }
    const local = name.toLowerCase().replace(/[^a-z0-9._-]/g, '-');
    const email = `${local}${attempt === 0 ? '' : `-${attempt}`}@users.arena.invalid`;
    const created = await createUser(db, { name, email, passwordHash: NO_PASSWORD, role });
    if (created.ok) return created.value;
    // Lost a race with a concurrent create (read it back), or the e-mail is taken (next suffix).
    if (attempt >= 5) throw new Error(`cannot create user ${name}: ${created.error}`);
  }
}
