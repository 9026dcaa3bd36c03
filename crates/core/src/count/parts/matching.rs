//! Counting the compatible pairs of two lists of half-boards: the pairs of keys that
//! share no bit.
//!
//! **Sieve.** Both lists are sorted into buckets by a few index bits, those of the middle
//! diagonals, which most half-boards take. A west bucket meets only the east buckets whose
//! index shares no bit with its own: with six index bits, about a fifth of the pairs. Two
//! keys of buckets that meet never share an index bit, so the index bits leave the keys,
//! and so do the bits that one side's keys never have: what is left is packed together.
//!
//! **Bit slices.** An east bucket is stored 256 keys to a block, bit-sliced: a word per
//! bit says which of the block's keys have that bit. The union of the words for the bits
//! of a west key marks the block's keys that clash with it; the rest are its matches. The
//! 128 unions of each 7 bits are made once per block, so a west key meets 256 east keys in
//! (bits / 7) table reads of one 256-bit word each. Natively, the matches of eight west
//! keys are added bit by bit (carry-save adders) before one popcount, the costliest step
//! when each key had its own; in wasm, where a popcount is cheap, each key has its own.

mod bit_slices;
mod sieve;
mod word;

use bit_slices::Blocks;
use sieve::{Buckets, Index, Layout};
#[cfg(target_arch = "x86_64")]
pub(super) use word::Lanes;
pub(super) use word::Word;

/// Keys to a block: four 64-bit words, one AVX2 register (two SSE2 or wasm SIMD ones).
const LANES: usize = 4;
const BLOCK: usize = 64 * LANES;

/// Bits read together through one table of unions.
const CHUNK: usize = 7;

/// At most this many index bits, and only while the buckets keep about a block each.
const MAX_INDEX_BITS: usize = 6;

/// How a pair of half-boards counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Weigh {
    /// Once.
    Once,
    /// By the board's two long diagonals, whose bits are the middle bit of each half of a
    /// key (the first two index bits): 0 when each half has one of them, else
    /// `[east has none] 2^(west's) + [west has none] 2^(east's)`, twice the pair's share
    /// (see the module of `parts` on symmetry).
    ByLongDiagonals,
}

/// What the matching keeps from one split to the next, so that a split with few
/// half-boards (an odd board has hundreds of thousands of them) allocates nothing: the
/// tables of the layout and of the east block, and the laid-out keys.
#[derive(Default)]
pub(super) struct Matcher<W: Word> {
    layout: Layout,
    blocks: Blocks<W>,
    laid_out: Vec<u64>,
    west_buckets: Buckets,
    east_buckets: Buckets,
}

