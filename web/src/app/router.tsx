import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { afterFirstPaint } from '@/lib/after-first-paint';
import * as home from './routes/home';

// The root error page is rarely needed: its code (and the not-found page's) loads when an error
// shows it, not with every first load.
const LazyRouteError = lazy(() =>
  import('./routes/route-error').then((m) => ({ default: m.RouteError })),
);
function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

// Home is in the main bundle so the first paint needs no extra request; every other route
// is its own chunk, loaded on navigation. The routes go to `make`: the browser's router
// (createRouter, by main.tsx once the modules have run) or the build's prerender
// (entry-server.tsx), so both render the same components.
export const withRoutes = <T,>(make: (routes: RouteObject[]) => T): T =>
  make([
    {
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: RootLayout,
      children: [
        { index: true, Component: home.Component },
        { path: 'register', lazy: () => import('./routes/register') },
        { path: 'login', lazy: () => import('./routes/login') },
        // The frame draws /allFood's banner, its largest paint (decision 088): the page's chunk,
        // and with it the first read of the menu, start right after that paint (decision 092).
        { path: 'allFood', lazy: () => afterFirstPaint().then(() => import('./routes/all-food')) },
        { path: 'gallery', lazy: () => import('./routes/gallery') },
        { path: 'singleFood/:id', lazy: () => import('./routes/single-food') },
        { path: 'foodPurchase/:id', lazy: () => import('./routes/food-purchase') },
        { path: 'addFoodItem', lazy: () => import('./routes/add-food-item') },
        { path: 'myAddedFood', lazy: () => import('./routes/my-added-food') },
        { path: 'updateMyList/:id', lazy: () => import('./routes/update-my-list') },
        { path: 'myOrderedFood', lazy: () => import('./routes/my-ordered-food') },
        { path: 'ordersReceived', lazy: () => import('./routes/orders-received') },
        { path: 'mySales', lazy: () => import('./routes/my-sales') },
        { path: 'myKitchen', lazy: () => import('./routes/my-kitchen') },
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ]);

export const createRouter = () => withRoutes((routes) => createBrowserRouter(routes));
