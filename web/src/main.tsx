import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth-context';
import { createRouter } from '@/app/router';
import './index.css';

// Evaluating the modules of the first load (React, the router, the app) is one task; creating
// the router, which matches the page and starts its chunk and reads, goes in the next one, so
// neither blocks the main thread for long (Total Blocking Time, issue 13).
await new Promise((resolve) => setTimeout(resolve, 0));

const router = createRouter();
const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );

// A page the router can show at once (the home page: in the main bundle, no loader) renders as
// a transition: React builds it in slices of a few milliseconds and yields to the browser in
// between, instead of one long task. A page whose chunk is still on its way renders its
// fallback (the frame, /allFood's banner) at once instead: that fallback is the largest
// paint, and a transition would let it wait for the page behind it.
if (router.state.initialized) startTransition(render);
else render();
