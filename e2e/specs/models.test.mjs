// The paper's models on /solve: both typeset in MathML, Model 1 downloaded in the
// three formats and solved by the real solvers (lp_solve, GLPK), and solved in the
// page's worker by the MILP solver.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expectAttr, expectText, open, reach, until, usePage } from '../lib.mjs';

const page = usePage();

/** Clicks a download button and returns the file's name and text. */
async function download(p, format) {
  const [file] = await Promise.all([
    p.waitForEvent('download'),
    p.getByTestId(`model-download-${format}`).click(),
  ]);
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

/** Rows by file (0-based) from (rank, file) pairs, 1-based, each file once. */
function placement(n, pairs) {
  const rows = Array(n).fill(null);
  for (const [rank, file] of pairs) {
    assert.equal(rows[file - 1], null, `two queens in file ${file}`);
    rows[file - 1] = rank;
  }
  assert.ok(rows.every((r) => r !== null), `${rows}`);
  return rows;
}

/** The core's own check, through the CLI: `nqueens check` reads the rows. */
function check(rows) {
  return execFileSync('target/release/nqueens', ['check'], { input: rows.join(','), cwd: '..' }).toString().trim();
}

test('the models section downloads Model 1 and lp_solve and GLPK solve the files', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=8');
  const models = p.getByTestId('models');
  await reach(p, models);
  assert.equal(await models.locator('math').count(), 8, 'five formulas for Model 1, three for Model 2');
  await expectText(p.getByTestId('model-size'), 'Model 1 for the 8×8 board: 64 variables, 42 constraints.');

  const lpSolve = await download(p, 'lp-solve');
  assert.equal(lpSolve.name, 'queens-8.lp_solve.lp');
  const solved = execFileSync('lp_solve', ['-S3'], { input: lpSolve.text }).toString();
  const ones = [...solved.matchAll(/^x_(\d+)_(\d+)\s+1$/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(check(placement(8, ones)), 'valid');

  const cplex = await download(p, 'lp');
  assert.equal(cplex.name, 'queens-8.lp');
  const report = execFileSync('sh', ['-c', 'f=$(mktemp); cat > "$f.lp"; glpsol --lp "$f.lp" -o /dev/stdout; rm -f "$f" "$f.lp"'], { input: cplex.text }).toString();
  assert.match(report, /INTEGER OPTIMAL/);
  const columns = [...report.matchAll(/^\s*\d+ x_(\d+)_(\d+)\s+\*\s+1\s/gm)].map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(check(placement(8, columns)), 'valid');

  const ampl = await download(p, 'ampl');
  assert.equal(ampl.name, 'queens-8.mod');
  assert.match(ampl.text, /param n integer > 0 default 8;/);
});

test('the MILP solver runs in a worker and its placement is checked; the size follows the board', async () => {
  const p = page();
  await open(p, '/solve?algo=backtracking&n=12');
  await reach(p, p.getByTestId('models'));
  await expectText(p.getByTestId('model-size'), 'Model 1 for the 12×12 board: 144 variables');
  await p.getByTestId('model-solve').click();
  const result = p.getByTestId('model-result');
  await expectAttr(result, 'data-verified', 'true', 30_000);
  const text = await result.textContent();
  assert.match(text, /^Solved in (< 0\.1|[\d.]+) ms: [\d,]+, after [\d,]+ branch-and-bound nodes and [\d,]+ simplex pivots\./);
  assert.equal(await p.locator('.model-board svg').count(), 1);
  // Spanish: the same section, the same figures.
  await p.getByTestId('lang-select').selectOption('es');
  await expectText(p.getByTestId('model-size'), 'El modelo 1 del tablero de 12×12: 144 variables');
  await expectText(result, 'Resuelto en');
  await p.getByTestId('lang-select').selectOption('en');
});

test('the models section is built only as the reader nears it; its heading and length hold its place meanwhile', async () => {
  // Its code comes in a part of its own (src/deferred_views.rs): a visitor
  // who never scrolls there does not download it. A placeholder holds its place.
  const p = page();
  await p.setViewportSize({ width: 360, height: 640 });
  await open(p, '/solve');
  await p.getByTestId('code-line').first().waitFor();
  assert.equal(await p.getByTestId('models').count(), 0, 'not built while far below the screen');
  const placeholder = p.locator('.when-near');
  assert.equal(await placeholder.count(), 1);
  assert.ok((await placeholder.boundingBox()).height >= 300, 'the placeholder keeps the page long');
  // Its heading is there for a reader who goes by headings: going to it builds it.
  await expectText(placeholder.getByRole('heading', { level: 2 }), "The paper's two models");
  const models = p.getByTestId('models');
  await reach(p, models);
  const formula = models.locator('math').first();
  await until(async () => ((await formula.boundingBox())?.height ?? 0) > 0, 'the formulas laid out');
  assert.equal(await placeholder.count(), 0, 'the placeholder gone');
});
