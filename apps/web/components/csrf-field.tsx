import { CSRF_FIELD } from '@/lib/auth/csrf-field-name';

/** The hidden synchroniser token every logged-in form carries (lib/auth/csrf.ts). */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}
