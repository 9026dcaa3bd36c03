//! Completing a partial placement: can it still be finished, in how many ways, and
//! where should the next queen go?
//!
//! Deciding this in general is NP-complete (Gent, Jefferson and Nightingale, 2017), but
//! for the boards a person plays a column-by-column bitmask search answers in
//! milliseconds. Every column starts with a mask of the rows the placed queens attack
//! in it (from any side), so the search only ever tries squares that are still safe.

use crate::dead_end::{dead_end, DeadEnd};
use crate::error::{check_size, Error};
use crate::{Placement, Solution, Square, MAX_SEARCH_N};

/// Completions are counted up to this size (the play page's promise); above it only
/// whether one exists is decided.
pub const MAX_COUNT_COMPLETIONS_N: usize = 16;

/// The completions of a placement, as far as they were counted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Completions {
    /// Completions found (all of them, unless `limit_reached`).
    pub count: u64,
    /// More than the limit asked for exist: the count stopped there.
    pub limit_reached: bool,
    /// The lexicographically first completion, if any.
    pub first: Option<Solution>,
}

/// What to do next, according to [`hint`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Hint {
    /// A queen here keeps the position completable.
    Place(Square),
    /// The position cannot be completed; taking this queen away is the way back.
    /// `enough` tells whether removing it alone makes the position completable, or
    /// whether more queens must go after it.
    Remove {
        /// The queen to take away.
        square: Square,
        /// Taking it away is enough.
        enough: bool,
        /// Why the position is stuck: a file or rank blocked, now or a few queens on
        /// (none when queens attack each other: the attack is the reason).
        why: Option<DeadEnd>,
    },
    /// Already a solution.
    Solved,
    /// The board has no solution at all (n = 2 or 3).
    Impossible,
}

/// Counts the completions of `p`, stopping after `limit`.
pub fn completions(p: &Placement, limit: u64) -> Completions {
    let mut out = Completions {
        count: 0,
        limit_reached: false,
        first: None,
    };
    for_each(p, &mut |s| {
        if out.count == limit {
            out.limit_reached = true;
            return false;
        }
        out.first.get_or_insert(s);
        out.count += 1;
        true
    });
    out
}

/// Calls `visit` with every completion of `p` in lexicographic order, until it returns
/// false (nothing when queens of `p` attack each other).
pub fn for_each(p: &Placement, visit: &mut dyn FnMut(Solution) -> bool) {
    if p.attacks().is_empty() {
        Search::new(p).run(0, 0, 0, 0, visit);
    }
}

/// Whether `p` can be completed to a solution.
pub fn is_completable(p: &Placement) -> bool {
    completions(p, 1).count > 0
}

/// Every empty square where a queen keeps `p` completable (for boards up to 16).
pub fn completable_squares(p: &Placement) -> Result<Vec<Square>, Error> {
    check_size(p.n(), 1, MAX_COUNT_COMPLETIONS_N)?;
    let mut out = Vec::new();
    for col in 0..p.n() {
        if p.row(col).is_some() {
            continue;
        }
        for row in 0..p.n() as u32 {
            let sq = Square::new(row, col as u32);
            if p.is_attacked(sq) {
                continue;
            }
            let mut next = *p;
            next.place(sq);
            if is_completable(&next) {
                out.push(sq);
            }
        }
    }
    Ok(out)
}

/// A square that keeps `p` completable — in the leftmost empty column, from the first
/// completion — or, when `p` is hopeless, a queen whose removal makes it completable
/// (queens in conflict first, then from the right); if no single removal is enough,
/// the first queen of that order, marked as not enough.
pub fn hint(p: &Placement) -> Hint {
    if p.is_solution() {
        return Hint::Solved;
    }
    if let Some(s) = completions(p, 1).first {
        if let Some(col) = (0..p.n()).find(|&c| p.row(c).is_none()) {
            return Hint::Place(Square::new(s.row(col), col as u32));
        }
    }
    let why = dead_end(p);
    let attacked: Vec<Square> = p.queens().filter(|&q| !p.attackers(q).is_empty()).collect();
    let mut candidates: Vec<Square> = attacked.clone();
    let mut others: Vec<Square> = p.queens().filter(|q| !attacked.contains(q)).collect();
    others.reverse();
    candidates.extend(others);
    for &q in &candidates {
        let mut without = *p;
        without.clear_column(q.col as usize);
        if is_completable(&without) {
            return Hint::Remove {
                square: q,
                enough: true,
                why,
            };
        }
    }
    match candidates.first() {
        Some(&square) => Hint::Remove {
            square,
            enough: false,
            why,
        },
        None => Hint::Impossible,
    }
}

/// The search: columns left to right, rows taken and both diagonals as masks on the
/// next column, plus each column's rows attacked by the queens placed beforehand.
struct Search {
    n: usize,
    full: u32,
    /// Row of the placed queen in each column, if any.
    fixed: [Option<u32>; MAX_SEARCH_N],
    /// Rows of each column attacked by placed queens (in any column but itself).
    blocked: [u32; MAX_SEARCH_N],
    rows: [u32; MAX_SEARCH_N],
}

