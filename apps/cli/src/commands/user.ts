/**
 * `arena user role NAME organiser|admin|user` and `arena user list [SEARCH]`: roles on the command
 * line. Whoever can reach the database is trusted, so this is how the first admin comes to be:
 * sign up on the site, then `arena user role NAME admin`; from then on admins grant roles on the
 * site's /admin page. The last admin keeps the role (`@arena/db/users` `grantRole`).
 */
import type { Command } from 'commander';
import { findUserByName, grantRole, listUsers, USER_ROLES, type UserRole } from '@arena/db/users';
import { fail, withDb } from './league-support.ts';

function isRole(role: string): role is UserRole {
  return (USER_ROLES as readonly string[]).includes(role);
}

function registerRole(user: Command): void {
  user.command('role')
    .description('give a user a role: organiser (creates and runs leagues), admin (also grants roles on the site), user')
    .argument('<name>', 'the user\'s name (as on the site, any case)')
    .argument('<role>', USER_ROLES.join(', '))
    .action(async (name: string, role: string) => {
      if (!isRole(role)) fail(`unknown role ${JSON.stringify(role)}: one of ${USER_ROLES.join(', ')}`);
      await withDb(async (db) => {
        const found = await findUserByName(db, name);
        if (!found) fail(`no user ${JSON.stringify(name)} (sign up on the site first)`);
        const granted = await grantRole(db, found.id, role);
        if (!granted.ok) fail(granted.error === 'last-admin' ? `${found.name} is the last admin: make another user admin first` : `no user ${JSON.stringify(name)}`);
        console.log(found.role === role ? `${found.name} is ${role} already` : `${found.name}: ${found.role} → ${role}`);
      });
    });
}

function registerList(user: Command): void {
  user.command('list')
    .description('list users with their roles (at most 100)')
    .argument('[search]', 'a part of the name or e-mail', '')
    .action(async (search: string) => {
      await withDb(async (db) => {
        for (const u of await listUsers(db, search)) console.log(`${u.name.padEnd(24)} ${u.role.padEnd(9)} ${u.email}`);
      });
    });
}

export function registerUser(program: Command): void {
  const user = program.command('user').description('users and their roles');
  registerRole(user);
  registerList(user);
}
