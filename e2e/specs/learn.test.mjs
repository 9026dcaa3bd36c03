import { test } from 'node:test';
import assert from 'node:assert/strict';
import { board, expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { ANSWERS, GUESSES, PROGRAM, QUEENS, SCORE, parsonsKeys } from '../pages/learn.mjs';

const page = usePage();

/** The square's state on the chapter's board. */
const state = (p, rank, file) => board(p).square(rank, file).getAttribute('data-state');

test('the root opens /learn: the path of eight chapters, none done, and a way in', async () => {
  const p = page();
  await open(p, '/');
  await until(() => new URL(p.url()).pathname === '/learn', 'the root redirects to /learn');
  await until(async () => (await p.getByTestId('path-chapter').count()) === 8, 'eight chapters');
  await expectAttr(p.getByTestId('learn-progress'), 'data-done', '0');
  await expectText(p.getByTestId('continue'), 'Start with chapter 1');
  await expectText(p.getByTestId('path-chapter').nth(2), 'Backtracking');
  await expectText(p.getByTestId('path-chapter').nth(2), 'not read to its end yet');
});

test('a chapter read to its end is done, the same everywhere: its ✓, the count, its marks and "continue"', async () => {
  const p = page();
  // Three chapters read to their end, their exercises left alone.
  for (const k of [1, 2, 4]) {
    await open(p, `/learn?chapter=${k}`);
    await p.getByTestId('chapter-end').scrollIntoViewIfNeeded();
    await until(() => p.evaluate((k) => new RegExp(`(^|;)${k}=r`).test(localStorage.getItem('nqueens.learn') ?? ''), k), `chapter ${k} marked read`);
  }
  await p.getByTestId('all-chapters').click();
  await expectAttr(p.getByTestId('learn-progress'), 'data-done', '3');
  await expectText(p.getByTestId('learn-progress'), '3 of 8 chapters done');
  for (let k = 1; k <= 8; k++) {
    const card = p.locator(`[data-testid="path-chapter"][data-chapter="${k}"]`);
    const done = [1, 2, 4].includes(k);
    assert.equal(await card.getAttribute('data-done'), done ? 'true' : null, `chapter ${k}`);
    assert.equal(await card.evaluate((e) => e.classList.contains('done')), done, `chapter ${k}'s class`);
    assert.equal((await card.locator('.path-number').textContent()).trim(), done ? '✓' : String(k), `chapter ${k}'s mark`);
    await expectText(card.getByTestId('chapter-marks'), done ? 'done' : 'not read to its end yet');
  }
  // The place left is chapter 4, done: "continue" goes on to chapter 5, the next not done.
  await expectText(p.getByTestId('continue'), 'Continue with chapter 5');
  assert.match(await p.getByTestId('continue').getAttribute('href'), /\/learn\?chapter=5$/);
  // The same in Spanish.
  await p.getByTestId('lang-select').selectOption('es');
  await expectText(p.getByTestId('learn-progress'), '3 de 8 capítulos terminados');
  await expectText(p.locator('[data-testid="path-chapter"][data-chapter="4"]'), 'terminado');
  await expectText(p.getByTestId('continue'), 'Seguir con el capítulo 5');
  await p.getByTestId('lang-select').selectOption('en');
});

test('chapter 3 read to its end: ten predictions, the program put in order by keyboard, the questions answered, all kept over a reload', async () => {
  const p = page();
  await open(p, '/learn');
  await p.getByTestId('path-chapter').nth(2).getByRole('link').click();
  await until(() => new URL(p.url()).search === '?chapter=3', 'chapter 3 in the address');
  const chapter = p.getByTestId('chapter');
  await expectAttr(chapter, 'data-chapter', '3');
  await expectText(p.locator('main h1'), 'Backtracking');
  await expectAttr(p.getByTestId('predict'), 'aria-pressed', 'true');
  await expectText(p.getByTestId('predict-reveal'), 'Move 1: what does the search do next?');

  // Ten guesses: the first two with the board's keyboard, the rest by clicks and keys.
  const svg = board(p).svg;
  for (const [i, g] of GUESSES.entries()) {
    if (i === 0) {
      await svg.focus();
      await p.keyboard.press('Enter');
    } else if (i === 1) {
      await p.keyboard.press('ArrowRight');
      await p.keyboard.press('Enter');
    } else if (g.square) {
      await board(p).square(...g.square).click();
    } else {
      await svg.focus();
      await p.keyboard.press(g.key);
    }
    await expectAttr(p.getByTestId('predict-reveal'), 'data-judgement', g.judgement);
  }
  const score = p.getByTestId('predict-score');
  await expectAttr(score, 'data-right', SCORE.right);
  await expectAttr(score, 'data-wrong', SCORE.wrong);
  await expectAttr(score, 'data-streak', SCORE.streak);
  await expectText(score, '7 right, 2 wrong, 1 not sure · streak 4, best 4');
  // What the learner looks at after the tenth: the board, the sentence, the place, the link.
  for (const [rank, file] of QUEENS) assert.equal(await state(p, rank, file), 'queen', `queen on rank ${rank}, file ${file}`);
  assert.equal(await board(p).svg.locator('[data-state="queen"]').count(), QUEENS.length);
  await expectText(p.getByTestId('predict-reveal'), 'It tries d1, the next square up file d: a queen attacks it along its rank');
  await until(() => new URL(p.url()).search === '?chapter=3&step=10', 'the step in the address');
  assert.match(await p.getByTestId('open-in-solve').getAttribute('href'), /\/solve\?algo=backtracking&n=6&step=20$/);

  // The Parsons problem: a check too early names a line, then the keyboard solves it.
  await p.getByTestId('parsons').scrollIntoViewIfNeeded();
  await p.getByTestId('parsons-check').click();
  await expectText(p.getByTestId('parsons-result'), 'does not belong there yet');
  const lines = p.getByTestId('parsons-line');
  const texts = await lines.locator('code').allTextContents();
  assert.deepEqual([...texts].sort(), PROGRAM.map(([t]) => t).sort(), 'the same lines, shuffled');
  const focused = () => p.evaluate(() => [...document.querySelectorAll('[data-testid="parsons-line"]')].indexOf(document.activeElement));
  for (const [from, key, times] of parsonsKeys(texts)) {
    await lines.nth(from).focus();
    for (let i = 1; i <= times; i++) {
      await p.keyboard.press(`Alt+${key}`);
      // The list is drawn again after a move; the focus follows the line.
      const at = key === 'ArrowUp' ? from - i : from;
      await until(async () => (await focused()) === at, `the focus on line ${at + 1}`);
    }
  }
  for (const [i, [text, depth]] of PROGRAM.entries()) {
    await expectText(lines.nth(i), text);
    await expectAttr(lines.nth(i), 'data-depth', depth);
  }
  await p.getByTestId('parsons-check').click();
  await expectAttr(p.getByTestId('parsons'), 'data-solved', 'true');
  await expectText(p.getByTestId('parsons-result'), 'Right: every line in its place');

  // The questions: one wrong answer is told why, then all right.
  const questions = p.getByTestId('quiz-question');
  await until(async () => (await questions.count()) === ANSWERS.length, 'four questions');
  for (const [i, a] of ANSWERS.entries()) {
    const q = questions.nth(i);
    if (a.number) await q.getByTestId('quiz-number').fill(i === 3 ? '5' : a.number);
    else await q.getByLabel(a.choice).check();
  }
  await p.getByTestId('quiz-check').click();
  await expectText(p.getByTestId('quiz-score'), '3 of 4 right.');
  await expectAttr(questions.nth(3), 'data-correct', 'false');
  await expectText(questions.nth(3), 'The 6×6 board has 4 solutions');
  await expectAttr(questions.nth(0), 'data-correct', 'true');
  await questions.nth(3).getByTestId('quiz-number').fill('4');
  await p.getByTestId('quiz-check').click();
  await expectText(p.getByTestId('quiz-score'), '4 of 4 right.');

  // The end of the chapter, then a reload: the place, the score and the marks are kept.
  await p.getByTestId('chapter-end').scrollIntoViewIfNeeded();
  await expectText(p.getByTestId('next-chapter'), 'Symmetry');
  await until(() => p.evaluate(() => (localStorage.getItem('nqueens.learn') ?? '').includes('3=rp4/4')), 'the marks stored');
  await p.reload();
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '3');
  await expectAttr(p.getByTestId('predict-score'), 'data-right', SCORE.right);
  for (const [rank, file] of QUEENS) assert.equal(await state(p, rank, file), 'queen');
  await expectAttr(p.getByTestId('parsons'), 'data-solved', 'true');
  // Shown solved, every line in its place and at its depth, not shuffled under "Right".
  for (const [i, [text, depth]] of PROGRAM.entries()) {
    await expectText(lines.nth(i), text);
    await expectAttr(lines.nth(i), 'data-depth', depth);
  }
  // The questions as they were checked: each answer in its field, with its mark.
  await until(async () => (await questions.count()) === ANSWERS.length, 'four questions');
  for (const [i, a] of ANSWERS.entries()) {
    const q = questions.nth(i);
    await expectAttr(q, 'data-correct', 'true');
    if (a.number) assert.equal(await q.getByTestId('quiz-number').inputValue(), a.number, `answer ${i + 1}`);
    else assert.ok(await q.getByLabel(a.choice).isChecked(), `answer ${i + 1}: ${a.choice}`);
  }
  await expectText(p.getByTestId('quiz-score'), '4 of 4 right.');
  await p.getByTestId('all-chapters').click();
  const card = p.getByTestId('path-chapter').nth(2);
  await expectAttr(card, 'data-done', 'true');
  await expectText(card, 'done · program in order · 4 of 4 right');
  await expectAttr(p.getByTestId('learn-progress'), 'data-done', '1');
  // Chapter 3 is done: "continue" goes on to the next.
  await expectText(p.getByTestId('continue'), 'Continue with chapter 4');

  // Reset: every chapter new again, and nothing left on the device.
  await p.getByTestId('reset-progress').click();
  await expectAttr(p.getByTestId('learn-progress'), 'data-done', '0');
  await expectText(p.getByTestId('continue'), 'Start with chapter 1');
  assert.equal(await p.evaluate(() => localStorage.getItem('nqueens.learn')), null);
});

