// /code: a learner's Rhai solver runs in the code worker and is checked against the core,
// then replays with the solver's player. A share link opens a program; a syntax error and
// a runaway loop are named with their line; Stop ends a run at once; the editor indents,
// undoes and marks; an exercise is failed, passed and remembered; a .rhai file goes out
// and comes back, a binary one is refused; the program is kept on the device; the size
// box offers the sizes that run, and the share link keeps the size.
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import { assertOnScreen, board, boxOf, expectAttr, expectText, open, PHONE, pageWidth, until, usePage } from '../lib.mjs';
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
  await expectText(status, /^Done: 1\u202f508 steps traced, 8\u202f130 operations, in ((< 0\.1|[\d.]+) ms|[\d.]+ s)\.$/);
  const check = p.getByTestId('check');
  await expectAttr(check, 'data-correct', '4');
  await expectText(check, '4 solutions reported, 4 of them correct and distinct. That is all of them: Q(6) = 4.');
  await expectText(check, 'Your search tried the same 894 squares and placed the same 152 queens as the textbook solver to find them all.');
  assert.equal(await p.locator('.first-solution svg').count(), 1, 'the first solution is drawn');
  assert.equal(await p.getByTestId('diagnostic').count(), 0);
});

test('the run replays with the solver\'s player: Step, Back, the next solution and the end, each with its board, line, stack and counters', async () => {
  const p = page();
  await open(p, link(PLAIN));
  await size(p, 4);
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'done', 30_000);
  const replay = p.getByTestId('replay');
  await replay.waitFor();
  const b = board(p);
  const line = () => replay.getByTestId('code').locator('[aria-current="step"]');
  const seen = async () => {
    const { squares, focus } = await b.states();
    return {
      step: await p.getByTestId('position').getAttribute('data-step'),
      total: await p.getByTestId('total').getAttribute('data-total'),
      queens: squares.filter((s) => s.endsWith(':queen')).map((s) => s.split(':')[0]),
      focus,
      line: (await line().count()) ? await line().getAttribute('data-line') : null,
      lines: await line().count(),
      frames: await replay.locator('[data-testid="stack-frame"] > code').allTextContents(),
      running: await replay.locator('[data-testid="stack-frame"][aria-current="true"] > code').allTextContents(),
      // The running frame's variables, name=value.
      vars: await replay.locator('[data-testid="stack-frame"][aria-current="true"] dt').evaluateAll(
        (names) => names.map((dt) => `${dt.textContent}=${dt.nextElementSibling.textContent}`),
      ),
      returned: await replay.getByTestId('stack-returned').allTextContents(),
      tried: await replay.getByTestId('counter-tried').textContent(),
      placed: await replay.getByTestId('counter-placed').textContent(),
      solutions: await replay.getByTestId('counter-solutions').textContent(),
      sentence: await replay.getByTestId('focus').textContent(),
    };
  };
  const at = async (step) => expectAttr(p.getByTestId('position'), 'data-step', String(step));
  const start = await seen();
  assert.deepEqual(start, {
    step: '0', total: '128', queens: [], focus: [], line: null, lines: 0, frames: ['top level'], running: ['top level'],
    vars: [], returned: [], tried: '0', placed: '0', solutions: '0', sentence: '',
  }, 'before the first step: an empty board, no line, the program\'s top level alone (no built-in solver\'s frame)');
  await p.getByTestId('step').click();
  await at(1);
  assert.deepEqual(await seen(), {
    ...start, step: '1', line: '7', lines: 1, frames: ['queens(1)', 'top level'], running: ['queens(1)'], vars: ['k=1', 'r=1'],
    sentence: 'queens(1) is called.',
  });
  await p.getByTestId('step').click();
  await at(2);
  const asked = await seen();
  assert.deepEqual(asked, {
    ...start, step: '2', focus: ['highlight trying@1,1'], line: '4', lines: 1, frames: ['queens(1)', 'top level'], running: ['queens(1)'],
    vars: ['k=1', 'r=1'], tried: '1', sentence: 'safe(1, 1): yes, no queen attacks a1.',
  });
  await p.getByTestId('step').click();
  await at(3);
  assert.deepEqual(await seen(), { ...asked, step: '3', queens: ['1,1'], focus: [], placed: '1', sentence: 'place(1, 1): a queen on a1.' });
  await p.getByTestId('back').click();
  await at(2);
  assert.deepEqual(await seen(), asked, 'Back shows step 2 again, board, line, stack and counters alike');
  // The first solution: four queens, five calls under way, solution() on line 2.
  await p.getByTestId('next-solution').click();
  await expectText(replay.getByTestId('counter-solutions'), '1');
  const first = await seen();
  assert.deepEqual(
    { queens: first.queens.sort(), line: first.line, frames: first.frames, running: first.running, vars: first.vars, sentence: first.sentence },
    {
      queens: ['1,3', '2,1', '3,4', '4,2'], line: '2', frames: ['queens(5)', 'queens(4)', 'queens(3)', 'queens(2)', 'queens(1)', 'top level'],
      running: ['queens(5)'], vars: ['k=5'], sentence: 'solution(): the board is reported as solution 1.',
    },
  );
  // The end: every square the textbook search tries, both solutions, no call left; the
  // last step is queens(1) returning at its closing brace, with no value.
  await p.getByTestId('skip').click();
  await at(128);
  const end = await seen();
  assert.deepEqual(
    { queens: end.queens, line: end.line, frames: end.frames, returned: end.returned, tried: end.tried, placed: end.placed, solutions: end.solutions },
    { queens: [], line: '6', frames: ['top level'], returned: ['queens(1) returned'], tried: '60', placed: '16', solutions: '2' },
  );
  assert.equal(await p.getByTestId('step').isDisabled(), true, 'nothing after the end');
  // Reset, then →: the key steps, as the key help says, with the focus on Reset.
  await p.getByTestId('reset').click();
  await at(0);
  await p.keyboard.press('ArrowRight');
  await at(1);
  await p.keyboard.press('ArrowRight');
  await at(2);
});

