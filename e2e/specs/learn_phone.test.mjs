// /learn on a phone: chapter 4's board to try the symmetries on keeps to the screen, its
// eight buttons wrap into rows, and a tap's line comes on screen beside the buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectText, open, pageWidth, PHONE, usePage } from '../lib.mjs';

const page = usePage(PHONE);

test('chapter 4\'s symmetry buttons wrap on a phone, and a tapped quarter turn is told on screen', async () => {
  const p = page();
  await open(p, '/learn?chapter=4');
  assert.ok((await pageWidth(p)) <= 390, `no sideways scrolling: ${await pageWidth(p)} px`);
  const buttons = p.getByTestId('symmetry-try').getByTestId('symmetry-apply');
  const boxes = await buttons.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), right: r.right })));
  assert.equal(boxes.length, 8);
  assert.ok(new Set(boxes.map((b) => b.top)).size > 1, `the buttons wrap into rows: ${JSON.stringify(boxes)}`);
  assert.ok(boxes.every((b) => b.right <= 390.5), `every button on the screen's width: ${JSON.stringify(boxes)}`);
  // Scrolled to the button before the tap, as a person would; the line must then be in view by itself.
  const quarter = p.getByTestId('symmetry-try').locator('[data-symmetry="rot90"]');
  await quarter.scrollIntoViewIfNeeded();
  await quarter.tap();
  const line = p.getByTestId('symmetry-line');
  await expectText(line, 'Turned a quarter clockwise: 8 2 4 1 7 5 3 6.');
  assertOnScreen(await boxOf(line), 'the line');
  assert.ok((await pageWidth(p)) <= 390, 'still no sideways scrolling');
});
