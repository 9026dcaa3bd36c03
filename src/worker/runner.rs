//! Runs a [`Job`] with the core: pure Rust, so it is tested natively; the worker
//! binary only moves messages in and out.

use crate::protocol::{
    Classes, Compared, Counted, Failure, HugeBoard, Job, JobResult, Modelled, Through, Transferred,
    VariantClasses, MAX_COMPARE_N,
};
use crate::site::clock::now_ms;
use nqueens_core::analysis::analyse;
use nqueens_core::enumerate::solutions_through;
use nqueens_core::error::{check_size, Error};
use nqueens_core::search::{Algorithm, SearchFigures, SosicGu};
use nqueens_core::{classes, construct, count, model, uva750, Square};

/// Solutions through a square listed at most (the count is always exact).
const LISTED_THROUGH: usize = 500;

/// Progress within a job: `done` of `total` units, `nodes` searched so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Units done.
    pub done: u64,
    /// Units in all.
    pub total: u64,
    /// Nodes searched so far.
    pub nodes: u64,
}

/// Runs `job`, calling `progress` after every unit of work (the caller throttles).
pub fn run(job: &Job, progress: &mut dyn FnMut(Progress)) -> Result<JobResult, Failure> {
    match *job {
        Job::Count { n, ref subproblems } => {
            count_chunk(n, subproblems, progress).map(JobResult::Counted)
        }
        Job::Classes { n } => Ok(JobResult::Classes(Classes {
            n,
            classes: classes::classes(n)?,
        })),
        Job::Analyse { position } => Ok(JobResult::Analysed(analyse(&position)?)),
        Job::Through { n, square } => through(n, square).map(JobResult::Through),
        Job::Figures { algorithm, n } => Ok(JobResult::Figures(SearchFigures::of(algorithm, n)?)),
        Job::Huge { n, algorithm, seed } => huge(n, algorithm, seed, progress).map(JobResult::Huge),
        Job::Model { n } => {
            let started = now_ms();
            let run = model::solve(&model::Model::new(n)?, model::DEFAULT_NODE_LIMIT)?;
            let ms = now_ms() - started;
            Ok(JobResult::Modelled(Modelled { n, run, ms }))
        }
        Job::Variant { variant, n } => {
            let solved = variant.solve_with(n, &mut |done, total| {
                progress(Progress {
                    done,
                    total,
                    nodes: 0,
                })
            })?;
            Ok(JobResult::Variant(solved))
        }
        Job::VariantWalk { ref solved } => Ok(JobResult::Walked(solved.walk())),
        Job::VariantClasses { variant, n } => Ok(JobResult::VariantClasses(VariantClasses {
            solved: variant.solve(n)?,
            classes: variant.classes(n)?,
        })),
        Job::Compare { n } => compare(n).map(JobResult::Compared),
        Job::RunCode { .. } => run_code(),
        Job::QueensLevel { recipe } => Ok(JobResult::Queens(super::queens::level(recipe))),
        Job::QueensCount { ref layout, cap } => {
            Ok(JobResult::Queens(super::queens::count(layout, cap)))
        }
    }
}

/// Q(n) by parts assembly, then by start constellations, each timed on this thread.
fn compare(n: usize) -> Result<Compared, Failure> {
    check_size(n, 1, MAX_COMPARE_N)?;
    let timed = |count: fn(usize) -> Result<count::Counts, Error>| {
        let started = now_ms();
        count(n).map(|counts| (counts, now_ms() - started))
    };
    Ok(Compared {
        n,
        parts: timed(count::count)?,
        constellations: timed(count::constellation::count)?,
    })
}

/// The worker every page loads has no interpreter: the code worker runs programs
/// ([`super::code`]).
fn run_code() -> Result<JobResult, Failure> {
    Err(Failure::Protocol(
        "this worker does not run programs: the code worker does".to_string(),
    ))
}

thread_local! {
    /// The subproblem list of the last n counted: every chunk of a count needs it, and
    /// an odd board's is long (Q(23)'s 78,547 pieces take 3.6 ms to list natively).
    static SUBPROBLEMS: std::cell::RefCell<Option<(usize, Vec<count::Subproblem>)>> =
        const { std::cell::RefCell::new(None) };
}

