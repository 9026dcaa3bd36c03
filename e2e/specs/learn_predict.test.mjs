import { test } from 'node:test';
import assert from 'node:assert/strict';
import { board, expectAttr, expectText, open, until, usePage } from '../lib.mjs';

const page = usePage();

/** The queens on the board, as "a6 b1 …" in file order. */
const queens = (p) => board(p).svg.locator('[data-state="queen"], [data-state="conflict"]').evaluateAll((squares) =>
  squares
    .map((s) => `${String.fromCharCode(96 + Number(s.dataset.col))}${s.dataset.row}`)
    .sort()
    .join(' '));

/** A guess: a square as [rank, file] (1-based), or a key. */
async function guess(p, g) {
  if (typeof g === 'string') {
    await board(p).svg.focus();
    await p.keyboard.press(g);
  } else {
    await board(p).square(...g).click();
  }
}

test('chapter 6: min-conflicts predicted queen by queen, its start then its repairs, and carried to /solve', async () => {
  const p = page();
  await open(p, '/learn?chapter=6');
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '6');
  await expectAttr(p.getByTestId('predict'), 'aria-pressed', 'true');
  await expectText(p.locator('.predict .hint'), 'say which queen min-conflicts moves next');
  await expectText(p.getByTestId('predict-reveal'), 'Move 1: what does the search do next?');
  // Min-conflicts never takes a queen back: no "Go back", and B is no answer.
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  assert.equal(await queens(p), '', 'the start has placed no queen yet');

  // The start places file a first: any square of file a names its queen.
  await guess(p, [1, 1]);
  const reveal = p.getByTestId('predict-reveal');
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'Right. The start places the queen of file a on a6');
  assert.equal(await queens(p), 'a6');
  for (let k = 2; k <= 8; k++) {
    await guess(p, 'n');
    await until(async () => (await p.getByTestId('predict-score').getAttribute('data-right')) === '1' && (await queens(p)).split(' ').length === k, `${k} queens placed`);
  }
  assert.equal(await queens(p), 'a6 b1 c7 d2 e8 f3 g4 h5');
  // The repairs begin with the attacked queen furthest right: h, not g.
  await guess(p, [4, 7]);
  await expectAttr(reveal, 'data-judgement', 'wrong');
  await expectText(reveal, 'Not this time. It repairs the queen of file h, which is attacked: it swaps rows with the queen of file g and goes to h4. 2 collisions left.');
  assert.equal(await queens(p), 'a6 b1 c7 d2 e8 f3 g5 h4');
  // Then the same queen while it is attacked; the third time no swap helps.
  await guess(p, [4, 8]);
  await expectText(reveal, 'Right. It repairs the queen of file h, which is attacked: it swaps rows with the queen of file d and goes to h2. 1 collision left.');
  await guess(p, [2, 8]);
  await expectText(reveal, 'Right. It tries to repair the queen of file h, which is attacked, but no swap lowers the collisions this time: it stays on h2.');
  assert.equal(await queens(p), 'a6 b1 c7 d4 e8 f3 g5 h2');
  const score = p.getByTestId('predict-score');
  await expectText(score, '3 right, 1 wrong, 7 not sure · streak 2, best 2');
  await until(() => new URL(p.url()).search === '?chapter=6&step=11', 'the step in the address');
  const link = p.getByTestId('open-in-solve');
  assert.match(await link.getAttribute('href'), /\/solve\?algo=min-conflicts&n=8&seed=103&step=11$/);

  // /solve opens the same moment, and predicts the next repair the same way.
  await link.click();
  await until(() => new URL(p.url()).pathname === '/solve', '/solve opened');
  await expectText(p.getByTestId('position'), '11');
  await until(async () => (await queens(p)) === 'a6 b1 c7 d4 e8 f3 g5 h2', 'the same board on /solve');
  await p.getByTestId('predict').click();
  await expectText(p.locator('.predict-controls .hint'), 'say which queen min-conflicts moves next');
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  await guess(p, [2, 8]);
  await expectAttr(p.getByTestId('predict-reveal'), 'data-judgement', 'right');
  await expectText(p.getByTestId('predict-reveal'), 'swaps rows with the queen of file f and goes to h3');
  await expectText(p.getByTestId('position'), '12');
  assert.equal(await queens(p), 'a6 b1 c7 d4 e8 f2 g5 h3');
  await expectText(p.getByTestId('predict-score'), '4 right, 1 wrong, 7 not sure · streak 3, best 3');
});

