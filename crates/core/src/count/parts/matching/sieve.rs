//! The sieve (the matching's module doc): both lists of keys sorted into buckets by a
//! few index bits, so that only buckets whose indexes share no bit meet, and each key
//! laid out with the index bits and the bits no key of one side has taken out, the rest
//! packed together.

/// Where each bucket of a sorted list begins, and the list's end; with the counting
/// sort's cursors. Kept from split to split: three vectors allocated for each sort were
/// six allocations a split, most of an odd board's splits one bucket a side.
#[derive(Default)]
pub(super) struct Buckets {
    starts: Vec<usize>,
    next: Vec<usize>,
}

impl Buckets {
    /// The buckets' ranges, in bucket order.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn ranges(&self) -> impl Iterator<Item = std::ops::Range<usize>> + '_ {
        self.starts.windows(2).map(|w| w[0]..w[1])
    }
}

/// Where a key's bits go before matching: its kept bits packed together from bit 0, its
/// index bits from bit [`INDEX_AT`]; read a byte at a time through tables of 256 (made
/// once per split, a few thousand keys read through them).
pub(super) struct Layout {
    tables: Box<[[u64; 256]; KEY_BYTES]>,
    /// The packed keys' width.
    pub(super) width: usize,
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
    pub(super) fn set(&mut self, bits: usize, kept: u64, index: u64) {
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
pub(super) struct Index {
    pub(super) positions: Vec<usize>,
    /// The same bits as a mask.
    pub(super) mask: u64,
}

impl Index {
    /// `count` bits around the middle of the two halves of a key (its diagonals and its
    /// anti-diagonals), the ones most half-boards take.
    pub(super) fn middle(bits: usize, count: usize) -> Index {
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
    pub(super) fn sort(
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
        // A loop, not `extend`: compiled into the count's clones (`count::isa`),
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
