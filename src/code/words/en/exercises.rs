//! The exercises' titles, tasks and hints, in English; their programs are written once, in
//! [`programs`](super::super::programs).

use super::super::programs::{bitmasks, count_all, mirror, own_safe, FIRST_SOLUTION, PERMUTATIONS};
use super::super::ExerciseText;
use nqueens_code::Exercise;

/// An exercise's title, task, hint and starting program.
pub(super) fn exercise(exercise: Exercise) -> ExerciseText {
    match exercise {
        Exercise::OwnSafe => ExerciseText {
            title: "Write safe yourself",
            task: "Report all 92 solutions on the 8 × 8 board without calling safe: keep the rows of your queens in an array and test the rows and diagonals yourself.",
            hint: "Two queens in columns c and k, on rows q and r, share a diagonal when q − r equals k − c or c − k.",
            template: own_safe!(
"rows[c] is the row of the queen in column c (rows[0] is unused).",
"Is row r in column k free of the queens in columns 1 .. k - 1?",
"And the diagonals?",
),
        },
        Exercise::FirstSolution => ExerciseText {
            title: "The first solution, and stop",
            task: "Report the first solution on the 8 × 8 board and stop there: the check counts the squares you ask safe about, against the textbook search's to its first solution.",
            hint: "Let queens return true once it has reported a solution, and let every caller return at once when it does.",
            template: FIRST_SOLUTION,
        },
        Exercise::CountAll => ExerciseText {
            title: "Count for n = 1 to 10",
            task: "Print one line per board size from 1 to 10, each ending in its number of solutions: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724. No board is needed: count in your own variables.",
            hint: "Give the search the size as an argument, and return a count instead of calling solution(): a full board counts 1.",
            template: count_all!(
"Returns the number of solutions on a size × size board, from column k on.",
),
        },
        Exercise::Mirror => ExerciseText {
            title: "Half the work, all 92",
            task: "Use the mirror symmetry: search only the boards whose first queen is in the lower half, and report each solution with its mirror image. All 92 must be reported, with at most 60% of the squares the plain search tries.",
            hint: "The mirror of a solution puts the queen of row r on row n + 1 − r. Place those queens, call solution(), then put the board back.",
            template: mirror!(
"In column 1, which rows need trying?",
),
        },
        Exercise::Permutations => ExerciseText {
            title: "A permutation search",
            task: "Report all 92 solutions, never asking safe about a row that already holds a queen: each column takes one of the rows still free.",
            hint: "Keep an array used, with used[r] true while a queen holds row r, and skip those rows before calling safe.",
            template: PERMUTATIONS,
        },
        Exercise::Bitmasks => ExerciseText {
            title: "Bitmasks, on a budget",
            task: "Print Q(10) = 724, counted with bitmasks and without safe, within 2,500,000 operations: bit r − 1 of a mask stands for row r.",
            hint: "Keep three masks: the rows taken, and the two diagonals shifted by one each column. free & -free is the lowest free row.",
            template: bitmasks!(
"rows, up and down: the rows taken, and the rows the diagonals reach in column k.",
),
        },
    }
}
