// Starts the page's wasm. scripts/build_app.sh copies this file next to the split app
// (app.js, app_bg.wasm, the page chunks and packs, routes.js, parts.js), so every path
// here is relative to this file and holds under any public URL.
import init from './app.js';
import { loadPack } from './parts.js';
import routes from './routes.js';

const here = (file) => new URL(file, import.meta.url).href;

// The prerendered page paints first: the wasm is requested only once the browser reports
// the page's first contentful paint, so on a slow connection the wasm does not share the
// bandwidth with the style sheet that paint waits for, and on a busy CPU the app's first
// tasks do not hold the paint back. (Waiting for one animation frame, at most 200 ms, was
// not enough: on a loaded 2-core host the first paint sometimes came only after the app
// had replaced the copy, a second later, and Lighthouse measured the largest paint at
// 3.5 s instead of 1.3 s.) Nothing to wait for without a copy (index.html, 404.html) or in
// a hidden tab, which paints nothing; and never more than 1.5 s.
await new Promise((painted) => {
  const paints = window.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  const copy = document.getElementById('prerendered');
  if (!copy || document.visibilityState === 'hidden') return painted();
  const limit = setTimeout(painted, 1500);
  const done = () => (clearTimeout(limit), painted());
  if (!paints) return requestAnimationFrame(() => setTimeout(done, 0));
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) (observer.disconnect(), done());
  }).observe({ type: 'paint', buffered: true });
});

let started;
try {
  // Requested at once: the main module's fetch starts before the first `await` in init.
  started = init({ module_or_path: here('./app_bg.wasm') });
} catch (error) {
  started = Promise.reject(error);
}

// The opened page's modules download alongside the main module, instead of after it has
// started and the router has asked for them. On a first visit they come as one pack,
// which the chunk loader then takes them from (parts.js). Once the service worker is in
// charge, it has every module cached on its own (and the packs not at all), so each is
// preloaded from there, and the loader's fetch finds it.
const site = new URL(document.baseURI).pathname;
const path = location.pathname.startsWith(site) ? location.pathname.slice(site.length) : '';
const route = path.split('/')[0] || 'play';
const files = routes[route] ?? [];
if (files.length && !navigator.serviceWorker?.controller) loadPack(here(`./pack_${route}.wasm`), files);
else {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = here(file);
    document.head.append(link);
  }
}

try {
  await started;
} catch (error) {
  console.error(error);
  const box = document.getElementById('fatal');
  if (box) {
    box.textContent =
      'The app could not start. Check the connection and reload the page. / La aplicación no pudo arrancar; comprueba la conexión y recarga la página.';
    box.hidden = false;
  }
}
