// A form's write goes to its route's clientAction, as a list's row writes do (list/row-writes):
// the form checks its fields with the shared schema, the route writes, and the router gives
// the pending state, runs the loaders again, and follows a redirect.
import { useEffect, useEffectEvent } from 'react';
import { useFetcher } from 'react-router-dom';
// Only the type: the schema comes from the route, so a route that loads its schema when its
// action runs (the home page) keeps zod out of its first load.
import type { ZodType } from 'zod';

/**
 * What a form's clientAction answers: saved (with what was made), or not, with the text to
 * show under the form (null when a popup said it) and whatever else the form needs to know.
 */
export type FormAnswer<Saved = true, Refused extends object = object> =
  { saved: Saved } | ({ failed: string | null } & Refused);

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What a request sent, as its schema reads it; or the schema's message when it is not valid. */
type JsonInput<T> = { ok: true; data: T } | { ok: false; failed: string };

/**
 * The JSON a form or a row write sent, in the route's clientAction, checked by the schema that
 * owns that input. Invalid input, or no JSON at all, gives the schema's first message, for the
 * action to answer as the form's failure without writing anything.
 */
export async function parseJsonRequest<T>(
  request: Request,
  schema: ZodType<T>,
): Promise<JsonInput<T>> {
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, failed: parsed.error.issues[0]?.message ?? parsed.error.message };
}

/**
 * Sends the form's checked fields to the route's clientAction. `onSaved` and `onRefused` run
 * once per answer; `failure` is the last answer's text while nothing is on its way.
 */
export function useFormAction<Saved = true, Refused extends object = object>(
  onSaved?: (saved: Saved) => void,
  onRefused?: (answer: { failed: string | null } & Refused) => void,
) {
  const fetcher = useFetcher();
  // The route's action answers a FormAnswer: plain data, no serialization in a browser router.
  const answer = fetcher.data as FormAnswer<Saved, Refused> | undefined;
  const answered = useEffectEvent((value: FormAnswer<Saved, Refused>) => {
    if ('saved' in value) onSaved?.(value.saved);
    else onRefused?.(value);
  });
  useEffect(() => {
    if (answer) answered(answer);
  }, [answer]);
  const pending = fetcher.state !== 'idle';
  return {
    submit: (fields: Record<string, Json>) =>
      fetcher.submit(fields, { method: 'post', encType: 'application/json' }),
    pending,
    failure: !pending && answer && 'failed' in answer ? answer.failed : null,
  };
}
