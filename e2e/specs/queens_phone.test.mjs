// /queens on a phone, as a newcomer goes: entered at /, reached by the header's link,
// today's board played with taps and a drag, a hint climbed from the nudge to the step
// applied, the board solved and its share line read, then the next board of its size;
// all on screen with the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectAttr, expectText, PHONE, until, usePage, pageWidth } from '../lib.mjs';
import { enter, viaHeader } from '../journey.mjs';
import { answerOf, cell, countOf, layoutText, states } from '../pages/queens.mjs';

const page = usePage(PHONE);
const QUEENS = { path: '/queens', en: ['Queens', 'Queens'], es: ['Queens', 'Queens'] };

test('today\'s board from /: taps cycle ×, queen, empty; a drag crosses a row; undo takes the drag back', async () => {
  const p = page();
  await enter(p);
  await viaHeader(p, QUEENS, 'en', true);
  const board = p.getByTestId('queens-board');
  await cell(p, 0, 0).waitFor({ timeout: 30_000 });
  await expectText(p.getByTestId('queens-heading'), "Today's board, ");
  const n = Math.round(Math.sqrt(await board.locator('[data-testid="cell"]').count()));
  assert.ok(n >= 7 && n <= 11, `a daily board is 7×7 to 11×11 (${n})`);
  const text = await layoutText(p);
  assert.equal(countOf(text), 1, 'the core counts one answer for the board shown');

  const first = cell(p, 0, 0);
  await first.tap();
  await expectAttr(first, 'data-state', 'mark');
  await first.tap();
  await expectAttr(first, 'data-state', 'queen');
  await expectText(p.getByTestId('queens-status'), `1 of ${n} queens placed.`);
  await first.tap();
  await expectAttr(first, 'data-state', 'empty');

  // A drag along the bottom row crosses out every cell it passes.
  const from = await boxOf(cell(p, n - 1, 0));
  const to = await boxOf(cell(p, n - 1, n - 1));
  const y = (from.top + from.bottom) / 2;
  const cdp = await p.context().newCDPSession(p);
  const touch = (type, x) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', from.left + 5);
  const end = to.right - 5;
  for (let k = 1; k <= 10; k += 1) await touch('touchMove', from.left + 5 + ((end - from.left - 5) * k) / 10);
  // The finger rests before it lifts, as a person's does: lifted while still moving, the
  // drag would end in a fling, and Chrome takes the next tap as the one that stops it.
  for (let k = 0; k < 3; k += 1) (await p.waitForTimeout(60), await touch('touchMove', end));
  await touch('touchEnd');
  const row = (s) => s.slice((n - 1) * n);
  await until(async () => row(await states(p)) === 'x'.repeat(n), 'the bottom row crossed out by the drag');
  assert.equal((await states(p)).slice(0, (n - 1) * n), 'e'.repeat((n - 1) * n), 'nothing else marked');
  await p.getByTestId('undo').tap();
  await until(async () => (await states(p)) === 'e'.repeat(n * n), 'one undo takes the whole drag back');
  assertOnScreen(await boxOf(board), 'the board');
  assert.ok((await pageWidth(p)) <= 390, 'no sideways scrolling');
});

test('a hint climbs from a nudge to its reason, lit on the board, to the step applied; then the board is solved and shared', async () => {
  const p = page();
  await enter(p);
  await viaHeader(p, QUEENS, 'en', true);
  await cell(p, 0, 0).waitFor({ timeout: 30_000 });
  const hint = p.getByTestId('hint');
  const text = p.getByTestId('hint-text');
  await hint.tap();
  await expectAttr(text, 'data-rung', 'nudge');
  await expectText(text, 'Look at ');
  assert.equal(await p.locator('[data-lit]').count(), 0, 'a nudge lights nothing');
  await hint.tap();
  await expectAttr(text, 'data-rung', 'reason');
  assert.ok((await p.locator('[data-lit="proof"], [data-lit="place"]').count()) > 0, 'the reason lights the cells that prove it');
  assertOnScreen(await boxOf(text), 'the reason');
  const before = await states(p);
  await hint.tap();
  await expectAttr(text, 'data-rung', 'square');
  await until(async () => (await states(p)) !== before, 'the step applied to the board');

  // The rest from the core's answer: a queen on each of its cells (two taps each).
  const answer = answerOf(await layoutText(p));
  for (const [r, c] of answer) {
    const target = cell(p, r, c);
    while ((await target.getAttribute('data-state')) !== 'queen') await target.tap();
  }
  const verdict = p.getByTestId('queens-result');
  await expectText(verdict, 'Solved in ');
  await expectText(verdict, 'with 1 hint'); // a hint counts once, however far it climbed
  const share = p.getByTestId('share-text');
  const today = new Date();
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const n = answer.length;
  assert.match(await share.innerText(), new RegExp(`^Queens ${day} · ${n}×${n} · \\d+:\\d\\d · 1 hint\\n.*/queens$`));
  await expectAttr(p.getByTestId('streak'), 'data-days', '1');
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  assert.ok(await hint.isDisabled(), 'no hint on a solved board');
  assertOnScreen(await boxOf(verdict), 'the verdict');
  assert.equal(await text.count(), 0, 'the verdict takes the last hint\'s place');
  // A reload finds the board as it was left: solved, with its time and its share line.
  const shared = await share.innerText();
  await p.reload();
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'true');
  assert.equal(await p.getByTestId('share-text').innerText(), shared);
  assert.equal((await states(p)).split('Q').length - 1, n, 'the queens are still there');

  // The next board: the same size, made afresh, unplayed, its address naming it.
  const next = p.getByTestId('next-board');
  await next.scrollIntoViewIfNeeded(); // a reload opens the page at its top
  assertOnScreen(await boxOf(next), 'the next board');
  assert.match(await next.getAttribute('href'), new RegExp(`/queens\\?level=${n}-[a-z]+-\\d+$`));
  await next.tap();
  await until(async () => new URL(p.url()).searchParams.has('level'), 'the address names the next board');
  await expectAttr(p.getByTestId('verdict'), 'data-solved', 'false');
  await expectText(p.getByTestId('queens-heading'), `A board of ${n}×${n}, `);
  await until(async () => !(await states(p)).includes('Q'), 'a fresh board, no queen on it');
  assert.equal(await p.locator('[data-testid="queens-board"] [data-testid="cell"]').count(), n * n);
  assert.ok(!(await hint.isDisabled()), 'hints again on the next board');
});
