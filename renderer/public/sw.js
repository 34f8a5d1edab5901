/* NeighborWatch service worker (spec/core.md §7, DESIGN.md §11).
 * - Keeps the app shell so the app opens while the hub restarts or the Wi-Fi blips.
 * - Never caches API answers or sockets: emergency data is always live or clearly missing.
 * - Shows the system notification the page asks for when an SOS is pushed while it is hidden,
 *   and brings the app forward when the notification is tapped.
 */
const SHELL_CACHE = 'nw-shell-v1';
const SHELL = ['/', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

function isLive(url) {
  return url.pathname.startsWith('/api/') || url.pathname === '/events-ws' || url.pathname === '/pcm-audio-ws' || url.pathname.startsWith('/worklets/');
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isLive(url)) return;

  // Pages: the network first (fresh app after an update), the cached shell when the hub is away.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy));
          }
          return response;
        })
        .catch(() => caches.match('/').then((cached) => cached || Response.error())),
    );
    return;
  }

  // Hashed assets never change under the same name: cache them as they are used.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(SHELL_CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = (event.notification.data && event.notification.data.url) || '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).pathname === new URL(target, self.location.origin).pathname);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});
