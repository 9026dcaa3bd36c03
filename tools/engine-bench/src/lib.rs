//! The core's count, exported bare for `run.mjs` to time in node's V8: the lab's workers
//! run the same code (`Subproblem::count`, one thread), built with the same settings and
//! `simd128`, so this tells the engine's share of the browser's time apart from the
//! page's (messages, other threads), function by function with `node --cpu-prof`.

/// Q(n), counted on one thread; 0 for a size out of range.
#[no_mangle]
pub extern "C" fn count(n: u32) -> u64 {
    nqueens_core::count::count(n as usize).map_or(0, |counts| counts.total)
}

/// Builds the tables a count of n reads, as the lab's workers do before Count is
/// clicked, so that the count's time leaves them out.
#[no_mangle]
pub extern "C" fn prepare(n: u32) {
    let _ = nqueens_core::count::parts::prepare(n as usize);
}