impl Search {
    fn new(p: &Placement) -> Search {
        let n = p.n();
        let full = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
        let mut fixed = [None; MAX_SEARCH_N];
        let mut blocked = [0u32; MAX_SEARCH_N];
        for q in p.queens() {
            fixed[q.col as usize] = Some(q.row);
            for (col, mask) in blocked.iter_mut().enumerate().take(n) {
                if col == q.col as usize {
                    continue;
                }
                let d = col.abs_diff(q.col as usize) as i64;
                for r in [q.row as i64, q.row as i64 - d, q.row as i64 + d] {
                    if (0..n as i64).contains(&r) {
                        *mask |= 1 << r;
                    }
                }
            }
        }
        Search {
            n,
            full,
            fixed,
            blocked,
            rows: [0; MAX_SEARCH_N],
        }
    }

    /// Visits the completions below column `col`; false once `visit` asked to stop.
    fn run(
        &mut self,
        col: usize,
        taken: u32,
        up: u32,
        down: u32,
        visit: &mut dyn FnMut(Solution) -> bool,
    ) -> bool {
        if col == self.n {
            return visit(Solution::from_rows_unchecked(&self.rows[..self.n]));
        }
        let mut free = self.full & !(taken | up | down | self.blocked[col]);
        if let Some(r) = self.fixed[col] {
            free &= 1 << r;
        }
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.rows[col] = bit.trailing_zeros();
            let next_up = ((up | bit) << 1) & self.full;
            if !self.run(col + 1, taken | bit, next_up, (down | bit) >> 1, visit) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Every completion found is a solution keeping the queens given, they come in
        /// strictly increasing order (no repeats), and there are as many as counted.
        #[test]
        fn completions_found_are_valid(n in 4usize..=10, keep in any::<u16>(), pick in any::<u32>()) {
            let all = crate::enumerate::all_solutions(n).unwrap();
            let solution = all[pick as usize % all.len()];
            let mut given = Placement::empty(n).unwrap();
            for col in (0..n).filter(|c| keep & (1 << c) != 0) {
                given.place(Square::new(solution.row(col), col as u32));
            }
            let mut found: Vec<Solution> = Vec::new();
            for_each(&given, &mut |s| {
                found.push(s);
                true
            });
            prop_assert!(found.contains(&solution));
            for s in &found {
                let p = Placement::from(*s);
                prop_assert!(p.is_solution());
                prop_assert!(given.queens().all(|q| p.has_queen(q)));
            }
            prop_assert!(found.windows(2).all(|w| w[0].to_code() < w[1].to_code() || n > 9));
            prop_assert_eq!(found.len() as u64, completions(&given, u64::MAX).count);
        }
    }

    #[test]
    fn empty_board_completes_in_every_way() {
        let c = completions(&Placement::empty(8).unwrap(), u64::MAX);
        assert_eq!(c.count, 92);
        assert_eq!(c.first.unwrap().to_code(), "15863724");
    }

    #[test]
    fn column_a_distribution_of_the_sources() {
        let counts: Vec<u64> = (1..=8)
            .map(|r| completions(&Placement::parse(&format!("{r}"), 8).unwrap(), u64::MAX).count)
            .collect();
        assert_eq!(counts, [4, 8, 16, 18, 18, 16, 8, 4]);
    }

    #[test]
    fn hints_place_or_remove() {
        let p = Placement::parse("1", 8).unwrap();
        let Hint::Place(sq) = hint(&p) else {
            panic!("{:?}", hint(&p))
        };
        let mut next = p;
        next.place(sq);
        assert!(is_completable(&next));
        // a1 and b2 attack each other; either removal leaves a completable board.
        let clash = Placement::parse("12", 8).unwrap();
        let Hint::Remove {
            square,
            enough: true,
            why: None,
        } = hint(&clash)
        else {
            panic!("{:?}", hint(&clash))
        };
        let mut fixed = clash;
        fixed.clear_column(square.col as usize);
        assert!(is_completable(&fixed));
        // a1 and b3 on 4×4: neither queen is in any solution, so one removal is not enough.
        let stuck = Placement::parse("1300", 4).unwrap();
        assert!(!is_completable(&stuck));
        assert!(matches!(hint(&stuck), Hint::Remove { enough: false, .. }));
        // The classic dead end: the hint names file h; no one queen's removal is enough,
        // and the last one placed (g6) goes first.
        let classic = Placement::parse("13572460", 8).unwrap();
        let Hint::Remove {
            square,
            enough: false,
            why: Some(why),
        } = hint(&classic)
        else {
            panic!("{:?}", hint(&classic))
        };
        assert_eq!(why.line, crate::model::Line::Column(8));
        assert_eq!(square, Square::new(5, 6));
        assert_eq!(hint(&Placement::empty(3).unwrap()), Hint::Impossible);
        assert_eq!(hint(&Placement::parse("2413", 4).unwrap()), Hint::Solved);
    }

    #[test]
    fn conflicting_queens_have_no_completion() {
        assert_eq!(
            completions(&Placement::parse("12", 8).unwrap(), 10).count,
            0
        );
    }
}
