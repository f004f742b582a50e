import {
  createContext,
  startTransition,
  use,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { authReady, currentUser, onUserChanged, rememberedUser, type AppUser } from './auth';

interface AuthState {
  user: AppUser | null;
  /** True until Firebase Auth has reported who is signed in. */
  loading: boolean;
  /**
   * Who was signed in here last time (lib/auth `rememberedUser`), while `loading`: lets the
   * navbar draw the user's photo while Auth loads instead of a Login button that flashes.
   */
  remembered: AppUser | null;
}

const AuthContext = createContext<AuthState>({ user: null, loading: true, remembered: null });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [reported, setReported] = useState<{ user: AppUser | null; loading: boolean }>({
    user: null,
    loading: true,
  });
  // The HTML built ahead is signed out, and hydration renders it as it is.
  const [remembered, setRemembered] = useState<AppUser | null>(null);

  useEffect(() => {
    // The same state again (a visitor never signed in, reported as such) keeps the old object:
    // every reader of the context would redraw for nothing. A transition: the navbar and the
    // page redraw for Auth's answer in slices between the browser's frames, not in one task
    // that blocks a tap (the first report comes right after hydration).
    const report = (user: AppUser | null) =>
      startTransition(() =>
        setReported((state) =>
          state.user === user && !state.loading ? state : { user, loading: false },
        ),
      );
    // Who was signed in here last time, drawn right after hydration. In a transition too: in
    // one synchronous render, the navbar's and the footer's redraw was a task of 40-80 ms at
    // 4x CPU on every signed-in first page.
    const lastUser = rememberedUser();
    if (lastUser) startTransition(() => setRemembered(lastUser));
    const unsubscribe = onUserChanged(report);
    // A browser never signed in gets its answer without loading Firebase Auth (authReady).
    // With a remembered user, whom the navbar already shows, Auth's SDK (its code, IndexedDB,
    // the session's lookup) starts here, after the first commit has drawn the page, unless a
    // loader asked for Auth first (route-guards).
    void authReady().then((user) => report(currentUser() ?? user));
    return unsubscribe;
  }, []);

  const state = useMemo<AuthState>(
    () => ({ ...reported, remembered: reported.loading ? remembered : null }),
    [reported, remembered],
  );
  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return use(AuthContext);
}
