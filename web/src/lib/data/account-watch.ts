// The page's side of the account's watch (decision 240): a worker, started by the first navbar
// view that needs it, that watches the signed-in account; it stops watching before sign-out
// and when Firebase Auth reports another user or nobody, its listeners closed while the
// session's token is still good.
import { useEffect, useSyncExternalStore } from 'react';
import type { Order } from '@shared';
import { onBeforeSignOut, onUserChanged } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import type { AccountWatchOrder, AccountWatchUpdate } from './account-watch-messages';

export interface AccountState {
  uid: string;
  /** The orders of the cook's dishes waiting for them; null until the first answer. */
  waiting: Order[] | null;
  /** The dishes in the meal in progress; null until the first answer. */
  mealCount: number | null;
  blocked: boolean;
}

const nothingYet = (uid: string): AccountState => ({
  uid,
  waiting: null,
  mealCount: null,
  blocked: false,
});

let worker: Worker | null = null;
// A worker that failed (its code did not load) answers nothing, a stop included.
let failed = false;
let state: AccountState | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());
// Stops asked for and not yet answered.
const stopping = new Set<() => void>();
const stopped = () => {
  stopping.forEach((resolve) => resolve());
  stopping.clear();
};

const order = (what: AccountWatchOrder) => worker?.postMessage(what);

function startWorker(): Worker {
  const started = new Worker(new URL('./account-watch.worker.ts', import.meta.url), {
    type: 'module',
    name: 'account-watch',
  });
  started.addEventListener('message', ({ data }: MessageEvent<AccountWatchUpdate>) => {
    if ('stopped' in data) return stopped();
    if (!state || data.uid !== state.uid) return;
    state = { ...state, ...data };
    publish();
  });
  started.addEventListener('error', (event) => {
    failed = true;
    stopped();
    console.warn('The account watch stopped', event);
  });
  return started;
}

function watchAccount(uid: string) {
  worker ??= startWorker();
  state = nothingYet(uid);
  order({ watch: uid });
  publish();
}

/** Forgets the account's state at once; resolves once the worker's listeners have closed. */
function stop(): Promise<void> {
  if (!state) return Promise.resolve();
  state = null;
  publish();
  if (!worker || failed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    stopping.add(resolve);
    order({ stop: true });
  });
}

onBeforeSignOut(stop);
onUserChanged((user) => {
  if (state && state.uid !== user?.uid) void stop();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The signed-in user's live state, once Firebase Auth has confirmed them (null before, and for
 * nobody): watched from the first call on, nothing known at first.
 */
export function useAccountState(): AccountState | null {
  const { user, loading } = useAuth();
  const uid = !loading && user ? user.uid : null;
  useEffect(() => {
    if (!uid || state?.uid === uid) return;
    void stop();
    watchAccount(uid);
  }, [uid]);
  const current = useSyncExternalStore(subscribe, () => state);
  if (!uid) return null;
  return current?.uid === uid ? current : nothingYet(uid);
}
