import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Order } from '@shared';
import { paths } from '@/config/paths';
import {
  newOrders,
  playChime,
  readAlertSettings,
  showNotification,
  unlockAudio,
} from './new-order-alerts';

/**
 * Alerts the cook to orders that arrive while any page of the site is open: `waiting` is the
 * live list of their placed orders (null until it first arrives, which never alerts). Mounted
 * once, by the navbar's waiting count, and only for a signed-in user.
 */
export function useNewOrderAlerts(uid: string, waiting: Order[] | null): void {
  const navigate = useNavigate();
  const previous = useRef<Order[] | null>(null);
  useEffect(() => {
    if (!waiting) return;
    const arrived = newOrders(previous.current, waiting);
    previous.current = waiting;
    if (!arrived.length) return;
    // Read at the moment of the alert: the cook may have changed it on another page.
    const settings = readAlertSettings(uid);
    if (settings.sound) playChime();
    if (settings.notifications)
      showNotification(arrived, () => void navigate(paths.ordersReceived));
  }, [uid, waiting, navigate]);

  // Browsers keep a page's audio suspended until the user interacts with it: the first click
  // or key on any page unlocks it, so that a later order can be heard.
  useEffect(() => {
    if (!readAlertSettings(uid).sound) return;
    const unlock = () => void unlockAudio();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [uid]);
}
