import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, type ComponentType } from 'react';
import { Link, NavLink, useRevalidator } from 'react-router-dom';
import { useAuth } from '@/lib/auth-context';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';
import { Avatar } from '../avatar';
import { Icon } from '../icon';
import { MenuButton } from '../menu-button';

/** The logo (public/images/logo.svg) inline: one request less before the first paint. */
function Logo() {
  return (
    <Icon size={36} viewBox="0 0 64 64">
      <g fill="#ea580c">
        <circle cx="32" cy="34" r="15" fill="none" stroke="#ea580c" strokeWidth="4" />
        <circle cx="32" cy="34" r="8" opacity=".35" />
        <path
          d="M5 8v11a4.5 4.5 0 0 0 9 0V8M9.5 8v11"
          fill="none"
          stroke="#ea580c"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect x="8" y="22" width="3" height="36" rx="1.5" />
        <ellipse cx="55" cy="15" rx="5" ry="8" />
        <rect x="53.5" y="21" width="3" height="37" rx="1.5" />
      </g>
    </Icon>
  );
}

interface NavLinkItem {
  to: string;
  label: MessageDescriptor;
}

const mainLinks: NavLinkItem[] = [
  { to: paths.home, label: msg`Home` },
  { to: paths.allFood, label: msg`All Food` },
  { to: paths.gallery, label: msg`Gallery` },
];

const userLinks: NavLinkItem[] = [
  { to: paths.myAddedFood, label: msg`My added food items` },
  { to: paths.addFood, label: msg`Add a food item` },
  { to: paths.myOrderedFood, label: msg`My ordered food items` },
  { to: paths.ordersReceived, label: msg`Orders for my food` },
  { to: paths.mySales, label: msg`My sales` },
  { to: paths.myKitchen, label: msg`My kitchen` },
  { to: paths.myAccount, label: msg`My account` },
];

/** The live count of orders waiting for the cook, as a dot on the photo or a menu badge. */
type WaitingCountView = ComponentType<{ variant: 'dot' | 'badge' }>;

/** `My meal` and its live number of dishes (nothing while the meal is empty). */
type MealLinkView = ComponentType;

/** The `Language` select (it writes the reader's account: a feature's). */
type LanguageSelectView = ComponentType<{ className?: string }>;

const linkClass = (current: boolean) =>
  `rounded-full px-4 py-2 font-medium transition-colors ${current ? 'bg-primary text-primary-content' : 'hover:bg-base-200'}`;

/**
 * `WaitingCount` comes from the app (a lazily loaded live chunk): shared UI does not reach
 * into features. Rendered only for a signed-in user. Without `markCurrent` (the SPA fallback's
 * HTML, rendered for no path in particular) no link is marked as the current page. Memoized:
 * the root route draws again at each step of every navigation, and the navbar has nothing of
 * it to show but the current link, which NavLink follows by itself.
 */
export const Navbar = memo(function Navbar({
  WaitingCount,
  MealLink,
  LanguageSelect,
  markCurrent = true,
}: {
  WaitingCount?: WaitingCountView;
  MealLink?: MealLinkView;
  LanguageSelect: LanguageSelectView;
  markCurrent?: boolean;
}) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100 print:hidden">
      <nav className="navbar mx-auto max-w-7xl gap-2 px-4 max-sm:px-2" aria-label={t`Main`}>
        {/* Below lg the two halves size to their content, so a signed-in user's buttons never
            run over the logo; the wordmark gives way on the narrowest phones. */}
        <div className="navbar-start min-w-0 gap-1 max-lg:w-auto max-lg:flex-1">
          <div className="lg:hidden">
            <MenuButton
              label={t`Open menu`}
              buttonClassName="btn btn-ghost btn-square"
              button={
                <Icon size={24} line={2}>
                  <path d="M4 6h16M4 12h16M4 18h16" />
                </Icon>
              }
            >
              {(close) => (
                <ul className="menu w-56 rounded-box bg-base-100 p-2 shadow-lg">
                  {mainLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end onClick={close}>
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))}
                  <li className="mt-2 border-t border-base-300 pt-2">
                    <LanguageSelect />
                  </li>
                </ul>
              )}
            </MenuButton>
          </div>
          <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold">
            <Logo />
            <span className="font-display max-[379px]:sr-only max-sm:text-lg">
              Food<span className="text-primary">Table</span>
            </span>
          </Link>
        </div>
        <div className="navbar-center hidden lg:flex">
          <ul className="flex gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                {markCurrent ? (
                  <NavLink to={link.to} end className={({ isActive }) => linkClass(isActive)}>
                    {t(link.label)}
                  </NavLink>
                ) : (
                  <Link to={link.to} className={linkClass(false)}>
                    {t(link.label)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="navbar-end gap-2 max-lg:w-auto max-lg:shrink-0 max-sm:gap-1.5">
          <LanguageSelect className="max-lg:hidden" />
          <NavbarUser WaitingCount={WaitingCount} MealLink={MealLink} />
        </div>
      </nav>
    </header>
  );
});

/**
 * The navbar's user slot: Login, or the user's menu and Logout. A component of its own, so
 * the renders that follow hydration and the auth state redraw this slot, not every link of the
 * navbar (Total Blocking Time, decision 110).
 */
function NavbarUser({
  WaitingCount,
  MealLink,
}: {
  WaitingCount?: WaitingCountView;
  MealLink?: MealLinkView;
}) {
  const { user: reported, loading, remembered } = useAuth();
  // Until Firebase Auth reports, the user remembered from last time (their photo): Login does
  // not flash while Auth loads. The HTML built ahead is the signed-out navbar.
  const user = reported ?? (loading ? remembered : null);
  // The live count only once Firebase Auth has confirmed the user: never on the strength of
  // the remembered hint, so its chunk (reactfire, the full SDK) stays out of the first load.
  const showCount = WaitingCount !== undefined && reported !== null;
  const { t } = useLingui();
  return user ? (
    <>
      {MealLink && reported !== null && (
        <Suspense fallback={null}>
          <MealLink />
        </Suspense>
      )}
      <MenuButton
        label={t`Open user menu`}
        align="end"
        buttonClassName="btn btn-ghost btn-circle p-0"
        button={
          <span className="indicator">
            <Avatar src={user.photoURL} name={user.displayName} />
            {showCount && (
              <Suspense fallback={null}>
                <WaitingCount variant="dot" />
              </Suspense>
            )}
          </span>
        }
      >
        {(close) => (
          <ul className="menu w-64 rounded-box bg-base-100 p-2 shadow-lg">
            <li className="menu-title truncate">{user.displayName || user.email}</li>
            {userLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={close}>
                  {t(link.label)}
                  {link.to === paths.ordersReceived && showCount && (
                    <Suspense fallback={null}>
                      <WaitingCount variant="badge" />
                    </Suspense>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        )}
      </MenuButton>
      <LogoutButton />
    </>
  ) : (
    <Link to={paths.login} className="btn btn-primary" data-signed-out>
      <Trans>Login</Trans>
    </Link>
  );
}

/**
 * Logout, then the page's loaders again: protected pages re-run their guard and send the
 * signed-out user to /login. The revalidator follows every navigation's state, so only this
 * button subscribes to it, not the navbar and its live views.
 */
function LogoutButton() {
  const revalidator = useRevalidator();
  async function logout() {
    await signOut();
    await revalidator.revalidate();
  }
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm sm:btn-md"
      onClick={() => void logout()}
    >
      <Trans>Logout</Trans>
    </button>
  );
}