test('a teacher\'s link opens chapter 3 at step 10; a malformed one says so and shows the path', async () => {
  const p = page();
  await open(p, '/learn?chapter=3&step=10');
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '3');
  for (const [rank, file] of QUEENS) assert.equal(await state(p, rank, file), 'queen');
  await expectText(p.getByTestId('predict-reveal'), 'Move 11: what does the search do next?');
  await open(p, '/learn?chapter=twelve');
  await expectText(p.getByTestId('notice'), 'chapters are numbered 1 to 8');
  await until(async () => (await p.getByTestId('path-chapter').count()) === 8, 'the path');
});

test('a teacher makes a set on /learn; the learner answers it with a hint and gets a results card', async () => {
  const p = page();
  await open(p, '/learn');
  await p.getByTestId('set-builder').locator('summary').click();
  await p.locator('[data-testid="set-pick"][data-pick="3.4"]').check();
  await p.locator('[data-testid="set-pick"][data-pick="8.1"]').check();
  const link = p.getByTestId('set-link').getByRole('link');
  await until(async () => (await link.getAttribute('href'))?.endsWith('/learn?set=3.4,8.1'), 'the link');
  await link.click();
  await until(() => new URL(p.url()).search === '?set=3.4,8.1', 'the set opened');
  await expectText(p.locator('main h1'), 'A set of exercises');
  const questions = p.getByTestId('quiz-question');
  await until(async () => (await questions.count()) === 2, 'two questions');
  await expectText(questions.nth(0), 'How many solutions has the 6×6 board?');
  await expectText(questions.nth(1), 'torus');
  await questions.nth(1).getByTestId('quiz-hint').click();
  await expectText(questions.nth(1).getByTestId('quiz-hint-text'), 'Chapter 8, “The family”, has what you need.');
  await questions.nth(0).getByTestId('quiz-number').fill('4');
  await questions.nth(1).getByTestId('quiz-number').fill('12');
  await p.getByTestId('quiz-check').click();
  await expectText(p.getByTestId('quiz-score'), '1 of 2 right.');
  await expectText(questions.nth(1), 'n queens fit on a torus only when n shares no factor with 6');
  await expectText(p.getByTestId('results-text'), 'Score: 1 of 2 · 1 hint · time 0:0');
  // A link with an entry that names no question keeps the others and says so.
  await open(p, '/learn?set=3.4,9.9');
  await expectText(p.getByTestId('notice'), 'The set names no question at 9.9');
  await until(async () => (await questions.count()) === 1, 'the one question left');
});

