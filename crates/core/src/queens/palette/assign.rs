//! Which swatch each region wears. Regions that share an edge must look apart to every
//! eye; the palette cannot keep all sixteen swatches apart for the dichromacies (they
//! see colours in two dimensions, not three), so the swatches that merge for some eye
//! go to regions that do not touch.
//!
//! Regions that meet only at a corner are not weighed: they share a point, not a
//! border, and the board draws its regions' borders thick anyway.
//!
//! The colouring maximises the least distance between neighbours, then the next least,
//! and so on: greedy first, then hill-climbing, then a search for a colouring whose
//! least distance is higher still, then hill-climbing again. Every step is
//! deterministic, so a layout always gets the same colours.

use super::{distance, Vision, PALETTE};
use crate::queens::{Cell, Layout};
use std::cmp::Reverse;

/// One bit a swatch: the palette fits the masks of the search.
const _: () = assert!(PALETTE.len() == 16);

/// The steps one search may take before giving up on a threshold. A search at a
/// threshold no colouring reaches could take millions; giving up keeps `assign` quick,
/// and its answer is then the best colouring found so far. (With 256 steps the floor
/// measured by [`super::MIN_NEIGHBOUR_DISTANCE`] was already the same.)
const BUDGET: u32 = 1024;

/// The pairs of regions that share an edge, each once (lower region first), in
/// reading order of the first cell where they meet.
pub fn neighbours(layout: &Layout) -> Vec<(usize, usize)> {
    let n = layout.n();
    let mut pairs = Vec::new();
    for row in 0..n {
        for col in 0..n {
            let here = layout.region(Cell::new(row, col));
            let right = (col + 1 < n).then(|| layout.region(Cell::new(row, col + 1)));
            let below = (row + 1 < n).then(|| layout.region(Cell::new(row + 1, col)));
            for there in [right, below].into_iter().flatten() {
                let pair = (here.min(there), here.max(there));
                if here != there && !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
    }
    pairs
}

/// A swatch for each region (indices into [`PALETTE`], all different), so that regions
/// sharing an edge look as far apart as can be for every [`Vision`]: the least of
/// their distances is at least [`super::MIN_NEIGHBOUR_DISTANCE`] on every layout the
/// tests generate.
pub fn assign(layout: &Layout) -> Vec<usize> {
    let colouring = Colouring::new(layout);
    let mut colours = colouring.greedy();
    colouring.improve(&mut colours);
    if let Some(better) = colouring.raise(colouring.least(&colours)) {
        colours = better;
        colouring.improve(&mut colours);
    }
    colours
}

/// A layout's regions and what their swatches must respect.
struct Colouring {
    /// The regions.
    n: usize,
    /// The pairs of regions that share an edge.
    pairs: Vec<(usize, usize)>,
    /// The neighbours of each region, one bit a region.
    touch: Vec<u16>,
    /// How far apart each two swatches look to the eye that tells them apart worst
    /// (infinite on the diagonal).
    apart: [[f64; 16]; 16],
}

impl Colouring {
    fn new(layout: &Layout) -> Colouring {
        let pairs = neighbours(layout);
        let mut touch = vec![0u16; layout.n()];
        for &(a, b) in &pairs {
            touch[a] |= 1 << b;
            touch[b] |= 1 << a;
        }
        let mut apart = [[f64::INFINITY; 16]; 16];
        for (i, a) in PALETTE.iter().enumerate() {
            for (j, b) in PALETTE.iter().enumerate().filter(|&(j, _)| j != i) {
                apart[i][j] = Vision::ALL
                    .iter()
                    .map(|&v| distance(a.rgb(), b.rgb(), v))
                    .fold(f64::INFINITY, f64::min);
            }
        }
        Colouring {
            n: layout.n(),
            pairs,
            touch,
            apart,
        }
    }

    /// The number of neighbours of region `r`.
    fn degree(&self, r: usize) -> u32 {
        self.touch[r].count_ones()
    }

    /// The least distance between neighbours' swatches.
    fn least(&self, colours: &[usize]) -> f64 {
        self.pairs
            .iter()
            .map(|&(a, b)| self.apart[colours[a]][colours[b]])
            .fold(f64::INFINITY, f64::min)
    }

    /// The region with the most neighbours first (the hardest to place), each taking
    /// the free swatch farthest from its coloured neighbours; among equals (the first
    /// region has no coloured neighbour) the loneliest swatch, as the region around
    /// all others needs, then the first.
    fn greedy(&self) -> Vec<usize> {
        let lonely = self
            .apart
            .map(|row| row.into_iter().fold(f64::INFINITY, f64::min));
        let mut order: Vec<usize> = (0..self.n).collect();
        order.sort_by_key(|&r| (Reverse(self.degree(r)), r));
        let mut colour: Vec<Option<usize>> = vec![None; self.n];
        for &r in &order {
            let near = |s: usize| {
                (0..self.n)
                    .filter(|&o| self.touch[r] >> o & 1 == 1)
                    .filter_map(|o| colour[o])
                    .map(|t| self.apart[s][t])
                    .fold(f64::INFINITY, f64::min)
            };
            let key = |s: usize| (near(s), lonely[s]);
            let free = (0..PALETTE.len()).filter(|s| !colour.contains(&Some(*s)));
            colour[r] = free.fold(None, |best, s| match best {
                Some(b) if key(b) >= key(s) => best,
                _ => Some(s),
            });
        }
        colour.into_iter().flatten().collect()
    }

    /// The neighbours' distances, least first: what hill-climbing raises.
    fn score(&self, colours: &[usize]) -> Vec<f64> {
        let mut d: Vec<f64> = (self.pairs.iter())
            .map(|&(a, b)| self.apart[colours[a]][colours[b]])
            .collect();
        d.sort_by(f64::total_cmp);
        d
    }

    /// Hill-climbing: the first move that raises the score (its least distance, then
    /// the next, ...), again and again, until none does. A move swaps two regions'
    /// swatches or trades one for a free swatch. Each move strictly raises the score
    /// of one of finitely many colourings, so the climb ends.
    fn improve(&self, colours: &mut [usize]) {
        let n = colours.len();
        let mut best = self.score(colours);
        'climb: loop {
            for a in 0..n {
                let swaps = (a + 1..n).map(|b| (b, None));
                let free = (0..PALETTE.len()).filter(|s| !colours.contains(s));
                let trades = free.map(|s| (a, Some(s)));
                for (b, trade) in swaps.chain(trades).collect::<Vec<_>>() {
                    let undo = (colours[a], colours[b]);
                    match trade {
                        Some(s) => colours[a] = s,
                        None => colours.swap(a, b),
                    }
                    let tried = self.score(colours);
                    if better(&tried, &best) {
                        best = tried;
                        continue 'climb;
                    }
                    (colours[a], colours[b]) = undo;
                }
            }
            return;
        }
    }

    /// A colouring whose least distance is above `floor`, as high as a binary search
    /// over the swatches' distances finds, if any. Hill-climbing stops where no single
    /// move helps; this search finds colourings that many moves apart would reach.
    fn raise(&self, floor: f64) -> Option<Vec<usize>> {
        let mut thresholds: Vec<f64> = (0..16)
            .flat_map(|i| (i + 1..16).map(move |j| (i, j)))
            .map(|(i, j)| self.apart[i][j])
            .filter(|&d| d > floor)
            .collect();
        thresholds.sort_by(f64::total_cmp);
        let (mut lo, mut hi) = (0, thresholds.len());
        let mut found = None;
        while lo < hi {
            let mid = (lo + hi) / 2;
            match self.reach(thresholds[mid]) {
                Some(colours) => {
                    found = Some(colours);
                    lo = mid + 1;
                }
                None => hi = mid,
            }
        }
        found
    }

    /// A colouring whose neighbours are all at least `threshold` apart, if the search
    /// finds one within [`BUDGET`] steps.
    fn reach(&self, threshold: f64) -> Option<Vec<usize>> {
        let mut fits = [0u16; 16];
        for (i, row) in self.apart.iter().enumerate() {
            for (j, &d) in row.iter().enumerate() {
                if j != i && d >= threshold {
                    fits[i] |= 1 << j;
                }
            }
        }
        // The swatches that fit with the most others first: they leave the
        // neighbours the most choice.
        let mut order: [usize; 16] = std::array::from_fn(|s| s);
        order.sort_by_key(|&s| (Reverse(fits[s].count_ones()), s));
        let mut search = Search {
            colouring: self,
            fits,
            order,
            steps: 0,
        };
        let mut colour = vec![None; self.n];
        search
            .place(&mut colour, &[u16::MAX; 16], 0)
            .then(|| colour.into_iter().flatten().collect())
    }
}

/// Whether score `a` is better than `b`: a higher least distance, then the next, ...
fn better(a: &[f64], b: &[f64]) -> bool {
    (a.iter().zip(b))
        .map(|(x, y)| x.total_cmp(y))
        .find(|o| o.is_ne())
        .is_some_and(|o| o.is_gt())
}

/// A backtracking search for a colouring within a threshold.
struct Search<'a> {
    colouring: &'a Colouring,
    /// The swatches far enough from each swatch, one bit a swatch.
    fits: [u16; 16],
    /// The order in which a region tries the swatches.
    order: [usize; 16],
    /// The steps taken.
    steps: u32,
}

