/** The prefix of the caches where the service worker keeps a session's answers for offline opens (see sw.js). */
const SESSION_CACHE_PREFIX = 'korai-session-';

/** Forgets every answer the service worker kept for offline opens: after signing out, none may be shown again. */
export async function forgetOfflineCopies(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(SESSION_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