test('a first visit opens a skeleton to finish: it runs and finds nothing, the hints come one at a time, and the model answer keeps the learner\'s program', async () => {
  const p = page();
  await open(p, '/code');
  const editor = p.getByTestId('editor');
  const skeleton = await editor.inputValue();
  assert.match(skeleton, /\/\/ your turn: /, 'the step to write is marked');
  assert.doesNotMatch(skeleton, /safe\(k, r\)/, 'and left to write');
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'done', 30_000);
  await expectText(p.getByTestId('check'), 'No solution reported: call solution() when the board is full.');
  const starter = p.getByTestId('starter');
  assert.equal(await starter.getByTestId('starter-hint').count(), 0, 'no hint until asked');
  for (const shown of [1, 2, 3]) {
    await starter.getByTestId('starter-next-hint').click();
    await until(async () => (await starter.getByTestId('starter-hint').count()) === shown, `hint ${shown}`);
  }
  await expectText(starter.getByTestId('starter-hint').nth(2), 'if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }');
  assert.equal(await starter.getByTestId('starter-next-hint').count(), 0, 'no hint past the last');
  // The learner's own start, then the model answer over it: theirs comes back.
  await editor.fill(`${skeleton}// mine\n`);
  await starter.getByTestId('model-answer').click();
  assert.match(await editor.inputValue(), /if safe\(k, r\) \{ place\(k, r\); queens\(k \+ 1\); remove\(k, r\); \}/);
  await p.getByTestId('run').click();
  await expectText(p.getByTestId('check'), 'That is all of them: Q(8) = 92.', 30_000);
  await p.getByTestId('restore-program').click();
  assert.equal(await editor.inputValue(), `${skeleton}// mine\n`, 'the learner\'s program is back');
});

