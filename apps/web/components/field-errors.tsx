import type { FormState } from '@/lib/form-state';

/** The errors a server action's state holds for one form field, each in its own `field-error` span. */
export function FieldErrors({ state, field }: { state: Pick<FormState, 'errors'>; field: string }) {
  return <>{state.errors?.[field]?.map((e) => <span key={e} className="field-error">{e}</span>)}</>;
}
