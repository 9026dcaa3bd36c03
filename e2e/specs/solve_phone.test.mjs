// The solver on a phone, tapped: after Step, Back or a swipe on the board, the whole
// board, the marked line of code and the step's sentence are on the screen together,
// above the play bar that stays at its foot, with no scrolling in between.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { open, PHONE, until, usePage } from '../lib.mjs';

const page = usePage(PHONE);

/** The boxes a person looks at, in viewport coordinates. */
function boxes(p) {
  return p.evaluate(() => {
    const box = (s) => {
      const r = document.querySelector(s).getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      board: box('[data-testid="board"]'),
      line: box('[data-testid="code"] [aria-current="step"]'),
      sentence: box('[data-testid="focus"]'),
      bar: box('.playbar'),
      step: Number(document.querySelector('[data-testid="position"]').dataset.step),
      pageWidth: document.documentElement.scrollWidth,
      scrollY: window.scrollY,
    };
  });
}

function assertInView(b, what) {
  for (const name of ['board', 'line', 'sentence']) {
    const r = b[name];
    assert.ok(r.top >= 0 && r.bottom <= b.bar.top + 0.5 && r.left >= 0 && r.right <= 390.5,
      `${what}: the ${name} is on screen above the play bar (${JSON.stringify(r)}, bar at ${b.bar.top})`);
  }
  assert.ok(b.bar.bottom <= 844.5 && b.bar.top > 600, `${what}: the play bar is at the foot of the screen (${JSON.stringify(b.bar)})`);
}

/** A swipe of the finger across the board, as touch events. */
function swipe(p, dx) {
  return p.getByTestId('board').evaluate((svg, dx) => {
    const r = svg.getBoundingClientRect();
    const at = (x) => new Touch({ identifier: 1, target: svg, clientX: x, clientY: r.top + r.height / 2 });
    const x0 = r.left + r.width / 2 - dx / 2;
    svg.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(x0)], changedTouches: [at(x0)] }));
    svg.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [at(x0 + dx)] }));
  }, dx);
}

for (const lang of ['en', 'es']) {
  test(`${lang}: tapping Step and Back and swiping keep the board, the code line and the sentence in view`, async () => {
    const p = page();
    await p.addInitScript((lang) => Object.defineProperty(navigator, 'language', { get: () => lang }), lang);
    await open(p, '/solve?algo=backtracking&n=8');
    await until(async () => Number(await p.getByTestId('timeline').getAttribute('max')) >= 50, 'events to arrive');
    // The visitor brings the board to the top of the screen, as they would to study it.
    await p.getByTestId('board').evaluate((e) => window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY - 8));
    assert.equal(await p.getByTestId('step').textContent(), lang === 'es' ? 'Paso' : 'Step');
    const still = (await boxes(p)).scrollY;
    for (let k = 1; k <= 4; k++) {
      await p.getByTestId('step').tap();
      await until(async () => (await boxes(p)).step === k, `step ${k}`);
      const b = await boxes(p);
      assertInView(b, `${lang}, after Step ${k}`);
      assert.equal(b.scrollY, still, 'tapping scrolls nothing');
      assert.ok((await p.getByTestId('focus').textContent()).length > 0, 'the step has a sentence');
    }
    await p.getByTestId('back').tap();
    await until(async () => (await boxes(p)).step === 3, 'Back to step 3');
    assertInView(await boxes(p), `${lang}, after Back`);
    await swipe(p, -120);
    await until(async () => (await boxes(p)).step === 4, 'a swipe to the left steps');
    await swipe(p, 120);
    await until(async () => (await boxes(p)).step === 3, 'a swipe to the right goes back');
    await swipe(p, -15);
    assert.equal((await boxes(p)).step, 3, 'a wobble is no swipe');
    const b = await boxes(p);
    assertInView(b, `${lang}, after the swipes`);
    assert.ok(b.pageWidth <= 390, `the page is no wider than the phone (${b.pageWidth} px)`);
    // Play then Pause from the bar: one of the two is shown at a time.
    await p.getByTestId('play').tap();
    assert.equal(await p.getByTestId('play').isVisible(), false);
    await p.getByTestId('pause').tap();
    assert.equal(await p.getByTestId('pause').isVisible(), false);
    assert.equal(await p.getByText(/^Keys:|^Teclas:/).isVisible(), false, 'no keys on a phone');
  });
}

test('the call stack shows each frame whole on a phone: a long one wraps, none hides its end', async () => {
  const p = page();
  await open(p, '/solve?n=8&algo=bitmask&step=40');
  const frames = p.getByTestId('stack-frame');
  await until(async () => (await frames.count()) === 7, 'the seven frames of step 40');
  await frames.first().scrollIntoViewIfNeeded();
  const shown = await frames.evaluateAll((fs) => fs.map((f) => {
    const r = f.getBoundingClientRect();
    return { text: f.textContent, left: r.left, right: r.right, lines: f.querySelector('code').getClientRects().length, hidden: f.scrollWidth - f.clientWidth };
  }));
  // Each frame ends with what the call did: the running one its free squares, the
  // others the row they chose. Those ends were past the phone's edge, scrolled away.
  assert.match(shown[0].text, /^count\(7, rows 10101111, left \d{8}, right \d{8}\): running, free \d{8}$/);
  assert.match(shown[6].text, /^count\(1, rows 0{8}, left 0{8}, right 0{8}\) → row 1$/);
  for (const f of shown) {
    assert.ok(f.hidden <= 0, `"${f.text}" hides ${f.hidden} px`);
    assert.ok(f.left >= 0 && f.right <= 390.5, `"${f.text}" is within the screen (${f.left}–${f.right})`);
  }
  assert.ok(shown.some((f) => f.lines >= 2), 'a long frame wraps');
});
