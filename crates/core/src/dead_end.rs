//! Why a position cannot be completed, in the words a player can check on the board.
//!
//! A position of queens that do not attack each other has no completion when some file
//! or rank is *blocked*: it still needs a queen, and every square of it that could take
//! one is attacked. After a1 b3 c5 d7 e2 f4 g6, file h is blocked: each of its eight
//! squares shares a rank or a diagonal with a queen.
//!
//! Often no line is blocked yet (a1 b3 c5 has safe squares in every empty file), but
//! every way on runs into one. Then the reason is the longest of those ways: a search
//! ahead, file by file from the left, keeps the continuation that places the most queens
//! before a line is blocked, and names that line.
//!
//! ```text
//!     a b c d e f g h
//!   8 . . . . . . . x    a1 b3 c5 d7 e2 f4 g6: every square of file h
//!   7 . . . Q . . . x    shares a rank or a diagonal with a queen
//!   6 . . . . . . Q x    (x), so file h is blocked
//!   5 . . Q . . . . x
//!   4 . . . . . Q . x
//!   3 . Q . . . . . x
//!   2 . . . . Q . . x
//!   1 Q . . . . . . x
//! ```

use crate::model::Line;
use crate::puzzle::deduction::Open;
use crate::{Placement, Square, MAX_SEARCH_N};

/// Nodes the search ahead visits at most: it runs in a worker, but a hint should come
/// in a blink. Past the cap, the longest way found so far is the reason given.
const MAX_NODES: u64 = 200_000;

/// Why a position of queens that do not attack each other has no completion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DeadEnd {
    /// The file ([`Line::Column`]) or rank ([`Line::Row`]) left without a safe square.
    pub line: Line,
    /// The queens the longest way on adds before the line is blocked: none when it is
    /// blocked already.
    pub ahead: Placement,
}

/// Why `p` cannot be completed: `None` when its queens attack each other (the attack is
/// the reason, and the board shows it) or when it can be completed.
pub fn dead_end(p: &Placement) -> Option<DeadEnd> {
    if !p.attacks().is_empty() || p.n() > MAX_SEARCH_N || p.n() == 0 {
        return None;
    }
    let mut ahead = Ahead {
        added: Placement::empty(p.n()).ok()?,
        best: None,
        nodes: 0,
    };
    ahead.search(&Open::new(p));
    ahead.best.map(|(_, dead_end)| dead_end)
}

/// The search ahead: the queens it has added, and the longest way found to a blocked
/// line.
struct Ahead {
    added: Placement,
    /// (queens added, the dead end there): the most queens, first found.
    best: Option<(usize, DeadEnd)>,
    nodes: u64,
}

impl Ahead {
    /// Returns true when a completion exists (then there is no dead end to tell).
    fn search(&mut self, open: &Open) -> bool {
        self.nodes += 1;
        let Some(first) = open.empty_columns().next() else {
            self.best = None;
            return true;
        };
        if let Some(line) = open.emptied() {
            let depth = self.added.len();
            if self.best.is_none_or(|(d, _)| depth > d) {
                let ahead = self.added;
                self.best = Some((depth, DeadEnd { line, ahead }));
            }
            return false;
        }
        let mut rows = open.open_rows(first);
        while rows != 0 && self.nodes < MAX_NODES {
            let sq = Square::new(rows.trailing_zeros(), first as u32);
            rows &= rows - 1;
            let mut next = *open;
            next.place(sq);
            self.added.place(sq);
            let completed = self.search(&next);
            self.added.clear_column(first);
            if completed {
                return true;
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::completion::is_completable;

    fn squares(line: Line, n: usize) -> impl Iterator<Item = Square> {
        (0..n as u32)
            .flat_map(move |r| (0..n as u32).map(move |c| Square::new(r, c)))
            .filter(move |&sq| line.contains(sq))
    }

    fn at(code: &str, n: usize) -> Placement {
        Placement::parse(code, n).unwrap()
    }

    #[test]
    fn the_classic_dead_end_is_file_h() {
        // a1 b3 c5 d7 e2 f4 g6: rows 1 3 5 7 2 4 6, file h empty.
        let p = at("13572460", 8);
        let d = dead_end(&p).unwrap();
        assert_eq!(d.line, Line::Column(8));
        assert!(d.ahead.is_empty(), "blocked already");
        assert!(squares(d.line, 8).all(|sq| p.is_attacked(sq)));
    }

    #[test]
    fn a_dead_end_a_few_moves_away_names_the_longest_way_to_it() {
        // a1 b3 c5: every empty file has safe squares, and no solution goes through it.
        let p = at("13500000", 8);
        assert!(!is_completable(&p));
        let d = dead_end(&p).unwrap();
        assert!(!d.ahead.is_empty());
        let mut after = p;
        d.ahead.queens().for_each(|q| after.place(q));
        assert!(after.attacks().is_empty(), "the way on places safe queens");
        let free: Vec<Square> = squares(d.line, 8)
            .filter(|&sq| !after.is_attacked(sq) && after.row(sq.col as usize).is_none())
            .collect();
        assert!(
            free.is_empty(),
            "{:?} is blocked after {}",
            d.line,
            d.ahead.to_code()
        );
    }

    #[test]
    fn no_dead_end_where_a_solution_exists_or_queens_clash() {
        assert_eq!(dead_end(&at("15000000", 8)), None, "completable");
        assert_eq!(
            dead_end(&at("12000000", 8)),
            None,
            "a1 and b2 attack each other"
        );
        assert_eq!(dead_end(&at("15863724", 8)), None, "a solution");
    }

    #[test]
    fn every_hopeless_position_of_two_queens_on_6_has_a_blocked_line_on_its_way() {
        // Exhaustive over small positions: whenever the completion search says no, the
        // dead end names a line that is truly blocked after the queens it adds.
        let n = 6;
        for a in 0..n as u32 {
            for b in 0..n as u32 {
                let mut p = Placement::empty(n).unwrap();
                p.place(Square::new(a, 0));
                p.place(Square::new(b, 2));
                let d = dead_end(&p);
                assert_eq!(
                    d.is_some(),
                    p.attacks().is_empty() && !is_completable(&p),
                    "{}",
                    p.to_code()
                );
                if let Some(d) = d {
                    let mut after = p;
                    d.ahead.queens().for_each(|q| after.place(q));
                    let needs = !after.queens().any(|q| d.line.contains(q));
                    assert!(needs, "the line still needs a queen");
                    assert!(squares(d.line, n)
                        .all(|sq| after.is_attacked(sq) || after.row(sq.col as usize).is_some()));
                }
            }
        }
    }
}
