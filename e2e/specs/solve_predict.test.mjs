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
  // The score is kept with the learner's progress, backtracking's own: not chapter 3's.
  await until(() => p.evaluate(() => (localStorage.getItem('nqueens.learn') ?? '').includes('score.backtracking=7.2.1.4.4')), 'the score stored');
  assert.ok(!(await p.evaluate(() => localStorage.getItem('nqueens.learn') ?? '')).includes('score.3='), 'chapter 3 has no score yet');
});

test('/solve predicts dancing links: the square it places from the rank or file with the fewest free squares, and its going back', async () => {
  const p = page();
  await open(p, '/solve?algo=dancing-links&n=6');
  await p.getByTestId('predict').click();
  await expectText(p.locator('.predict-controls .hint'), 'branches on the rank or file with the fewest free squares');
  const reveal = p.getByTestId('predict-reveal');
  const steps = [
    { square: [1, 1], judgement: 'right', text: 'Right. It branches on rank 1, which has 6 free squares, the fewest of any rank or file left, and puts a queen on a1, the next of them.' },
    { square: [2, 3], judgement: 'right', text: 'It branches on rank 2, which has 4 free squares' },
    { square: [3, 4], judgement: 'wrong', text: 'Not this time. It branches on rank 3, which has 2 free squares, the fewest of any rank or file left, and puts a queen on e3' },
    { key: 'b', judgement: 'right', text: 'Right. It goes back: file f has no free square left to try, so the queen on e3 comes off.' },
  ];
  for (const s of steps) {
    if (s.square) await board(p).square(...s.square).click();
    else await p.keyboard.press(s.key);
    await expectAttr(reveal, 'data-judgement', s.judgement);
    await expectText(reveal, s.text);
  }
  await expectText(p.getByTestId('position'), '4');
  for (const [rank, file] of [[1, 1], [2, 3]]) await expectAttr(board(p).square(rank, file), 'data-state', 'queen');
  assert.equal(await board(p).svg.locator('[data-state="queen"]').count(), 2);
  await expectText(p.getByTestId('focus'), 'e3');
  await expectText(p.getByTestId('predict-score'), '3 right, 1 wrong, 0 not sure · streak 1, best 2');
  await until(() => new URL(p.url()).search.includes('step=4'), 'the step in the address');
});

test('/solve offers no prediction for a search without moves to point at', async () => {
  const p = page();
  await open(p, '/solve?algo=annealing&n=8');
  await board(p).svg.waitFor();
  await expectText(p.getByTestId('algorithm-text'), 'temperature');
  assert.equal(await p.getByTestId('predict').count(), 0);
});

test('/solve predicts backtracking queen by queen: the attacked squares pass, the step moves past them', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=6');
  await p.getByTestId('predict').click();
  const grain = (id) => p.locator(`[data-testid="grain"][data-grain="${id}"]`);
  await expectAttr(grain('step'), 'aria-pressed', 'true');
  await grain('queen').click();
  await expectAttr(grain('queen'), 'aria-pressed', 'true');
  await expectText(p.getByTestId('grain-intro'), 'Say where the next queen goes');
  const reveal = p.getByTestId('predict-reveal');
  await expectText(reveal, 'Step 0: where does the next queen go?');
  await board(p).square(1, 1).click();
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(p.getByTestId('position'), '2');
  // b1 and b2 are attacked: four steps pass without a question, and b3 is the answer.
  await board(p).square(3, 2).click();
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'Right. First it passes over 2 attacked squares. It tries b3');
  await expectText(p.getByTestId('position'), '8');
  await expectAttr(board(p).square(3, 2), 'data-state', 'queen');
  await expectText(p.getByTestId('predict-score'), '2 right, 0 wrong, 0 not sure');
  // Another algorithm without the choice falls back to each step.
  await grain('backtrack').click();
  await expectText(p.getByTestId('grain-intro'), 'Say which queen comes off at the next backtrack');
});
