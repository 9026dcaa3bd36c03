//! Start constellations: the queens on the board's border, one arrangement per symmetry
//! class.
//!
//! Every solution has exactly one queen on each of row 0, row n−1, column 0 and column
//! n−1: four queens, or three when one sits in a corner (two corners are never both taken:
//! they share a row, a column or a diagonal). Those border queens are the solution's
//! *constellation*. The eight symmetries of the board act on constellations, so the
//! solutions with a constellation in one class are the images of the solutions with one
//! chosen member of it: counting the completions of that member and multiplying by the
//! class size counts them all. Placing the four border queens first is what makes the
//! search fast: their lines prune from the first free row on, where a search that meets
//! the side columns late finds out late. (NQueensFAF's "start constellations" use the same
//! idea.)

use super::{descent, symmetric, Counts, PartCount};
use crate::error::{check_size, Error};
use crate::{Square, Symmetry};

/// Below this size there are too few rows for a border and a middle.
const MIN_CONSTELLATION_N: usize = 6;

/// Counts Q(n) and the fundamental count by constellations, on one thread: the counter
/// that parts assembly replaced, kept to check it.
pub fn count(n: usize) -> Result<Counts, Error> {
    check_size(n, 1, super::MAX_COUNT_N)?;
    if n < MIN_CONSTELLATION_N {
        return Ok(super::Subproblem::Board { n: n as u8 }.count().into());
    }
    let mut sum = PartCount::default();
    for c in constellations(n) {
        sum += count_constellation(&c);
    }
    Ok(sum.into())
}

/// A constellation's completions, weighed by its class size, and what the symmetries
/// keep of them.
fn count_constellation(c: &Constellation) -> PartCount {
    let found = descent::count(c.n(), c.queens());
    let mut classes = found.solutions;
    let mut nodes = found.nodes;
    if c.stabilizer_size() > 1 {
        let fixed = symmetric::fixed_completions(c.n(), c.queens());
        let fixed_by = |g: Symmetry| match g {
            Symmetry::Rotate180 => fixed.half_turn,
            Symmetry::Rotate90 | Symmetry::Rotate270 => fixed.quarter_turn,
            _ => 0,
        };
        let total: u64 = found.solutions + c.symmetries().map(fixed_by).sum::<u64>();
        classes = total / c.stabilizer_size();
        nodes += fixed.nodes;
    }
    let solutions = found.solutions * c.class_size();
    PartCount {
        solutions,
        fixed: 8 * classes - solutions,
        nodes,
    }
}

/// One constellation per symmetry class, oriented for the search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Constellation {
    n: u8,
    queens: [Square; 4],
    len: u8,
    /// The symmetries that map it to itself, as a bit per [`Symmetry::ALL`] index.
    stabilizer: u8,
    /// The nodes of its search's first rows: a forecast of its share of the work.
    forecast: u64,
}

impl Constellation {
    /// The board size.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// The border queens: four, or three when a corner is taken.
    pub fn queens(&self) -> &[Square] {
        &self.queens[..self.len as usize]
    }

    /// The symmetries other than the identity that map it to itself.
    pub fn symmetries(&self) -> impl Iterator<Item = Symmetry> + '_ {
        Symmetry::ALL
            .into_iter()
            .enumerate()
            .skip(1)
            .filter(|(i, _)| self.stabilizer & (1 << i) != 0)
            .map(|(_, g)| g)
    }

    /// How many symmetries map it to itself: 1, 2 or 4.
    pub fn stabilizer_size(&self) -> u64 {
        self.stabilizer.count_ones() as u64
    }

    /// The nodes of the first few rows of its search: the larger, the longer it takes, so
    /// threads that start with the largest finish together.
    pub fn forecast(&self) -> u64 {
        self.forecast
    }

    /// How many distinct constellations its class holds: 8, 4 or 2.
    pub fn class_size(&self) -> u64 {
        8 / self.stabilizer_size()
    }
}

/// The constellations of an n×n board (n ≥ 4), one per class, in a fixed order.
pub fn constellations(n: usize) -> Vec<Constellation> {
    arrangements(n)
        .filter_map(|queens| representative(n, queens))
        .collect()
}

/// Up to four border queens, sorted and distinct: a value, so the hundreds of thousands
/// of arrangements and images a list is built from cost no allocation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Border {
    queens: [Square; 4],
    len: usize,
}

