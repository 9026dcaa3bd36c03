//! Runs a [`Job`] with the core: pure Rust, so it is tested natively; the worker
//! binary only moves messages in and out.

use super::protocol::{
    Algorithm, Analysis, ClassSummary, HintInfo, HugeMethod, Job, JobResult, SearchFigures, Verdict,
};
use nqueens_core::completion::{self, Hint, MAX_COUNT_COMPLETIONS_N};
use nqueens_core::enumerate::{lexicographic_rank, solutions_through, MAX_RANK_N};
use nqueens_core::search::{Backtracking, Candidates, Goal, SearchEvent};
use nqueens_core::{classes, count, published, Placement, Solution, Square};

/// Solutions through a square listed at most (the count is always exact).
const LISTED_THROUGH: usize = 500;
/// Classes are numbered up to this board (the gallery's range).
const MAX_CLASS_NUMBER_N: usize = 12;

/// A finished search lists at most this many of its solutions.
const LISTED_SOLUTIONS: usize = 200;
/// Steps between progress reports of a search.
const SEARCH_PROGRESS_STEPS: u64 = 1 << 16;

/// Progress within a job: `done` of `total` units, `nodes` searched so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    pub done: u64,
    pub total: u64,
    pub nodes: u64,
}

/// Runs `job`, calling `progress` after every unit of work (the caller throttles).
pub fn run(job: &Job, progress: &mut dyn FnMut(Progress)) -> Result<JobResult, String> {
    match *job {
        Job::CountShare { n, share, shares } => {
            if shares == 0 || share >= shares {
                return Err(format!("share {share} of {shares} does not exist"));
            }
            let parts = count::subproblems(n).map_err(|e| e.to_string())?;
            let mine: Vec<_> = parts.iter().skip(share).step_by(shares).collect();
            let mut total = count::PartCount::default();
            for (i, part) in mine.iter().enumerate() {
                total += part.count();
                progress(Progress {
                    done: i as u64 + 1,
                    total: mine.len() as u64,
                    nodes: total.nodes,
                });
            }
            Ok(JobResult::Counted {
                parts: mine.len(),
                solutions: total.solutions,
                classes: total.classes,
                nodes: total.nodes,
            })
        }
        Job::Classes { n } => {
            let found = classes::classes(n).map_err(|e| e.to_string())?;
            let classes = found
                .iter()
                .map(|c| ClassSummary {
                    canonical: c.canonical.to_code(),
                    members: c
                        .members
                        .iter()
                        .map(|(g, s)| (g.id().to_string(), s.to_code()))
                        .collect(),
                    stabilizer: c.stabilizer.iter().map(|g| g.id().to_string()).collect(),
                    no_three_in_line: c.no_three_in_line(),
                })
                .collect();
            Ok(JobResult::Classes { n, classes })
        }
        Job::Analyse { n, ref code } => analyse(n, code).map(JobResult::Analysed),
        Job::Through { n, row, col } => {
            let all = solutions_through(n, Square::new(row, col)).map_err(|e| e.to_string())?;
            Ok(JobResult::Through {
                n,
                row,
                col,
                count: all.len() as u64,
                solutions: all
                    .iter()
                    .take(LISTED_THROUGH)
                    .map(Solution::to_code)
                    .collect(),
                // The contest counts rows from the top.
                contest: (n == 8)
                    .then(|| {
                        nqueens_core::uva750::solve(&format!("1\n\n{} {}\n", 8 - row, col + 1)).ok()
                    })
                    .flatten(),
            })
        }
        Job::Huge { n, method, seed } => huge(n, method, seed, progress),
        Job::RunSearch {
            n,
            algorithm,
            first_only,
        } => {
            let candidates = match algorithm {
                Algorithm::Backtracking => Candidates::AllRows,
                Algorithm::Permutations => Candidates::UnusedRows,
            };
            let goal = if first_only { Goal::First } else { Goal::All };
            let mut machine = Backtracking::new(n, candidates, goal).map_err(|e| e.to_string())?;
            let mut solutions = Vec::new();
            while let Some(event) = machine.step() {
                if event == SearchEvent::Solution && solutions.len() < LISTED_SOLUTIONS {
                    solutions.extend(machine.current_solution().map(|s| s.to_code()));
                }
                let c = machine.counters();
                if c.steps % SEARCH_PROGRESS_STEPS == 0 {
                    progress(Progress {
                        done: c.steps,
                        total: 0,
                        nodes: c.placed,
                    });
                }
            }
            let c = machine.counters();
            Ok(JobResult::Searched {
                n,
                figures: SearchFigures {
                    tried: c.tried,
                    placed: c.placed,
                    removed: c.removed,
                    solutions: c.solutions,
                    depth: c.depth,
                    steps: c.steps,
                },
                solutions,
                last_board: machine.placement().to_code(),
            })
        }
    }
}

