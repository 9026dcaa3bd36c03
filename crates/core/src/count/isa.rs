//! Which instructions the count's hot loops use, picked when the count runs.
//!
//! **One binary at the native speed.** The default build targets plain x86-64 (SSE2, no
//! popcnt), so that a CLI built once runs on every node `deploy/` sends it to. The hot
//! loops of the parts count (building half-boards, and the matching with its popcounts of
//! 256-bit words) are compiled twice: for plain x86-64, and for x86-64-v3 (AVX2, BMI1 and
//! 2, POPCNT, LZCNT, FMA, MOVBE: Intel's processors since Haswell, 2013, but for some
//! Pentiums, Celerons and Atoms; AMD's since Excavator, 2015). A piece of
//! the count asks once which the processor runs ([`Isa::detected`]) and runs the whole of
//! its splits in that clone: the code it calls is `#[inline(always)]` on x86-64
//! (`#[cfg_attr(target_arch = "x86_64", inline(always))]`; wasm32's inlining is the
//! compiler's, as before), so it is
//! compiled into each clone with that clone's instructions, and no call inside a piece
//! tests the processor again.
//!
//! **Why by hand and not the `multiversion` crate** (0.9.2, checked 2026-12): it clones
//! one function and dispatches on every call as this does, but it cannot clone a method
//! (`self`), its clones are not named, so a test could not force the plain one on a
//! processor that has v3, and the callees would need the same `#[inline(always)]` anyway;
//! a proc-macro dependency for twenty lines.
//!
//! wasm32 has none of this: its one build is the only one, with simd128 (`wide::u64x4`
//! as two wasm SIMD registers), as before.

/// A build of the count's hot loops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Isa {
    /// The build's own target: plain x86-64 by default, wasm32 in a worker.
    Plain,
    /// x86-64-v3, on a processor that has it: the features of [`Isa::detected`], which
    /// `Splits::count_v3` enables.
    #[cfg(target_arch = "x86_64")]
    V3(HasV3),
}

/// The proof that the processor has x86-64-v3's features: only [`Isa::detected`] makes
/// one, after asking for each, so an `Isa::V3` cannot be made up elsewhere.
#[cfg(target_arch = "x86_64")]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HasV3(());

impl Isa {
    /// The fastest build this processor runs. The standard library caches what the
    /// processor has after the first question, so this is a load and a test: a piece of
    /// the count (256 splits) asks it once.
    pub(crate) fn detected() -> Isa {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::is_x86_feature_detected as has;
            // Every feature `Splits::count_v3` enables (AVX2 implies AVX and the SSE4s).
            if has!("avx2")
                && has!("bmi1")
                && has!("bmi2")
                && has!("popcnt")
                && has!("lzcnt")
                && has!("fma")
                && has!("movbe")
            {
                return Isa::V3(HasV3(()));
            }
        }
        Isa::Plain
    }

    /// The build's name, as `nqueens count --stats` prints it.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Isa::Plain if cfg!(target_arch = "x86_64") => "x86-64",
            Isa::Plain => std::env::consts::ARCH,
            #[cfg(target_arch = "x86_64")]
            Isa::V3(_) => "x86-64-v3",
        }
    }

    /// Every build this processor runs, plain first (the tests hold them to each other).
    #[cfg(test)]
    pub(crate) fn all_here() -> Vec<Isa> {
        let mut all = vec![Isa::Plain];
        if Isa::detected() != Isa::Plain {
            all.push(Isa::detected());
        }
        all
    }
}