test('chapter 1 ends with a board to complete: the given queens stay, any solution that keeps them is right', async () => {
  const p = page();
  await open(p, '/learn?chapter=1');
  const q = p.getByTestId('quiz-question').nth(3);
  // Not question 2's solution: 3528 has two completions, 35281746 and 35286471.
  await expectText(q, 'Complete the board 3528····');
  const sq = (rank, file) => q.locator(`[data-testid="square"][data-row="${rank}"][data-col="${file}"]`);
  await sq(3, 1).click();
  await expectAttr(sq(3, 1), 'data-state', 'queen');
  for (const [rank, file] of [[1, 5], [7, 6], [4, 7], [5, 8]]) await sq(rank, file).click();
  await p.getByTestId('quiz-check').click();
  await expectAttr(q, 'data-correct', 'false');
  await expectText(q, 'One answer: 3 5 2 8 ');
  await sq(6, 8).click();
  await p.getByTestId('quiz-check').click();
  await expectAttr(q, 'data-correct', 'true');
  // A reload shows the sheet as checked: the board completed, every answer marked.
  await until(() => p.evaluate(() => (localStorage.getItem('nqueens.learn') ?? '').includes('q1=,,,b3.5.2.8.1.7.4.6')), 'the answers stored');
  await p.reload();
  await expectAttr(q, 'data-correct', 'true');
  for (const [rank, file] of [[3, 1], [5, 2], [2, 3], [8, 4], [1, 5], [7, 6], [4, 7], [6, 8]]) {
    await expectAttr(sq(rank, file), 'data-state', 'queen');
  }
  for (let i = 0; i < 3; i++) await expectAttr(p.getByTestId('quiz-question').nth(i), 'data-correct', 'false');
  await expectText(p.getByTestId('quiz-score'), '1 of 4 right.');
});

