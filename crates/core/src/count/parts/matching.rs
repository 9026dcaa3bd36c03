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
//! (bits / 7) table reads of one 256-bit word each and a popcount.

/// Keys to a block: four 64-bit words, one AVX2 register (two SSE2 or wasm SIMD ones).
const LANES: usize = 4;
type Word = wide::u64x4;
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

/// The pairs (x from `west`, y from `east`) with `x & y == 0`, weighed; keys have `bits`
/// bits. Both lists are reordered and packed.
pub(super) fn count_disjoint(west: &mut [u64], east: &mut [u64], bits: usize, weigh: Weigh) -> u64 {
    let smaller = west.len().min(east.len());
    let mut index_bits = (usize::BITS - (smaller / BLOCK).leading_zeros()) as usize;
    if weigh == Weigh::ByLongDiagonals {
        index_bits = index_bits.max(2);
    }
    let index = Index::middle(bits, index_bits.min(MAX_INDEX_BITS));
    let live = west.iter().fold(0, |a, k| a | k) & east.iter().fold(0, |a, k| a | k);
    let layout = Layout::new(bits, live & !index.mask, index.mask);
    let west_buckets = index.sort(west, &layout);
    let east_buckets = index.sort(east, &layout);
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
    let chunks = layout.width.div_ceil(CHUNK);
    let mut blocks = Blocks::new(chunks);
    let mut total = 0u64;
    for (e, east_range) in east_buckets.iter().enumerate() {
        for block in east[east_range.clone()].chunks(BLOCK) {
            blocks.load(block);
            for (w, west_range) in west_buckets.iter().enumerate() {
                let factor = factor(w, e);
                if w & e == 0 && factor != 0 {
                    total += factor
                        * west[west_range.clone()]
                            .iter()
                            .map(|&key| blocks.matches(key))
                            .sum::<u64>();
                }
            }
        }
    }
    total
}

/// Where a key's bits go before matching: its kept bits packed together from bit 0, its
/// index bits from bit [`INDEX_AT`]; read a byte at a time through tables of 256 (made
/// once per split, a few thousand keys read through them).
struct Layout {
    tables: Vec<[u64; 256]>,
    /// The packed keys' width.
    width: usize,
}

/// Where a key's index goes in its laid-out form (packed keys are narrower).
const INDEX_AT: u32 = 56;

impl Layout {
    fn new(bits: usize, kept: u64, index: u64) -> Layout {
        let rank = |mask: u64, bit: u32| (mask & ((1 << bit) - 1)).count_ones();
        let to = |bit: u32| {
            if kept >> bit & 1 != 0 {
                1u64 << rank(kept, bit)
            } else if index >> bit & 1 != 0 {
                1u64 << (INDEX_AT + rank(index, bit))
            } else {
                0
            }
        };
        let tables = (0..bits.div_ceil(8) as u32)
            .map(|byte| {
                let mut table = [0u64; 256];
                for v in 1..256usize {
                    table[v] = table[v & (v - 1)] | to(8 * byte + v.trailing_zeros());
                }
                table
            })
            .collect();
        Layout {
            tables,
            width: kept.count_ones() as usize,
        }
    }

    /// The key's index and its packed bits.
    fn apply(&self, key: u64) -> (usize, u64) {
        let out = self
            .tables
            .iter()
            .enumerate()
            .fold(0, |out, (i, t)| out | t[(key >> (8 * i)) as usize & 255]);
        ((out >> INDEX_AT) as usize, out & ((1 << INDEX_AT) - 1))
    }
}

/// The index bits, and how to read a key's index.
struct Index {
    positions: Vec<usize>,
    /// The same bits as a mask.
    mask: u64,
}

