//! The reasoning a person uses on a puzzle, as a solver that can say why.
//!
//! Each empty column keeps the rows still open to its queen. Three rules shrink them,
//! in the order a person reaches for them:
//! - **last safe square:** a column, or a row without a queen, with one open square left
//!   must take its queen there;
//! - **ruling out:** a square whose queen would leave some column or row without an
//!   open square cannot hold one;
//! - **trial and error:** when neither rule applies, try each square of the most
//!   constrained column and follow it to the end.
//!
//! A puzzle's grade is the strongest rule it needs ([`Effort::level`]), and a hint names
//! the next square the rules force, with the rule as its reason ([`Forced`]).

use super::Level;
use crate::model::Line;
use crate::{Placement, Square, MAX_SEARCH_N};

/// Why a square must hold a queen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Why {
    /// It is the last open square of `line` (its column, or its row).
    LastSafe {
        /// The column or the row.
        line: Line,
    },
    /// It is the last open square of `line` once the squares that would empty another
    /// line are ruled out: a queen on `example` would leave `emptied` without one.
    RuledOut {
        /// The column or the row.
        line: Line,
        /// The first square ruled out.
        example: Square,
        /// The line that square's queen would empty.
        emptied: Line,
    },
    /// No rule applies; of the `open` squares of its column, only this one leads to
    /// the answer (the others dead-end when followed to the end).
    OnlyWayThrough {
        /// The column.
        line: Line,
        /// Open squares in that column.
        open: u32,
    },
}

impl Why {
    /// The column or row the reason is about: where a player should look.
    pub fn line(self) -> Line {
        match self {
            Why::LastSafe { line }
            | Why::RuledOut { line, .. }
            | Why::OnlyWayThrough { line, .. } => line,
        }
    }
}

/// A square the rules force, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Forced {
    /// The square.
    pub square: Square,
    /// The reason.
    pub why: Why,
}

/// How much work a puzzle takes, counted by the rules of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Effort {
    /// Queens placed because they were the last open square of a line.
    pub last_safe: u32,
    /// Squares ruled out because they would empty a line.
    pub ruled_out: u32,
    /// Squares tried by trial and error (0 when the two rules finish the puzzle); the
    /// whole search, to the proof that no other answer exists.
    pub tried: u32,
}

impl Effort {
    /// The grade: easy needs the last safe squares only, medium also ruling out, hard
    /// trial and error.
    pub fn level(&self) -> Level {
        if self.tried > 0 {
            Level::Hard
        } else if self.ruled_out > 0 {
            Level::Medium
        } else {
            Level::Easy
        }
    }
}

/// What the next step of the rules is.
enum Step {
    /// A queen goes here.
    Place(Square, Line),
    /// This square is ruled out: its queen would empty the line.
    RuleOut(Square, Line),
    /// Every column holds its queen.
    Solved,
    /// This line has no open square left: the position has no completion.
    Dead,
    /// Neither rule applies.
    Stuck,
}

/// The open squares of a position, column by column: what the puzzles' reasoning and
/// the play page's dead ends ([`crate::dead_end`]) both read.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Open {
    n: usize,
    /// `cols[c]`: bit r is set when (r, c) may still take the queen of column c
    /// (only the queen's own bit once one stands there).
    cols: [u32; MAX_SEARCH_N],
    /// Columns holding a queen.
    filled: u32,
    /// Rows holding a queen.
    rows_taken: u32,
}

impl Open {
    /// The open squares around the queens of `p` (which must not attack each other).
    pub(crate) fn new(p: &Placement) -> Open {
        let n = p.n().min(MAX_SEARCH_N);
        let all = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut open = Open {
            n,
            cols: [all; MAX_SEARCH_N],
            filled: 0,
            rows_taken: 0,
        };
        for q in p.queens() {
            open.place(q);
        }
        open
    }

    pub(crate) fn place(&mut self, sq: Square) {
        let (r, c) = (sq.row as i64, sq.col as usize);
        for (col, mask) in self.cols.iter_mut().enumerate().take(self.n) {
            if col == c {
                *mask = 1 << r;
                continue;
            }
            let d = col.abs_diff(c) as i64;
            for row in [r, r - d, r + d] {
                if (0..self.n as i64).contains(&row) {
                    *mask &= !(1u32 << row);
                }
            }
        }
        self.filled |= 1 << c;
        self.rows_taken |= 1 << r;
    }

