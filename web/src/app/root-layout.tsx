import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigation, useOutlet, useRevalidator, useRouteError } from 'react-router-dom';
import { trustBroken } from '@/app/route-guards';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { LanguageSelect } from '@/features/account/components/language-select';
import { useAuth } from '@/lib/auth-context';

/** A thin bar at the top while the next page loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
      role="progressbar"
      aria-label={t`Loading page`}
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

// Live views (reactfire and the full Firestore SDK) in chunks of their own, rendered only for
// a signed-in user once Firebase Auth has confirmed them, and only around a page: while the
// first page is still loading (the fallback) their chunk would compete with it.
const WaitingCount = lazy(() => import('@/features/orders/components/waiting-count'));
const MealLink = lazy(() => import('@/features/orders/components/meal-link'));
const BlockedNotice = lazy(() => import('@/features/account/components/blocked-notice'));

/** The operator's block notice, for a signed-in user only. */
function BlockedNoticeForUser() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <BlockedNotice />
    </Suspense>
  ) : null;
}

/** The site's frame: skip link, navbar, the page, footer. */
function Shell({ children, fallback }: { children: ReactNode; fallback: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-field focus:bg-neutral focus:px-4 focus:py-2 focus:text-neutral-content focus:shadow-lg"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar
        WaitingCount={fallback ? undefined : WaitingCount}
        MealLink={fallback ? undefined : MealLink}
        LanguageSelect={LanguageSelect}
        markCurrent={!fallback}
      />
      <main id="main" className="flex-1">
        {!fallback && <BlockedNoticeForUser />}
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * A page loaded on the remembered user (route-guards `requireUserOrRemembered`) loads again
 * when Firebase Auth reports someone else or nobody: its guard then sends them to /login.
 */
export function useLoadersFollowAuth() {
  const { user, loading } = useAuth();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!loading && trustBroken(user)) void revalidator.revalidate();
  }, [loading, user, revalidator]);
}

/**
 * The frame around what the root renders: the page, the SPA fallback's spinner (HydrateFallback,
 * which renders no child route), or nothing of it for the root's error page, which fills the
 * screen. The root's Layout renders it, so the navbar and the footer stay mounted when a link
 * opened in a new tab goes from the fallback to its page (the fallback's HTML, rendered at build
 * time for no path in particular, marks no link as the current page).
 */
export function Frame({ children }: { children: ReactNode }) {
  const error = useRouteError();
  const fallback = useOutlet() === null;
  if (error) return children;
  return (
    <>
      <NavigationProgress />
      <Shell fallback={fallback}>{children}</Shell>
    </>
  );
}
