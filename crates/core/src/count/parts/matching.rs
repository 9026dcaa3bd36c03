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

#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::__m256i;
use std::ops::{BitAnd, BitOr, BitOrAssign, BitXor, Not};

/// Keys to a block: four 64-bit words, one AVX2 register (two SSE2 or wasm SIMD ones).
const LANES: usize = 4;
const BLOCK: usize = 64 * LANES;

/// Bits read together through one table of unions.
const CHUNK: usize = 7;

/// At most this many index bits, and only while the buckets keep about a block each.
const MAX_INDEX_BITS: usize = 6;

/// A block's 256 keys as one word, one bit a key: what the matching does with it.
///
/// Two kinds. `wide::u64x4` picks its instructions when the build is compiled: two SSE2
/// registers on plain x86-64, two wasm SIMD ones in a worker, one AVX2 register where
/// the whole build targets AVX2. In the count's x86-64-v3 clone (`super::super::isa`),
/// compiled from the plain build, `wide` still makes two SSE2 halves of every operation,
/// and Q(18) counted a fifth slower than with `-C target-cpu=native`. Four plain words
/// (`[u64; 4]`, aligned) were no better: the compiler kept each in four scalar
/// registers. [`Lanes`] is one AVX2 register by its intrinsics.
pub(super) trait Word:
    Copy
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitOrAssign
{
    const ZERO: Self;
    fn new(words: [u64; LANES]) -> Self;
    fn to_array(self) -> [u64; LANES];
}

impl Word for wide::u64x4 {
    const ZERO: Self = wide::u64x4::ZERO;
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn new(words: [u64; LANES]) -> Self {
        wide::u64x4::new(words)
    }
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn to_array(self) -> [u64; LANES] {
        wide::u64x4::to_array(self)
    }
}

/// The four words as one AVX2 register, for the count's x86-64-v3 clone.
///
/// Every `Lanes` is made and used on a processor with AVX2: only `Splits::count_v3`,
/// which runs only where [`Isa::detected`](super::super::isa::Isa::detected) found AVX2,
/// names the type (and the tests, after the same check). That is what makes the
/// intrinsics' calls below sound. Each operator is `#[inline(always)]`, so in the clone
/// it is the one instruction (`vpor`, `vpand`, `vpxor`; `!x & y` as `vpandn`).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(super) struct Lanes(__m256i);

#[cfg(target_arch = "x86_64")]
impl Default for Lanes {
    fn default() -> Lanes {
        Lanes::ZERO
    }
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)]
impl Word for Lanes {
    // SAFETY: `__m256i` is 32 bytes of plain bits, as `[u64; 4]` is; any bits are valid.
    const ZERO: Self = Lanes(unsafe { std::mem::transmute::<[u64; LANES], __m256i>([0; LANES]) });
    #[inline(always)]
    fn new(words: [u64; LANES]) -> Self {
        // SAFETY: as for ZERO; a reinterpretation of memory, no instruction of AVX2's.
        Lanes(unsafe { std::mem::transmute::<[u64; LANES], __m256i>(words) })
    }
    #[inline(always)]
    fn to_array(self) -> [u64; LANES] {
        // SAFETY: as for ZERO, the other way.
        unsafe { std::mem::transmute::<__m256i, [u64; LANES]>(self.0) }
    }
}

/// An operator of [`Lanes`] as its AVX2 instruction.
macro_rules! lanes_op {
    ($trait:ident, $method:ident, $intrinsic:ident) => {
        #[cfg(target_arch = "x86_64")]
        impl $trait for Lanes {
            type Output = Lanes;
            #[inline(always)]
            #[allow(unsafe_code)]
            fn $method(self, other: Lanes) -> Lanes {
                // SAFETY: a `Lanes` exists only on a processor with AVX2 (its doc).
                Lanes(unsafe { std::arch::x86_64::$intrinsic(self.0, other.0) })
            }
        }
    };
}
lanes_op!(BitAnd, bitand, _mm256_and_si256);
lanes_op!(BitOr, bitor, _mm256_or_si256);
lanes_op!(BitXor, bitxor, _mm256_xor_si256);

#[cfg(target_arch = "x86_64")]
impl Not for Lanes {
    type Output = Lanes;
    #[inline(always)]
    fn not(self) -> Lanes {
        self ^ Lanes::new([u64::MAX; LANES])
    }
}

#[cfg(target_arch = "x86_64")]
impl BitOrAssign for Lanes {
    #[inline(always)]
    fn bitor_assign(&mut self, other: Lanes) {
        *self = *self | other;
    }
}

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

