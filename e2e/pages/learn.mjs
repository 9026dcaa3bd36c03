// /learn, chapter 3: the backtracking program in order (the listing of src/i18n/code_en.rs,
// with each line's depth), the ten guesses the specs make on the 6×6 search, and the
// answers to the chapter's questions.

export const PROGRAM = [
  ['queens(k, rows, diagonals135, diagonals45):', 0],
  ['if k > n: report the solution; return', 1],
  ['for each row r of column k, from the bottom:', 1],
  ['if r ∈ rows or r+k ∈ diagonals135 or r−k ∈ diagonals45: skip r', 2],
  ['place a queen on (k, r); queens(k+1, rows ∪ {r}, diagonals135 ∪ {r+k}, diagonals45 ∪ {r−k})', 2],
  ['take the queen off (k, r)', 2],
  ['queens(1, ∅, ∅, ∅); stop', 0],
];

/**
 * The first ten moves of backtracking on 6×6 and a guess for each: a square as
 * [rank, file] (1-based), or a key ("b" go back, "n" not sure); and whether it is right.
 * Moves: a1 placed; b1, b2 refused; b3 placed; c1, c2, c3, c4 refused; c5 placed; d1 refused.
 */
export const GUESSES = [
  { square: [1, 1], judgement: 'right' },
  { square: [1, 2], judgement: 'right' },
  { key: 'b', judgement: 'wrong' },
  { key: 'n', judgement: 'unsure' },
  { square: [1, 3], judgement: 'right' },
  { square: [3, 3], judgement: 'wrong' },
  { square: [3, 3], judgement: 'right' },
  { square: [4, 3], judgement: 'right' },
  { square: [5, 3], judgement: 'right' },
  { square: [1, 4], judgement: 'right' },
];
/** The score after them: 7 right, 2 wrong, 1 not sure; a streak of 4, the best so far. */
export const SCORE = { right: 7, wrong: 2, streak: 4 };
/** The queens on the board after the ten moves, as [rank, file]. */
export const QUEENS = [[1, 1], [3, 2], [5, 3]];

/**
 * The moves a keyboard makes to put the program in order: for each place from the top,
 * the line that belongs there is brought up with Alt+↑, then pushed in with Alt+→.
 * `texts` is the list as shown; yields [index of the line to focus, key, times].
 */
export function* parsonsKeys(texts) {
  const now = [...texts];
  for (let at = 0; at < PROGRAM.length; at++) {
    const [text, depth] = PROGRAM[at];
    const from = now.indexOf(text, at);
    if (from < 0) throw new Error(`the line "${text}" is not in the list`);
    if (from > at) yield [from, 'ArrowUp', from - at];
    now.splice(at, 0, ...now.splice(from, 1));
    if (depth > 0) yield [at, 'ArrowRight', depth];
  }
}

/** The answers to chapter 3's questions, in order: typed numbers and the choices' texts. */
export const ANSWERS = [
  { number: '894' },
  { choice: 'It takes the last queen back and goes on searching.' },
  { choice: '1 5 8 6 3 7 2 4' },
  { number: '4' },
];
