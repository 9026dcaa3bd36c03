//! The generator: a layout with exactly one answer, of the level asked, from a seed.
//!
//! Each try plants an answer (a random permutation whose neighbours differ by more than
//! one column), grows the n regions from its queens by a random flood, then repairs:
//! while the counter finds a second answer, one of that answer's queens not in the
//! planted one passes to a neighbouring region, which breaks the second answer and keeps
//! the planted one. The unique layout is graded by the deduction engine; a try of
//! another level is thrown away and the next one starts from the same random stream,
//! so a seed always gives the same layout. Tries are bounded, and running out is an
//! error, never a hang.

use super::count::{count_units, Answer};
use super::deduce::{Deducer, Deduction};
use super::error::QueensError;
use super::layout::Layout;
use super::technique::Level;
use super::units::Units;
use super::{MAX_N, MIN_N};
use crate::search::local::Rng;

/// Layouts tried before giving up on a level.
pub const ATTEMPTS: u32 = 400;
/// Repairs per row before a try is dropped: nine in ten unique layouts need fewer
/// than 2n (the survey test), and a try still ambiguous then is cheaper to redraw.
const REPAIRS: usize = 4;

/// A generated layout with its answer and its solution by deduction.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The layout.
    pub layout: Layout,
    /// Its one answer.
    pub answer: Answer,
    /// Its steps by deduction, whose hardest technique gives its level.
    pub deduction: Deduction,
    /// Layouts tried, this one included.
    pub attempts: u32,
}

/// The layout of size `n` and level `level` that `seed` names.
pub fn generate(n: usize, seed: u64, level: Level) -> Result<Generated, QueensError> {
    if !(MIN_N..=MAX_N).contains(&n) {
        return Err(QueensError::SizeOutOfRange {
            n,
            min: MIN_N,
            max: MAX_N,
        });
    }
    let mut rng = Rng::new(seed);
    for attempt in 1..=ATTEMPTS {
        let Some((mut layout, answer)) = unique(n, &mut rng) else {
            continue;
        };
        let mut deduction = Deducer::new(&layout).solve();
        // A walk toward the level: a cell off the answer changes region, kept when the
        // layout stays unique and its grade comes no farther from the level asked.
        for _ in 0..2 * n {
            if deduction.level() == Some(level) {
                break;
            }
            let Some(next) = mutate(&layout, &answer, &mut rng) else {
                break;
            };
            if count_units(&Units::new(&next), 2).solutions != 1 {
                continue;
            }
            let graded = Deducer::new(&next).solve();
            if distance(graded.level(), level) <= distance(deduction.level(), level) {
                (layout, deduction) = (next, graded);
            }
        }
        if deduction.level() == Some(level) {
            // Lettered in reading order; the steps name regions, so they are redone.
            let layout = layout.canonical();
            let deduction = Deducer::new(&layout).solve();
            return Ok(Generated {
                layout,
                answer,
                deduction,
                attempts: attempt,
            });
        }
    }
    Err(QueensError::GaveUp {
        n,
        level,
        attempts: ATTEMPTS,
    })
}

/// How far a grade is from the level asked: a layout deduction cannot finish counts as
/// one level above Expert.
fn distance(grade: Option<Level>, asked: Level) -> u32 {
    let rank = grade.map_or(Level::ALL.len() as u32, |l| l as u32);
    rank.abs_diff(asked as u32)
}

/// The layout with a random cell off the answer moved to a neighbouring region (None
/// when the tries all split a region).
fn mutate(layout: &Layout, answer: &Answer, rng: &mut Rng) -> Option<Layout> {
    let n = layout.n();
    let regions = layout.regions();
    let queens = answer.cells();
    (0..8).find_map(|_| {
        let i = rng.below((n * n) as u32) as usize;
        let to = neighbours(i, n)
            .map(|j| regions[j])
            .filter(|&r| r != regions[i])
            .nth(rng.below(4) as usize)?;
        if queens.contains(super::cells::Cell::new(i / n, i % n)) {
            return None;
        }
        let mut next = regions.to_vec();
        next[i] = to;
        Layout::new(n, next).ok()
    })
}

/// A layout with one answer (the planted one), or None when the repairs run out.
pub(super) fn unique(n: usize, rng: &mut Rng) -> Option<(Layout, Answer)> {
    let planted = Answer::new(permutation(n, rng));
    let mut layout = grow(n, &planted, rng)?;
    for _ in 0..REPAIRS * n {
        let found = count_units(&Units::new(&layout), 2);
        if found.solutions == 1 {
            return Some((layout, planted));
        }
        let other = found.answers.iter().find(|a| **a != planted)?;
        layout = repair(&layout, &planted, other, rng)?;
    }
    None
}