test('an exercise: its program, a check that says what is wrong, a pass kept on the device, and the program it replaced brought back', async () => {
  const p = page();
  await open(p, link('print("mine");\n'));
  const item = p.locator('[data-exercise="first-solution"]');
  await item.getByTestId('exercise').click();
  await expectText(item, 'Report the first solution on the 8 × 8 board and stop there');
  await item.getByTestId('exercise-start').click();
  const editor = p.getByTestId('editor');
  assert.match(await editor.inputValue(), /^fn queens\(k\) \{/);
  await item.getByTestId('exercise-check').click();
  const result = item.getByTestId('exercise-result');
  await expectAttr(result, 'data-passed', 'false', 30_000);
  await expectText(result, '92 solutions reported: only the first was asked for.');
  await expectAttr(p.getByTestId('exercise-progress'), 'data-passed', '0');
  // The learner's fix: return true once a solution is reported.
  await editor.fill(`fn queens(k) {
    if k > n { solution(); return true; }
    for r in 1..=n {
        if safe(k, r) {
            place(k, r);
            if queens(k + 1) { return true; }
            remove(k, r);
        }
    }
    false
}
queens(1);
`);
  await item.getByTestId('exercise-check').click();
  await expectAttr(result, 'data-passed', 'true', 30_000);
  await expectText(result, 'Passed: The first solution, and stop.');
  await expectText(p.getByTestId('exercise-progress'), '1 of 6 passed on this device.');
  // The check ran on the exercise's board: the replay shows its 8 × 8 run.
  await expectText(p.getByTestId('check'), '1 solution reported, and it is correct.');
  await p.getByTestId('restore-program').click();
  assert.equal(await editor.inputValue(), 'print("mine");\n', 'the program the template replaced is back');
  await open(p, '/code');
  await expectAttr(p.getByTestId('exercise-progress'), 'data-passed', '1');
  await expectAttr(p.locator('[data-exercise="first-solution"]'), 'data-passed', 'true');
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
  const column = Number((await diagnostic.textContent()).match(/column (\d+)/)[1]);
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'error');
  await expectText(p.getByTestId('run-status'), 'The program stopped: the message is under it.');
  assert.equal(await p.getByTestId('check').count(), 0, 'nothing ran, so nothing is checked');
  // The line is underlined in the editor from the column the message names, and its
  // number marked beside it; Show it in the editor selects from that column on.
  const line = 'let b = (a + 2;';
  assert.deepEqual(await p.locator('.editor-marks .mark-line.error').allTextContents(), [line]);
  assert.equal((await p.locator('.editor-marks .mark-line.error .under').allTextContents()).join(''), line.slice(column - 1));
  assert.deepEqual(await p.locator('.editor .gutter .error').allTextContents(), ['2']);
  assert.equal(await p.getByTestId('editor').getAttribute('aria-invalid'), 'true');
  await p.getByTestId('show-line').click();
  const selected = await p.getByTestId('editor').evaluate((e) => e.value.slice(e.selectionStart, e.selectionEnd));
  assert.equal(selected, line.slice(column - 1));
});

test('the underline starts at the named column; an endless recursion points at its function, an endless loop of safe is named as one', async () => {
  const p = page();
  await open(p, link('let x = 1;\n  let y = x + zz;\n'));
  await p.getByTestId('run').click();
  const diagnostic = p.getByTestId('diagnostic');
  await expectText(diagnostic, 'Line 2, column 15: unknown variable zz.', 30_000);
  assert.deepEqual(await p.locator('.editor-marks .mark-line.error .under').allTextContents(), ['zz;']);
  // A recursion without end: the message points at the function, names the call, and
  // ends with its question mark alone.
  await p.getByTestId('editor').fill('fn f(k) { f(k + 1) }\nf(1);\n');
  await p.getByTestId('run').click();
  await expectText(diagnostic, 'Line 1, column 4: calls of f nested more than 64 deep, the last one at line 1, column 11: where does its recursion stop?', 30_000);
  assert.deepEqual(await p.locator('.editor-marks .mark-line.error .under').allTextContents(), ['f(k) { f(k + 1) }']);
  // safe asked forever: the endless-loop question, not "try a smaller n".
  await p.getByTestId('editor').fill('loop {\n    safe(1, 1);\n}\n');
  await p.getByTestId('run').click();
  await expectText(diagnostic, /^Stopped after 3\u202f000\u202f000 recorded steps going round the same ones on the same board, at line 2: is there a loop that never ends\?/, 60_000);
});

