// An address the workshop does not know (a mistyped or outdated link): the page says
// which address it was, lists the eight pages with a line each, and a link takes the
// visitor there, in English on a desktop and in Spanish on a phone, tapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectText, open, until, usePage } from '../lib.mjs';

const desktop = usePage();

test('an unknown address names itself, lists the pages, and a link leads to one', async () => {
  const p = desktop();
  await open(p, '/learn/3?n=8');
  await expectText(p.locator('main h1'), 'This page does not exist.');
  await expectText(p.getByTestId('not-found'), 'Nothing in the workshop lives at /learn/3?n=8.');
  const items = p.locator('main .page-list li');
  assert.deepEqual(await items.locator('a').allTextContents(), ['Learn', 'Play', 'Solve', 'Gallery', 'Lab', 'Variants', 'Your code', 'Queens']);
  await expectText(items.nth(2), 'Watch fifteen algorithms search, step by step.');
  // The header marks no page: /learn/3 is not the Learn page.
  const marked = () => p.locator('header nav a[aria-current="page"]').allTextContents();
  assert.deepEqual(await marked(), []);
  // Followed in the page, not loaded anew: what this page set is still there.
  await p.evaluate(() => { window.__sameDocument = true; });
  await items.getByRole('link', { name: 'Gallery' }).click();
  await until(() => new URL(p.url()).pathname === '/gallery', 'on /gallery');
  await expectText(p.locator('main h1'), 'Gallery of fundamental solutions');
  assert.deepEqual(await marked(), ['Gallery']);
  await p.locator('header nav a', { hasText: 'Lab' }).click();
  await until(() => new URL(p.url()).pathname === '/lab', 'on /lab');
  assert.deepEqual(await marked(), ['Lab']);
  assert.equal(await p.evaluate(() => window.__sameDocument), true, 'the header\'s link loaded the page anew');
  await p.goBack();
  await until(async () => (await p.getByTestId('fundamental').count()) === 12, 'the gallery\'s 12 cards');
  assert.deepEqual(await marked(), ['Gallery']);
});

test('history between two unknown addresses names each in turn', async () => {
  const p = desktop();
  await open(p, '/nowhere-one');
  await expectText(p.getByTestId('not-found'), 'Nothing in the workshop lives at /nowhere-one.');
  // The router follows the history as a link in the page would: the page stays mounted.
  await p.evaluate(() => { history.pushState(null, '', '/nowhere-two?x=1'); dispatchEvent(new PopStateEvent('popstate')); });
  await expectText(p.getByTestId('not-found'), 'Nothing in the workshop lives at /nowhere-two?x=1.');
  await p.goBack();
  await expectText(p.getByTestId('not-found'), 'Nothing in the workshop lives at /nowhere-one.');
});

test('an address with a trailing slash opens its page, and the header marks it', async () => {
  const p = desktop();
  await open(p, '/play/');
  await expectText(p.locator('main h1'), 'Place n queens so that none attacks another');
  assert.deepEqual(await p.locator('header nav a[aria-current="page"]').allTextContents(), ['Play']);
});
