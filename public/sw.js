// The service worker: every file of one build, cached together on the first visit, so
// the site works offline from then on (counting in workers included), and a page never
// runs with another build's worker. A new build waits until the page, which shows "a new
// version is available", asks it to take over.
//
// scripts/post_build.mjs writes this file into each build with two constants before it:
// VERSION, a hash of the build's files, and FILES, their paths relative to this file (so
// the same build works under any prefix).
/* global VERSION, FILES */
const CACHE = `nqueens-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('nqueens-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
});

/** The file for a page's address: /nqueens/play?n=6 → /nqueens/play.html, any other → index.html. */
function page(url) {
  const { pathname } = new URL(url);
  const scope = new URL(self.registration.scope).pathname;
  const route = pathname.startsWith(scope) ? pathname.slice(scope.length) : '';
  const file = FILES.includes(`${route}.html`) ? `${route}.html` : 'index.html';
  return new URL(file, self.registration.scope).href;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A page's address opens its prerendered file (scripts/prerender.mjs) when it has
    // one, and the app's plain page otherwise; the app then routes.
    const hit = request.mode === 'navigate'
      ? await cache.match(page(request.url))
      : await cache.match(request);
    return hit ?? fetch(request);
  })());
});