impl Search<'_> {
    /// Colours the rest of the regions: the one with the fewest swatches left first
    /// (among equals the one with the most neighbours, then the first), trying its
    /// swatches in [`Search::order`]. `open[r]` holds the swatches far enough from region `r`'s
    /// coloured neighbours, `used` those taken.
    fn place(&mut self, colour: &mut [Option<usize>], open: &[u16; 16], used: u16) -> bool {
        let c = self.colouring;
        let mut pick: Option<(usize, u32)> = None;
        for r in (0..c.n).filter(|&r| colour[r].is_none()) {
            let left = (open[r] & !used).count_ones();
            if pick.is_none_or(|(b, fewest)| {
                left < fewest || (left == fewest && c.degree(r) > c.degree(b))
            }) {
                pick = Some((r, left));
            }
        }
        let Some((r, left)) = pick else {
            return true;
        };
        if left == 0 {
            return false;
        }
        self.steps += 1;
        if self.steps > BUDGET {
            return false;
        }
        let options = open[r] & !used;
        for s in self.order {
            if options >> s & 1 == 0 {
                continue;
            }
            let mut next = *open;
            for (o, slot) in next.iter_mut().enumerate() {
                if c.touch[r] >> o & 1 == 1 {
                    *slot &= self.fits[s];
                }
            }
            colour[r] = Some(s);
            if self.place(colour, &next, used | 1 << s) {
                return true;
            }
            colour[r] = None;
            if self.steps > BUDGET {
                return false;
            }
        }
        false
    }
}
