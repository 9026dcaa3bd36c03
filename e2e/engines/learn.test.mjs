import { By, Key, Origin } from 'selenium-webdriver';
import { until } from '../lib.mjs';
import { test } from '../webdriver.mjs';
import { ANSWERS, GUESSES, PROGRAM, QUEENS, SCORE, parsonsKeys } from '../pages/learn.mjs';

/** A square of the chapter's board, as the DOM contract names it. */
const square = ([rank, file]) => `[data-testid="square"][data-row="${rank}"][data-col="${file}"]`;

test('narrow: chapter 3 read to its end, ten predictions, the program in order by keyboard, the questions, kept over a reload', async (b) => {
  await b.narrow('/learn?chapter=3');
  await b.expectAttr('[data-testid="chapter"]', 'data-chapter', '3');
  if (await b.scrollsSideways()) throw new Error('the chapter scrolls sideways');
  for (const g of GUESSES) {
    if (g.square) {
      await b.clickAt(square(g.square));
    } else {
      await b.driver.findElement(By.css('[data-testid="board"]')).sendKeys(g.key);
    }
    await b.expectAttr('[data-testid="predict-reveal"]', 'data-judgement', g.judgement);
  }
  await b.expectAttr('[data-testid="predict-score"]', 'data-right', SCORE.right);
  await b.expectAttr('[data-testid="predict-score"]', 'data-wrong', SCORE.wrong);
  await b.expectAttr('[data-testid="predict-score"]', 'data-streak', SCORE.streak);
  for (const q of QUEENS) await b.expectAttr(square(q), 'data-state', 'queen');
  await b.expectText('[data-testid="predict-reveal"]', 'It tries d1');
  // The sentence that says why lands on screen with the board above it.
  await until(() => b.onScreen('[data-testid="predict-reveal"]'), 'the reveal on screen');

  const texts = await b.evaluate("[...document.querySelectorAll('[data-testid=\"parsons-line\"] code')].map((c) => c.textContent)");
  const focusedLine = "[...document.querySelectorAll('[data-testid=\"parsons-line\"]')].indexOf(document.activeElement)";
  for (const [from, key, times] of parsonsKeys(texts)) {
    await b.evaluate(`document.querySelectorAll('[data-testid="parsons-line"]')[${from}].focus() ?? true`);
    for (let i = 1; i <= times; i++) {
      await b.driver.actions().keyDown(Key.ALT).sendKeys(key === 'ArrowUp' ? Key.ARROW_UP : Key.ARROW_RIGHT).keyUp(Key.ALT).perform();
      const at = key === 'ArrowUp' ? from - i : from;
      // The list is drawn again after a move; the focus follows the line.
      await until(async () => (await b.evaluate(focusedLine)) === at, `the focus on line ${at + 1}`);
    }
  }
  for (const [i, [text, depth]] of PROGRAM.entries()) {
    await b.expectAttr(`[data-testid="parsons-line"]:nth-child(${i + 1})`, 'data-depth', depth);
    await b.expectText(`[data-testid="parsons-line"]:nth-child(${i + 1})`, text);
  }
  await b.clickAt('[data-testid="parsons-check"]');
  await b.expectAttr('[data-testid="parsons"]', 'data-solved', 'true');

  for (const [i, a] of ANSWERS.entries()) {
    const q = `[data-testid="quiz-question"]:nth-child(${i + 1})`;
    if (a.number) {
      await b.type(`${q} [data-testid="quiz-number"]`, a.number);
    } else {
      const label = await b.driver.findElement(By.xpath(`(//li[@data-testid='quiz-question'])[${i + 1}]//label[contains(normalize-space(.), '${a.choice}')]`));
      await b.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', label);
      const r = await b.driver.executeScript('const r = arguments[0].getBoundingClientRect(); return { x: Math.round(r.left + 12), y: Math.round(r.top + r.height / 2) };', label);
      await b.driver.actions().move({ x: r.x, y: r.y, origin: Origin.VIEWPORT }).click().perform();
    }
  }
  await b.clickAt('[data-testid="quiz-check"]');
  await b.expectText('[data-testid="quiz-score"]', '4 of 4 right.');
  await b.evaluate("document.querySelector('[data-testid=\"chapter-end\"]').scrollIntoView() ?? true");
  await until(() => b.evaluate("(localStorage.getItem('nqueens.learn') ?? '').includes('3=rp4/4')"), 'the marks stored');

  await b.reload();
  await b.expectAttr('[data-testid="predict-score"]', 'data-right', SCORE.right);
  for (const q of QUEENS) await b.expectAttr(square(q), 'data-state', 'queen');
  await b.open('/learn');
  await b.expectAttr('[data-testid="path-chapter"][data-chapter="3"]', 'data-done', 'true');
  // Chapter 3 read to its end is done: "continue" goes on to chapter 4.
  await b.expectText('[data-testid="continue"]', 'Continue with chapter 4');
  await b.clickAt('[data-testid="reset-progress"]');
  await b.expectAttr('[data-testid="learn-progress"]', 'data-done', '0');
});

test('narrow: chapter 6 predicts min-conflicts square by square, without "go back"', async (b) => {
  await b.narrow('/learn?chapter=6');
  await b.expectAttr('[data-testid="chapter"]', 'data-chapter', '6');
  if (await b.scrollsSideways()) throw new Error('the chapter scrolls sideways');
  await b.clickAt(square([1, 1]));
  await b.expectAttr('[data-testid="predict-reveal"]', 'data-judgement', 'right');
  await b.expectText('[data-testid="predict-reveal"]', 'The start places the queen of file a on a8');
  await b.expectAttr(square([8, 1]), 'data-state', 'queen');
  const backs = await b.evaluate("document.querySelectorAll('[data-testid=\"guess-back\"]').length");
  if (backs !== 0) throw new Error(`min-conflicts offers "go back" (${backs})`);
  await until(() => b.onScreen('[data-testid="predict-reveal"]'), 'the reveal on screen');
});