test('chapter 5 counts a board of the reader\'s choice on the page, as the lab reports a count', async () => {
  const p = page();
  await open(p, '/learn?chapter=5');
  // The worked example first: a1 and b3 leave c5 to c8 free, and c5 is taken.
  const example = p.getByTestId('bitmask-example');
  await expectText(example, 'queens on a1 and b3; file c is next');
  assert.deepEqual(await example.locator('code').allTextContents(), ['·····1·1', '····11··', '······1·', '1111····']);
  await expectText(p.getByTestId('bitmask-next'), 'is rank 5: the next queen goes on c5');
  await p.getByTestId('n-input').fill('10');
  await p.getByTestId('n-input').press('Enter');
  await p.getByTestId('count-here').click();
  const result = p.getByTestId('count-result');
  await expectAttr(result, 'data-n', '10');
  await expectAttr(result, 'data-total', '724');
  await expectAttr(result, 'data-fundamental', '92');
  await expectText(result, 'Q(10) = 724, 92 fundamental, counted here in');
  // The box says what it takes; a size beyond it is refused aloud and the last kept.
  await expectText(p.getByTestId('count-sizes'), 'It counts boards from 1×1 to 11×11 here');
  await p.getByTestId('n-input').fill('14');
  await p.getByTestId('n-input').press('Enter');
  await expectText(p.getByTestId('notice'), '14');
  assert.equal(await p.getByTestId('n-input').inputValue(), '10');
  // The refusal was chapter 5's: the next chapter opens without it.
  await p.getByTestId('next-chapter').click();
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '6');
  await until(async () => (await p.getByTestId('notice').count()) === 0, 'the notice gone with chapter 5');
});

