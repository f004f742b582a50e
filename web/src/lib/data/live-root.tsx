// The reactfire providers around a live view (a page's live part). Only chunks of live pages
// import this file: reactfire and the full Firestore SDK stay out of
// the first load (decision 002).
import {
  Component,
  Fragment,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { useAuth } from '@/lib/auth-context';
import {
  currentLiveSession,
  endLiveSession,
  ensureLiveSession,
  subscribeLiveSession,
} from './live-session';
import { app } from '@/lib/firebase';

let mountedViews = 0;

/**
 * Renders its children for the signed-in user only, keyed by uid: no data crosses users. The
 * app's own auth state is known before a protected page renders (its loader waited for it),
 * so a live page shows at once, with no fallback in between that would remount it.
 */
function SignedInOnly({
  children,
  fallback,
}: {
  children: (uid: string) => ReactNode;
  fallback: ReactNode;
}) {
  const { user, loading } = useAuth();
  if (loading) return fallback;
  if (!user) return null;
  return <Fragment key={user.uid}>{children(user.uid)}</Fragment>;
}

// reactfire hooks throw a listener's error while rendering (without Suspense too).
class LiveErrorBoundary extends Component<
  { children: ReactNode; error: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A live view stopped', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.error : this.props.children;
  }
}

function LiveError() {
  return (
    <div role="alert" className="alert alert-error alert-soft">
      <span>Live updates stopped. Reload the page to see the latest.</span>
      <button type="button" className="btn btn-sm" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}

/**
 * A live view for the signed-in user. `fallback` shows until the session and the user are
 * known. When it unmounts, its listeners are stopped by ending the session (a new one starts
 * at once if another live view is still on screen).
 */
export function LiveRoot({
  children,
  fallback = null,
}: {
  children: (uid: string) => ReactNode;
  fallback?: ReactNode;
}) {
  const session = useSyncExternalStore(subscribeLiveSession, currentLiveSession);
  const pendingEnd = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!session) ensureLiveSession();
  }, [session]);

  useEffect(() => {
    mountedViews += 1;
    // StrictMode (development) unmounts and mounts again at once: not a page left behind.
    if (pendingEnd.current) clearTimeout(pendingEnd.current);
    return () => {
      mountedViews -= 1;
      pendingEnd.current = setTimeout(() => {
        void endLiveSession({ restart: mountedViews > 0 });
      }, 0);
    };
  }, []);

  if (!session) return fallback;
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <FirestoreProvider key={session.id} sdk={session.db}>
        <LiveErrorBoundary error={<LiveError />}>
          <SignedInOnly fallback={fallback}>{children}</SignedInOnly>
        </LiveErrorBoundary>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