/// Reads an animation setup.
pub fn animation_setup(
    wire: &super::protocol::WireSetup,
) -> Result<nqueens_core::animation::Setup, String> {
    use nqueens_core::animation::{Algorithm, Setup};
    let algorithm = Algorithm::from_id(&wire.algorithm)
        .ok_or_else(|| format!("unknown algorithm '{}'", wire.algorithm))?;
    let goal = if wire.first_only {
        Goal::First
    } else {
        Goal::All
    };
    Ok(Setup {
        n: wire.n,
        algorithm,
        goal,
        seed: wire.seed,
    })
}

/// The next `max` events of an animation; true when the machine has no more.
pub fn next_events(
    machine: &mut nqueens_core::animation::Machine,
    max: u32,
) -> (Vec<super::protocol::WireEvent>, bool) {
    let mut events = Vec::with_capacity(max as usize);
    for _ in 0..max {
        match machine.step() {
            Some(e) => events.push(super::protocol::WireEvent::from_event(&e)),
            None => return (events, true),
        }
    }
    (events, false)
}

/// Runs an animation's machine to its end; the final figures and board.
pub fn finish(machine: &mut nqueens_core::animation::Machine) -> JobResult {
    while machine.step().is_some() {}
    let c = machine.counters();
    JobResult::Finished {
        tried: c.tried,
        placed: c.placed,
        removed: c.removed,
        solutions: c.solutions,
        depth: c.depth,
        steps: c.steps,
        expanded: c.expanded,
        frontier_peak: c.frontier_peak,
        board: machine.placement().to_code(),
    }
}

/// Columns of the greedy start between progress reports of a huge board.
const HUGE_PROGRESS_COLUMNS: u32 = 1 << 19;

/// One solution of a huge board, timed, and checked by the independent verifier.
fn huge(
    n: usize,
    method: HugeMethod,
    seed: u64,
    progress: &mut dyn FnMut(Progress),
) -> Result<JobResult, String> {
    let start = now_ms();
    let (rows, restarts, swaps) = match method {
        HugeMethod::Construct => (
            nqueens_core::construct::construct(n).map_err(|e| e.to_string())?,
            0,
            0,
        ),
        HugeMethod::MinConflicts => {
            let search =
                nqueens_core::local::MinConflicts::new(n, seed).map_err(|e| e.to_string())?;
            let (rows, stats) = search.solve_with_progress(HUGE_PROGRESS_COLUMNS, &mut |done| {
                progress(Progress {
                    done: done as u64,
                    total: n as u64,
                    nodes: done as u64,
                });
            });
            (rows, stats.restarts, stats.swaps_done)
        }
    };
    let solved = now_ms();
    let flaw = nqueens_core::construct::verify(&rows)
        .err()
        .map(|f| format!("{f:?}"));
    let verified = now_ms();
    Ok(JobResult::Huge {
        n,
        method,
        seed,
        solve_ms: solved - start,
        verify_ms: verified - solved,
        flaw,
        restarts,
        swaps,
        rows,
    })
}

/// Milliseconds on the running target's clock (`Instant` does not exist in a browser).
fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        static START: OnceLock<std::time::Instant> = OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1000.0
    }
}

/// Completable? In how many ways? What next? Which solution is it?
fn analyse(n: usize, code: &str) -> Result<Analysis, String> {
    nqueens_core::error::check_size(n, 1, nqueens_core::MAX_SEARCH_N).map_err(|e| e.to_string())?;
    let p = Placement::parse(code, n).map_err(|e| e.to_string())?;
    let countable = n <= MAX_COUNT_COMPLETIONS_N;
    let (completable, completions) = if !p.attacks().is_empty() {
        (false, countable.then_some(0))
    } else if p.is_empty() {
        // The empty board: every solution, known without a search.
        let total = published::counts(n).map(|(t, _)| t);
        (total.is_none_or(|t| t > 0), total.filter(|_| countable))
    } else if countable {
        let c = completion::completions(&p, u64::MAX);
        (c.count > 0, Some(c.count))
    } else {
        (completion::is_completable(&p), None)
    };
    let hint = match completion::hint(&p) {
        Hint::Place(sq) => HintInfo::Place {
            row: sq.row,
            col: sq.col,
        },
        Hint::Remove { square, enough } => HintInfo::Remove {
            row: square.row,
            col: square.col,
            enough,
        },
        Hint::Solved => HintInfo::Solved,
        Hint::Impossible => HintInfo::Impossible,
    };
    let verdict = Solution::try_from(p).ok().map(|s| verdict(&s));
    Ok(Analysis {
        n,
        code: p.to_code(),
        completable,
        completions,
        hint,
        verdict,
    })
}

