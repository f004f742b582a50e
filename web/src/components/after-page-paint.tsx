import { useEffect, useState, type ReactNode } from 'react';
import { afterPagePaint, hasPagePainted } from '@/lib/after-first-paint';

/**
 * Renders its children once the first page has been painted. For sections below the fold that
 * load data or chunks when they mount: they then do not compete with the first screen. On
 * later navigations it renders them at once.
 */
export function AfterPagePaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(hasPagePainted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterPagePaint().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? children : null;
}
