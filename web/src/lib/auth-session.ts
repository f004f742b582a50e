// The spec's session calls, loaded with Firebase Auth (lib/auth.ts), never in the first load.
import type { User } from 'firebase/auth';
import { env } from '@/config/env';
import type { AppUser } from './auth';

// The spec's session calls: POST /jwt on sign-in, POST /logout on sign-out. Their answers are
// not needed by the app (it talks to Firestore with the SDK), so failures are only logged.
export async function syncSession(user: User | null, previous: AppUser | null) {
  try {
    if (user) {
      const token = await user.getIdToken();
      await fetch(`${env.apiBase}/jwt`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ email: user.email }),
      });
    } else if (previous) {
      await fetch(`${env.apiBase}/logout`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: previous.email }),
      });
    }
  } catch (error) {
    console.warn('Session call failed', error);
  }
}
