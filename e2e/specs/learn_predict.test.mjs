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

test('chapter 6: min-conflicts predicted square by square, its start then its moves along a file, and carried to /solve', async () => {
  const p = page();
  await open(p, '/learn?chapter=6');
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '6');
  // Two methods; min-conflicts first, its listing the Parsons problem shown.
  await expectAttr(p.locator('[data-testid="method"][data-algorithm="min-conflicts"]'), 'aria-pressed', 'true');
  await expectAttr(p.locator('[data-testid="method"][data-algorithm="sosic-gu"]'), 'aria-pressed', 'false');
  await expectAttr(p.getByTestId('parsons-method'), 'data-algorithm', 'min-conflicts');
  await expectAttr(p.getByTestId('predict'), 'aria-pressed', 'true');
  await expectText(p.locator('.predict .hint'), 'say where min-conflicts puts a queen next');
  await expectText(p.getByTestId('predict-reveal'), 'Move 1: what does the search do next?');
  // Min-conflicts never takes a queen back: no "Go back", and B is no answer.
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  assert.equal(await queens(p), '', 'the start has placed no queen yet');

  // On the empty board every square of file a has no conflict: any of them is right.
  await guess(p, [1, 1]);
  const reveal = p.getByTestId('predict-reveal');
  await expectAttr(reveal, 'data-judgement', 'right');
  // a1 was as good as a8, where the draw fell: the reveal says so.
  await expectText(reveal, 'Right: your square was one of those the rule allows, and the draw fell elsewhere. The start places the queen of file a on a8, with no conflict with the queens to its left, the fewest in its file: 8 squares tied, and it drew this one.');
  assert.equal(await queens(p), 'a8');
  for (let k = 2; k <= 8; k++) {
    await guess(p, 'n');
    await until(async () => (await p.getByTestId('predict-score').getAttribute('data-right')) === '1' && (await queens(p)).split(' ').length === k, `${k} queens placed`);
  }
  assert.equal(await queens(p), 'a8 b3 c5 d7 e1 f6 g2 h7');
  // An attacked queen moves along its file to a square with the fewest conflicts.
  await guess(p, [2, 8]);
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'Right. It picks the attacked queen of file h at random, with 1 conflict on h7, and moves it along its file to h2, with 1 conflict, the fewest in its file. 2 pairs of queens attack each other now.');
  assert.equal(await queens(p), 'a8 b3 c5 d7 e1 f6 g2 h2');
  // b3 is not attacked: it never moves.
  await guess(p, [3, 2]);
  await expectAttr(reveal, 'data-judgement', 'wrong');
  await expectText(reveal, 'Not this time. It picks the attacked queen of file a at random: on a8 it has 1 conflict, already the fewest in its file, and the draw keeps it there.');
  await guess(p, [6, 1]);
  await expectAttr(reveal, 'data-judgement', 'right');
  assert.equal(await queens(p), 'a6 b3 c5 d7 e1 f6 g2 h2');
  const score = p.getByTestId('predict-score');
  await expectText(score, '3 right, 1 wrong, 7 not sure · streak 1, best 2');
  await until(() => new URL(p.url()).search === '?chapter=6&step=11', 'the step in the address');
  const link = p.getByTestId('open-in-solve');
  assert.match(await link.getAttribute('href'), /\/solve\?algo=min-conflicts&n=8&seed=7&step=11$/);

  // /solve opens the same moment, and predicts the next move the same way.
  await link.click();
  await until(() => new URL(p.url()).pathname === '/solve', '/solve opened');
  await expectText(p.getByTestId('position'), '11');
  await until(async () => (await queens(p)) === 'a6 b3 c5 d7 e1 f6 g2 h2', 'the same board on /solve');
  await p.getByTestId('predict').click();
  await expectText(p.locator('.predict-controls .hint'), 'say where min-conflicts puts a queen next');
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  await guess(p, [8, 8]);
  await expectAttr(p.getByTestId('predict-reveal'), 'data-judgement', 'right');
  await expectText(p.getByTestId('predict-reveal'), 'moves it along its file to h8');
  await expectText(p.getByTestId('position'), '12');
  assert.equal(await queens(p), 'a6 b3 c5 d7 e1 f6 g2 h8');
  // /solve keeps min-conflicts' own score, apart from chapter 6's.
  await expectText(p.getByTestId('predict-score'), '1 right, 0 wrong, 0 not sure · streak 1, best 1');
});

