import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';

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

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-field bg-base-100 px-4 py-2 font-semibold shadow-lg focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
