/** What a server action returns to its form (STYLE.md 13): errors by field and one message. */
export interface FormState {
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  readonly message?: string;
  /** Anything the page shows once (a new API token). */
  readonly secret?: string;
  readonly ok?: boolean;
}

export const emptyFormState: FormState = {};

/** zod's flattened field errors as a FormState. */
export function fieldErrors(errors: Readonly<Record<string, readonly string[] | undefined>>, message: string): FormState {
  const clean: Record<string, readonly string[]> = {};
  for (const [key, value] of Object.entries(errors)) if (value && value.length > 0) clean[key] = value;
  return { errors: clean, message };
}
