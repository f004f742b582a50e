// Loaded lazily by the frame for a signed-in user; the block comes from the account's watch, a
// worker with the full Firestore SDK (decision 240). While an operator blocks the account,
// every page says so and offers Logout; deleting the block takes the notice away (decision
// 140). It also starts the watch for a session the Auth SDK ends by itself (an account
// disabled in the console).
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';
import { signOut } from '@/lib/auth';
import { useAccountState } from '@/lib/data/account-watch';
import { messageTexts } from '@/lib/shared-texts';
import { loadCatalog } from '@/lib/i18n';

// This module's texts in the page's language, before it is used (decision 210).
await loadCatalog(import.meta.glob('../../../locales/blocked-notice/*.po'));

function Notice() {
  const { t } = useLingui();
  const blocked = useAccountState()?.blocked ?? false;
  const revalidator = useRevalidator();
  if (!blocked) return null;
  async function logout() {
    await signOut();
    await revalidator.revalidate();
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4">
      <div role="alert" className="alert alert-error" data-testid="blocked-notice">
        <span className="font-semibold">{t(messageTexts.accountBlocked)}</span>
        <button type="button" className="btn btn-sm" onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </button>
      </div>
    </div>
  );
}

export default function BlockedNotice() {
  // Its own chunk, as when a call is refused: the first load's list of chunks stays as it was.
  useEffect(() => {
    void import('@/lib/session-end').then(({ watchSessionEnd }) => watchSessionEnd());
  }, []);
  return <Notice />;
}