/// A random permutation with no two neighbours' columns adjacent: a random
/// depth-first search, which finds one at once for every n ≥ 4.
pub(super) fn permutation(n: usize, rng: &mut Rng) -> Vec<u8> {
    fn place(row: usize, n: usize, used: u32, cols: &mut Vec<u8>, rng: &mut Rng) -> bool {
        if row == n {
            return true;
        }
        let mut order: Vec<u8> = (0..n as u8).collect();
        shuffle(&mut order, rng);
        for c in order {
            let touches = cols.last().is_some_and(|&p| p.abs_diff(c) <= 1);
            if used >> c & 1 == 0 && !touches {
                cols.push(c);
                if place(row + 1, n, used | 1 << c, cols, rng) {
                    return true;
                }
                cols.pop();
            }
        }
        false
    }
    let mut cols = Vec::with_capacity(n);
    place(0, n, 0, &mut cols, rng);
    cols
}

fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.below(i as u32 + 1) as usize);
    }
}

/// The four neighbours of cell `i` on an n×n grid, by index.
fn neighbours(i: usize, n: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    [
        (r > 0).then(|| i - n),
        (r + 1 < n).then(|| i + n),
        (c > 0).then(|| i - 1),
        (c + 1 < n).then(|| i + 1),
    ]
    .into_iter()
    .flatten()
}

/// Regions grown from the planted queens (region r from row r's queen): a cell beside a
/// region joins it, the region drawn in proportion to a weight of its own.
pub(super) fn grow(n: usize, planted: &Answer, rng: &mut Rng) -> Option<Layout> {
    // Large boards need smaller regions to reach one answer: the skew grows with n.
    let skew = rng.below(4) + (n.saturating_sub(10) / 2).min(3) as u32;
    grow_with(n, planted, skew, rng)
}

/// `grow` with the weights' skew given: each region weighs 1 + w^skew, w drawn below 16,
/// so with a large skew a few regions spread and others stay a few cells, as in the
/// published puzzles. Even sizes (skew 0) leave many answers for the repairs to break,
/// and harder layouts.
pub(super) fn grow_with(n: usize, planted: &Answer, skew: u32, rng: &mut Rng) -> Option<Layout> {
    const FREE: u8 = u8::MAX;
    let mut owner = vec![FREE; n * n];
    for (r, &c) in planted.cols().iter().enumerate() {
        owner[r * n + usize::from(c)] = r as u8;
    }
    let weights: Vec<u64> = (0..n)
        .map(|_| 1 + u64::from(rng.below(16)).pow(skew))
        .collect();
    let mut edges: Vec<(usize, u8)> = Vec::new();
    loop {
        edges.clear();
        for i in (0..n * n).filter(|&i| owner[i] == FREE) {
            for j in neighbours(i, n).filter(|&j| owner[j] != FREE) {
                edges.push((i, owner[j]));
            }
        }
        let total: u64 = edges.iter().map(|&(_, r)| weights[usize::from(r)]).sum();
        if total == 0 {
            break;
        }
        let mut pick = rng.next_u64() % total;
        for &(i, r) in &edges {
            let w = weights[usize::from(r)];
            if pick < w {
                owner[i] = r;
                break;
            }
            pick -= w;
        }
    }
    Layout::new(n, owner).ok()
}

/// The layout with one queen of `other` (not in `planted`) passed to a neighbouring
/// region, with the shortest path of its region's cells that joins it to that region:
/// `other` then has two queens in one region, `planted` is untouched (no planted queen
/// is on a path). None when every such change splits a region.
pub(super) fn repair(
    layout: &Layout,
    planted: &Answer,
    other: &Answer,
    rng: &mut Rng,
) -> Option<Layout> {
    let n = layout.n();
    let regions = layout.regions();
    let seeds: Vec<usize> = planted
        .cols()
        .iter()
        .enumerate()
        .map(|(r, &c)| r * n + usize::from(c))
        .collect();
    let mut queens: Vec<usize> = other
        .cols()
        .iter()
        .enumerate()
        .map(|(r, &c)| r * n + usize::from(c))
        .filter(|i| !seeds.contains(i))
        .collect();
    shuffle(&mut queens, rng);
    queens.into_iter().find_map(|q| {
        // Breadth-first through q's region, planted queens excluded, to the first cell
        // beside another region.
        let own = regions[q];
        let mut from = vec![usize::MAX; n * n];
        from[q] = q;
        let mut queue = std::collections::VecDeque::from([q]);
        while let Some(i) = queue.pop_front() {
            let mut beside: Vec<u8> = neighbours(i, n)
                .map(|j| regions[j])
                .filter(|&r| r != own)
                .collect();
            if !beside.is_empty() {
                shuffle(&mut beside, rng);
                let mut next = regions.to_vec();
                let mut at = i;
                loop {
                    next[at] = beside[0];
                    if at == q {
                        break;
                    }
                    at = from[at];
                }
                return Layout::new(n, next).ok();
            }
            for j in neighbours(i, n) {
                if regions[j] == own && from[j] == usize::MAX && !seeds.contains(&j) {
                    from[j] = i;
                    queue.push_back(j);
                }
            }
        }
        None
    })
}
