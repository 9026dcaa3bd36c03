import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, BASE, open, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

const page = usePage({ serviceWorker: true });

/** The page's Content-Security-Policy, from its meta element. */
async function policy(p) {
  return p.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
}

test('every route runs under a strict content security policy, without a violation', async () => {
  for (const path of ['/play?n=6', '/solve', '/gallery', '/variants?v=cube&n=3', '/lab']) {
    await open(page(), path);
    const csp = await policy(page());
    assert.match(csp, /default-src 'self'/, path);
    // No inline script at all: the app starts from its own file, app-HASH/boot.js.
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, path);
    assert.match(csp, /worker-src 'self'/, path);
    assert.doesNotMatch(csp, /unsafe-inline/, path);
  }
  // The lab (the last route opened): its workers start and count under it (usePage fails the test on any violation).
  const lab = labPage(page());
  await lab.count(8);
  await lab.result(8).waitFor();
  assert.equal(await lab.result(8).getAttribute('data-total'), '92');
});

test('the policy refuses a script injected into the page', async () => {
  // A context of its own: the violation is expected here, not noise.
  const context = await page().context().browser().newContext();
  try {
    const p = await context.newPage();
    await p.goto(`${BASE}/play`);
    await appReady(p);
    const outcome = await p.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener('securitypolicyviolation', (e) =>
            resolve({ ran: Boolean(window.injected), directive: e.effectiveDirective }),
          );
          const script = document.createElement('script');
          script.textContent = 'window.injected = true;';
          document.head.append(script);
        }),
    );
    assert.deepEqual(outcome, { ran: false, directive: 'script-src-elem' });
  } finally {
    await context.close();
  }
});
