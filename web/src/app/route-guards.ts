// Route loaders call these before a page renders: the first load shows the spinner while
// Firebase Auth reports the user, then the page or a redirect.
import { redirect } from 'react-router-dom';
import { loginPath, paths } from '@/config/paths';
import { authReady, currentUser, rememberedUser, type AppUser } from '@/lib/auth';

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

// The user a loader took on trust from this browser's memory, until Firebase Auth reports.
let trusted: AppUser | null = null;

/**
 * For the pages whose data is public (a dish and its purchase form): before Firebase Auth has
 * reported, the user this browser remembers (lib/auth `rememberedUser`) stands in, so a link
 * opened in a new tab shows the dish without waiting for Auth's SDK and its session lookup
 * (decision 180). Nothing is written on that trust: every write goes through Auth, the rules
 * and the functions. Should Auth report someone else or nobody, the loaders run again
 * (`useLoadersFollowAuth`) and this guard then answers as `requireUser` does.
 */
export async function requireUserOrRemembered(request: Request): Promise<AppUser> {
  const reported = currentUser();
  if (reported) return reported;
  const remembered = rememberedUser();
  if (!remembered) return requireUser(request);
  trusted = remembered;
  return remembered;
}

/**
 * Whether a loader took a user on trust whom Firebase Auth, having reported `reported`, does
 * not confirm. Answers true once per such loader: the caller runs the loaders again.
 */
export function trustBroken(reported: AppUser | null): boolean {
  if (!trusted) return false;
  const broken = trusted.uid !== reported?.uid;
  trusted = null;
  return broken;
}

/** /login and /register send signed-in users home. */
export async function redirectSignedIn(): Promise<null> {
  await authReady();
  if (currentUser()) throw redirect(paths.home);
  return null;
}
