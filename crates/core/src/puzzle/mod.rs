//! Puzzles with one answer: some queens are given, and exactly one way to complete them
//! exists, proven by the completion counter.
//!
//! Completing a placement is NP-complete in general (Gent, Jefferson and Nightingale,
//! 2017), yet any placement of at most n/60 queens can be completed; the boards here
//! (6 to 14) are small enough for the core to prove every puzzle unique. A puzzle is
//! made from a random solution by taking queens away, in a random order, while the rest
//! still has one completion; then graded by the rules a person needs
//! ([`deduction`]), and given back queens until it matches the level asked for.
//!
//! **Made.** The random solution is backtracking with each column's rows shuffled by
//! the seed. A queen is taken away only if the rest still has exactly one completion
//! ([`completions`]`(p, 2)`), which leaves a minimal puzzle: every given queen is
//! needed.
//!
//! **Graded.** The rules of [`deduction`] are applied until they stop:
//! - **easy:** the last safe square, again and again;
//! - **medium:** also ruling out a square whose queen would leave some column or row
//!   without a safe square;
//! - **hard:** both rules stall, and trial and error is needed (a search that applies
//!   both rules at every node, branching on the column with the fewest squares).
//!
//! If the minimal puzzle is harder than the level asked for, queens of the answer are
//! given back one at a time until it is not; a puzzle that skips past the level is
//! dropped and the next candidate drawn. So the level is the measured effort, not the
//! number of queens given. Over 50 seeds per size and level, the averages (the
//! `calibration` test: `cargo test -p nqueens-core --release calibration --
//! --nocapture`):
//!
//! | n | easy: given | medium: given, ruled out | hard: given, ruled out, tried |
//! |---|---|---|---|
//! | 6 | 2.8 | 2.0, 2.0 | 1.0, 4.6, 3.6 |
//! | 8 | 4.0 | 3.0, 2.6 | 2.2, 4.1, 3.5 |
//! | 10 | 5.3 | 4.4, 3.0 | 3.3, 7.3, 4.9 |
//! | 12 | 6.5 | 5.6, 3.3 | 4.5, 10.5, 7.3 |
//! | 14 | 8.0 | 7.1, 2.9 | 5.5, 13.7, 9.4 |
//!
//! Every puzzle is built in well under a millisecond natively, so the page builds it on
//! its own thread, with no worker.
//!
//! A puzzle is named by an id that rebuilds it anywhere: `8-hard-42` (size, level,
//! seed) or, for the daily puzzle, the date (`2026-11-23`), which gives its size (8 to
//! 12) and its weekday its level.

mod date;
pub mod deduction;
pub mod level;
mod streak;

pub use date::Date;
pub use deduction::{Effort, Forced, Why};
pub use level::Level;
pub use streak::Streak;

use crate::completion::completions;
use crate::error::{check_size, Error};
use crate::search::local::Rng;
use crate::{Placement, Square};
use std::fmt;
use std::str::FromStr;

/// The smallest puzzle board.
pub const MIN_PUZZLE_N: usize = 6;
/// The largest puzzle board.
pub const MAX_PUZZLE_N: usize = 14;
/// Candidate puzzles tried before giving up on a level (none has needed more than a
/// few dozen; see the calibration test).
const ATTEMPTS: u32 = 400;

/// The name of a puzzle, from which it is rebuilt.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "String", try_from = "String")
)]
pub enum PuzzleId {
    /// The puzzle of the day: its size and level follow from the date.
    Daily(Date),
    /// Any puzzle: `n-level-seed`.
    Generated {
        /// The board size, 6 to 14.
        n: usize,
        /// The level.
        level: Level,
        /// The seed of its random choices.
        seed: u64,
    },
}

impl PuzzleId {
    /// The board size.
    pub fn n(self) -> usize {
        self.parts().0
    }

    /// The level.
    pub fn level(self) -> Level {
        self.parts().1
    }

    /// The date of a daily puzzle.
    pub fn date(self) -> Option<Date> {
        match self {
            PuzzleId::Daily(d) => Some(d),
            PuzzleId::Generated { .. } => None,
        }
    }

    /// Size, level and seed. The daily puzzle walks through the levels over the week
    /// (Monday and Tuesday easy, Wednesday and Thursday medium, then hard) and through
    /// the sizes 8 to 12 from day to day.
    fn parts(self) -> (usize, Level, u64) {
        match self {
            PuzzleId::Generated { n, level, seed } => (n, level, seed),
            PuzzleId::Daily(d) => {
                let level = match d.weekday() {
                    0 | 1 => Level::Easy,
                    2 | 3 => Level::Medium,
                    _ => Level::Hard,
                };
                let days = d.days();
                (8 + days.rem_euclid(5) as usize, level, days as u64)
            }
        }
    }
}

impl fmt::Display for PuzzleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleId::Daily(d) => write!(f, "{d}"),
            PuzzleId::Generated { n, level, seed } => write!(f, "{n}-{}-{seed}", level.id()),
        }
    }
}

impl FromStr for PuzzleId {
    type Err = Error;

