import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth-context';
import { renderingWithoutHydration } from '@/components/use-hydrated';
import { createRouter } from '@/app/router';
import './index.css';

// Evaluating the modules of the first load (React, the router, the app) is one task; creating
// the router, which matches the page and starts its chunk and reads, goes in the next one, so
// neither blocks the main thread for long (Total Blocking Time, issue 13).
await new Promise((resolve) => setTimeout(resolve, 0));

const router = createRouter();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  </StrictMode>
);

// The build prerenders some pages into their HTML (entry-server.tsx, decision 110); Hosting
// serves index.html, the home page's, for every path that has no file of its own. The
// prerendered page is this one when the paths agree and no query asks for something else.
const html = document.documentElement;
const path = location.pathname.replace(/(.)\/$/, '$1');
const prerendered =
  html.dataset.prerendered === path && location.search === '' && container.hasChildNodes();

if (prerendered) {
  // Hydrate what is on screen, once the router has what the page renders (a lazy page's chunk,
  // its loader's promises): the first render must be the prerendered one, not the fallback.
  // Not awaited at the top level: the page's chunk imports this module, whose evaluation
  // would then wait for itself.
  // As a transition: React hydrates in slices of a few milliseconds and yields to the browser
  // in between, instead of one long task (Total Blocking Time).
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app);
    });
  if (router.state.initialized) hydrate();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      hydrate();
    });
  }
} else {
  // Another page's HTML, hidden by index.html's script: the app draws this page instead.
  container.replaceChildren();
  html.removeAttribute('data-shell');
  renderingWithoutHydration();
  const root = createRoot(container);
  // A page the router can show at once (the home page: in the main bundle, no loader) renders
  // as a transition: React builds it in slices of a few milliseconds and yields to the browser
  // in between, instead of one long task. A page whose chunk is still on its way renders its
  // fallback (the frame, /allFood's banner) at once instead: that fallback is the largest
  // paint, and a transition would let it wait for the page behind it.
  const render = () => root.render(app);
  if (router.state.initialized) startTransition(render);
  else render();
}
