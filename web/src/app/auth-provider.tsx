import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { authReady, currentUser, onUserChanged, type AppUser } from '@/lib/auth';

interface AuthState {
  user: AppUser | null;
  /** True until Firebase Auth has reported who is signed in. */
  loading: boolean;
}

const AuthContext = createContext<AuthState>({ user: null, loading: true });

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({ user: currentUser(), loading: true }));

  useEffect(() => {
    const unsubscribe = onUserChanged((user) => setState({ user, loading: false }));
    void authReady().then((user) => setState({ user: currentUser() ?? user, loading: false }));
    return unsubscribe;
  }, []);

  return <AuthContext value={state}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  return use(AuthContext);
}
