//! The word the matching works on: a block's 256 keys, one bit a key, in two kinds,
//! `wide`'s for the build's own target and AVX2's for the count's x86-64-v3 clone
//! (`count::isa`). Kept apart because it is the matching's only `unsafe` code, each
//! use of an intrinsic sound for the reason [`Lanes`] gives.

use super::LANES;
#[cfg(target_arch = "x86_64")]
use std::arch::x86_64::__m256i;
use std::ops::{BitAnd, BitOr, BitOrAssign, BitXor, Not};

/// A block's 256 keys as one word, one bit a key: what the matching does with it.
///
/// Two kinds. `wide::u64x4` picks its instructions when the build is compiled: two SSE2
/// registers on plain x86-64, two wasm SIMD ones in a worker, one AVX2 register where
/// the whole build targets AVX2. In the count's x86-64-v3 clone (`count::isa`),
/// compiled from the plain build, `wide` still makes two SSE2 halves of every operation,
/// and Q(18) counted a fifth slower than with `-C target-cpu=native`. Four plain words
/// (`[u64; 4]`, aligned) were no better: the compiler kept each in four scalar
/// registers. [`Lanes`] is one AVX2 register by its intrinsics.
pub(in crate::count::parts) trait Word:
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
/// which runs only where [`Isa::detected`](crate::count::isa::Isa::detected) found AVX2,
/// names the type (and the tests, after the same check). That is what makes the
/// intrinsics' calls below sound. Each operator is `#[inline(always)]`, so in the clone
/// it is the one instruction (`vpor`, `vpand`, `vpxor`; `!x & y` as `vpandn`).
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
pub(in crate::count::parts) struct Lanes(__m256i);

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
