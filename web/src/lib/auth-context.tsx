import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { authReady, currentUser, onUserChanged, rememberedUser, type AppUser } from './auth';

export interface AuthState {
  user: AppUser | null;
  /** True until Firebase Auth has reported who is signed in. */
  loading: boolean;
  /**
   * Who was signed in here last time (lib/auth `rememberedUser`), while `loading`: lets the
   * navbar draw the user's photo at the first paint instead of a Login button that flashes.
   */
  remembered: AppUser | null;
}

const AuthContext = createContext<AuthState>({ user: null, loading: true, remembered: null });

export function AuthProvider({ children }: { children: ReactNode }) {
  // A browser that was never signed in shows the signed-out page at once: Firebase Auth is
  // not even loaded for it (authReady). One that was waits for Auth behind the remembered user.
  const [state, setState] = useState<AuthState>(() => {
    const remembered = rememberedUser();
    return { user: currentUser(), loading: remembered !== null, remembered };
  });

  useEffect(() => {
    // The same state again (a visitor never signed in, reported as such) keeps the old object:
    // every reader of the context would redraw for nothing.
    const report = (user: AppUser | null) =>
      setState((state) =>
        state.user === user && !state.loading ? state : { user, loading: false, remembered: null },
      );
    const unsubscribe = onUserChanged(report);
    void authReady().then((user) => report(currentUser() ?? user));
    return unsubscribe;
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return use(AuthContext);
}