test('the size box offers the sizes that run: the starter program finishes at its largest, and the share link keeps the size', async () => {
  const p = page();
  await p.addInitScript(() => {
    navigator.clipboard.writeText = (text) => { window.copied = text; return Promise.resolve(); };
  });
  await open(p, link(PLAIN));
  const input = p.getByTestId('n-input').first();
  assert.equal(await input.getAttribute('max'), '11');
  await size(p, 11);
  await p.getByTestId('run').click();
  const status = p.getByTestId('run-status');
  await expectAttr(status, 'data-state', 'done', 90_000);
  await expectText(status, /^Done: 2\u202f477\u202f088 steps traced/);
  await expectText(p.getByTestId('check'), 'That is all of them: Q(11) = 2\u202f680.');
  // The link holds the size: opened, the box shows it.
  await size(p, 5);
  await p.getByTestId('share').click();
  const shared = await until(() => p.evaluate(() => window.copied), 'the link copied');
  assert.match(shared, /\/code#n=5&src=/);
  await open(p, shared.slice(shared.indexOf('/code')));
  assert.equal(await p.getByTestId('editor').inputValue(), PLAIN);
  assert.equal(await p.getByTestId('n-input').first().inputValue(), '5');
});

test('the editor: line numbers, Tab and Shift-Tab indent and undo, brackets matched, the replay\'s line marked', async () => {
  const p = page();
  await open(p, link('fn f(k) {\nprint(k);\n}\nf(1);\n'));
  const editor = p.getByTestId('editor');
  assert.deepEqual(await p.locator('.editor .gutter > div').allTextContents(), ['1', '2', '3', '4', '5']);
  // The caret at the start of line 2: Tab indents it, Shift-Tab takes it back, undo too.
  await editor.evaluate((e) => { e.focus(); e.setSelectionRange(10, 10); });
  await p.keyboard.press('Tab');
  assert.equal(await editor.inputValue(), 'fn f(k) {\n    print(k);\n}\nf(1);\n');
  assert.equal(await editor.evaluate((e) => e.selectionStart), 14, 'the caret moves with the text');
  await p.keyboard.press('Shift+Tab');
  assert.equal(await editor.inputValue(), 'fn f(k) {\nprint(k);\n}\nf(1);\n');
  await p.keyboard.press('Tab');
  await p.keyboard.press('Control+z');
  assert.equal(await editor.inputValue(), 'fn f(k) {\nprint(k);\n}\nf(1);\n', 'undo takes the indent back');
  // Escape, then Tab: the focus leaves the editor, as a keyboard user expects.
  await p.keyboard.press('Escape');
  await p.keyboard.press('Tab');
  assert.notEqual(await p.evaluate(() => document.activeElement?.dataset.testid), 'editor');
  // The caret after the opening brace: it and the closing one are marked.
  await editor.evaluate((e) => { e.focus(); e.setSelectionRange(9, 9); });
  await editor.press('ArrowRight');
  await editor.press('ArrowLeft');
  assert.deepEqual(await p.locator('.editor-marks .bracket').allTextContents(), ['{', '}']);
  // A run: the step shown marks its line in the editor too.
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'done', 30_000);
  await p.getByTestId('step').click();
  await expectAttr(p.getByTestId('position'), 'data-step', '1');
  await expectText(p.locator('.editor-marks .mark-line.marked'), 'f(1);');
  assert.deepEqual(await p.locator('.editor .gutter .marked').allTextContents(), ['4']);
});

// How soon Stop takes effect is a figure of `make bench-code`, not a deadline here: a
// test's clock on a busy 2-core host measures the host.
test('a loop that never ends stops at the budget with its line; Stop ends the run and its worker; the page answers', async () => {
  const p = page();
  await open(p, link('let x = 0;\nloop {\n    x += 1;\n}\n'));
  await p.getByTestId('run').click();
  const diagnostic = p.getByTestId('diagnostic');
  await expectText(diagnostic, /^Stopped after 50\u202f000\u202f000 operations at line [23]: is there a loop that never ends\?/, 60_000);
  // A second run, stopped by hand: the status says so, the worker running the loop ends,
  // and the program is unchanged.
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'running');
  // (Playwright hears of a worker once it has started, later than the page on a busy host.)
  const running = await until(() => p.workers().length >= 1 && p.workers(), 'the worker running the program');
  await p.getByTestId('stop').click();
  await expectAttr(p.getByTestId('run-status'), 'data-state', 'stopped');
  await until(async () => !p.workers().some((w) => running.includes(w)), `the worker running the loop ended (${p.workers().length} live)`);
  assert.equal(await p.getByTestId('editor').inputValue(), 'let x = 0;\nloop {\n    x += 1;\n}\n');
  // The page still answers: a fresh run of a correct program completes in the new worker.
  await p.getByTestId('editor').fill(PLAIN);
  await size(p, 5);
  await p.getByTestId('run').click();
  await expectAttr(p.getByTestId('check'), 'data-correct', '10', 30_000);
});

