import { useEffect } from 'react';
import { boxListSchema } from '../../shared/schemas/boxes';
import { userSchema } from '../../shared/schemas/user';
import { api } from '../api/client';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The first time the worker takes charge of the page, what an offline opening needs is kept: the person and their
 * boxes pass through it once (the answers are not used here; the screens keep their own), and the worker is given
 * the scripts and styles this page loaded before it was there, which it keeps itself (from the browser's cache,
 * nothing downloaded again), so that the page's thread stays free for the person.
 */
function keepForOffline() {
  void api('/api/auth/user', userSchema).catch(() => undefined);
  void api('/api/boxes', boxListSchema).catch(() => undefined);
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  navigator.serviceWorker.controller?.postMessage({ keep: files });
}

/**
 * Installs Korai's service worker for a signed-in person: it keeps the app shell, the person and the boxes, so the
 * next opening is quick and works offline, and it shows push notifications.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    if (!container.controller) container.addEventListener('controllerchange', keepForOffline, { once: true });
    // Once the screen has what it needs: installing must not compete with a first opening.
    const cancel = afterLoadWhenIdle(() => {
      // A browser that refuses service workers (private modes, some policies) still runs Korai, online only.
      container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
    });
    return () => {
      cancel();
      container.removeEventListener('controllerchange', keepForOffline);
    };
  }, []);
}

/** Runs `work` once the page has loaded and the browser is idle (within 5 s); returns how to call it off. */
function afterLoadWhenIdle(work: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(work, { timeout: 5000 })
        : window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