test('chapter 1\'s board says what the queens placed by hand come to: attacking, stuck, going or solved', async () => {
  const p = page();
  await open(p, '/learn?chapter=1');
  const square = (rank, file) => p.locator('.learn-board').first().locator(`[data-testid="square"][data-row="${rank}"][data-col="${file}"]`);
  const verdict = p.getByTestId('board-verdict');
  await expectText(verdict, 'Place a queen: choose a square.');
  await square(1, 1).click();
  await square(2, 2).click();
  await expectAttr(square(2, 2), 'data-state', 'conflict');
  await expectText(verdict, 'The queens on a1 and b2 attack each other: lift one of them.');
  await square(2, 2).click();
  await expectText(verdict, '1 of 8 queens, none attacked. Keep going.');
  for (const [rank, file] of [[3, 2], [5, 3], [2, 4], [4, 5]]) await square(rank, file).click();
  await expectText(verdict, 'Stuck: no queen attacks another, but every square of file f is attacked. Lift a queen to go on.');
  for (let rank = 1; rank <= 8; rank++) await expectAttr(square(rank, 6), 'data-state', 'attacked');
  for (const [rank, file] of [[1, 1], [3, 2], [5, 3], [2, 4], [4, 5]]) await square(rank, file).click();
  for (const [file, rank] of [1, 5, 8, 6, 3, 7, 2, 4].entries()) await square(rank, file + 1).click();
  await expectText(verdict, 'Solved: every file has a queen, and none attacks another.');
  assert.equal(await p.locator('.learn-board').first().locator('[data-state="queen"]').count(), 8);
});

test('the chapters\' links carry what their widgets show: chapter 1\'s queens to /play, chapter 5\'s size to /lab', async () => {
  const p = page();
  await open(p, '/learn?chapter=1');
  const square = (rank, file) => p.locator('.learn-board').first().locator(`[data-testid="square"][data-row="${rank}"][data-col="${file}"]`);
  await square(1, 1).click();
  await square(3, 2).click();
  await expectAttr(square(3, 2), 'data-state', 'queen');
  const link = p.getByTestId('open-in');
  await until(async () => (await link.getAttribute('href'))?.endsWith('/play?n=8&q=13000000'), 'the queens in the link');
  await link.click();
  await until(() => new URL(p.url()).pathname === '/play', '/play opened');
  for (const [rank, file] of [[1, 1], [3, 2]]) await expectAttr(board(p).square(rank, file), 'data-state', 'queen');
  assert.equal(await board(p).svg.locator('[data-state="queen"]').count(), 2);

  await open(p, '/learn?chapter=5');
  await p.getByTestId('n-input').fill('10');
  await p.getByTestId('n-input').press('Enter');
  await until(async () => (await p.getByTestId('open-in').getAttribute('href'))?.endsWith('/lab?n=10'), 'the size in the link');
});

test('chapter 6 places a million queens with /lab\'s own section: its worker starts on request and ends with the chapter', async () => {
  const p = page();
  await open(p, '/learn?chapter=6');
  await p.getByTestId('predict-reveal').waitFor();
  assert.equal(p.workers().length, 0, 'no worker before the reader asks');
  await p.getByTestId('huge-open').click();
  await p.getByTestId('huge-solve').click();
  const result = p.getByTestId('huge-result');
  await expectAttr(result, 'data-verified', 'true', 60_000);
  await expectAttr(result, 'data-n', '1000000');
  await expectText(result, 'queens placed in');
  assert.ok(p.workers().length >= 1, 'the worker placed them');
  await p.getByTestId('chapter-end').scrollIntoViewIfNeeded();
  await p.getByTestId('next-chapter').click();
  await expectAttr(p.getByTestId('chapter'), 'data-chapter', '7');
  await until(() => p.workers().length === 0, 'the worker ended with the chapter');
});

