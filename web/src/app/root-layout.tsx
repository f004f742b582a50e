import { lazy, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { ScrollRestoration, useLocation, useNavigation, useOutlet } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { PageSpinner } from '@/components/spinner';
import { useHydrated } from '@/components/use-hydrated';
import { paths } from '@/config/paths';
import { MenuHero } from '@/features/foods/components/menu-hero';
import { afterPagePaint, pageRendered } from '@/lib/after-first-paint';
import { useAuth } from '@/lib/auth-context';

/** A thin bar at the top while the next page loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-primary/20"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

// The count of orders waiting for the cook is live (reactfire and the full Firestore SDK):
// its own chunk, loaded only for a signed-in user once the first page is painted, never in
// the first load.
const WaitingCount = lazy(() =>
  afterPagePaint().then(() => import('@/features/orders/components/waiting-count')),
);

// An operator's block, live, for a signed-in user: its own chunk, after the first paint too.
const BlockedNotice = lazy(() =>
  afterPagePaint().then(() => import('@/features/account/components/blocked-notice')),
);

/** The operator's block notice, for a signed-in user only. A leaf: auth changes redraw only it. */
function BlockedNoticeForUser() {
  const { user } = useAuth();
  return user ? (
    <Suspense fallback={null}>
      <BlockedNotice />
    </Suspense>
  ) : null;
}

/** The site's frame: skip link, navbar, the page, footer. */
function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-field focus:bg-neutral focus:px-4 focus:py-2 focus:text-neutral-content focus:shadow-lg"
      >
        Skip to content
      </a>
      <Navbar WaitingCount={WaitingCount} />
      <main id="main" className="flex-1">
        <BlockedNoticeForUser />
        {children}
      </main>
      <Footer />
    </div>
  );
}

/**
 * A prerendered page is marked aria-disabled until the app runs it (vite-prerender.ts). A leaf
 * of its own: `useHydrated`'s switch re-renders its component synchronously, which in the
 * layout was the whole page in one task after hydration (decision 112).
 */
function PageEnabled() {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) document.getElementById('root')?.removeAttribute('aria-disabled');
  }, [hydrated]);
  return null;
}

/**
 * The site's frame around the current page. Also the router's HydrateFallback (the first
 * paint while the current page's chunk loads): the same component in the same place, so when
 * the page arrives React keeps what it has drawn and only fills in the page. /allFood's banner
 * is part of the frame on that page: it needs no data and is the page's largest paint, so it
 * paints before the route chunk arrives (decision 088) and stays the same element after
 * (decision 089); until the page is there other pages show a spinner.
 */
export function RootLayout() {
  const outlet = useOutlet();
  const hasPage = outlet !== null;
  const onMenu = useLocation().pathname.replace(/(.)\/$/, '$1') === paths.allFood;
  // The first page is on screen after this render: deferred work may start (lib/after-first-paint).
  useEffect(() => {
    if (hasPage) pageRendered();
  }, [hasPage]);
  return (
    <>
      <PageEnabled />
      <NavigationProgress />
      <Shell>
        {onMenu && <MenuHero />}
        {outlet ??
          (onMenu ? (
            // Holds the footer below the screen until the menu arrives: no layout shift.
            <div className="min-h-screen" />
          ) : (
            <PageSpinner />
          ))}
      </Shell>
      <ScrollRestoration />
    </>
  );
}
