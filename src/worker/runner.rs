//! Runs a [`Job`] with the core: pure Rust, so it is tested natively; the worker
//! binary only moves messages in and out.

use super::protocol::{Algorithm, ClassSummary, Job, JobResult, SearchFigures};
use nqueens_core::search::{Backtracking, Candidates, Goal, SearchEvent};
use nqueens_core::{classes, count};

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
        Job::PlanCount { n } => {
            let parts = count::subproblems(n).map_err(|e| e.to_string())?.len();
            Ok(JobResult::Planned { n, parts })
        }
        Job::CountParts { n, first, len } => {
            let parts = count::subproblems(n).map_err(|e| e.to_string())?;
            let end = first
                .checked_add(len)
                .filter(|&e| e <= parts.len())
                .ok_or_else(|| {
                    format!(
                        "parts {first}..{} of {} do not exist",
                        first.saturating_add(len),
                        parts.len()
                    )
                })?;
            let mut total = count::PartCount::default();
            for (i, part) in parts[first..end].iter().enumerate() {
                total += part.count();
                progress(Progress {
                    done: i as u64 + 1,
                    total: len as u64,
                    nodes: total.nodes,
                });
            }
            Ok(JobResult::Counted {
                parts: len,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parts_sum_to_the_total() {
        let Ok(JobResult::Planned { parts, .. }) = run(&Job::PlanCount { n: 10 }, &mut |_| {})
        else {
            panic!("plan failed");
        };
        let mut sum = 0;
        for first in (0..parts).step_by(5) {
            let len = 5.min(parts - first);
            match run(&Job::CountParts { n: 10, first, len }, &mut |_| {}) {
                Ok(JobResult::Counted { solutions, .. }) => sum += solutions,
                other => panic!("{other:?}"),
            }
        }
        assert_eq!(sum, 724);
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
        assert!(run(&Job::PlanCount { n: 0 }, &mut |_| {}).is_err());
        let err = run(
            &Job::CountParts {
                n: 8,
                first: 1000,
                len: 1,
            },
            &mut |_| {},
        )
        .unwrap_err();
        assert!(err.contains("do not exist"), "{err}");
    }
}
