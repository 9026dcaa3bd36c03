//! A machine word used as a row of squares: `u64` while the seeded diagonals fit, `u128`
//! beyond, one generic search for both.

use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// A row of squares, one bit per column.
pub(super) trait Word:
    Copy
    + Eq
    + Not<Output = Self>
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const BITS: u32;
    /// The lowest square set.
    fn lowest(self) -> Self;
    /// The column of the lowest square set.
    fn lowest_index(self) -> u32;
    /// The squares set.
    fn ones(self) -> u64;
    /// The bits of `self` at the three squares of `mask`, lowest first: a row's free
    /// squares among the last three columns.
    fn gather3(self, mask: Self) -> usize;
}

macro_rules! word {
    ($t:ty, $gather:path) => {
        impl Word for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const BITS: u32 = <$t>::BITS;
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn lowest_index(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn ones(self) -> u64 {
                self.count_ones() as u64
            }
            #[inline(always)]
            fn gather3(self, mask: Self) -> usize {
                $gather(self, mask)
            }
        }
    };
}
word!(u64, gather3_u64);
word!(u128, gather3_bits);

/// `gather3` in one instruction where the build targets a processor with BMI2's `pext`
/// (`-C target-cpu=native`; the default build is portable x86-64): most of what the table
/// lookup of the last rows gains. Chosen when the build is compiled, not at run time as
/// the parts count's instructions are (`super::isa`): this counter by constellations is
/// not on the path of `nqueens count`, only the tests' and the lab's comparison.
#[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
#[inline(always)]
#[allow(unsafe_code)]
fn gather3_u64(word: u64, mask: u64) -> usize {
    // SAFETY: this function is compiled only for targets with BMI2 (the cfg above), so
    // the instruction exists; `pext` reads no memory.
    unsafe { std::arch::x86_64::_pext_u64(word, mask) as usize }
}

/// `gather3` where there is no `pext` (wasm, older processors).
#[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
#[inline(always)]
fn gather3_u64(word: u64, mask: u64) -> usize {
    gather3_bits(word, mask)
}

/// `gather3` square by square, without a branch (the squares of one mask are shared by
/// every gather of a lookup once inlined).
#[inline(always)]
fn gather3_bits<W: Word>(word: W, mask: W) -> usize {
    let first = mask.lowest();
    let rest = mask ^ first;
    let second = rest.lowest();
    let third = rest ^ second;
    let has = |square: W| usize::from(word & square != W::ZERO);
    has(first) | has(second) << 1 | has(third) << 2
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The portable gather is what `pext` computes, on every three-square mask of a row
    /// (checked on the processor's own `pext` where it has one, whatever the build).
    #[cfg(target_arch = "x86_64")]
    #[test]
    #[allow(unsafe_code)]
    fn the_portable_gather_is_pext() {
        if !std::arch::is_x86_feature_detected!("bmi2") {
            return;
        }
        #[target_feature(enable = "bmi2")]
        fn pext(word: u64, mask: u64) -> u64 {
            std::arch::x86_64::_pext_u64(word, mask)
        }
        for a in 0..20 {
            for b in a + 1..21 {
                for c in b + 1..22 {
                    let mask = 1u64 << a | 1 << b | 1 << c;
                    for word in [0, u64::MAX, 0x5555_5555_5555_5555, 1 << b, mask ^ 1 << c] {
                        // SAFETY: the processor has BMI2, checked above.
                        let fast = unsafe { pext(word, mask) } as usize;
                        assert_eq!(gather3_bits(word, mask), fast, "{word:#x} {mask:#x}");
                    }
                }
            }
        }
    }
}
