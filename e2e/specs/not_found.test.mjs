// An address the workshop does not know (a mistyped or outdated link): the page says
// which address it was, lists the seven pages with a line each, and a link takes the
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
  assert.deepEqual(await items.locator('a').allTextContents(), ['Learn', 'Play', 'Solve', 'Gallery', 'Lab', 'Variants', 'Your code']);
  await expectText(items.nth(2), 'Watch fourteen algorithms search, step by step.');
  await items.getByRole('link', { name: 'Gallery' }).click();
  await until(() => new URL(p.url()).pathname === '/gallery', 'on /gallery');
  await expectText(p.locator('main h1'), 'Gallery of fundamental solutions');
  await until(async () => (await p.getByTestId('fundamental').count()) === 12, 'the gallery\'s 12 cards');
});
