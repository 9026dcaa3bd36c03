import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { galleryPage } from '../pages/gallery.mjs';

const page = usePage();

test('the 8-queens gallery has 12 classes and 92 variants, one orbit of 4', async () => {
  const p = page();
  await open(p, '/gallery');
  const cards = galleryPage(p).cards();
  await until(async () => (await cards.count()) === 12, '12 cards');
  // A card builds its variants when it first opens; "Show all" opens the twelve.
  assert.equal(await galleryPage(p).variants().count(), 0);
  await p.getByTestId('show-all').click();
  await until(async () => (await galleryPage(p).variants().count()) === 92, '92 variants');
  assert.equal(await p.locator('[data-testid="fundamental"][data-orbit="4"]').count(), 1);
  await expectAttr(p.locator('[data-testid="fundamental"][data-orbit="4"]'), 'data-canonical', '35281746');
  await expectText(galleryPage(p).formula(), '11×8 + 1×4 = 92');
  const canonicals = await cards.evaluateAll((els) => els.map((e) => e.dataset.canonical));
  assert.deepEqual(canonicals, ['15863724', '16837425', '24683175', '25713864', '25741863', '26174835',
    '26831475', '27368514', '27581463', '35281746', '35841726', '36258174']);
});

test('other boards: n = 5 has classes of 8 and 2, n = 6 one class of 4', async () => {
  const p = page();
  await open(p, '/gallery?n=5');
  await until(async () => (await galleryPage(p).cards().count()) === 2, '2 cards');
  await expectText(galleryPage(p).formula(), '1×8 + 1×2 = 10');
  await open(p, '/gallery?n=6');
  await until(async () => (await galleryPage(p).cards().count()) === 1, '1 card');
  await expectText(galleryPage(p).formula(), '1×4 = 4');
});

test('a deep link opens a class; a variant glides into place and opens in play mode', async () => {
  const p = page();
  await open(p, '/gallery?n=8#class-35281746');
  const card = p.locator('#class-35281746');
  await until(async () => card.locator('details').evaluate((d) => d.open), 'the card to open');
  assert.equal(await card.getByTestId('variant').count(), 4);
  // The half turn that keeps it is said in words; the card opens across the row.
  await expectText(card.getByTestId('fixed-by'), 'Unchanged by rotation by 180°, so it has only 4 different variants.');
  const wide = await card.evaluate((e) => e.getBoundingClientRect().width);
  assert.ok(wide > 900, `the open card takes the row: ${wide} px`);
  assert.equal(await card.getByTestId('symmetry-mark').count(), 0, 'the identity draws nothing');
  await card.locator('[data-testid="variant"][data-symmetry="rot90"] button').click();
  await expectText(card.getByTestId('preview-caption'), 'rotation by 90°: 46827135');
  await expectAttr(card.getByTestId('symmetry-mark'), 'data-kind', 'turn');
  await expectAttr(card.getByTestId('symmetry-mark'), 'data-degrees', '90');
  await card.locator('[data-testid="variant"][data-symmetry="reflect-diagonal"] button').click();
  await expectText(card.getByTestId('preview-caption'), 'reflection in the main diagonal: ');
  await expectAttr(card.getByTestId('symmetry-mark'), 'data-kind', 'axis');
  // The main diagonal runs from a1 (bottom left) to h8 (top right).
  const axis = await card.getByTestId('symmetry-mark').evaluate((l) => ['x1', 'y1', 'x2', 'y2'].map((a) => l.getAttribute(a)).join(' '));
  assert.equal(axis, '0 8 8 0');
  await card.locator('[data-testid="variant"][data-symmetry="rot90"] button').click();
  await card.locator('[data-testid="variant"][data-symmetry="rot90"] a').click();
  await expectAttr(p.getByTestId('verdict'), 'data-canonical', '35281746');
  assert.ok(p.url().endsWith('/play?n=8&q=46827135'));
});

test('the family up to symmetry: toroidal 5 and 7, the two 32-knight placements, the 638 classes of 5 dominating queens', async () => {
  const p = page();
  await open(p, '/gallery');
  const summary = p.getByTestId('family-summary');
  for (const [index, variant, total, classes] of [[0, 'torus', 10, 1], [1, 'torus', 28, 1], [2, 'knights', 2, 1], [3, 'domination', 4860, 638]]) {
    await p.getByTestId('family-pick').selectOption(String(index));
    await expectAttr(summary, 'data-total', total, 30_000);
    assert.equal(await summary.getAttribute('data-variant'), variant);
    assert.equal(await summary.getAttribute('data-classes'), String(classes));
    const sizes = await p.getByTestId('variant-class').evaluateAll((els) => els.map((e) => Number(e.dataset.size)));
    assert.equal(sizes.length, classes);
    assert.equal(sizes.reduce((a, b) => a + b, 0), total, 'the classes hold every placement');
  }
  // Each 32-knight card draws 32 knights; each dominating card 5 queens.
  assert.equal(await p.getByTestId('variant-class').first().getByTestId('variant-piece').count(), 5);
});

test('n = 12 comes in pages: 1,787 classes, 12 at a time, no task over 200 ms, and a deep link lands on its page', async () => {
  const p = page();
  await p.addInitScript(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await open(p, '/gallery?n=12');
  const cards = galleryPage(p).cards();
  await until(async () => (await cards.count()) === 12, '12 cards', 30_000);
  const pager = p.getByTestId('pager').first();
  await expectAttr(pager, 'data-pages', '149');
  await expectText(pager, /Page 1 of 149: classes 1–12 of 1\D?787/);
  await p.getByTestId('show-all').click();
  await until(async () => (await galleryPage(p).variants().count()) > 12 * 4, 'the variants of the page');
  assert.ok(await galleryPage(p).variants().count() <= 12 * 8);
  await p.getByTestId('next-page').first().click();
  await expectText(pager, /Page 2 of 149: classes 13–24/);
  await until(async () => (await cards.count()) === 12, '12 cards on page 2');
  await expectText(cards.first().locator('h2'), '#13 / 1\u202f787');
  const longest = await p.evaluate(() => window.__longest);
  console.log(`gallery n = 12: longest main-thread task ${Math.round(longest)} ms`);
  assert.ok(longest < 200, `no task over 200 ms (longest ${longest} ms)`);
  // A class far down the list, by its address, lands on its own page, opened.
  await p.getByTestId('next-page').first().click();
  await expectText(pager, /Page 3 of 149/);
  const third = await cards.nth(5).getAttribute('data-canonical');
  await open(p, `/gallery?n=12#class-${third}`);
  await expectText(p.getByTestId('pager').first(), /Page 3 of 149/, 30_000);
  const card = p.locator(`[data-testid="fundamental"][data-canonical="${third}"] details`);
  await until(async () => card.evaluate((d) => d.open), 'the card to open');
});

test('"See its class in the gallery" from a verdict lands on the class, opened and in view', async () => {
  const p = page();
  await open(p, '/play?n=8&q=35281746');
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  await p.getByTestId('gallery-link').click();
  const card = p.locator('[data-testid="fundamental"][data-canonical="35281746"]');
  await until(async () => (await card.count()) === 1 && card.locator('details').evaluate((d) => d.open), 'the class to open', 30_000);
  await until(async () => {
    const r = await card.evaluate((e) => e.getBoundingClientRect());
    return r.top < 800 && r.bottom > 0;
  }, 'the class in view');
});