test('a program goes out as a .rhai file and comes back in; a file too large or binary is refused and loses nothing', async () => {
  const p = page();
  await open(p, link(PLAIN));
  const [file] = await Promise.all([p.waitForEvent('download'), p.getByTestId('export').click()]);
  assert.equal(file.suggestedFilename(), 'solver.rhai');
  assert.equal(readFileSync(await file.path(), 'utf8'), PLAIN, 'the file holds the program, byte for byte');
  const editor = p.getByTestId('editor');
  await p.getByTestId('import').setInputFiles({ name: 'mine.rhai', mimeType: 'text/plain', buffer: Buffer.from('print("from a file ♛");\n') });
  await until(async () => (await editor.inputValue()) === 'print("from a file ♛");\n', 'the file in the editor');
  await p.getByTestId('import').setInputFiles({ name: 'huge.rhai', mimeType: 'text/plain', buffer: Buffer.alloc(200_000, 'x') });
  await expectText(p.getByTestId('notice'), 'That file is over 100 KB');
  assert.equal(await editor.inputValue(), 'print("from a file ♛");\n', 'a refused file changes nothing');
  // A binary file named .rhai: refused with a message, not loaded.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  await p.getByTestId('import').setInputFiles({ name: 'picture.rhai', mimeType: 'application/octet-stream', buffer: png });
  await expectText(p.getByTestId('notice'), 'That file is not text, as a program is: it looks binary.');
  assert.equal(await editor.inputValue(), 'print("from a file ♛");\n', 'a binary file changes nothing');
  await p.getByTestId('restore-program').click();
  assert.equal(await editor.inputValue(), PLAIN, 'the program the file replaced is back');
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

test('es, phone: the header links to Tu código; Ejecutar, tapped, brings its status and check on screen', async () => {
  const p = phone();
  await p.addInitScript(() => Object.defineProperty(navigator, 'language', { get: () => 'es' }));
  await open(p, '/play');
  await p.getByRole('link', { name: 'Tu código', exact: true }).tap();
  await p.getByTestId('editor').waitFor();
  assert.ok((await pageWidth(p)) <= 390, `the page keeps to the screen: ${await pageWidth(p)} px`);
  // A first visit opens the skeleton; the model answer is the finished solver.
  const model = p.getByTestId('model-answer');
  await model.scrollIntoViewIfNeeded();
  await model.tap();
  assert.match(await p.getByTestId('editor').inputValue(), /if safe\(k, r\)/);
  const run = p.getByTestId('run');
  await run.scrollIntoViewIfNeeded();
  await run.tap();
  const status = p.getByTestId('run-status');
  await expectAttr(status, 'data-state', 'done', 30_000);
  await expectText(status, /^Terminado: 24\u202f038 pasos registrados, 127\u202f956 operaciones, en ((< 0,1|[\d,]+) ms|[\d,]+ s)\.$/);
  await expectText(p.getByTestId('check'), 'Son todas: Q(8) = 92.');
  // The status and the check are under the editor, a screen below Ejecutar: the page
  // brings them up, nobody scrolls.
  await p.waitForTimeout(300);
  assertOnScreen(await boxOf(status), 'the status');
  assertOnScreen(await boxOf(p.getByTestId('check')), 'the check');

  // A program with an error: its message under the editor and the status, both in view.
  await p.getByTestId('editor').fill('fn queens(k) {\n  let x = ;\n}\n');
  await run.scrollIntoViewIfNeeded();
  await run.tap();
  await expectAttr(status, 'data-state', 'error', 30_000);
  const diagnostic = p.getByTestId('diagnostic');
  await expectText(diagnostic, /^Línea 2, columna \d+: /);
  await p.waitForTimeout(300);
  assertOnScreen(await boxOf(status), 'the status of the error');
  assertOnScreen(await boxOf(diagnostic), 'the error');
});

test('phone: Show it in the editor scrolls the editor sideways to the column the message names', async () => {
  const p = phone();
  // The name is in the middle of a line many screens wide: the end of the line in view
  // would not show it.
  const wide = `let total = 0;\nlet s = "${'x'.repeat(80)}"; let far = total + missing; // ${'a long comment '.repeat(20)}\n`;
  await open(p, link(wide));
  const run = p.getByTestId('run');
  await run.scrollIntoViewIfNeeded();
  await run.tap();
  const diagnostic = p.getByTestId('diagnostic');
  await expectText(diagnostic, /^Línea 2, columna \d+: |^Line 2, column \d+: /, 30_000);
  const column = Number((await diagnostic.textContent()).match(/(?:column|columna) (\d+)/)[1]);
  assert.equal(wide.split('\n')[1].slice(column - 1, column - 1 + 'missing'.length), 'missing');
  const editor = p.getByTestId('editor');
  assert.equal(await editor.evaluate((e) => e.scrollLeft), 0, 'the editor starts at the left');
  const show = p.getByTestId('show-line');
  await show.scrollIntoViewIfNeeded();
  await show.tap();
  // The column is in the editor's view: its underline starts inside the editor's box.
  await until(async () => (await editor.evaluate((e) => e.scrollLeft)) > 0, 'the editor scrolled sideways');
  await until(async () => {
    const [under, box] = await Promise.all([boxOf(p.locator('.editor-marks .mark-line.error .under').first()), boxOf(editor)]);
    return under.left >= box.left && under.left + 8 <= box.right;
  }, 'the column in view');
  const selected = await editor.evaluate((e) => e.value.slice(e.selectionStart, e.selectionEnd));
  assert.ok(selected.startsWith('missing; // a long comment'), `selected from the column: ${selected.slice(0, 20)}`);
});
