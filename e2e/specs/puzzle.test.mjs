// Puzzles with one answer on /play?puzzle=…: today's puzzle solved by clicks with the
// answer the CLI finds, hints with their reasons, given queens that stay, a new puzzle
// of a chosen size and level, and a malformed id named and replaced.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { board, expectAttr, expectText, open, usePage } from '../lib.mjs';

const page = usePage();

/** The CLI, from the repository root. */
function nqueens(args, input = '') {
  return execFileSync('target/release/nqueens', args, { input, cwd: '..' }).toString();
}

/** The given queens as the CLI writes a placement (0 for an empty column). */
async function givenCode(p, n) {
  const cells = await p.locator('[data-testid="square"][data-fixed="true"]').evaluateAll((els) =>
    els.map((e) => [Number(e.dataset.col), Number(e.dataset.row)]));
  const rows = Array(n).fill(0);
  for (const [col, row] of cells) rows[col - 1] = row;
  return n > 9 ? rows.join(',') : rows.join('');
}

test("today's puzzle: the given queens are the CLI's, and its one completion solves it by clicks", async () => {
  const p = page();
  await open(p, '/play');
  await p.getByTestId('daily-puzzle').click();
  const svg = p.getByTestId('board');
  await expectAttr(svg, 'data-puzzle', /^\d{4}-\d{2}-\d{2}$/);
  const date = await svg.getAttribute('data-puzzle');
  assert.ok(p.url().endsWith(`/play?puzzle=${date}`), p.url());
  const n = Number(await svg.getAttribute('data-n'));
  const given = await givenCode(p, n);
  assert.equal(given, nqueens(['puzzle', '--date', date]).trim());
  const [count, answer] = nqueens(['complete', String(n)], given).trim().split('\n');
  assert.equal(count, '1');
  const rows = answer.split(n > 9 ? ',' : '').map(Number);
  const b = board(p);
  const verdict = p.getByTestId('verdict');
  for (let col = 1; col <= n; col += 1) {
    const sq = b.square(rows[col - 1], col);
    if ((await sq.getAttribute('data-fixed')) === 'true') continue;
    await expectAttr(verdict, 'data-solved', 'false');
    await sq.click();
  }
  await expectAttr(verdict, 'data-solved', 'true');
  await expectText(p.getByTestId('puzzle-result'), /Solved in \d+:\d\d!/);
  const share = await p.getByTestId('share-text').textContent();
  assert.match(share, new RegExp(`daily N-Queens puzzle of ${date} \\(${n}×${n}, (easy|medium|hard)\\) in \\d+:\\d\\d with no hints \\(1 day in a row\\)`));
  assert.ok(share.includes(`/play?puzzle=${date}`), share);
  await expectAttr(p.getByTestId('streak'), 'data-days', '1');
  // Solved, the board stays as it is.
  await b.square(rows[0] === 1 ? 2 : 1, 1).click();
  assert.equal(await b.square(rows[0], 1).getAttribute('data-state'), 'queen');
});

