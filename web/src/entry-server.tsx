// The build's prerender (vite-prerender.ts, decision 110): the HTML of the pages people open
// first, rendered by React from the same routes and components the browser hydrates.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { withRoutes } from '@/app/router';
import { AuthProvider } from '@/lib/auth-context';

/** The pages whose HTML the build writes: '/' into index.html, '/allFood' into allFood.html. */
export const prerenderedPaths = ['/', '/allFood'];

/** The markup of the page at path, as a visitor who is not signed in first sees it. */
export async function render(path: string): Promise<string> {
  const handler = withRoutes((routes) => createStaticHandler(routes));
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response)
    throw new Error(`${path}: the router answered ${context.status}`);
  if (context.errors) throw new Error(`${path}: a route failed: ${JSON.stringify(context.errors)}`);
  // A loader's promises (the menu's first page) are the browser's to settle; here nothing
  // waits for them, and one that fails must not end the process.
  for (const data of Object.values(context.loaderData))
    for (const value of Object.values(data ?? {}))
      if (value instanceof Promise) value.catch(() => {});
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <StrictMode>
      <AuthProvider>
        {/* No hydration data: it would be an inline script, which the CSP does not allow. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </StrictMode>,
  );
  // An unfinished Suspense boundary is a hydration error in the browser; a script, a CSP one.
  if (/<script|<!--\$[!?]/.test(markup))
    throw new Error(`${path}: the prerendered markup holds a script or an unfinished boundary`);
  return markup;
}
