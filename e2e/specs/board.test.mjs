import { test } from 'node:test';
import assert from 'node:assert/strict';
import { board, expectAttr, expectText, open, usePage } from '../lib.mjs';

const page = usePage();

test('the board has n² squares for several n', async () => {
  for (const n of [1, 4, 8, 13, 20]) {
    await open(page(), `/play?n=${n}`);
    const b = board(page());
    await expectAttr(b.svg, 'data-n', n);
    assert.equal(await b.squares().count(), n * n, `n = ${n}`);
  }
});

test('the n control resizes the board', async () => {
  await open(page(), '/play');
  const input = page().getByTestId('n-input');
  await input.fill('5');
  await input.press('Enter');
  await expectAttr(board(page()).svg, 'data-n', 5);
  assert.equal(await board(page()).squares().count(), 25);
});

test('a click puts a queen on a square and attacks its lines', async () => {
  await open(page(), '/play?n=8');
  const b = board(page());
  const d5 = b.square(5, 4);
  await expectAttr(d5, 'data-state', 'empty');
  await d5.click();
  await expectAttr(d5, 'data-state', 'queen');
  await expectAttr(b.square(5, 8), 'data-state', 'attacked');
  await expectAttr(b.square(1, 4), 'data-state', 'attacked');
  await expectAttr(b.square(8, 7), 'data-state', 'attacked');
  await expectAttr(b.square(6, 6), 'data-state', 'empty');
  await expectText(page().getByTestId('status'), '1 of 8 queens placed');
  await d5.click();
  await expectAttr(d5, 'data-state', 'empty');
});

test('two queens on one diagonal are both in conflict', async () => {
  await open(page(), '/play?n=8');
  const b = board(page());
  await b.square(1, 1).click();
  await b.square(3, 3).click();
  await expectAttr(b.square(1, 1), 'data-state', 'conflict');
  await expectAttr(b.square(3, 3), 'data-state', 'conflict');
  await expectText(page().getByTestId('status'), '1 conflict');
});

test('a bad n in the URL shows a message and a default board', async () => {
  await open(page(), '/play?n=banana');
  await expectText(page().getByTestId('notice'), 'banana');
  await expectAttr(board(page()).svg, 'data-n', 8);
});

test('a bad n in the control keeps the last good board', async () => {
  await open(page(), '/play?n=6');
  const input = page().getByTestId('n-input');
  await input.fill('99');
  await input.press('Enter');
  await expectText(page().getByTestId('notice'), '99');
  await expectAttr(board(page()).svg, 'data-n', 6);
  assert.equal(await input.inputValue(), '6');
});

test('an empty size box or letters say what to type, and a notice moves nothing on the page', async () => {
  const p = page();
  await open(p, '/play?n=6');
  const input = p.getByTestId('n-input');
  const before = await p.getByTestId('board').evaluate((e) => e.getBoundingClientRect().top);
  await input.fill('');
  await input.press('Enter');
  await expectText(p.getByTestId('notice'), 'Type a board size from 1 to 20.');
  const notice = await p.getByTestId('notice').evaluate((e) => e.getBoundingClientRect());
  assert.ok(notice.top >= 0 && notice.bottom <= 800, 'the notice is in view');
  assert.equal(await p.getByTestId('board').evaluate((e) => e.getBoundingClientRect().top), before, 'the board did not move');
  await p.getByRole('button', { name: 'Dismiss' }).click();
  assert.equal(await p.getByTestId('notice').count(), 0);
  // Letters typed in the number box give the page no value: the same plain request.
  await input.fill('');
  await input.pressSequentially('abc');
  await input.press('Enter');
  await expectText(p.getByTestId('notice'), 'Type a board size from 1 to 20.');
  await expectAttr(board(p).svg, 'data-n', 6);
});
