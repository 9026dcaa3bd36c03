//! What /lab has shown of this visit's counts, kept while the visitor is on another page:
//! the results in the table, the line under Count and the size picked. The lab's signals
//! are disposed with its route, so the app holds this plain copy (`LabVisitStore` in
//! `visit_store.rs`, provided by the app's root) and the lab writes it as it changes and
//! reads it when it opens again. It lives as long as the app: a reload starts empty, as
//! the visit does. A count still running when the visitor leaves is not in it: the lab
//! stops its workers and saves the finished part, and its next opening resumes it.

use crate::lab::count_plan::CountOutcome;

/// What /lab shows of this visit's counts.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct LabVisit {
    /// Every count finished on this visit, one per n, by n.
    pub results: Vec<CountOutcome>,
    /// The count that finished last, until another starts: the line under Count.
    pub finished: Option<CountOutcome>,
    /// The size picked, once the visitor has been on the lab.
    pub n: Option<usize>,
    /// The benchmark was asked for, so the line under Count tells its rate.
    pub benchmark: bool,
}

impl LabVisit {
    /// The size box's value when the lab opens: the size picked on this visit, or
    /// `default`. `max` is the largest the box takes without "allow larger"; the
    /// second value says whether the size kept needs it ticked.
    pub fn size(&self, default: usize, max: usize) -> (usize, bool) {
        let n = self.n.unwrap_or(default);
        (n, n > max)
    }
}

/// Adds a finished count to `results`, in place of an earlier count of the same n, and
/// keeps them in order of n (the table and chart read them so).
pub fn add_result(results: &mut Vec<CountOutcome>, outcome: CountOutcome) {
    results.retain(|o| o.n != outcome.n);
    results.push(outcome);
    results.sort_by_key(|o| o.n);
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::count::Counts;

    fn outcome(n: usize, total: u64, seconds: f64) -> CountOutcome {
        CountOutcome {
            n,
            counts: Counts {
                total,
                fundamental: 0,
            },
            nodes: 0,
            seconds,
            earlier_seconds: 0.0,
            workers: 2,
            memory_peak: 0,
        }
    }

    #[test]
    fn results_are_one_per_size_in_order_the_latest_kept() {
        let mut results = Vec::new();
        add_result(&mut results, outcome(12, 14_200, 0.5));
        add_result(&mut results, outcome(10, 724, 0.1));
        add_result(&mut results, outcome(12, 14_200, 0.4));
        let kept: Vec<(usize, f64)> = results.iter().map(|o| (o.n, o.seconds)).collect();
        assert_eq!(kept, [(10, 0.1), (12, 0.4)]);
    }

    #[test]
    fn the_size_comes_back_as_picked_and_a_large_one_asks_for_larger_sizes() {
        let fresh = LabVisit::default();
        assert_eq!(
            fresh.size(12, 18),
            (12, false),
            "a first opening: the default"
        );
        assert!(fresh.results.is_empty() && fresh.finished.is_none() && !fresh.benchmark);
        let mut visit = LabVisit {
            n: Some(9),
            ..LabVisit::default()
        };
        assert_eq!(visit.size(12, 18), (9, false));
        visit.n = Some(20);
        assert_eq!(visit.size(12, 18), (20, true));
    }
}
