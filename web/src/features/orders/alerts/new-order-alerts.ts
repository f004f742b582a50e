// The cook's new-order alerts (decision 120): a short chime and, once the cook has allowed it, a
// browser notification. Both are off until the cook turns them on on Orders for my food; the
// choice is kept in this browser, per account. A notification speaks the page's language.
import { msg, select } from '@lingui/core/macro';
import type { Order } from '@shared';
import { numberText, pluralForm } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { writeStored, readStored } from '@/lib/local-storage';

export interface AlertSettings {
  sound: boolean;
  notifications: boolean;
}

const off: AlertSettings = { sound: false, notifications: false };
const storageKey = (uid: string) => `foodtable.newOrderAlerts.${uid}`;

export function readAlertSettings(uid: string): AlertSettings {
  const stored = readStored(storageKey(uid));
  // Nothing kept, storage refused (private mode) or hand-edited: alerts stay off.
  if (!stored || typeof stored !== 'object') return off;
  const { sound, notifications } = stored as Record<string, unknown>;
  return { sound: sound === true, notifications: notifications === true };
}

/** Storage refused: the choice still holds for this page. */
export function saveAlertSettings(uid: string, settings: AlertSettings): void {
  writeStored(storageKey(uid), settings);
}

/** Orders in `now` that were not in `before`; none for the first snapshot (`before` null). */
export function newOrders(before: readonly Order[] | null, now: readonly Order[]): Order[] {
  if (!before) return [];
  const seen = new Set(before.map((order) => order._id));
  return now.filter((order) => !seen.has(order._id));
}

// ---------------------------------------------------------------------------------- sound
// A chime synthesised with Web Audio: no file to download, nothing on the first load.
let audio: AudioContext | null = null;

/**
 * The page's audio context, resumed. Browsers start it suspended until the user has
 * interacted with the page, so the alerts call this on the first click or key as well.
 */
export function unlockAudio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume().catch(() => {});
  return audio;
}

/** Two short notes, rising: heard over a kitchen, not alarming. */
export function playChime(): void {
  const context = unlockAudio();
  if (!context) return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.18, 880],
  ] as const) {
    const note = context.createOscillator();
    const volume = context.createGain();
    note.type = 'sine';
    note.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start + offset);
    volume.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.35);
    note.connect(volume).connect(context.destination);
    note.start(start + offset);
    note.stop(start + offset + 0.4);
  }
}

// --------------------------------------------------------------------------- notification
type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser once; only a click on the settings calls this. */
export async function askNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export function newOrderText(orders: readonly Order[]): { title: string; body: string } {
  const [first] = orders;
  const count = orders.length;
  const shown = numberText(count);
  const form = pluralForm(count);
  const buyer = first?.buyerName || i18n._(msg`A buyer`);
  // A meal's orders arrive together: one meal, its dishes named.
  if (first?.mealId && orders.length > 1 && orders.every((o) => o.mealId === first.mealId)) {
    const dishes = orders.map((o) => `${o.foodName} × ${numberText(o.quantity)}`).join(', ');
    return {
      title: select(form, { one: `New meal: ${shown} dish`, other: `New meal: ${shown} dishes` }),
      body: i18n._(msg`${buyer} ordered ${dishes}.`),
    };
  }
  if (orders.length !== 1 || !first)
    return {
      title: select(form, { one: `${shown} new order`, other: `${shown} new orders` }),
      body: i18n._(msg`Open Orders for my food to accept them.`),
    };
  const dish = first.foodName || i18n._(msg`a dish`);
  const quantity = numberText(first.quantity);
  return {
    title: i18n._(msg`New order: ${dish}`),
    body: i18n._(msg`${buyer} ordered ${quantity}.`),
  };
}

/** Shows the notification; a click brings the site forward on Orders for my food. */
export function showNotification(orders: readonly Order[], onClick: () => void): void {
  if (notificationState() !== 'granted') return;
  const { title, body } = newOrderText(orders);
  // One tag: several tabs, or several orders in a row, replace one notification.
  const notification = new Notification(title, { body, tag: 'foodtable-new-order' });
  notification.onclick = () => {
    window.focus();
    onClick();
    notification.close();
  };
}
