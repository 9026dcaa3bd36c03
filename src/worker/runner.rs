//! Runs a [`Job`] with the core: pure Rust, so it is tested natively; the worker
//! binary only moves messages in and out.

use crate::clock::now_ms;
use crate::protocol::{
    Classes, Compared, Counted, Failure, HugeBoard, Job, JobResult, Modelled, Through, Transferred,
    VariantClasses, MAX_COMPARE_N,
};
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
mod tests {
    use super::*;

    use nqueens_core::Error;

    fn counted(n: usize, subproblems: Vec<usize>) -> Result<Counted, Failure> {
        match run(&Job::Count { n, subproblems }, &mut |_| {})? {
            JobResult::Counted(c) => Ok(c),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn chunks_sum_to_the_total() {
        let all: Vec<usize> = (0..count::subproblems(10).unwrap().len()).collect();
        let mut sum = 0;
        for chunk in all.chunks(7) {
            let c = counted(10, chunk.to_vec()).unwrap();
            assert_eq!(c.parts.iter().map(|(i, _)| *i).collect::<Vec<_>>(), chunk);
            sum += c.parts.iter().map(|(_, p)| p.solutions).sum::<u64>();
        }
        assert_eq!(sum, 724);
    }

    #[test]
    fn both_counting_methods_count_the_same_and_are_timed() {
        let compared = match run(&Job::Compare { n: 12 }, &mut |_| {}) {
            Ok(JobResult::Compared(c)) => c,
            other => panic!("{other:?}"),
        };
        let published = nqueens_core::count::Counts {
            total: 14_200,
            fundamental: 1_787,
        };
        assert_eq!(
            (compared.parts.0, compared.constellations.0),
            (published, published)
        );
        assert!(compared.parts.1 >= 0.0 && compared.constellations.1 >= 0.0);
        assert!(compared.agree());
        let timed = Compared {
            parts: (published, 20.0),
            constellations: (published, 50.0),
            ..compared
        };
        assert_eq!(timed.faster(), (true, 2.5));
        assert!(matches!(
            run(&Job::Compare { n: 17 }, &mut |_| {}),
            Err(Failure::Input(Error::SizeOutOfRange { max: 16, .. }))
        ));
    }

    #[test]
    fn contest_listing_through_a_square() {
        // Row 1 counted from the top is row 7 from the bottom.
        let job = Job::Through {
            n: 8,
            square: Square::new(7, 0),
        };
        match run(&job, &mut |_| {}) {
            Ok(JobResult::Through(t)) => {
                assert_eq!(t.count, 4);
                assert_eq!(t.solutions[0].to_code(), "82417536");
                let text = t.contest.unwrap();
                assert!(text.contains(" 1      1 5 8 6 3 7 2 4"), "{text}");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn huge_boards_are_verified() {
        for algorithm in [Algorithm::SosicGu, Algorithm::Construct] {
            let job = Job::Huge {
                n: 100_000,
                algorithm,
                seed: 3,
            };
            match run(&job, &mut |_| {}) {
                Ok(JobResult::Huge(h)) => {
                    assert_eq!(h.flaw, None);
                    assert_eq!(h.rows.0.len(), 100_000);
                }
                other => panic!("{other:?}"),
            }
        }
        let three = Job::Huge {
            n: 3,
            algorithm: Algorithm::Construct,
            seed: 0,
        };
        assert_eq!(
            run(&three, &mut |_| {}),
            Err(Failure::Input(Error::NoSolution { n: 3 }))
        );
    }

    #[test]
    fn the_model_is_solved_with_a_checked_placement_and_its_nodes() {
        match run(&Job::Model { n: 10 }, &mut |_| {}) {
            Ok(JobResult::Modelled(m)) => {
                assert_eq!(m.n, 10);
                assert!(m.run.solution.is_some_and(|p| p.is_solution()));
                assert!(m.ms >= 0.0);
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            run(&Job::Model { n: 65 }, &mut |_| {}),
            Err(Failure::Input(Error::SizeOutOfRange { n: 65, .. }))
        ));
    }

    #[test]
    fn variants_are_solved_with_a_checked_example() {
        use nqueens_core::variants::{Piece, Variant};
        let job = Job::Variant {
            variant: Variant::Most(Piece::King),
            n: 8,
        };
        match run(&job, &mut |_| {}) {
            Ok(JobResult::Variant(s)) => {
                assert_eq!((s.optimum.pieces, s.optimum.ways), (16, 281_571));
                assert_eq!(s.flaw(), None);
            }
            other => panic!("{other:?}"),
        }
        let too_big = Job::Variant {
            variant: Variant::Cube,
            n: 5,
        };
        assert!(matches!(
            run(&too_big, &mut |_| {}),
            Err(Failure::Input(Error::SizeOutOfRange { n: 5, .. }))
        ));
    }

    #[test]
    fn gallery_classes_of_eight() {
        match run(&Job::Classes { n: 8 }, &mut |_| {}) {
            Ok(JobResult::Classes(c)) => {
                assert_eq!(c.classes.len(), 12);
                assert_eq!(c.classes.iter().map(|c| c.members.len()).sum::<usize>(), 92);
                assert_eq!(c.classes[0].canonical.to_code(), "15863724");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn bad_jobs_fail_with_a_reason() {
        assert_eq!(
            counted(0, vec![0]),
            Err(Failure::Input(Error::SizeOutOfRange {
                n: 0,
                min: 1,
                max: nqueens_core::count::MAX_COUNT_N
            }))
        );
        assert!(matches!(
            counted(8, vec![3, 100_000]),
            Err(Failure::Protocol(_))
        ));
    }
}
