import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import {
  askNotificationPermission,
  notificationState,
  playChime,
  readAlertSettings,
  saveAlertSettings,
  type AlertSettings,
} from './new-order-alerts';

/**
 * The cook's switches for new-order alerts, on Orders for my food. Both start off; the
 * browser is asked for notifications only when the cook turns them on.
 */
export function NewOrderAlertSettings({ uid }: { uid: string }) {
  const [settings, setSettings] = useState(() => readAlertSettings(uid));
  const [permission, setPermission] = useState(notificationState);

  function update(next: AlertSettings) {
    setSettings(next);
    saveAlertSettings(uid, next);
  }

  function toggleSound(on: boolean) {
    update({ ...settings, sound: on });
    // A sample of what will be heard; this click also lets the page play sound later.
    if (on) playChime();
  }

  async function toggleNotifications(on: boolean) {
    if (!on) return update({ ...settings, notifications: false });
    const state = permission === 'granted' ? permission : await askNotificationPermission();
    setPermission(state);
    update({ ...settings, notifications: state === 'granted' });
  }

  const titleId = useId();
  const cannotNotify = permission === 'denied' || permission === 'unsupported';
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-box border border-base-300 bg-base-200/40 px-4 py-3"
    >
      <p id={titleId} className="font-semibold">
        <Trans>New order alerts</Trans>
      </p>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary toggle-sm"
          checked={settings.sound}
          onChange={(event) => toggleSound(event.target.checked)}
        />
        <Trans>Sound</Trans>
      </label>
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          role="switch"
          className="toggle toggle-primary toggle-sm"
          checked={settings.notifications}
          disabled={cannotNotify}
          onChange={(event) => void toggleNotifications(event.target.checked)}
        />
        <Trans>Notifications</Trans>
      </label>
      {cannotNotify && (
        <p className="basis-full text-sm text-base-content/75" data-testid="notifications-blocked">
          {permission === 'denied' ? (
            <Trans>Notifications are blocked for this site in your browser’s settings.</Trans>
          ) : (
            <Trans>This browser cannot show notifications.</Trans>
          )}
        </p>
      )}
    </div>
  );
}
