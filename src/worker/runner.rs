//! Runs a [`Job`] with the core: pure Rust, so it is tested natively; the worker
//! binary only moves messages in and out.

use super::analysis::analyse;
use super::protocol::{Classes, Counted, Failure, Finished, HugeBoard, Job, JobResult, Through};
use crate::clock::now_ms;
use nqueens_core::enumerate::solutions_through;
use nqueens_core::search::{Algorithm, Event, Machine, MinConflicts};
use nqueens_core::{classes, construct, count, uva750, Square};

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
        Job::CountShare { n, share, shares } => {
            count_share(n, share, shares, progress).map(JobResult::Counted)
        }
        Job::Classes { n } => Ok(JobResult::Classes(Classes {
            n,
            classes: classes::classes(n)?,
        })),
        Job::Analyse { position } => Ok(JobResult::Analysed(analyse(&position)?)),
        Job::Through { n, square } => through(n, square).map(JobResult::Through),
        Job::Huge { n, algorithm, seed } => huge(n, algorithm, seed, progress).map(JobResult::Huge),
    }
}

/// Every `shares`-th subproblem of Q(n) from `share`.
fn count_share(
    n: usize,
    share: usize,
    shares: usize,
    progress: &mut dyn FnMut(Progress),
) -> Result<Counted, Failure> {
    if share >= shares {
        return Err(Failure::Protocol(format!(
            "share {share} of {shares} does not exist"
        )));
    }
    let parts = count::subproblems(n)?;
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
    Ok(Counted {
        parts: mine.len(),
        count: total,
    })
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

/// The next `max` events of an animation; true when the machine has no more.
pub fn next_events(machine: &mut Machine, max: u32) -> (Vec<Event>, bool) {
    let mut events = Vec::with_capacity(max as usize);
    for _ in 0..max {
        match machine.step() {
            Some(e) => events.push(e),
            None => return (events, true),
        }
    }
    (events, false)
}

/// Runs an animation's machine to its end; the final figures and board.
pub fn finish(machine: &mut Machine) -> Finished {
    while machine.step().is_some() {}
    Finished {
        tally: machine.tally(),
        board: machine.placement(),
    }
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
    let (rows, restarts, swaps) = match algorithm {
        Algorithm::Construct => (construct::construct(n)?, 0, 0),
        Algorithm::MinConflicts => {
            let search = MinConflicts::new(n, seed)?;
            let (rows, stats) = search.solve_with_progress(HUGE_PROGRESS_COLUMNS, &mut |done| {
                progress(Progress {
                    done: done as u64,
                    total: n as u64,
                    nodes: done as u64,
                });
            });
            (rows, stats.restarts, stats.swaps_done)
        }
        other => {
            return Err(Failure::Protocol(format!(
                "{} does not solve huge boards",
                other.id()
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
        verify_ms: verified - solved,
        flaw,
        restarts,
        swaps,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::search::{Goal, Setup};
    use nqueens_core::Error;

    fn counted(n: usize, share: usize, shares: usize) -> Result<Counted, Failure> {
        match run(&Job::CountShare { n, share, shares }, &mut |_| {})? {
            JobResult::Counted(c) => Ok(c),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn shares_sum_to_the_total() {
        for shares in [1, 2, 3] {
            let sum: u64 = (0..shares)
                .map(|share| counted(10, share, shares).unwrap().count.solutions)
                .sum();
            assert_eq!(sum, 724, "{shares} shares");
        }
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
        for algorithm in [Algorithm::MinConflicts, Algorithm::Construct] {
            let job = Job::Huge {
                n: 100_000,
                algorithm,
                seed: 3,
            };
            match run(&job, &mut |_| {}) {
                Ok(JobResult::Huge(h)) => {
                    assert_eq!(h.flaw, None);
                    assert_eq!(h.rows.len(), 100_000);
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
    fn animations_stream_then_finish() {
        let setup = Setup {
            n: 8,
            algorithm: Algorithm::Backtracking,
            goal: Goal::All,
            seed: 1,
        };
        let mut m = Machine::new(setup).unwrap();
        let (events, exhausted) = next_events(&mut m, 100);
        assert_eq!((events.len(), exhausted), (100, false));
        let end = finish(&mut m);
        let c = end.tally.counters;
        assert_eq!((c.tried, c.placed, c.solutions), (15_720, 2_056, 92));
        assert!(end.tally.done);
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
            counted(0, 0, 1),
            Err(Failure::Input(Error::SizeOutOfRange {
                n: 0,
                min: 1,
                max: 32
            }))
        );
        assert!(matches!(counted(8, 3, 2), Err(Failure::Protocol(_))));
    }
}
