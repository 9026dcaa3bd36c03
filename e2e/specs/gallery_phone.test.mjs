// /gallery on a phone, tapped: a class's variants open under it, in the screen's
// width, with codes that keep to one line; the symmetry chosen is drawn on the
// preview and said in words; the pager turns pages with the cards in view.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectAttr, expectText, open, PHONE, until, usePage } from '../lib.mjs';
import { galleryPage } from '../pages/gallery.mjs';

const page = usePage(PHONE);



test('a class opened by a tap: variants in the width, codes on one line, the symmetry drawn and said', async () => {
  const p = page();
  await open(p, '/gallery?n=8');
  const card = galleryPage(p).card('35281746');
  await until(async () => (await card.count()) === 1, 'the symmetric class');
  await card.locator('summary').tap();
  await until(async () => (await card.getByTestId('variant').count()) === 4, 'its 4 variants');
  assert.ok((await p.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
  await expectText(card.getByTestId('fixed-by'), 'Unchanged by rotation by 180°');
  for (const code of await card.locator('[data-testid="variant"] .code').all()) {
    const r = await boxOf(code);
    assert.ok(r.height < 24, `"${await code.textContent()}" keeps to one line: ${r.height} px`);
    assert.ok(r.right <= 390, 'and within the screen');
  }
  const turn = card.locator('[data-testid="variant"][data-symmetry="rot90"] button');
  await turn.scrollIntoViewIfNeeded();
  await turn.tap();
  await expectText(card.getByTestId('preview-caption'), 'rotation by 90°: 46827135');
  await expectAttr(card.getByTestId('symmetry-mark'), 'data-kind', 'turn');
  await expectAttr(turn, 'aria-pressed', 'true');
  // The preview is above the variants: bring it into view as a reader scrolls up.
  await card.getByTestId('symmetry-preview').scrollIntoViewIfNeeded();
  assertOnScreen(await boxOf(card.getByTestId('symmetry-preview')), 'the preview');
  assertOnScreen(await boxOf(card.getByTestId('preview-caption')), 'its caption');
  const play = card.locator('[data-testid="variant"][data-symmetry="rot90"] a');
  await play.scrollIntoViewIfNeeded();
  await play.tap();
  await expectAttr(p.getByTestId('verdict'), 'data-canonical', '35281746');
  assert.ok(p.url().endsWith('/play?n=8&q=46827135'), p.url());
});

test('n = 10 in pages: the pager is tapped, and the next page is shown from its top', async () => {
  const p = page();
  await open(p, '/gallery?n=10');
  const cards = galleryPage(p).cards();
  await until(async () => (await cards.count()) === 12, '12 cards');
  const pager = p.getByTestId('pager').last();
  await pager.scrollIntoViewIfNeeded();
  await expectAttr(pager, 'data-pages', '8');
  await pager.getByTestId('next-page').tap();
  await expectAttr(pager, 'data-page', '2');
  await expectText(cards.first().locator('h2'), '#13 / 92');
  assertOnScreen(await boxOf(cards.first().locator('h2')), 'the first card of the new page');
  assert.ok((await p.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'no sideways scrolling');
});
