// A form's write goes to its route's clientAction, as a list's row writes do (list/row-writes):
// the form checks its fields with the shared schema, the route writes, and the router gives
// the pending state, runs the loaders again, and follows a redirect.
import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router-dom';

/** What a form's clientAction answers: saved (with what was made), or what went wrong. */
export type FormAnswer<Saved = true> = { saved: Saved } | { failed: string };

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The JSON a form sent, in the route's clientAction. */
export async function formFieldsOf<Fields>(request: Request): Promise<Fields> {
  return (await request.json()) as Fields;
}

/**
 * Sends the form's checked fields to the route's clientAction. `onSaved` runs once per saved
 * answer; `failure` is the last answer's text while nothing is on its way.
 */
export function useFormAction<Saved = true>(onSaved?: (saved: Saved) => void) {
  const fetcher = useFetcher<FormAnswer<Saved>>();
  const answer = fetcher.data;
  const saved = useEffectEvent((value: Saved) => onSaved?.(value));
  useEffect(() => {
    if (answer && 'saved' in answer) saved(answer.saved);
  }, [answer]);
  const pending = fetcher.state !== 'idle';
  return {
    submit: (fields: Record<string, Json>) =>
      fetcher.submit(fields, { method: 'post', encType: 'application/json' }),
    pending,
    failure: !pending && answer && 'failed' in answer ? answer.failed : null,
  };
}