test('chapter 6: the queen swaps are the other method, their random start named only by its own square', async () => {
  const p = page();
  await open(p, '/learn?chapter=6');
  await p.locator('[data-testid="method"][data-algorithm="sosic-gu"]').click();
  await expectAttr(p.locator('[data-testid="method"][data-algorithm="sosic-gu"]'), 'aria-pressed', 'true');
  await expectAttr(p.getByTestId('parsons-method'), 'data-algorithm', 'sosic-gu');
  await expectText(p.locator('.predict .hint'), 'say which queen the queen swaps move next');
  assert.equal(await queens(p), '', 'the start has placed no queen yet');
  // The start puts file a's queen on a random row, a6: a1 is not it.
  await guess(p, [1, 1]);
  const reveal = p.getByTestId('predict-reveal');
  await expectAttr(reveal, 'data-judgement', 'wrong');
  await expectText(reveal, 'Not this time. The start places the queen of file a on a6');
  assert.equal(await queens(p), 'a6');
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

  // The frontier beside the board, as the core's machine holds it after a1, b3 and c5
  // (its 4th step): a stack, c5's only child d2 on top, a1's other children and the
  // rest of file a below it; 8 listed of 10.
  const frontier = p.getByTestId('frontier-list');
  await expectAttr(frontier, 'data-total', '10');
  await expectAttr(frontier, 'data-order', 'stack');
  await expectText(frontier.getByTestId('frontier-title'), 'Waiting: 10 open nodes');
  await expectText(frontier.getByTestId('frontier-caption'), 'A stack: the newest comes out first.');
  const nodes = frontier.getByTestId('frontier-node');
  // While the learner predicts, the list does not answer: the nodes in the order they
  // went in, none marked; the caption says the newest comes out.
  await expectAttr(frontier, 'data-guessing', 'true');
  assert.equal(await nodes.count(), 8);
  await expectText(nodes.first(), 'a4');
  assert.equal(await nodes.nth(6).textContent(), 'a1 b3 c6');
  assert.equal(await nodes.nth(7).textContent(), 'a1 b3 c5 d2');
  assert.equal(await frontier.locator('[data-next]').count(), 0);
  // The two left out are the oldest: they come before the list.
  await expectText(frontier.getByTestId('frontier-more'), '2 older nodes before these');
  // Watching, it reads from the end that comes out, the next marked.
  await p.getByTestId('predict').click();
  await expectText(nodes.first(), 'a1 b3 c5 d2 ← next');
  await expectAttr(nodes.first(), 'data-next', 'true');
  assert.equal(await nodes.nth(1).textContent(), 'a1 b3 c6');
  assert.equal(await nodes.nth(7).textContent(), 'a4');
  await expectText(frontier.getByTestId('frontier-more'), 'and 2 more');
  assert.equal(await frontier.locator('[data-next]').count(), 1);
  await p.getByTestId('predict').click();

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

test('chapter 7 breadth first: the other method takes the oldest node from a queue, level by level, and its list shows it', async () => {
  const p = page();
  await open(p, '/learn?chapter=7');
  const bfs = p.locator('[data-testid="method"][data-algorithm="branch-bound-bfs"]');
  await expectAttr(p.locator('[data-testid="method"][data-algorithm="branch-bound-dfs"]'), 'aria-pressed', 'true');
  await bfs.click();
  await expectAttr(bfs, 'aria-pressed', 'true');
  await expectAttr(p.locator('[data-testid="method"][data-algorithm="branch-bound-dfs"]'), 'aria-pressed', 'false');
  // The program to put in order is the same lines, named for this method.
  await expectAttr(p.getByTestId('parsons-method'), 'data-algorithm', 'branch-bound-bfs');
  const reveal = p.getByTestId('predict-reveal');
  await guess(p, [1, 1]);
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'It expands the node whose newest queen is on a1');
  // Not a1's child, as depth first would: a2, the oldest left in the queue.
  await guess(p, [2, 1]);
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'It expands the node whose newest queen is on a2');
  assert.equal(await queens(p), 'a2');
  await expectText(p.getByTestId('predict-score'), '2 right, 0 wrong, 0 not sure · streak 2, best 2');
  const frontier = p.getByTestId('frontier-list');
  await expectAttr(frontier, 'data-order', 'queue');
  await expectText(frontier.getByTestId('frontier-caption'), 'A queue: the oldest comes out first.');
  // a3 … a6 still wait, then a1's children and a2's: the whole of level 1 before level 2.
  const nodes = frontier.getByTestId('frontier-node');
  await expectText(nodes.first(), 'a3');
  // Back to depth first: a stack again.
  await p.locator('[data-testid="method"][data-algorithm="branch-bound-dfs"]').click();
  await expectAttr(frontier, 'data-order', 'stack');
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

test('chapter 3 predicted at a coarser grain: queen by queen the attacked squares pass, backtrack by backtrack the tries do', async () => {
  const p = page();
  await open(p, '/learn?chapter=3');
  const grain = (id) => p.locator(`[data-testid="grain"][data-grain="${id}"]`);
  await expectAttr(grain('step'), 'aria-pressed', 'true');
  await grain('queen').click();
  await expectAttr(grain('queen'), 'aria-pressed', 'true');
  await expectAttr(grain('step'), 'aria-pressed', 'false');
  await expectText(p.getByTestId('grain-intro'), 'Say where the next queen goes');
  const reveal = p.getByTestId('predict-reveal');
  await expectText(reveal, 'Move 1: where does the next queen go?');
  await guess(p, [1, 1]);
  await expectAttr(reveal, 'data-judgement', 'right');
  assert.equal(await queens(p), 'a1');
  // b1 and b2 are attacked: they pass without a question, and b3 is the answer.
  await guess(p, [3, 2]);
  await expectAttr(reveal, 'data-judgement', 'right');
  await expectText(reveal, 'Right. First it passes over 2 attacked squares. It tries b3');
  assert.equal(await queens(p), 'a1 b3');
  await expectText(p.getByTestId('predict-score'), '2 right, 0 wrong, 0 not sure · streak 2, best 2');
  // Four moves played, two asked: the address counts the moves.
  await until(() => new URL(p.url()).search === '?chapter=3&step=4', 'the step in the address');

  await grain('backtrack').click();
  await expectText(p.getByTestId('grain-intro'), 'Say which queen comes off at the next backtrack');
  // The answer is a queen: "Go back" would name none, so it is not offered.
  assert.equal(await p.getByTestId('guess-back').count(), 0);
  await guess(p, 'n');
  await expectText(reveal, 'First it places');
  await expectText(reveal, 'It goes back');
  await expectText(p.getByTestId('predict-score'), '2 right, 0 wrong, 1 not sure');
});
