//! The core's count, exported bare for `run.mjs` to time in node's V8: the lab's workers
//! run the same code (`Subproblem::count`, one thread), built with the same settings and
//! `simd128`, so this tells the engine's share of the browser's time apart from the
//! page's (messages, other threads), function by function with `node --cpu-prof`; and
//! its subproblems one at a time, for `run.mjs --threads` to share among node's threads
//! as the lab shares them among its workers.

use nqueens_core::count::{self, Subproblem};
use std::cell::RefCell;

/// Q(n), counted on one thread; 0 for a size out of range.
#[no_mangle]
pub extern "C" fn count(n: u32) -> u64 {
    count::count(n as usize).map_or(0, |counts| counts.total)
}

/// Builds the tables a count of n reads, as the lab's workers do before Count is
/// clicked, so that the count's time leaves them out.
#[no_mangle]
pub extern "C" fn prepare(n: u32) {
    let _ = nqueens_core::count::parts::prepare(n as usize);
}

/// How many subproblems the count of n is cut into (0 for a size out of range): what
/// `run.mjs --threads` hands out to its threads, one at a time, in list order, as the
/// lab's page hands them to its workers and the CLI to its threads.
#[no_mangle]
pub extern "C" fn subproblems(n: u32) -> u32 {
    with_list(n, |list| list.len() as u32)
}

/// The solutions of subproblem `index` of n (0 for one that does not exist): summed over
/// the list, Q(n).
#[no_mangle]
pub extern "C" fn count_subproblem(n: u32, index: u32) -> u64 {
    with_list(n, |list| {
        list.get(index as usize)
            .map_or(0, |part| part.count().solutions)
    })
}

/// Runs `f` on the subproblems of n, listed once per instance (each thread of
/// `run.mjs --threads` has its own), as a worker keeps its list.
fn with_list<T>(n: u32, f: impl FnOnce(&[Subproblem]) -> T) -> T {
    thread_local! {
        static LIST: RefCell<(u32, Vec<Subproblem>)> = const { RefCell::new((0, Vec::new())) };
    }
    LIST.with(|list| {
        let mut list = list.borrow_mut();
        if list.0 != n {
            *list = (n, count::subproblems(n as usize).unwrap_or_default());
        }
        f(&list.1)
    })
}
