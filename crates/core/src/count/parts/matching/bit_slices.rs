//! The bit slices (the matching's module doc): one block of 256 east keys sliced a word
//! per bit, its tables of unions of 7 bits, and the count of a west key's matches in it
//! with one popcount per eight keys natively (carry-save adders), or one per key in wasm.

use super::word::Word;
use super::{CHUNK, LANES};

/// One block of east keys, bit-sliced, with its tables of unions.
pub(super) struct Blocks<W: Word> {
    present: W,
    slices: Vec<[u64; LANES]>,
    unions: Vec<W>,
}

impl<W: Word> Default for Blocks<W> {
    fn default() -> Blocks<W> {
        Blocks {
            present: W::ZERO,
            slices: Vec::new(),
            unions: Vec::new(),
        }
    }
}

impl<W: Word> Blocks<W> {
    /// Makes room for `chunks` tables of unions. A table's entry 0, the empty union, is
    /// never written: it stays as it was made, zero.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn tables(&mut self, chunks: usize) {
        self.slices.resize(chunks * CHUNK, [0; LANES]);
        self.unions.resize(chunks << CHUNK, W::ZERO);
    }

    /// Slices `block` (at most 256 packed keys), and makes the unions.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn load(&mut self, block: &[u64]) {
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
        self.present = W::new(present);
        for (table, chunk) in self
            .unions
            .chunks_exact_mut(1 << CHUNK)
            .zip(self.slices.chunks_exact(CHUNK))
        {
            for v in 1..1usize << CHUNK {
                table[v] = table[v & (v - 1)] | W::new(chunk[v.trailing_zeros() as usize]);
            }
        }
    }

    /// The pairs of a key of `keys` and a key of the block that share no (packed) bit.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn matches(&self, keys: &[u64]) -> u64 {
        // A packed key is narrower than INDEX_AT = 56 bits: at most eight tables.
        match self.unions.len() >> CHUNK {
            0 => self.matches_in::<0>(keys),
            1 => self.matches_in::<1>(keys),
            2 => self.matches_in::<2>(keys),
            3 => self.matches_in::<3>(keys),
            4 => self.matches_in::<4>(keys),
            5 => self.matches_in::<5>(keys),
            6 => self.matches_in::<6>(keys),
            7 => self.matches_in::<7>(keys),
            _ => self.matches_in::<8>(keys),
        }
    }

    /// [`Blocks::matches`] with the number of tables known, so that a key's reads are
    /// unrolled. Natively, the matches of eight keys are added up bit by bit, as a
    /// circuit of carry-save adders would (Harley and Seal's count): one popcount per
    /// eight keys, where a popcount of 256 bits is the costliest step of a key's match.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn matches_in<const CHUNKS: usize>(&self, keys: &[u64]) -> u64 {
        // `matches` picks CHUNKS as the number of tables (at most eight).
        let Some(tables) = self
            .unions
            .as_chunks::<{ 1 << CHUNK }>()
            .0
            .first_chunk::<CHUNKS>()
        else {
            return 0;
        };
        let fit = |key: u64| {
            let mut clash = W::ZERO;
            for (c, table) in tables.iter().enumerate() {
                clash |= table[(key >> (CHUNK * c)) as usize & ((1 << CHUNK) - 1)];
            }
            self.present & !clash
        };
        // In a browser's worker the adders cost more than they save: a wasm popcount is
        // one instruction (V8 emits x86's), and V8 spills the adders' eight words where
        // LLVM keeps them in registers. Without them Q(18) counts about a fifth faster
        // in wasm (measured in turn in V8); natively they stay the faster way.
        if cfg!(target_arch = "wasm32") {
            return keys.iter().map(|&key| popcount(fit(key))).sum();
        }
        let (mut ones, mut twos, mut fours, mut eights) = (W::ZERO, W::ZERO, W::ZERO, 0u64);
        let (octets, rest) = keys.as_chunks::<8>();
        for k in octets {
            let (twos_a, o) = add(ones, fit(k[0]), fit(k[1]));
            let (twos_b, o) = add(o, fit(k[2]), fit(k[3]));
            let (fours_a, t) = add(twos, twos_a, twos_b);
            let (twos_a, o) = add(o, fit(k[4]), fit(k[5]));
            let (twos_b, o) = add(o, fit(k[6]), fit(k[7]));
            let (fours_b, t) = add(t, twos_a, twos_b);
            let (eight, f) = add(fours, fours_a, fours_b);
            (ones, twos, fours) = (o, t, f);
            eights += popcount(eight);
        }
        // A loop, not an iterator's sum: `Iter::fold` was left a function of its own,
        // outside the x86-64-v3 clone, which called AVX2's `vpor` as a function (3 % of
        // Q(17)).
        let mut last = 0;
        for &key in rest {
            last += popcount(fit(key));
        }
        8 * eights + 4 * popcount(fours) + 2 * popcount(twos) + popcount(ones) + last
    }
}

/// A carry-save adder of three words, bit by bit: (the carries, the sums).
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn add<W: Word>(a: W, b: W, c: W) -> (W, W) {
    let u = a ^ b;
    ((a & b) | (u & c), u ^ c)
}

/// The bits set in a word.
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn popcount<W: Word>(word: W) -> u64 {
    word.to_array()
        .iter()
        .map(|w| u64::from(w.count_ones()))
        .sum()
}