/** The ranks of a board's queens, file by file ("15863724"), from its squares' data-state. */
const queensOf = (scope) => scope.locator('[data-testid="square"][data-state="queen"]').evaluateAll((qs) => qs
  .map((q) => [Number(q.dataset.col), q.dataset.row])
  .sort((a, b) => a[0] - b[0])
  .map(([, rank]) => rank)
  .join(''));

test('chapter 4 has a board to try the symmetries on: four quarter turns come back to the start, a half turn leaves 35281746 as it is', async () => {
  const p = page();
  await open(p, '/learn?chapter=4');
  const widget = p.getByTestId('symmetry-try');
  const line = p.getByTestId('symmetry-line');
  const expectQueens = (code) => until(async () => (await queensOf(widget)) === code, `the board's queens ${code}`);
  const symmetry = (id) => widget.locator(`[data-testid="symmetry-apply"][data-symmetry="${id}"]`);
  const start = (code) => widget.locator(`[data-testid="symmetry-start"][data-code="${code}"]`);
  // The codes are the core's (src/learn/symmetry_board.rs's tests hold the same ones).
  await expectAttr(line, 'aria-live', 'polite');
  await expectText(line, 'The board: 1 5 8 6 3 7 2 4.');
  await expectQueens('15863724');
  await expectAttr(start('15863724'), 'aria-pressed', 'true');
  await expectAttr(start('35281746'), 'aria-pressed', 'false');
  assert.equal(await widget.getByTestId('symmetry-apply').count(), 8);
  assert.equal(await widget.locator('button[data-testid="symmetry-apply"]').count(), 8, 'real buttons');
  await expectText(symmetry('rot90'), 'Quarter turn clockwise');

  // A quarter turn clockwise takes a1 to a8: file a's queen goes to rank 8.
  await symmetry('rot90').click();
  await expectText(line, 'Turned a quarter clockwise: 8 2 4 1 7 5 3 6.');
  await expectAttr(line, 'data-code', '82417536');
  await expectAttr(line, 'data-at-start', 'false');
  await expectQueens('82417536');
  for (const code of ['5 7 2 6 3 1 4 8', '3 6 4 2 8 5 7 1']) {
    await symmetry('rot90').click();
    await expectText(line, `Turned a quarter clockwise: ${code}.`);
    await expectQueens(code.replaceAll(' ', ''));
  }
  await symmetry('rot90').click();
  await expectText(line, 'Turned a quarter clockwise: 1 5 8 6 3 7 2 4. Back at the start. This is the class\'s canonical form. 4 symmetries applied, which together make one: identity.');
  await expectAttr(line, 'data-at-start', 'true');
  await expectQueens('15863724');

  // The class of 4: a half turn leaves it as it is, a mirror does not.
  await start('35281746').click();
  await expectAttr(start('35281746'), 'aria-pressed', 'true');
  await expectAttr(start('15863724'), 'aria-pressed', 'false');
  await expectText(line, 'The board: 3 5 2 8 1 7 4 6.');
  await expectQueens('35281746');
  await symmetry('rot180').click();
  await expectText(line, 'Turned half way round: 3 5 2 8 1 7 4 6. Unchanged: this solution is its own image. Back at the start.');
  await expectQueens('35281746');
  await symmetry('reflect-vertical').click();
  await expectText(line, 'Mirrored in the vertical axis: 6 4 7 1 8 2 5 3.');
  await expectText(line, '2 symmetries applied, which together make one: reflection in the horizontal axis.');
  await expectQueens('64718253');
  await widget.getByTestId('symmetry-restart').click();
  await expectText(line, 'The board: 3 5 2 8 1 7 4 6.');
  await expectQueens('35281746');

  // In Spanish, the same board and its line.
  await p.getByTestId('lang-select').selectOption('es');
  await expectText(symmetry('rot90'), 'Cuarto de vuelta, sentido horario');
  await symmetry('rot90').click();
  await expectText(line, 'Girado un cuarto de vuelta en sentido horario: 4 6 8 2 7 1 3 5.');
  await expectQueens('46827135');
  await p.getByTestId('lang-select').selectOption('en');
});
