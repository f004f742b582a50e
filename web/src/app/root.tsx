// The document and the frame of every page. The build renders it, with the page, into the HTML
// of / and /allFood and, with HydrateFallback, into the SPA fallback of every other path
// (react-router.config.ts, decision 110); the browser hydrates that HTML.
import { useLingui } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { AuthProvider } from '@/lib/auth-context';
import { activateLanguage, loadCatalog, readerLanguage } from '@/lib/i18n';
import { errorPage, pageMeta } from './page-meta';
import { Frame, useLoadersFollowAuth } from './root-layout';
import { RouteError } from './routes/route-error';
import type { Route } from './+types/root';
import '../index.css';

// The frame's texts (navbar, footer, error pages) in the page's language, before it renders.
await loadCatalog(import.meta.glob('../locales/root/*.po'));

// The navbar's logo as the icon, inline: no request of its own.
const icon =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2232%22 height=%2232%22 viewBox=%220 0 64 64%22%3E%3Ctitle%3EFoodTable%3C/title%3E%3Cg fill=%22%23ea580c%22%3E%3Ccircle cx=%2232%22 cy=%2234%22 r=%2215%22 fill=%22none%22 stroke=%22%23ea580c%22 stroke-width=%224%22/%3E%3Ccircle cx=%2232%22 cy=%2234%22 r=%228%22 opacity=%22.35%22/%3E%3Cpath d=%22M5 8v11a4.5 4.5 0 0 0 9 0V8M9.5 8v11%22 fill=%22none%22 stroke=%22%23ea580c%22 stroke-width=%223%22 stroke-linecap=%22round%22/%3E%3Crect x=%228%22 y=%2222%22 width=%223%22 height=%2236%22 rx=%221.5%22/%3E%3Cellipse cx=%2255%22 cy=%2215%22 rx=%225%22 ry=%228%22/%3E%3Crect x=%2253.5%22 y=%2221%22 width=%223%22 height=%2237%22 rx=%221.5%22/%3E%3C/g%3E%3C/svg%3E';

/**
 * After hydration, the reader's language where the HTML could not be in it: Hosting chooses
 * the HTML by language for the paths it has files for, not for the rewrites of a dish's, a
 * form's or a receipt's link (decision 210).
 */
function useReaderLanguage() {
  useEffect(() => {
    const reader = readerLanguage();
    if (reader !== document.documentElement.lang) void activateLanguage(reader);
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  useReaderLanguage();
  return (
    <html lang={i18n.locale} data-theme="foodtable">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#1c1917" />
        <link rel="icon" type="image/svg+xml" href={icon} />
        {/* The title and the description: the page's route's meta, or the root's below. */}
        <Meta />
        <Links />
      </head>
      <body>
        <AuthProvider>
          <Frame>{children}</Frame>
        </AuthProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// Stands while only the root renders (the SPA fallback, before the page's module has run): the
// site's name; and on the root's error page (ErrorBoundary). Every route's meta replaces it.
export const meta: Route.MetaFunction = ({ error }) => pageMeta(error ? errorPage : undefined);

export default function App() {
  useLoadersFollowAuth();
  return <Outlet />;
}

/** Every path but / and /allFood: a spinner in the frame until the page's module has run. */
export function HydrateFallback() {
  return <PageSpinner />;
}

export const ErrorBoundary = RouteError;