    /// Reads `2026-11-23` or `8-hard-42`.
    fn from_str(text: &str) -> Result<PuzzleId, Error> {
        let text = text.trim();
        let bad = || Error::BadPuzzleId {
            id: text.chars().take(40).collect(),
        };
        if let Ok(date) = text.parse::<Date>() {
            return Ok(PuzzleId::Daily(date));
        }
        let mut parts = text.split('-');
        let (Some(n), Some(level), Some(seed), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        if n.len() > 2 {
            return Err(bad()); // a date that does not exist, like 2026-02-30
        }
        let n: usize = n.parse().map_err(|_| bad())?;
        check_size(n, MIN_PUZZLE_N, MAX_PUZZLE_N)?;
        let level = Level::from_id(level).ok_or_else(bad)?;
        let seed = seed.parse().map_err(|_| bad())?;
        Ok(PuzzleId::Generated { n, level, seed })
    }
}

impl From<PuzzleId> for String {
    fn from(id: PuzzleId) -> String {
        id.to_string()
    }
}

impl TryFrom<String> for PuzzleId {
    type Error = Error;

    fn try_from(text: String) -> Result<PuzzleId, Error> {
        text.parse()
    }
}

/// A puzzle: the queens given, and the one way to complete them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Puzzle {
    /// Its name.
    pub id: PuzzleId,
    /// The queens given.
    pub clues: Placement,
    /// The one completion.
    pub answer: Placement,
    /// The work the rules need to solve it; its level is the puzzle's level.
    pub effort: Effort,
}

/// What to do next on a puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum PuzzleHint {
    /// This queen is not part of the answer: take it away.
    Remove(Square),
    /// The next square the rules force.
    Place(Forced),
    /// Solved.
    Solved,
}

impl Puzzle {
    /// Builds the puzzle an id names (the same puzzle everywhere, every time, in well
    /// under a millisecond). Fails only if no puzzle of that level was found, which the
    /// tests rule out for every size and level over many seeds.
    pub fn new(id: PuzzleId) -> Result<Puzzle, Error> {
        let (n, level, seed) = id.parts();
        check_size(n, MIN_PUZZLE_N, MAX_PUZZLE_N)?;
        let mut rng = Rng::new(seed ^ (n as u64) << 40 ^ (level as u64) << 48);
        for _ in 0..ATTEMPTS {
            let answer = random_solution(n, &mut rng);
            let mut clues = answer;
            for col in shuffled(n, &mut rng) {
                let mut fewer = clues;
                fewer.clear_column(col);
                if completions(&fewer, 2).count == 1 {
                    clues = fewer;
                }
            }
            let (mut effort, _) = deduction::effort(&clues);
            if effort.level() < level {
                continue;
            }
            for col in shuffled(n, &mut rng) {
                if effort.level() <= level {
                    break;
                }
                if let Some(row) = answer.row(col).filter(|_| clues.row(col).is_none()) {
                    clues.place(Square::new(row, col as u32));
                    effort = deduction::effort(&clues).0;
                }
            }
            if effort.level() == level {
                return Ok(Puzzle {
                    id,
                    clues,
                    answer,
                    effort,
                });
            }
        }
        Err(Error::NoPuzzle { n, level })
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.clues.n()
    }

    /// The puzzle's level.
    pub fn level(&self) -> Level {
        self.effort.level()
    }

    /// A queen of the puzzle stands on `sq` (the player cannot move it).
    pub fn is_clue(&self, sq: Square) -> bool {
        self.clues.has_queen(sq)
    }

    /// What to do next on `board` (the clues and the player's queens): take away a
    /// queen that is not part of the answer, else place the next forced square.
    pub fn hint(&self, board: &Placement) -> PuzzleHint {
        if let Some(wrong) = board.queens().find(|&q| !self.answer.has_queen(q)) {
            return PuzzleHint::Remove(wrong);
        }
        match deduction::next_forced(board, &self.answer) {
            Some(forced) => PuzzleHint::Place(forced),
            None => PuzzleHint::Solved,
        }
    }
}

/// The columns 0..n in a random order (Fisher–Yates).
fn shuffled(n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        order.swap(i, rng.below(i as u32 + 1) as usize);
    }
    order
}

/// A random solution: backtracking column by column, each column's rows in a random
/// order (n ≤ 14 always has one, found in well under a millisecond).
fn random_solution(n: usize, rng: &mut Rng) -> Placement {
    fn place(p: &mut Placement, col: usize, orders: &[Vec<usize>]) -> bool {
        if col == p.n() {
            return true;
        }
        for &row in &orders[col] {
            let sq = Square::new(row as u32, col as u32);
            if !p.is_attacked(sq) {
                p.place(sq);
                if place(p, col + 1, orders) {
                    return true;
                }
                p.clear_column(col);
            }
        }
        false
    }
    let orders: Vec<Vec<usize>> = (0..n).map(|_| shuffled(n, rng)).collect();
    let mut p = Placement::empty(n).unwrap_or_else(|_| unreachable!("n was checked"));
    place(&mut p, 0, &orders);
    p
}

#[cfg(test)]
mod tests;
