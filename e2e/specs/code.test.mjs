// /code: a learner's Rhai solver runs in the code worker and is checked against the core.
// A share link opens a program; a syntax error and a runaway loop are named with their
// line; Stop ends a run at once; the program is kept on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertOnScreen, boxOf, expectAttr, expectText, open, PHONE, pageWidth, usePage } from '../lib.mjs';
import { codeLink as link, PLAIN } from '../pages/code.mjs';

const page = usePage();
const phone = usePage(PHONE);

/** Sets the board size as a person does: types it and presses Enter. */
async function size(p, n) {
  const input = p.getByTestId('n-input').first();
  await input.fill(String(n));
  await input.press('Enter');
}

test('a share link opens its program; Run checks it against Q(n) and the textbook search', async () => {
  const p = page();
  await open(p, link(PLAIN));
  assert.equal(await p.getByTestId('editor').inputValue(), PLAIN, 'the link holds the program');
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'idle');
  await size(p, 6);
  await p.getByTestId('run').click();
  const status = p.getByTestId('run-status');
  await expectAttr(status, 'data-state', 'done', 30_000);
  await expectText(status, /^Done: 1\u202f508 steps traced, 7\u202f669 operations, in (\d+ ms|[\d.]+ s)\.$/);
  const check = p.getByTestId('check');
  await expectAttr(check, 'data-correct', '4');
  await expectText(check, '4 solutions reported, 4 of them correct and distinct. That is all of them: Q(6) = 4.');
  await expectText(check, 'Your search tried the same 894 squares and placed the same 152 queens as the textbook solver.');
  assert.equal(await p.locator('.first-solution svg').count(), 1, 'the first solution is drawn');
  assert.equal(await p.getByTestId('diagnostic').count(), 0);
});

test('a wrong solution is named with its attack, and what a program prints is shown', async () => {
  const p = page();
  await open(p, link('for c in 1..=4 { place(c, c); }\nprint("diagonal");\nsolution();\n'));
  await size(p, 4);
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'done', 30_000);
  await expectText(p.getByTestId('check'), '1 solution reported, but it is not correct. Q(4) = 2: you found 0 of 2.');
  await expectText(p.getByTestId('check'), 'Solution 1: a1 and b2 share a diagonal.');
  await expectText(p.getByTestId('output'), 'diagonal');
});

test('a syntax error names its line, and Show it in the editor selects that line', async () => {
  const p = page();
  await open(p, link('let a = 1;\nlet b = (a + 2;\nprint(b);\n'));
  await p.getByTestId('run').click();
  const diagnostic = p.getByTestId('diagnostic');
  await expectAttr(diagnostic, 'data-line', '2', 30_000);
  await expectText(diagnostic, /^Line 2, column \d+: syntax error/);
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'error');
  await expectText(p.getByTestId('run-status'), 'The program stopped: the message is under it.');
  assert.equal(await p.getByTestId('check').count(), 0, 'nothing ran, so nothing is checked');
  await p.getByTestId('show-line').click();
  const selected = await p.getByTestId('editor').evaluate((e) => e.value.slice(e.selectionStart, e.selectionEnd));
  assert.equal(selected, 'let b = (a + 2;');
});

test('a loop that never ends stops at the budget with its line; Stop ends a run at once; the page answers', async () => {
  const p = page();
  await open(p, link('let x = 0;\nloop {\n    x += 1;\n}\n'));
  await p.getByTestId('run').click();
  const diagnostic = p.getByTestId('diagnostic');
  await expectText(diagnostic, /^Stopped after 50\u202f000\u202f000 operations at line [23]: is there a loop that never ends\?/, 60_000);
  // A second run, stopped by hand: the status says so and the program is unchanged.
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'running');
  const clicked = Date.now();
  await p.getByTestId('stop').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'stopped', 2_000);
  assert.ok(Date.now() - clicked < 2_000, 'Stop is immediate');
  assert.equal(await p.getByTestId('editor').inputValue(), 'let x = 0;\nloop {\n    x += 1;\n}\n');
  // The page still answers: a fresh run of a correct program completes in the new worker.
  await p.getByTestId('editor').fill(PLAIN);
  await size(p, 5);
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('check'), 'data-correct', '10', 30_000);
});

test('the program is kept on the device, and a damaged link says so and keeps it', async () => {
  const p = page();
  await open(p, '/code');
  await p.getByTestId('editor').fill('print("kept");\n');
  await open(p, '/play');
  await open(p, '/code#src=!!!');
  await expectText(p.getByTestId('notice'), "This link's program is damaged");
  assert.equal(await p.getByTestId('editor').inputValue(), 'print("kept");\n');
});

test('es, phone: the header links to Tu código; Ejecutar, tapped, tells the check on screen', async () => {
  const p = phone();
  await p.addInitScript(() => Object.defineProperty(navigator, 'language', { get: () => 'es' }));
  await open(p, '/play');
  await p.getByRole('link', { name: 'Tu código', exact: true }).tap();
  await p.getByTestId('editor').waitFor();
  assert.ok((await pageWidth(p)) <= 390, `the page keeps to the screen: ${await pageWidth(p)} px`);
  const run = p.getByTestId('run');
  await run.scrollIntoViewIfNeeded();
  await run.tap();
  const status = p.getByTestId('run-status');
  await expectAttr(status, 'data-state', 'done', 30_000);
  await expectText(status, /^Terminado: 24\u202f038 pasos registrados, 121\u202f695 operaciones, en (\d+ ms|[\d,]+ s)\.$/);
  await expectText(p.getByTestId('check'), 'Son todas: Q(8) = 92.');
  await status.scrollIntoViewIfNeeded();
  assertOnScreen(await boxOf(status), 'the status');
});
