'use client';
import { startTransition, useActionState, type FormEvent } from 'react';

/**
 * `useActionState` for a form whose fields must survive a refused submission. React resets a form's
 * uncontrolled fields after every action it runs from the form's `action` prop, so someone told to
 * fix one field would find every field emptied. With JavaScript, `onSubmit` runs the action in a
 * transition instead, which leaves the fields as they are; without it, the form still posts to the
 * server action.
 */
export function useFormKeepingInput<S>(action: (state: Awaited<S>, form: FormData) => S | Promise<S>, initial: Awaited<S>) {
  const [state, dispatch, pending] = useActionState(action, initial);
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const submitter = event.nativeEvent instanceof SubmitEvent ? event.nativeEvent.submitter : null;
    const data = new FormData(event.currentTarget, submitter);
    startTransition(() => dispatch(data));
  };
  return { state, pending, form: { action: dispatch, onSubmit } } as const;
}