fn verdict(s: &Solution) -> Verdict {
    let n = s.n();
    let canonical = s.canonical();
    let numbered = (n <= MAX_CLASS_NUMBER_N)
        .then(|| classes::classes(n).ok())
        .flatten()
        .map(|cs| {
            (
                cs.iter()
                    .position(|c| c.canonical == canonical)
                    .map(|i| i + 1),
                cs.len(),
            )
        });
    Verdict {
        canonical: canonical.to_code(),
        symmetry: s.from_canonical().id().to_string(),
        orbit_size: s.orbit_size(),
        rank: (n <= MAX_RANK_N)
            .then(|| lexicographic_rank(s).ok())
            .flatten(),
        total: published::counts(n).map(|(t, _)| t),
        class_number: numbered.and_then(|(i, _)| i),
        classes: numbered.map(|(_, c)| c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shares_sum_to_the_total() {
        for shares in [1, 2, 3] {
            let mut sum = 0;
            for share in 0..shares {
                match run(
                    &Job::CountShare {
                        n: 10,
                        share,
                        shares,
                    },
                    &mut |_| {},
                ) {
                    Ok(JobResult::Counted { solutions, .. }) => sum += solutions,
                    other => panic!("{other:?}"),
                }
            }
            assert_eq!(sum, 724, "{shares} shares");
        }
    }

    #[test]
    fn a_full_search_reports_the_published_counters() {
        let job = Job::RunSearch {
            n: 8,
            algorithm: Algorithm::Backtracking,
            first_only: false,
        };
        match run(&job, &mut |_| {}) {
            Ok(JobResult::Searched {
                figures, solutions, ..
            }) => {
                assert_eq!(
                    (figures.tried, figures.placed, figures.solutions),
                    (15_720, 2_056, 92)
                );
                assert_eq!(solutions[0], "15863724");
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn analysis_of_positions() {
        let a = analyse(8, "1").unwrap();
        assert!(a.completable);
        assert_eq!(a.completions, Some(4));
        assert!(matches!(a.hint, HintInfo::Place { col: 1, .. }));
        let clash = analyse(8, "12").unwrap();
        assert!(!clash.completable);
        assert!(matches!(clash.hint, HintInfo::Remove { enough: true, .. }));
        let solved = analyse(8, "84136275").unwrap();
        let v = solved.verdict.unwrap();
        assert_eq!((v.rank, v.total), (Some(92), Some(92)));
        assert_eq!(v.classes, Some(12));
        assert_eq!(v.canonical, v.canonical.clone());
        let empty = analyse(20, "").unwrap();
        assert!(empty.completable && empty.completions.is_none());
    }

    #[test]
    fn contest_listing_through_a_square() {
        // Row 1 counted from the top is row 7 from the bottom.
        match run(
            &Job::Through {
                n: 8,
                row: 7,
                col: 0,
            },
            &mut |_| {},
        ) {
            Ok(JobResult::Through {
                count,
                contest: Some(text),
                ..
            }) => {
                assert_eq!(count, 4);
                assert!(text.contains(" 1      1 5 8 6 3 7 2 4"));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn huge_boards_are_verified() {
        for method in [HugeMethod::MinConflicts, HugeMethod::Construct] {
            match run(
                &Job::Huge {
                    n: 100_000,
                    method,
                    seed: 3,
                },
                &mut |_| {},
            ) {
                Ok(JobResult::Huge { flaw, rows, .. }) => {
                    assert_eq!(flaw, None);
                    assert_eq!(rows.len(), 100_000);
                }
                other => panic!("{other:?}"),
            }
        }
        assert!(run(
            &Job::Huge {
                n: 3,
                method: HugeMethod::Construct,
                seed: 0
            },
            &mut |_| {}
        )
        .is_err());
    }

    #[test]
    fn animations_stream_then_finish() {
        let wire = super::super::protocol::WireSetup {
            n: 8,
            algorithm: "backtracking".into(),
            first_only: false,
            seed: 1,
        };
        let setup = animation_setup(&wire).unwrap();
        let mut m = nqueens_core::animation::Machine::new(setup).unwrap();
        let (events, finished) = next_events(&mut m, 100);
        assert_eq!((events.len(), finished), (100, false));
        match finish(&mut m) {
            JobResult::Finished {
                tried,
                placed,
                solutions,
                ..
            } => assert_eq!((tried, placed, solutions), (15_720, 2_056, 92)),
            other => panic!("{other:?}"),
        }
        assert!(animation_setup(&super::super::protocol::WireSetup {
            algorithm: "nope".into(),
            ..wire
        })
        .is_err());
    }

    #[test]
    fn gallery_classes_of_eight() {
        match run(&Job::Classes { n: 8 }, &mut |_| {}) {
            Ok(JobResult::Classes { classes, .. }) => {
                assert_eq!(classes.len(), 12);
                assert_eq!(classes.iter().map(|c| c.members.len()).sum::<usize>(), 92);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn bad_jobs_fail_with_a_message() {
        assert!(run(
            &Job::CountShare {
                n: 0,
                share: 0,
                shares: 1
            },
            &mut |_| {}
        )
        .is_err());
        let err = run(
            &Job::CountShare {
                n: 8,
                share: 3,
                shares: 2,
            },
            &mut |_| {},
        )
        .unwrap_err();
        assert!(err.contains("does not exist"), "{err}");
    }
}