impl Border {
    /// The distinct squares of `raw`, sorted.
    fn new(raw: [Square; 4]) -> Border {
        let mut queens = raw;
        queens.sort();
        let mut len = 0;
        for i in 0..queens.len() {
            if len == 0 || queens[i] != queens[len - 1] {
                queens[len] = queens[i];
                len += 1;
            }
        }
        // The unused places hold one value, so equal borders are equal arrays.
        queens[len..].fill(Square::new(0, 0));
        Border { queens, len }
    }

    fn squares(&self) -> &[Square] {
        &self.queens[..self.len]
    }

    /// Its image under `g`.
    fn image(&self, n: usize, g: Symmetry) -> Border {
        let mut image = *self;
        let queens = &mut image.queens[..self.len];
        for q in queens.iter_mut() {
            *q = g.apply(*q, n as u32);
        }
        queens.sort();
        image
    }
}

/// Borders compare as their sorted squares do (a shorter one first when one starts the
/// other), which picks each class's member and so fixes the list's order.
impl Ord for Border {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.squares().cmp(other.squares())
    }
}

impl PartialOrd for Border {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Every peaceful choice of a queen on row 0, row n−1, column 0 and column n−1; one with
/// a corner queen comes once per side it stands on.
fn arrangements(n: usize) -> impl Iterator<Item = Border> {
    let last = n as u32 - 1;
    (0..=last).flat_map(move |i| {
        (0..=last).flat_map(move |j| {
            (0..=last).flat_map(move |k| {
                (0..=last).filter_map(move |l| {
                    let border = Border::new([
                        Square::new(0, i),
                        Square::new(last, j),
                        Square::new(k, 0),
                        Square::new(l, last),
                    ]);
                    let queens = border.squares();
                    let peaceful = queens
                        .iter()
                        .enumerate()
                        .all(|(a, &p)| queens[a + 1..].iter().all(|&q| !p.attacks(q)));
                    peaceful.then_some(border)
                })
            })
        })
    })
}

/// The class's member to search, if `queens` is the smallest member of its class (so each
/// class is kept once).
fn representative(n: usize, queens: Border) -> Option<Constellation> {
    let images = Symmetry::ALL.map(|g| queens.image(n, g));
    if images.iter().any(|other| *other < queens) {
        return None;
    }
    let stabilizer = images
        .iter()
        .enumerate()
        .filter(|(_, other)| **other == queens)
        .fold(0u8, |bits, (i, _)| bits | 1 << i);
    // A member and its mirror image in the vertical axis have the same rows, so the same
    // search tree: each pair is walked once.
    let mut costs: [(Border, u64); 8] = [(queens, 0); 8];
    for (i, member) in images.iter().enumerate() {
        let mirrored = member.image(n, Symmetry::ReflectVertical);
        let known = costs[..i]
            .iter()
            .find(|(seen, _)| seen == member || *seen == mirrored);
        let cost = known.map_or_else(|| search_cost(n, member.squares()), |&(_, cost)| cost);
        costs[i] = (*member, cost);
    }
    let (best, forecast) = costs
        .iter()
        .min_by_key(|(member, cost)| (*cost, *member))
        .copied()
        .unwrap_or((queens, 0));
    Some(Constellation {
        n: n as u8,
        queens: best.queens,
        len: best.len as u8,
        stabilizer,
        forecast,
    })
}

/// Free rows walked to choose a constellation's side: enough to rank the sides well
/// (three rows cut the nodes of a full count by about a tenth over one row), few enough
/// to cost a few milliseconds.
const RANKING_ROWS: usize = 4;

/// How many nodes the first rows of a search of `queens` from the top take: the sides
/// of a class differ by up to two to one in the nodes of a whole count, and the early
/// rows predict which is cheapest.
fn search_cost(n: usize, queens: &[Square]) -> u64 {
    super::descent::early_nodes(n, queens, RANKING_ROWS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_weigh_up_to_every_constellation() {
        for n in 4..=12 {
            let all: u64 = constellations(n).iter().map(|c| c.class_size()).sum();
            let direct = arrangements(n)
                .collect::<std::collections::BTreeSet<_>>()
                .len() as u64;
            assert_eq!(all, direct, "n = {n}");
        }
    }

    #[test]
    fn stabilizers_hold_rotations_only() {
        for n in 4..=14 {
            for c in constellations(n) {
                assert!(c.symmetries().all(Symmetry::is_rotation), "{c:?}");
            }
        }
    }
}
