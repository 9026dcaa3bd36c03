// Starts the page's wasm. scripts/build_app.sh copies this file next to the split app
// (app.js, app_bg.wasm, the page chunks, routes.js), so every path here is relative to
// this file and holds under any public URL.
import init from './app.js';
import routes from './routes.js';

const here = (file) => new URL(file, import.meta.url).href;

// The prerendered page paints first: the wasm is requested only once a frame has been
// drawn, so on a slow connection it does not share the bandwidth with the style sheet
// the first paint waits for. A hidden tab draws no frame, hence the time limit.
await new Promise((painted) => {
  const limit = setTimeout(painted, 200);
  requestAnimationFrame(() => setTimeout(() => (clearTimeout(limit), painted()), 0));
});

let started;
try {
  // Requested at once: the main module's fetch starts before the first `await` in init.
  started = init({ module_or_path: here('./app_bg.wasm') });
} catch (error) {
  started = Promise.reject(error);
}

// The opened page's chunks download alongside the main module, instead of after it has
// started and the router has asked for them; the chunk loader's fetch then finds them.
const site = new URL(document.baseURI).pathname;
const path = location.pathname.startsWith(site) ? location.pathname.slice(site.length) : '';
for (const file of routes[path.split('/')[0] || 'play'] ?? []) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = here(file);
  document.head.append(link);
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