test('chapter 7: branch and bound predicted node by node, named by its newest queen, as a screen reader reads it', async () => {
  const p = page();
  await open(p, '/learn?chapter=7');
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '7');
  await expectText(p.locator('.predict .hint'), 'say which node branch and bound expands next');
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  const reveal = p.getByTestId('predict-reveal');
  // The empty root goes with the first move: its lowest child, a1.
  await guess(p, [1, 1]);
  await expectText(reveal, 'Right. It expands the node whose newest queen is on a1, the next in its frontier: file b has 4 safe squares, which become its children; 9 open nodes wait.');
  // Depth first: a1's lowest child b3 (b2 is attacked, so it is no node at all).
  await guess(p, [2, 2]);
  await expectAttr(reveal, 'data-judgement', 'wrong');
  await expectText(reveal, 'It expands the node whose newest queen is on b3');
  await guess(p, 's');
  await expectAttr(reveal, 'data-judgement', 'wrong');
  await expectText(reveal, 'on c5, the next in its frontier: file d has 1 safe square, which becomes its child; 10 open nodes wait.');
  assert.equal(await queens(p), 'a1 b3 c5');
  await expectText(p.getByTestId('predict-score'), '1 right, 2 wrong, 0 not sure · streak 0, best 1');
  await until(() => new URL(p.url()).search === '?chapter=7&step=3', 'the step in the address');
  assert.match(await p.getByTestId('open-in-solve').getAttribute('href'), /\/solve\?algo=branch-bound-dfs&n=6&step=4$/);

  // What a screen reader is given: the toggle's state, the way to answer, the reveal as
  // a live region, the answers with their keys, and a board whose squares are named.
  const tree = await p.locator('section.predict').ariaSnapshot();
  assert.match(tree, /button "Predict before each step" \[pressed\]/);
  assert.match(tree, /paragraph: 1 right, 2 wrong, 0 not sure/);
  assert.match(tree, /paragraph: "Not this time. It expands the node whose newest queen is on c5/);
  assert.match(tree, /row "rank 5":\n\s+- gridcell "a5, attacked by a1 and c5"/);
  assert.match(tree, /button "A solution"/);
  assert.match(tree, /button "Not sure"/);
  assert.doesNotMatch(tree, /Go back/);
  assert.equal(await reveal.getAttribute('aria-live'), 'polite');
  assert.equal(await p.getByTestId('guess-solution').getAttribute('aria-keyshortcuts'), 'S');
  const c5 = board(p).square(5, 3);
  assert.match(await c5.getAttribute('aria-label'), /c5/);
});

test('chapter 3 watched instead of predicted: the sentence says to press Step, each step explains itself, no score', async () => {
  const p = page();
  await open(p, '/learn?chapter=3');
  const toggle = p.getByTestId('predict');
  await toggle.click();
  await expectAttr(toggle, 'aria-pressed', 'false');
  const reveal = p.getByTestId('predict-reveal');
  // Nothing asks a question the learner has no buttons to answer.
  await expectText(reveal, 'Move 1: press Step to see what the search does.');
  assert.equal(await p.getByTestId('predict-score').count(), 0);
  assert.equal(await p.getByTestId('guess-solution').count(), 0);
  const step = p.locator('section.predict').getByRole('button', { name: 'Step', exact: true });
  await step.click();
  await expectText(reveal, 'It tries a1, the lowest square of file a it has not tried yet: no queen attacks it, so a queen goes there.');
  assert.equal(await queens(p), 'a1');
  assert.doesNotMatch(await reveal.textContent(), /Right|Not this time/);
  await p.locator('section.predict').getByRole('button', { name: 'Start again' }).click();
  await expectText(reveal, 'Move 1: press Step to see what the search does.');
  assert.equal(await queens(p), '');
  // Predicting again asks the question.
  await toggle.click();
  await expectText(reveal, 'Move 1: what does the search do next?');
});
