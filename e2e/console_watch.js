// Prepended by the test server to the app's entry script for the WebDriver engines
// (Firefox, WebKitGTK), whose drivers cannot read the console: it keeps every console
// error and warning, page error, unhandled rejection and CSP violation the page raises
// in `window.__noise`, which the specs drain after each step and fail on.
// (Chromium's suite reads the console through the DevTools protocol instead.)
(() => {
  if (globalThis.__noise) return;
  const noise = [];
  globalThis.__noise = noise;
  for (const level of ['error', 'warn']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      noise.push(`console ${level}: ${args.map(String).join(' ')}`);
      original(...args);
    };
  }
  addEventListener('error', (e) => noise.push(`page error: ${e.message}`));
  addEventListener('unhandledrejection', (e) => noise.push(`page error: ${e.reason}`));
  document.addEventListener('securitypolicyviolation', (e) => {
    noise.push(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
  });
})();
