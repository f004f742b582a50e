// Writes on the rows of a list (delete, cancel, rate, move) go through the route's
// clientAction: the pending state and the answer come from the router's fetchers, and the
// route's loaders run again after each write. A table only renders and asks; the action reads
// each write with the schema of its route's writes (parseJsonRequest, form/form-action).
import { useState } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router-dom';

/** What a row write sends: the row's id and what to do, as plain JSON. */
type RowWrite = { id: string; intent: string } & Record<string, string | number | boolean | null>;

/**
 * One write at a time (each asks for a confirmation first): the row in flight, the last answer
 * of the route's clientAction, and every row an answer said was deleted (`{ deleted: id }`),
 * so the list drops it at once.
 */
export function useRowWrite<W extends RowWrite, Answer extends object>(key: string) {
  const fetcher = useFetcher<Answer>({ key });
  const sent = fetcher.json as W | undefined;
  const answer = fetcher.data;
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  // Each answer is taken in once, while rendering (React's way to follow a changing value).
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer && 'deleted' in answer && typeof answer.deleted === 'string') {
      const id = answer.deleted;
      setDeleted((ids) => new Set(ids).add(id));
    }
  }
  return {
    pendingId: fetcher.state !== 'idle' ? (sent?.id ?? null) : null,
    answer,
    deleted,
    write: (intent: W) => fetcher.submit(intent, { method: 'post', encType: 'application/json' }),
  };
}

/**
 * Writes that may run on several rows at once (a cook accepting two orders): a fetcher per
 * row. The answers are not read: the action says what happened, and live rows show it.
 */
export function useConcurrentRowWrites<W extends RowWrite>(list: string) {
  const submit = useSubmit();
  const prefix = `${list}:`;
  const busy: ReadonlySet<string> = new Set(
    useFetchers()
      .filter((fetcher) => fetcher.key.startsWith(prefix) && fetcher.state !== 'idle')
      .map((fetcher) => fetcher.key.slice(prefix.length)),
  );
  const write = (intent: W) =>
    submit(intent, {
      method: 'post',
      encType: 'application/json',
      navigate: false,
      fetcherKey: prefix + intent.id,
    });
  return { busy, write };
}
