import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appReady, board, expectAttr, offlineReady, until, usePage } from '../lib.mjs';
import { labPage } from '../pages/lab.mjs';

// The same app built with `--public-url /nqueens/` and served under that prefix, as a
// GitHub Pages project site is (run.mjs serves it; the Makefile builds it).
const SUB = process.env.SUB_BASE_URL;
const page = usePage({ serviceWorker: true });

async function openSub(path) {
  assert.ok(SUB, 'no build under a prefix: `make build` writes it to target/dist-nqueens');
  await page().goto(SUB + path);
  await appReady(page());
}

test('under a /nqueens/ prefix, a deep link opens its route and the root opens learn', async () => {
  await openSub('/play?n=6');
  await expectAttr(board(page()).svg, 'data-n', 6);
  await board(page()).square(2, 1).click();
  await expectAttr(board(page()).square(2, 1), 'data-state', 'queen');
  // The address the page writes keeps the prefix.
  await until(() => new URL(page().url()).pathname === '/nqueens/play', 'the address keeps /nqueens/');
  await openSub('/');
  await until(() => new URL(page().url()).pathname === '/nqueens/learn', 'the root redirects to /nqueens/learn');
});

test('under the prefix, the header links stay within it', async () => {
  await openSub('/play');
  await page().locator('header nav').getByRole('link', { name: 'Gallery' }).click();
  await until(() => new URL(page().url()).pathname === '/nqueens/gallery', 'on /nqueens/gallery');
  await until(async () => (await page().getByTestId('fundamental').count()) === 12, 'the 12 cards');
  // The header marks the page the address opens, prefix and all.
  assert.deepEqual(await page().locator('header nav a[aria-current="page"]').allTextContents(), ['Gallery']);
  for (const href of await page().locator('header a').evaluateAll((as) => as.map((a) => a.pathname))) {
    assert.ok(href.startsWith('/nqueens/'), href);
  }
});

test('under the prefix, the lab counts Q(8) = 92 in its workers', async () => {
  await openSub('/lab');
  const lab = labPage(page());
  await lab.count(8);
  const cell = lab.result(8);
  await cell.waitFor();
  assert.equal(await cell.getAttribute('data-total'), '92');
});

test('under the prefix, the offline copy is scoped to it', async () => {
  await openSub('/play');
  await offlineReady(page());
  const scope = await page().evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.scope));
  assert.equal(new URL(scope).pathname, '/nqueens/');
});