/// Where each bucket of a sorted list begins, and the list's end; with the counting
/// sort's cursors. Kept from split to split: three vectors allocated for each sort were
/// six allocations a split, most of an odd board's splits one bucket a side.
#[derive(Default)]
struct Buckets {
    starts: Vec<usize>,
    next: Vec<usize>,
}

impl Buckets {
    /// The buckets' ranges, in bucket order.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn ranges(&self) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
        self.starts.windows(2).map(|w| w[0]..w[1])
    }
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

/// Where a key's bits go before matching: its kept bits packed together from bit 0, its
/// index bits from bit [`INDEX_AT`]; read a byte at a time through tables of 256 (made
/// once per split, a few thousand keys read through them).
struct Layout {
    tables: Box<[[u64; 256]; KEY_BYTES]>,
    /// The packed keys' width.
    width: usize,
    /// What the tables were made for: (bits, kept, index); none yet.
    made_for: Option<(usize, u64, u64)>,
}

/// Where a key's index goes in its laid-out form (packed keys are narrower).
const INDEX_AT: u32 = 56;

/// The bytes of a key: 2(n - 1) bits at most, 44 at n = 23. A fixed number, so that a
/// key's reads are unrolled (the tables of bytes no key has are read at 0, which is 0).
const KEY_BYTES: usize = 6;

impl Default for Layout {
    fn default() -> Layout {
        Layout {
            tables: Box::new([[0; 256]; KEY_BYTES]),
            width: 0,
            made_for: None,
        }
    }
}

impl Layout {
    /// Lays out keys of `bits` bits: `kept` packed, `index` to the index. Only the
    /// tables of those bits are rewritten; a key reads the others at 0, always 0. The
    /// tables stay when nothing changed.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn set(&mut self, bits: usize, kept: u64, index: u64) {
        debug_assert!(bits <= 8 * KEY_BYTES);
        if self.made_for == Some((bits, kept, index)) {
            return;
        }
        self.made_for = Some((bits, kept, index));
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
        for (byte, table) in self.tables.iter_mut().enumerate().take(bits.div_ceil(8)) {
            for v in 1..256usize {
                table[v] = table[v & (v - 1)] | to(8 * byte as u32 + v.trailing_zeros());
            }
        }
        self.width = kept.count_ones() as usize;
    }

    /// Whether a key laid out is the key itself: every bit kept, none to the index.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn is_identity(&self) -> bool {
        self.made_for
            .is_some_and(|(bits, kept, index)| index == 0 && kept == (1 << bits) - 1)
    }

    /// The key laid out: its index from bit [`INDEX_AT`], its packed bits below.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn apply(&self, key: u64) -> u64 {
        self.tables
            .iter()
            .enumerate()
            .fold(0, |out, (i, t)| out | t[(key >> (8 * i)) as usize & 255])
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

    /// Sorts `keys` by index (a counting sort), packing each, into `buckets`. Two keys
    /// whose indexes share no bit are in buckets whose numbers share none. `scratch`
    /// holds the laid-out keys meanwhile. Keys the layout leaves as they are stay put,
    /// in one bucket.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn sort(
        &self,
        keys: &mut [u64],
        layout: &Layout,
        scratch: &mut Vec<u64>,
        buckets: &mut Buckets,
    ) {
        let count = 1 << self.mask.count_ones();
        let Buckets { starts, next } = buckets;
        starts.clear();
        if layout.is_identity() {
            starts.extend([0, keys.len()]);
            return;
        }
        starts.resize(count + 1, 0);
        scratch.clear();
        scratch.reserve(keys.len());
        // A loop, not `extend`: compiled into the count's clones (`super::super::isa`),
        // where `extend` was left a function of its own, of plain x86-64.
        for &key in keys.iter() {
            let out = layout.apply(key);
            starts[(out >> INDEX_AT) as usize + 1] += 1;
            scratch.push(out);
        }
        for b in 0..count {
            starts[b + 1] += starts[b];
        }
        next.clone_from(starts);
        for &out in scratch.iter() {
            let b = (out >> INDEX_AT) as usize;
            keys[next[b]] = out & ((1 << INDEX_AT) - 1);
            next[b] += 1;
        }
    }
}

/// One block of east keys, bit-sliced, with its tables of unions.
struct Blocks<W: Word> {
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
    fn tables(&mut self, chunks: usize) {
        self.slices.resize(chunks * CHUNK, [0; LANES]);
        self.unions.resize(chunks << CHUNK, W::ZERO);
    }

    /// Slices `block` (at most 256 packed keys), and makes the unions.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
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
    fn matches(&self, keys: &[u64]) -> u64 {
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
