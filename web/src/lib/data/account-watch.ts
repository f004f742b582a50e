// The page's side of the account's watch (decision 240): one worker per signed-in account,
// started by the first navbar view that needs it, and terminated before sign-out or when
// Firebase Auth reports another user or nobody. Its listeners stop with it, before the
// session's token goes.
import { useEffect, useSyncExternalStore } from 'react';
import type { Order } from '@shared';
import { onBeforeSignOut, onUserChanged } from '@/lib/auth';
import { useAuth } from '@/lib/auth-context';
import type { AccountWatchUpdate } from './account-watch-messages';

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
let state: AccountState | null = null;
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());

function start(uid: string) {
  worker = new Worker(new URL('./account-watch.worker.ts', import.meta.url), {
    type: 'module',
    name: 'account-watch',
  });
  state = nothingYet(uid);
  worker.addEventListener('message', ({ data }: MessageEvent<AccountWatchUpdate>) => {
    if (!state || data.uid !== state.uid) return;
    state = { ...state, ...data };
    publish();
  });
  // A worker that cannot start (its code did not load) leaves the navbar without its counts.
  worker.addEventListener('error', (event) => console.warn('The account watch stopped', event));
  worker.postMessage({ uid });
  publish();
}

function stop() {
  if (!worker) return;
  worker.terminate();
  worker = null;
  state = null;
  publish();
}

onBeforeSignOut(() => Promise.resolve(stop()));
onUserChanged((user) => {
  if (state && state.uid !== user?.uid) stop();
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
    stop();
    start(uid);
  }, [uid]);
  const current = useSyncExternalStore(subscribe, () => state);
  if (!uid) return null;
  return current?.uid === uid ? current : nothingYet(uid);
}
