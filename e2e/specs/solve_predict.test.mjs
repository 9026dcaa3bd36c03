import { test } from 'node:test';
import assert from 'node:assert/strict';
import { board, expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { GUESSES, QUEENS, SCORE } from '../pages/learn.mjs';

const page = usePage();

test('/solve predicts too: the same ten guesses on 6×6 score the same, the board, position, line and address follow, and the score is kept with /learn\'s', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=6');
  const toggle = p.getByTestId('predict');
  await expectAttr(toggle, 'aria-pressed', 'false');
  await toggle.click();
  await expectAttr(toggle, 'aria-pressed', 'true');
  await expectText(p.getByTestId('predict-reveal'), 'Step 0: what does the search do next?');
  for (const g of GUESSES) {
    if (g.square) await board(p).square(...g.square).click();
    else await p.keyboard.press(g.key);
    await expectAttr(p.getByTestId('predict-reveal'), 'data-judgement', g.judgement);
  }
  const score = p.getByTestId('predict-score');
  await expectAttr(score, 'data-right', SCORE.right);
  await expectAttr(score, 'data-wrong', SCORE.wrong);
  await expectAttr(score, 'data-streak', SCORE.streak);
  // Ten moves are twenty steps: each try and its verdict.
  await expectText(p.getByTestId('position'), '20');
  for (const [rank, file] of QUEENS) await expectAttr(board(p).square(rank, file), 'data-state', 'queen');
  assert.equal(await board(p).svg.locator('[data-state="queen"]').count(), QUEENS.length);
  await expectText(p.getByTestId('predict-reveal'), 'It tries d1');
  await expectText(p.getByTestId('focus'), 'd1');
  // The code marks the line of the refusal.
  const current = p.locator('[data-testid="code-line"][aria-current="step"]');
  await until(async () => (await current.count()) === 1, 'one line marked');
  await expectText(current, 'skip r');
  await until(() => new URL(p.url()).search.includes('step=20'), 'the step in the address');
  // While predicting, the solver's own shortcuts are off: "n" was a guess, not "next solution".
  await expectText(p.getByTestId('counter-solutions'), '0');
  // A Step by the controls moves on; the reveal of the last guess goes with it.
  await p.getByRole('button', { name: 'Step', exact: true }).click();
  await expectText(p.getByTestId('position'), '21');
  await expectText(p.getByTestId('predict-reveal'), 'Step 21: what does the search do next?');
  // The score is the learner's, on /learn too.
  await until(() => p.evaluate(() => (localStorage.getItem('nqueens.learn') ?? '').includes('score=7.2.1.4.4')), 'the score stored');
});

test('/solve offers no prediction for a search without squares to point at', async () => {
  const p = page();
  await open(p, '/solve?algo=min-conflicts&n=8');
  await board(p).svg.waitFor();
  await expectText(p.getByTestId('algorithm-text'), 'collisions');
  assert.equal(await p.getByTestId('predict').count(), 0);
});