impl Index {
    /// `count` bits around the middle of the two halves of a key (its diagonals and its
    /// anti-diagonals), the ones most half-boards take.
    fn middle(bits: usize, count: usize) -> Index {
        let half = bits / 2;
        // The middle bit of each half, then one below it, one above, two below...
        let positions: Vec<usize> = (0..count)
            .map(|i| {
                let step = (i / 2) as isize;
                let delta = if step % 2 == 1 {
                    -(step + 1) / 2
                } else {
                    step / 2
                };
                let offset = (half as isize / 2 + delta).clamp(0, half as isize - 1) as usize;
                offset + (i % 2) * half
            })
            .collect();
        let mask = positions.iter().fold(0, |m, &p| m | 1 << p);
        Index { positions, mask }
    }

    /// Sorts `keys` by index (a counting sort), packing each; returns each bucket's range.
    /// Two keys whose indexes share no bit are in buckets whose numbers share none.
    fn sort(&self, keys: &mut [u64], layout: &Layout) -> Vec<std::ops::Range<usize>> {
        let buckets = 1 << self.mask.count_ones();
        let mut starts = vec![0usize; buckets + 1];
        let read: Vec<(usize, u64)> = keys
            .iter()
            .map(|&key| {
                let (b, packed) = layout.apply(key);
                starts[b + 1] += 1;
                (b, packed)
            })
            .collect();
        for b in 0..buckets {
            starts[b + 1] += starts[b];
        }
        let mut next = starts.clone();
        for (b, packed) in read {
            keys[next[b]] = packed;
            next[b] += 1;
        }
        starts.windows(2).map(|w| w[0]..w[1]).collect()
    }
}

/// One block of east keys, bit-sliced, with its tables of unions.
struct Blocks {
    present: Word,
    slices: Vec<[u64; LANES]>,
    unions: Vec<Word>,
}

impl Blocks {
    fn new(chunks: usize) -> Blocks {
        Blocks {
            present: Word::ZERO,
            slices: vec![[0; LANES]; chunks * CHUNK],
            unions: vec![Word::ZERO; chunks << CHUNK],
        }
    }

    /// Slices `block` (at most 256 packed keys), and makes the unions.
    fn load(&mut self, block: &[u64]) {
        let mut present = [0; LANES];
        self.slices.iter_mut().for_each(|s| *s = [0; LANES]);
        for (j, &key) in block.iter().enumerate() {
            let (lane, bit) = (j / 64, 1u64 << (j % 64));
            present[lane] |= bit;
            let mut rest = key;
            while rest != 0 {
                self.slices[rest.trailing_zeros() as usize][lane] |= bit;
                rest &= rest - 1;
            }
        }
        self.present = Word::new(present);
        for (table, chunk) in self
            .unions
            .chunks_exact_mut(1 << CHUNK)
            .zip(self.slices.chunks_exact(CHUNK))
        {
            for v in 1..1usize << CHUNK {
                table[v] = table[v & (v - 1)] | Word::new(chunk[v.trailing_zeros() as usize]);
            }
        }
    }

    /// The keys of the block that share no (packed) bit with `key`.
    fn matches(&self, key: u64) -> u64 {
        let mut clash = Word::ZERO;
        for (c, table) in self.unions.chunks_exact(1 << CHUNK).enumerate() {
            clash |= table[(key >> (CHUNK * c)) as usize & ((1 << CHUNK) - 1)];
        }
        (self.present & !clash)
            .to_array()
            .iter()
            .map(|w| w.count_ones())
            .sum::<u32>() as u64
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
        let west: Vec<u64> = (0..600u64)
            .map(|i| (i * 2_654_435_761) % (1 << 12))
            .collect();
        let east: Vec<u64> = (0..700u64).map(|i| (i * 40_503 + 7) % (1 << 12)).collect();
        let want = west
            .iter()
            .map(|w| east.iter().filter(|e| *w & **e == 0).count() as u64)
            .sum::<u64>();
        assert_eq!(
            count_disjoint(&mut west.clone(), &mut east.clone(), 12, Weigh::Once),
            want
        );
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
        assert_eq!(
            count_disjoint(
                &mut west.clone(),
                &mut east.clone(),
                12,
                Weigh::ByLongDiagonals
            ),
            want
        );
    }
}