impl<W: Word> Matcher<W> {
    /// The pairs (x from `west`, y from `east`) with `x & y == 0`, weighed; keys have
    /// `bits` bits. Both lists are reordered and packed.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn count(
        &mut self,
        west: &mut [u64],
        east: &mut [u64],
        bits: usize,
        weigh: Weigh,
    ) -> u64 {
        let smaller = west.len().min(east.len());
        let mut index_bits = (usize::BITS - (smaller / BLOCK).leading_zeros()) as usize;
        if weigh == Weigh::ByLongDiagonals {
            index_bits = index_bits.max(2);
        }
        let index = Index::middle(bits, index_bits.min(MAX_INDEX_BITS));
        // The bits both sides have. A split of fewer than a block of keys a side (most
        // of an odd board's) keeps every bit instead: its layout is then the same from
        // split to split and made once, where remaking it was a sixth of Q(15)'s count.
        // With one bucket too, it is the keys as they are, and the sort is skipped: laying
        // out keys that stay the same was 16 % of Q(17)'s time in wasm, 12 % natively.
        let live = if smaller < BLOCK {
            (1 << bits) - 1
        } else {
            west.iter().fold(0, |a, k| a | k) & east.iter().fold(0, |a, k| a | k)
        };
        let layout = &mut self.layout;
        layout.set(bits, live & !index.mask, index.mask);
        index.sort(west, layout, &mut self.laid_out, &mut self.west_buckets);
        index.sort(east, layout, &mut self.laid_out, &mut self.east_buckets);
        // The long diagonals' bits in a bucket's number (its bits are the index bits in order).
        let long = match weigh {
            Weigh::Once => 0,
            Weigh::ByLongDiagonals => index.positions[..2]
                .iter()
                .map(|&p| 1 << (index.mask & ((1 << p) - 1)).count_ones())
                .sum::<usize>(),
        };
        let factor = |w: usize, e: usize| -> u64 {
            if long == 0 {
                return 1;
            }
            let (w, e) = (w & long, e & long);
            (u64::from(e == 0) << w.count_ones()) + (u64::from(w == 0) << e.count_ones())
        };
        let blocks = &mut self.blocks;
        blocks.tables(layout.width.div_ceil(CHUNK));
        let mut total = 0u64;
        for (e, east_range) in self.east_buckets.ranges().enumerate() {
            for block in east[east_range].chunks(BLOCK) {
                blocks.load(block);
                for (w, west_range) in self.west_buckets.ranges().enumerate() {
                    let factor = factor(w, e);
                    if w & e == 0 && factor != 0 {
                        total += factor * blocks.matches(&west[west_range]);
                    }
                }
            }
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_bits_are_the_middle_diagonals_of_each_half() {
        assert_eq!(Index::middle(34, 6).positions, [8, 25, 7, 24, 9, 26]);
        assert_eq!(Index::middle(30, 4).positions, [7, 22, 6, 21]);
        assert_eq!(Index::middle(10, 6).positions, [2, 7, 1, 6, 3, 8]);
    }

    #[test]
    fn disjoint_pairs_are_counted_exactly() {
        // Lists of fewer than a block a side keep their keys as they are, in one bucket;
        // longer ones are sorted and packed. One matcher counts them all in turn, as a
        // count's splits come.
        let mut matcher = Matcher::<wide::u64x4>::default();
        // AVX2's words, where the processor has AVX2 (what `Lanes` needs).
        #[cfg(target_arch = "x86_64")]
        let mut lanes = std::arch::is_x86_feature_detected!("avx2").then(Matcher::<Lanes>::default);
        for (w, e) in [(600, 700), (100, 200), (300, 90), (0, 50), (255, 256)] {
            let west: Vec<u64> = (0..w).map(|i| (i * 2_654_435_761) % (1 << 12)).collect();
            let east: Vec<u64> = (0..e).map(|i| (i * 40_503 + 7) % (1 << 12)).collect();
            let want = west
                .iter()
                .map(|w| east.iter().filter(|e| *w & **e == 0).count() as u64)
                .sum::<u64>();
            assert_eq!(
                matcher.count(&mut west.clone(), &mut east.clone(), 12, Weigh::Once),
                want,
                "{w} west keys, {e} east keys"
            );
            #[cfg(target_arch = "x86_64")]
            if let Some(lanes) = lanes.as_mut() {
                assert_eq!(
                    lanes.count(&mut west.clone(), &mut east.clone(), 12, Weigh::Once),
                    want,
                    "{w} west keys, {e} east keys, in AVX2's words"
                );
            }
        }
    }

    #[test]
    fn pairs_weighed_by_the_long_diagonals_are_counted_exactly() {
        // 12 bits: the long diagonals are the middle bit of each half, 3 and 9.
        let long = 1u64 << 3 | 1 << 9;
        let west: Vec<u64> = (0..900u64)
            .map(|i| (i * 2_654_435_761) % (1 << 12))
            .collect();
        let east: Vec<u64> = (0..800u64).map(|i| (i * 40_503 + 7) % (1 << 12)).collect();
        let weight = |w: u64, e: u64| {
            let (w, e) = (w & long, e & long);
            (u64::from(e == 0) << w.count_ones()) + (u64::from(w == 0) << e.count_ones())
        };
        let want: u64 = west
            .iter()
            .flat_map(|&w| east.iter().map(move |&e| (w, e)))
            .filter(|&(w, e)| w & e == 0)
            .map(|(w, e)| weight(w, e))
            .sum();
        let mut matcher = Matcher::<wide::u64x4>::default();
        let by_long = Weigh::ByLongDiagonals;
        assert_eq!(
            matcher.count(&mut west.clone(), &mut east.clone(), 12, by_long),
            want
        );
        #[cfg(target_arch = "x86_64")]
        if std::arch::is_x86_feature_detected!("avx2") {
            let mut lanes = Matcher::<Lanes>::default();
            let counted = lanes.count(&mut west.clone(), &mut east.clone(), 12, by_long);
            assert_eq!(counted, want, "in AVX2's words");
        }
    }
}