test('hints name the forced square and why, a wrong queen is pointed out, given queens stay', async () => {
  const p = page();
  await open(p, '/play?puzzle=8-easy-5');
  const svg = p.getByTestId('board');
  await expectAttr(svg, 'data-puzzle', '8-easy-5');
  await expectAttr(p.getByTestId('puzzle-level-badge'), 'data-level', 'easy');
  await expectText(p.getByTestId('puzzle-heading'), 'Puzzle 8-easy-5');
  assert.match(await p.getByTestId('puzzle-timer').textContent(), /^\d+:\d\d$/);
  const given = await givenCode(p, 8);
  assert.equal(given, nqueens(['puzzle', '8', '--level', 'easy', '--seed', '5']).trim());
  const answer = nqueens(['complete', '8'], given).trim().split('\n')[1].split('').map(Number);
  const b = board(p);
  // A given queen cannot be taken away.
  const fixed = p.locator('[data-testid="square"][data-fixed="true"]').first();
  await fixed.click();
  assert.equal(await fixed.getAttribute('data-state'), 'queen');
  await expectText(p.getByTestId('announcement'), 'part of the puzzle');
  // The first hint only says where to look, and marks that line; nothing is given away.
  const message = p.getByTestId('hint-message');
  const line = p.getByTestId('marked-line');
  await p.getByTestId('hint').click();
  await expectAttr(message, 'data-rung', 'nudge');
  await expectText(message, /^Look at (file [a-h]|rank [1-8])\. Ask again for the reason\.$/);
  await expectAttr(line, 'data-kind', 'look');
  const looked = await line.getAttribute('data-line');
  assert.equal((await b.states()).focus.length, 0, 'no square is pointed out yet');
  // Asked again: the reason, still without the square.
  await p.getByTestId('hint').click();
  await expectAttr(message, 'data-rung', 'reason');
  await expectText(message, /has only one safe square left\. Which one\?/);
  assert.doesNotMatch(await message.textContent(), /[a-h][1-8]\b/, 'the reason names no square');
  assert.equal((await b.states()).focus.length, 0);
  // And again: the square, highlighted, on the line first marked.
  await p.getByTestId('hint').click();
  await expectAttr(message, 'data-rung', 'square');
  await expectText(message, /has one safe square left: [a-h][1-8]\./);
  const focus = await b.states();
  assert.equal(focus.focus.length, 1);
  const [, row, col] = focus.focus[0].match(/@(\d+),(\d+)$/).map(Number);
  assert.equal(answer[col - 1], row, 'the hint is part of the answer');
  assert.ok([`file-${'abcdefgh'[col - 1]}`, `rank-${row}`].includes(looked), `${looked} holds the square`);
  // A queen off the answer in an empty column: the hint says to take it away.
  const emptyCol = answer.findIndex((r, i) => given[i] === '0' && i !== col - 1) + 1;
  const wrongRow = [1, 2, 3, 4, 5, 6, 7, 8].find((r) => r !== answer[emptyCol - 1]);
  await b.square(wrongRow, emptyCol).click();
  assert.equal(await message.count(), 0, 'a move hides the hint');
  await p.getByTestId('hint').click();
  await expectText(message, 'One of your queens is not part of the answer');
  await p.getByTestId('hint').click();
  await expectText(message, `The queen in file ${'abcdefgh'[emptyCol - 1]} is not part of the answer`);
  await expectAttr(line, 'data-line', `file-${'abcdefgh'[emptyCol - 1]}`);
  await p.getByTestId('hint').click();
  const name = `${'abcdefgh'[emptyCol - 1]}${wrongRow}`;
  await expectText(message, `The queen on ${name} is not part of the answer`);
  assert.deepEqual((await b.states()).focus, [`highlight take-back@${wrongRow},${emptyCol}`], 'the queen to take back, marked as /play marks it');
  // Start over: back to the given queens.
  await p.getByTestId('start-over').click();
  assert.equal(await givenCode(p, 8), given);
  assert.equal(await p.locator('[data-testid="square"][data-state="queen"]').count(), given.replace(/0/g, '').length);
});

test('a new puzzle of the size and level chosen, with a shareable address', async () => {
  const p = page();
  await open(p, '/play?puzzle=8-medium-1');
  await p.getByTestId('puzzle-n').selectOption('10');
  await p.getByTestId('puzzle-level').selectOption('hard');
  await p.getByTestId('new-puzzle').click();
  const svg = p.getByTestId('board');
  await expectAttr(svg, 'data-puzzle', /^10-hard-\d+$/);
  await expectAttr(svg, 'data-n', '10');
  await expectAttr(p.getByTestId('puzzle-level-badge'), 'data-level', 'hard');
  const id = await svg.getAttribute('data-puzzle');
  assert.ok(p.url().endsWith(`/play?puzzle=${id}`));
  const [n, level, seed] = id.split('-');
  assert.equal(await givenCode(p, 10), nqueens(['puzzle', n, '--level', level, '--seed', seed]).trim());
  // Free play is one click away, and keeps its own board.
  await p.getByTestId('free-play').click();
  await expectAttr(p.getByTestId('board'), 'data-n', '8');
  assert.equal(await p.getByTestId('board').getAttribute('data-puzzle'), null);
});

test('a malformed puzzle id is named, and today\'s puzzle is shown instead', async () => {
  const p = page();
  await open(p, '/play?puzzle=8-impossible-3');
  await expectText(p.getByTestId('notice'),
    "“8-impossible-3” is not a puzzle: use a date (2026-11-23) or size-level-seed (8-hard-42). Here is today's puzzle.");
  await expectAttr(p.getByTestId('board'), 'data-puzzle', /^\d{4}-\d{2}-\d{2}$/);
  assert.match(p.url(), /\/play\?puzzle=\d{4}-\d{2}-\d{2}$/);
  await open(p, '/play?puzzle=30-easy-1');
  await expectText(p.getByTestId('notice'), "Board size 30 is out of range: use 6 to 14. Here is today's puzzle.");
});
