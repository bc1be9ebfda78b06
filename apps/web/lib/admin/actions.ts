'use server';
/** The admins' mutation: granting roles. Checks the CSRF token and the admin role before anything else. */
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { grantRole, USER_ROLES } from '@arena/db/users';
import { sessionForForm } from '../auth/csrf.ts';
import { getDb } from '../db.ts';

const roleForm = z.object({ userId: z.coerce.number().int().positive(), role: z.enum(USER_ROLES) });

export async function setRoleAction(form: FormData): Promise<void> {
  const session = await sessionForForm(form);
  if (!session || session.user.role !== 'admin') redirect('/admin?refused=forbidden');
  const parsed = roleForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) redirect('/admin?refused=bad-request');
  const granted = await grantRole(await getDb(), parsed.data.userId, parsed.data.role);
  if (!granted.ok) redirect(`/admin?refused=${granted.error}`);
  redirect(`/admin?${new URLSearchParams({ granted: granted.value.name, role: granted.value.role }).toString()}`);
}
