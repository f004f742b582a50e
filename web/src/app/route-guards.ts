// Route loaders call these before a page renders: the first load shows the spinner while
// Firebase Auth reports the user, then the page or a redirect.
import { redirect } from 'react-router-dom';
import { loginPath, paths } from '@/config/paths';
import { authReady, currentUser, type AppUser } from '@/lib/auth';

/** The signed-in user, or a redirect to /login that carries the requested path. */
export async function requireUser(request: Request): Promise<AppUser> {
  await authReady();
  const user = currentUser();
  if (!user) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return user;
}

/** /login and /register send signed-in users home. */
export async function redirectSignedIn(): Promise<null> {
  await authReady();
  if (currentUser()) throw redirect(paths.home);
  return null;
}
