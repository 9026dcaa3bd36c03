// /queens on a desktop: a level named by its address, played by the keys (and undone by
// them); a clash shown and said; the builder entered from the page's own link, a layout
// pasted, one stroke of paint giving it a second answer, which the board shows; and a bad
// address explained.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { expectAttr, expectText, open, until, usePage } from '../lib.mjs';
import { assertRunning } from '../journey.mjs';
import { cell, countOf, layoutText, states } from '../pages/queens.mjs';

const page = usePage();
/** A 6×6 layout with one answer; row 4, column 3 painted into region E gives it two. */
const UNIQUE = 'AABBBC\nABBDDC\nABBDDC\nABBEDD\nAAEEEF\nAAEFFF';

test('a level by its recipe, played by the keys: arrows move, Enter taps; two queens touching clash', async () => {
  const p = page();
  await open(p, '/queens?level=9-hard-42');
  await cell(p, 0, 0).waitFor({ timeout: 30_000 });
  await expectText(p.getByTestId('queens-heading'), 'A board of 9×9, hard');
  assert.equal(countOf(await layoutText(p)), 1);
  await cell(p, 0, 0).focus();
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('Enter');
  await p.keyboard.press('Enter');
  await expectAttr(cell(p, 0, 1), 'data-state', 'queen');
  await p.keyboard.press('ArrowDown');
  await p.keyboard.press('ArrowRight');
  await p.keyboard.press('Enter');
  await p.keyboard.press('Enter');
  await expectAttr(cell(p, 1, 2), 'data-clash', 'true');
  await expectAttr(cell(p, 0, 1), 'data-clash', 'true');
  await expectText(p.getByTestId('queens-status'), '2 queens clash');
  // Ctrl+Z takes the last press back, Ctrl+Shift+Z makes it again.
  await p.keyboard.press('Control+z');
  await expectAttr(cell(p, 1, 2), 'data-state', 'mark');
  await p.keyboard.press('Control+Shift+Z');
  await expectAttr(cell(p, 1, 2), 'data-state', 'queen');
  // Auto-× shows what the queens rule out, and goes when switched off.
  await p.getByTestId('auto-x').check();
  await expectAttr(cell(p, 0, 8), 'data-state', 'mark');
  await p.getByTestId('auto-x').uncheck();
  await expectAttr(cell(p, 0, 8), 'data-state', 'empty');
  await assertRunning(p, 'after the keys');
});

test('the builder: a pasted unique layout counts 1 with its level; one stroke of paint gives it 2, and the board shows the second', async () => {
  const p = page();
  await open(p, '/queens');
  await cell(p, 0, 0).waitFor({ timeout: 30_000 });
  await p.getByTestId('build-link').click();
  const builder = p.getByTestId('queens-builder');
  await builder.waitFor();
  assert.equal(new URL(p.url()).pathname, '/queens/build');
  const count = p.getByTestId('solution-count');
  await expectAttr(count, 'data-count', 'many');
  await expectText(count, 'More than 1');
  await p.getByTestId('layout-text').fill(UNIQUE);
  await p.getByTestId('use-layout').click();
  await expectAttr(count, 'data-count', '1');
  await expectText(count, 'Exactly one answer. Level: ');
  assert.equal(await layoutText(p), UNIQUE);
  await p.locator('[data-testid="brush"][data-region="E"]').click();
  await cell(p, 3, 2).click();
  await expectAttr(count, 'data-count', '2');
  await expectText(count, '2 answers: a fair board has one.');
  assert.equal(countOf(await layoutText(p)), 2, 'the core agrees');
  assert.equal((await states(p)).split('Q').length - 1, 6, 'the first answer\'s queens');
  assert.ok((await p.locator('[data-lit="second"]').count()) > 0, 'where the second answer differs');
  await until(() => new URL(p.url()).search.startsWith('?layout='), 'the address carries the layout');
  // A bad paste is refused with its reason, and the board stays.
  await p.getByTestId('layout-text').fill('AAAAA\nBBBBB\nCCCC\nDDDDD\nEEEEE');
  await p.getByTestId('use-layout').click();
  await expectText(p.getByTestId('layout-error'), 'Line 3 has 4 cells');
  await expectAttr(count, 'data-count', '2');
  // Splitting a region: said, and no count; the other regions keep their colours.
  const colours = () => p.locator('[data-testid="queens-board"] [data-testid="cell"]').evaluateAll((cells) =>
    cells.map((c) => `${c.dataset.region}:${getComputedStyle(c).backgroundColor}`));
  const before = await colours();
  await p.locator('[data-testid="brush"][data-region="A"]').click();
  await cell(p, 2, 3).click();
  await expectAttr(count, 'data-valid', 'false');
  await expectText(count, 'is in more than one piece');
  const after = await colours();
  const changed = after.filter((c, i) => c !== before[i]);
  assert.equal(changed.length, 1, `only the cell painted changes colour: ${changed.join(', ')}`);
});

test('a bad address opens today\'s board and says why', async () => {
  const p = page();
  await open(p, '/queens?level=99-hard-1');
  await cell(p, 0, 0).waitFor({ timeout: 30_000 });
  await expectText(p.getByTestId('queens-heading'), "Today's board, ");
  await expectText(p.locator('[data-testid="notice"]'), 'out of range');
  assert.equal(new URL(p.url()).search, '');
});
