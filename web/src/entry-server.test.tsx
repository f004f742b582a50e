// The prerendered pages hydrate without a single error or warning from React, for a visitor
// and for a returning user whose remembered hint differs from the signed-out HTML (decision
// 110). React's development build reports every mismatch, attributes and ids included.
import { act, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouter } from '@/app/router';
import { AuthProvider } from '@/lib/auth-context';
import { forgetHydration } from '@/components/use-hydrated';
import { prerenderedPaths, render } from './entry-server';

// The app's modules check their configuration when they load: the emulator build's.
vi.hoisted(() => {
  vi.stubEnv('VITE_USE_EMULATORS', 'true');
  vi.stubEnv('VITE_FIREBASE_API_KEY', 'demo-api-key');
  vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'demo-foodtable.firebaseapp.com');
  vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-foodtable');
  vi.stubEnv('VITE_FIREBASE_APP_ID', 'demo-app-id');
  vi.stubEnv('VITE_API_BASE', '/api');
});

// Hydration runs inside act(): React warns unless told this is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// No reads in these tests: the data sections stay on their skeletons.
vi.stubGlobal('fetch', () => new Promise(() => {}));

const remembered = {
  uid: 'alice',
  displayName: 'Alice Rahman',
  email: 'alice@foodtable.test',
  photoURL: '',
};

/** The build's markup of path, hydrated as main.tsx does, with what React reported. */
async function hydrate(path: string, { returning = false } = {}) {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.innerHTML = await render(path);
  document.body.append(container);
  if (returning) {
    // Set after the build's render: the HTML is a visitor's, the browser remembers a user.
    localStorage.setItem('foodtable:user', JSON.stringify(remembered));
    document.documentElement.setAttribute('data-remembered', '');
  }
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const message = args.map(String).join(' ');
    // A timer of an earlier test's page (AfterPagePaint's fallback) is not this hydration's.
    if (!message.includes('not wrapped in act')) problems.push(`console.error: ${message}`);
  });
  // Whether the user menu was ever drawn (Firebase Auth may report nobody right after).
  let userMenuSeen = false;
  const watch = new MutationObserver(() => {
    userMenuSeen ||= container.querySelector('button[aria-label="Open user menu"]') !== null;
  });
  watch.observe(container, { childList: true, subtree: true });
  const router = createRouter();
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  await act(async () => {
    hydrateRoot(
      container,
      <StrictMode>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(`recoverable: ${String(error)}`) },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  consoleError.mockRestore();
  watch.disconnect();
  return { container, problems, userMenuSeen };
}

afterEach(() => {
  forgetHydration();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('prerendered pages', () => {
  it('are the home page and the menu', () => {
    expect(prerenderedPaths).toEqual(['/', '/allFood']);
  });

  it.for(prerenderedPaths)('%s holds its first screen and no script', async (path) => {
    const markup = await render(path);
    expect(markup).toContain('>Login</a>');
    expect(markup).not.toContain('<script');
    if (path === '/') {
      for (const text of ['WIDE OPTIONS OF CHOICE', 'Delicious Recipes', 'Check Our Menu'])
        expect(markup).toContain(text);
    } else expect(markup).toContain('placeholder="Search food..."');
  });

  it.for(prerenderedPaths)('%s hydrates without an error for a visitor', async (path) => {
    const { container, problems } = await hydrate(path);
    expect(problems).toEqual([]);
    expect(container.querySelector('a[href="/login"]')?.textContent).toBe('Login');
  });

  it.for(prerenderedPaths)(
    '%s hydrates without an error for a returning user, then shows them',
    async (path) => {
      const { problems, userMenuSeen } = await hydrate(path, { returning: true });
      expect(problems).toEqual([]);
      expect(userMenuSeen).toBe(true);
      // index.html's hiding of the HTML's Login ends once the app has drawn the user.
      expect(document.documentElement.hasAttribute('data-remembered')).toBe(false);
    },
  );
});
