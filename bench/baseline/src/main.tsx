// The benchmark's yardstick: React 19 + react-router-dom 7 (data router) rendering a hello
// page, nothing else. LCP of FoodTable's home is compared with this page's, measured the same
// way in the same run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

function Layout() {
  return (
    <main>
      <Outlet />
    </main>
  );
}

function Hello() {
  return (
    <>
      <h1>Hello, world</h1>
      <p>
        A bare React and React Router page. <Link to="/about">About</Link>
      </p>
    </>
  );
}

function About() {
  return <h1>About</h1>;
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: Hello },
      { path: 'about', Component: About },
    ],
  },
]);

const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