/// Calls `f` with the subproblem list of n, built once per worker and n.
fn with_subproblems<T>(n: usize, f: impl FnOnce(&[count::Subproblem]) -> T) -> Result<T, Failure> {
    SUBPROBLEMS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.as_ref().map(|(m, _)| *m) != Some(n) {
            *cache = Some((n, count::subproblems(n)?));
        }
        let parts = cache
            .as_ref()
            .map(|(_, p)| p.as_slice())
            .unwrap_or_default();
        Ok(f(parts))
    })
}

/// The subproblems `chunk` of Q(n), each with its own result.
///
/// Kept out of line, by LLVM and by wasm-opt (its option in `index.html`), as the job
/// the worker's message handler starts is: V8 optimizes a wasm function once enough of
/// its code has run, and compiles it whole. Inlined into [`run`] and the handler, this
/// loop made them one 49 KB function, which V8 optimized in the middle of a two-worker
/// Q(17): 115 ms of a core while both workers counted on the two
/// (`--js-flags=--trace-wasm-compilation-times`); it never reached that point in a count
/// with one worker.
#[inline(never)]
fn count_chunk(
    n: usize,
    chunk: &[usize],
    progress: &mut dyn FnMut(Progress),
) -> Result<Counted, Failure> {
    with_subproblems(n, |parts| {
        let mut counted = Vec::with_capacity(chunk.len());
        let mut nodes = 0;
        for (i, &index) in chunk.iter().enumerate() {
            let part = parts.get(index).ok_or_else(|| {
                Failure::Protocol(format!(
                    "subproblem {index} of n = {n} does not exist (there are {})",
                    parts.len()
                ))
            })?;
            let found = part.count();
            nodes += found.nodes;
            counted.push((index, found));
            progress(Progress {
                done: i as u64 + 1,
                total: chunk.len() as u64,
                nodes,
            });
        }
        Ok(Counted {
            n,
            parts: counted,
            memory: 0,
        })
    })?
}

/// The solutions through `square`, and for n = 8 the contest's listing.
fn through(n: usize, square: Square) -> Result<Through, Failure> {
    let all = solutions_through(n, square)?;
    Ok(Through {
        n,
        square,
        count: all.len() as u64,
        solutions: all.into_iter().take(LISTED_THROUGH).collect(),
        // The contest counts rows from the top.
        contest: (n == 8)
            .then(|| uva750::solve(&format!("1\n\n{} {}\n", 8 - square.row, square.col + 1)).ok())
            .flatten(),
    })
}

/// Columns of the greedy start between progress reports of a huge board.
const HUGE_PROGRESS_COLUMNS: u32 = 1 << 19;

/// One solution of a huge board, timed, and checked by the independent verifier.
fn huge(
    n: usize,
    algorithm: Algorithm,
    seed: u64,
    progress: &mut dyn FnMut(Progress),
) -> Result<HugeBoard, Failure> {
    let start = now_ms();
    // When the (last) greedy start placed its last column: the repairs follow.
    let mut started = start;
    let (rows, restarts, swaps) = match algorithm {
        Algorithm::Construct => (construct::construct(n)?, 0, 0),
        Algorithm::SosicGu => {
            let search = SosicGu::new(n, seed)?;
            let (rows, stats) = search.solve_with_progress(HUGE_PROGRESS_COLUMNS, &mut |done| {
                if done as usize == n {
                    started = now_ms();
                }
                progress(Progress {
                    done: done as u64,
                    total: n as u64,
                    nodes: done as u64,
                });
            });
            (rows, stats.restarts, stats.swaps_done)
        }
        Algorithm::Backtracking
        | Algorithm::Permutations
        | Algorithm::Bitmask
        | Algorithm::BruteForce
        | Algorithm::BranchBoundDepthFirst
        | Algorithm::BranchBoundBreadthFirst
        | Algorithm::DancingLinks
        | Algorithm::MinConflicts
        | Algorithm::SwapSearch
        | Algorithm::Heuristic
        | Algorithm::Restarts
        | Algorithm::Annealing
        | Algorithm::Genetic => {
            return Err(Failure::Protocol(format!(
                "{} does not solve huge boards",
                algorithm.id()
            )))
        }
    };
    let solved = now_ms();
    let flaw = construct::verify(&rows).err();
    let verified = now_ms();
    Ok(HugeBoard {
        n,
        algorithm,
        seed,
        solve_ms: solved - start,
        start_ms: started - start,
        verify_ms: verified - solved,
        flaw,
        restarts,
        swaps,
        rows: Transferred(rows),
    })
}

#[cfg(test)]
mod tests;
