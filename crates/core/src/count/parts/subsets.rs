//! The subsets of a set of rows or columns (a `u32` of bits), in increasing order: a
//! start's splits are the subsets of its free rows of the east half's size, and a
//! half-board's north quadrant takes each subset of the half's free columns of the
//! split's size, kept by size for a piece ([`ColumnSubsets`]). [`binomial`] says how many
//! there are.

/// C(n, k).
pub(super) fn binomial(n: u32, k: u32) -> u32 {
    (0..k).fold(1u64, |c, i| c * u64::from(n - i) / u64::from(i + 1)) as u32
}

/// Every subset of a half's free columns, grouped by size and made once per piece: a
/// half-board's north quadrant takes each subset of the split's size in turn, and
/// making them split after split was a fifth of building half-boards (Q(17)).
#[derive(Default)]
pub(super) struct ColumnSubsets {
    /// The columns; none yet.
    set: Option<u32>,
    /// The subsets of size k are `subsets[starts[k]..starts[k + 1]]`, in increasing order.
    subsets: Vec<u32>,
    starts: Vec<usize>,
}

impl ColumnSubsets {
    /// The subsets of `set` with `size` members.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn of(&mut self, set: u32, size: u32) -> &[u32] {
        if self.set != Some(set) {
            self.set = Some(set);
            self.subsets.clear();
            self.starts.clear();
            for k in 0..=set.count_ones() {
                self.starts.push(self.subsets.len());
                self.subsets.extend(subsets(set, k));
            }
            self.starts.push(self.subsets.len());
        }
        let size = size as usize;
        match (self.starts.get(size), self.starts.get(size + 1)) {
            (Some(&from), Some(&to)) => &self.subsets[from..to],
            _ => &[],
        }
    }
}

/// The subsets of `set` with `size` members, in increasing order.
#[cfg_attr(target_arch = "x86_64", inline(always))]
pub(super) fn subsets(set: u32, size: u32) -> impl Iterator<Item = u32> {
    let width = set.count_ones();
    let mut next = (size <= width).then(|| if size == 0 { 0 } else { (1u32 << size) - 1 });
    std::iter::from_fn(move || {
        let packed = next?;
        next = if packed == 0 {
            None
        } else {
            // Gosper's hack: the next number with as many bits set.
            let low = packed & packed.wrapping_neg();
            let ripple = packed + low;
            let following = (((ripple ^ packed) >> 2) / low) | ripple;
            (u64::from(following) < 1u64 << width).then_some(following)
        };
        Some(deposit(packed, set))
    })
}

/// Spreads the low bits of `bits` over the set bits of `mask`, in order (as BMI2's pdep).
#[cfg_attr(target_arch = "x86_64", inline(always))]
fn deposit(mut bits: u32, mask: u32) -> u32 {
    let (mut out, mut rest) = (0, mask);
    while rest != 0 && bits != 0 {
        let low = rest & rest.wrapping_neg();
        if bits & 1 != 0 {
            out |= low;
        }
        bits >>= 1;
        rest &= rest - 1;
    }
    out
}
