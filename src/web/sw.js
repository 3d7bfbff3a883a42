// Korai's service worker: opens Korai without a network from what it kept, shows the push notifications the server
// sends, and opens Korai when one is tapped. The text of a notification arrives already written in the person's
// language; nothing here needs translating.

// The build writes its version here (vite.config.ts), so each build installs a new worker; the dev server's copy,
// without one, keeps nothing.
const BUILD = { version: 'dev' };
const KEEPS = BUILD.version !== 'dev';

/** The app shell of this build: the page the app starts from, and each of the build's files once it has been used. */
const SHELL_CACHE = `korai-shell-${BUILD.version}`;
const SHELL_PREFIX = 'korai-shell-';
/** Fetched at install: the page and what it shows before any script runs. */
const SHELL_PAGE = ['/index.html', '/favicon.svg', '/icon-192.png', '/manifest.webmanifest'];
/** One cache per session (named after a hash of its bearer token), so a kept answer is only ever read back by it. */
const SESSION_PREFIX = 'korai-session-';
/** What a signed-in screen needs to open offline: the person and their boxes (with today's counts). */
const KEPT_FOR_OFFLINE = ['/api/auth/user', '/api/boxes'];

self.addEventListener('install', (event) => {
  if (KEEPS) event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL_PAGE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const older = names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE);
      await Promise.all(older.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (!KEEPS || request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    if (KEPT_FOR_OFFLINE.includes(url.pathname) && url.search === '') event.respondWith(freshOrKept(event));
  } else if (request.mode === 'navigate') event.respondWith(pageOrShell(request));
  else if (url.pathname.startsWith('/assets/') || SHELL_PAGE.includes(url.pathname)) {
    event.respondWith(keptOrFetched(event));
  }
});

/**
 * The build's files a page loaded before this worker was in charge, sent by the page once the worker takes charge
 * (src/web/hooks/useServiceWorker.ts): kept here, off the page's thread, from the browser's cache where they are.
 */
self.addEventListener('message', (event) => {
  const urls = event.data?.keep;
  if (KEEPS && Array.isArray(urls)) event.waitUntil(keepFiles(urls));
});

async function keepFiles(urls) {
  const cache = await caches.open(SHELL_CACHE);
  await Promise.all(
    urls.map(async (href) => {
      const url = new URL(String(href), self.location.origin);
      if (url.origin !== self.location.origin || !url.pathname.startsWith('/assets/')) return;
      if (await cache.match(url)) return;
      const response = await fetch(url).catch(() => null);
      if (response?.ok) await cache.put(url, response);
    }),
  );
}

/**
 * A page always comes from the server (it may carry the person's own data, so no page is ever kept); without a
 * network, the app shell answers and the app opens from what was kept.
 */
async function pageOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/**
 * The build's files never change under their name (a hash of their content): the kept copy, else the network's,
 * kept from then on. Kept as they are used rather than all at install, so installing never slows a first opening.
 */
async function keptOrFetched(event) {
  const { request } = event;
  const kept = await caches.match(request, { cacheName: SHELL_CACHE });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy)));
  }
  return response;
}

/**
 * The person and their boxes from the server, kept for this session; without a network, the last kept answer of the
 * same session. A request without a bearer token is never kept nor answered from the cache.
 */
async function freshOrKept(event) {
  const { request } = event;
  const sessionCache = await sessionCacheName(request);
  if (!sessionCache) return fetch(request);
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: sessionCache, ignoreVary: true });
    if (kept) return kept;
    throw error;
  }
  // Kept while the answer already goes to the page.
  if (response.ok) event.waitUntil(keepForSession(sessionCache, request, response.clone()));
  else if (response.status === 401) event.waitUntil(caches.delete(sessionCache));
  return response;
}

async function sessionCacheName(request) {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  return SESSION_PREFIX + [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Only the current session's answers are kept: those of any earlier session are dropped. */
async function keepForSession(sessionCache, request, response) {
  const names = await caches.keys();
  const others = names.filter((name) => name.startsWith(SESSION_PREFIX) && name !== sessionCache);
  await Promise.all(others.map((name) => caches.delete(name)));
  await (await caches.open(sessionCache)).put(request, response);
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Korai';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url: typeof message.url === 'string' ? message.url : '/app' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(event.notification));
});

/** The Korai page a notification leads to; only Korai's own pages open from one. */
function notificationPage(notification) {
  const target = new URL(notification.data?.url ?? '/app', self.location.origin);
  return target.origin === self.location.origin ? target.href : new URL('/app', self.location.origin).href;
}

/**
 * A tapped notification opens its page in Korai: an open Korai window goes there and comes to the front, and
 * without one a new window opens on it. (The browser lets a worker focus or open a window only during the tap.)
 */
async function openFromNotification(notification) {
  const url = notificationPage(notification);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) return self.clients.openWindow(url);
  // A window the worker does not control cannot be navigated; bringing it to the front is then enough.
  const moved = open.url === url ? open : await open.navigate(url).catch(() => null);
  return (moved ?? open).focus();
}