    pub(crate) fn empty_columns(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.n).filter(|c| self.filled & (1 << c) == 0)
    }

    fn free_rows(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.n as u32).filter(|r| self.rows_taken & (1 << r) == 0)
    }

    /// The empty columns with an open square in `row`.
    fn row_open(&self, row: u32) -> u32 {
        self.empty_columns()
            .filter(|&c| self.cols[c] & (1 << row) != 0)
            .fold(0, |m, c| m | 1 << c)
    }

    /// The rows still open in column `c`, as bits.
    pub(crate) fn open_rows(&self, c: usize) -> u32 {
        self.cols.get(c).copied().unwrap_or(0)
    }

    /// A column or a free row without an open square.
    pub(crate) fn emptied(&self) -> Option<Line> {
        if let Some(c) = self.empty_columns().find(|&c| self.cols[c] == 0) {
            return Some(Line::Column(c + 1));
        }
        self.free_rows()
            .find(|&r| self.row_open(r) == 0)
            .map(|r| Line::Row(r as usize + 1))
    }

    /// The next step: a last safe square (columns first, then rows), else a square to
    /// rule out.
    fn step(&self) -> Step {
        if self.filled.count_ones() as usize == self.n {
            return Step::Solved;
        }
        if self.emptied().is_some() {
            return Step::Dead;
        }
        for c in self.empty_columns() {
            if self.cols[c].count_ones() == 1 {
                let sq = Square::new(self.cols[c].trailing_zeros(), c as u32);
                return Step::Place(sq, Line::Column(c + 1));
            }
        }
        for r in self.free_rows() {
            let cols = self.row_open(r);
            if cols.count_ones() == 1 {
                let sq = Square::new(r, cols.trailing_zeros());
                return Step::Place(sq, Line::Row(r as usize + 1));
            }
        }
        for c in self.empty_columns() {
            let mut rows = self.cols[c];
            while rows != 0 {
                let r = rows.trailing_zeros();
                rows &= rows - 1;
                let sq = Square::new(r, c as u32);
                let mut trial = *self;
                trial.place(sq);
                if let Some(line) = trial.emptied() {
                    return Step::RuleOut(sq, line);
                }
            }
        }
        Step::Stuck
    }

    fn rule_out(&mut self, sq: Square) {
        self.cols[sq.col as usize] &= !(1 << sq.row);
    }

    /// The empty column with the fewest open squares (the leftmost of a tie).
    fn narrowest(&self) -> Option<usize> {
        self.empty_columns()
            .min_by_key(|&c| self.cols[c].count_ones())
    }

    /// Applies both rules until they stop, counting them; then the outcome.
    fn settle(&mut self, effort: &mut Effort) -> Step {
        loop {
            match self.step() {
                Step::Place(sq, _) => {
                    effort.last_safe += 1;
                    self.place(sq);
                }
                Step::RuleOut(sq, _) => {
                    effort.ruled_out += 1;
                    self.rule_out(sq);
                }
                other => return other,
            }
        }
    }

    /// Trial and error below a stuck position: solutions found (stopping at 2), with
    /// every square tried counted.
    fn search(&self, effort: &mut Effort) -> u32 {
        let mut here = *self;
        match here.settle(effort) {
            Step::Solved => return 1,
            Step::Dead => return 0,
            _ => {}
        }
        let Some(c) = here.narrowest() else { return 0 };
        let mut rows = here.cols[c];
        let mut found = 0;
        while rows != 0 && found < 2 {
            let r = rows.trailing_zeros();
            rows &= rows - 1;
            effort.tried += 1;
            let mut next = here;
            next.place(Square::new(r, c as u32));
            found += next.search(effort);
        }
        found
    }
}

/// The work the rules need to finish `p` (a position whose queens do not attack each
/// other), and whether they found exactly one answer.
pub fn effort(p: &Placement) -> (Effort, bool) {
    let mut effort = Effort::default();
    if !p.attacks().is_empty() {
        return (effort, false);
    }
    let found = Open::new(p).search(&mut effort);
    (effort, found == 1)
}

/// The next square the rules force on `p`, on the way to `answer` (the puzzle's one
/// completion, used only when trial and error is needed). `None` when `p` is solved or
/// leaves the answer.
pub fn next_forced(p: &Placement, answer: &Placement) -> Option<Forced> {
    if !p.attacks().is_empty() {
        return None;
    }
    let mut open = Open::new(p);
    let mut first_ruled_out = None;
    loop {
        match open.step() {
            Step::Place(square, line) => {
                let why = match first_ruled_out {
                    None => Why::LastSafe { line },
                    Some((example, emptied)) => Why::RuledOut {
                        line,
                        example,
                        emptied,
                    },
                };
                return Some(Forced { square, why });
            }
            Step::RuleOut(sq, emptied) => {
                first_ruled_out.get_or_insert((sq, emptied));
                open.rule_out(sq);
            }
            Step::Solved | Step::Dead => return None,
            Step::Stuck => {
                let c = open.narrowest()?;
                let row = answer.row(c)?;
                return Some(Forced {
                    square: Square::new(row, c as u32),
                    why: Why::OnlyWayThrough {
                        line: Line::Column(c + 1),
                        open: open.cols[c].count_ones(),
                    },
                });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_row_of_clues_leaves_a_last_safe_square() {
        // 8×8 with seven queens of 15863724: file h has one open square, h4.
        let p = Placement::parse("1586372", 8).unwrap();
        let answer = Placement::parse("15863724", 8).unwrap();
        let f = next_forced(&p, &answer).unwrap();
        assert_eq!(f.square.to_string(), "h4");
        assert_eq!(
            f.why,
            Why::LastSafe {
                line: Line::Column(8)
            }
        );
        let (e, unique) = effort(&p);
        assert!(unique);
        assert_eq!((e.last_safe, e.ruled_out, e.tried), (1, 0, 0));
        assert_eq!(e.level(), Level::Easy);
    }

    #[test]
    fn an_empty_board_needs_trial_and_error_and_is_not_unique() {
        let p = Placement::empty(6).unwrap();
        let (e, unique) = effort(&p);
        assert!(!unique, "6×6 has four solutions");
        assert!(e.tried > 0);
        assert_eq!(e.level(), Level::Hard);
    }

    #[test]
    fn a_conflicting_position_forces_nothing() {
        let p = Placement::parse("12", 8).unwrap();
        let answer = Placement::parse("15863724", 8).unwrap();
        assert_eq!(next_forced(&p, &answer), None);
    }
}
