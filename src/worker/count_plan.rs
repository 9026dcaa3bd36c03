//! Sharing one count among several workers: worker k counts every W-th subproblem
//! from k (one message each, no round trips while counting); this adds up what comes
//! back and works out progress, rate and time left. Pure logic, tested natively.

use nqueens_core::count::{Counts, PartCount};

/// The state of one count of Q(n) shared by `shares` workers.
#[derive(Debug, Clone, PartialEq)]
pub struct CountPlan {
    pub n: usize,
    /// Fraction of each share done, and whether it has reported its result.
    fractions: Vec<f64>,
    finished: Vec<bool>,
    /// Nodes reported so far by each share (progress, then final).
    nodes: Vec<u64>,
    solutions: u64,
    classes: u64,
}

impl CountPlan {
    pub fn new(n: usize, shares: usize) -> Self {
        let shares = shares.max(1);
        CountPlan {
            n,
            fractions: vec![0.0; shares],
            finished: vec![false; shares],
            nodes: vec![0; shares],
            solutions: 0,
            classes: 0,
        }
    }

    pub fn shares(&self) -> usize {
        self.fractions.len()
    }

    /// A share's progress: `done` of its `total` subproblems, `nodes` searched.
    pub fn progress(&mut self, share: usize, done: u64, total: u64, nodes: u64) {
        if let (Some(f), Some(n)) = (self.fractions.get_mut(share), self.nodes.get_mut(share)) {
            *f = if total == 0 {
                1.0
            } else {
                done as f64 / total as f64
            };
            *n = nodes;
        }
    }

    /// A share's result.
    pub fn record(&mut self, share: usize, count: PartCount) {
        if self.finished.get(share) == Some(&false) {
            self.finished[share] = true;
            self.fractions[share] = 1.0;
            self.nodes[share] = count.nodes;
            self.solutions += count.solutions;
            self.classes += count.classes;
        }
    }

    pub fn is_finished(&self) -> bool {
        self.finished.iter().all(|&f| f)
    }

    /// How much of the whole count is done (the shares are about equal).
    pub fn fraction_done(&self) -> f64 {
        self.fractions.iter().sum::<f64>() / self.fractions.len() as f64
    }

    pub fn nodes(&self) -> u64 {
        self.nodes.iter().sum()
    }

    /// The totals, once finished.
    pub fn counts(&self) -> Counts {
        Counts {
            total: self.solutions,
            fundamental: self.classes,
        }
    }
}

/// Seconds left, from the fraction done after `elapsed` seconds (None until it means something).
pub fn eta_seconds(fraction: f64, elapsed: f64) -> Option<f64> {
    if fraction <= 0.02 || elapsed < 0.3 || fraction >= 1.0 {
        return None;
    }
    Some(elapsed * (1.0 - fraction) / fraction)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::count;

    #[test]
    fn a_shared_count_equals_the_published_one() {
        let parts = count::subproblems(12).unwrap();
        let mut plan = CountPlan::new(12, 3);
        for share in 0..3 {
            let mut sum = count::PartCount::default();
            for p in parts.iter().skip(share).step_by(3) {
                sum += p.count();
            }
            assert!(!plan.is_finished());
            plan.record(share, sum);
            plan.record(share, sum); // a repeat is ignored
        }
        assert!(plan.is_finished());
        assert_eq!(
            plan.counts(),
            Counts {
                total: 14_200,
                fundamental: 1_787
            }
        );
    }

    #[test]
    fn progress_averages_the_shares() {
        let mut plan = CountPlan::new(16, 2);
        plan.progress(0, 5, 10, 100);
        plan.progress(1, 10, 10, 50);
        assert_eq!(plan.fraction_done(), 0.75);
        assert_eq!(plan.nodes(), 150);
    }

    #[test]
    fn eta_waits_for_data() {
        assert_eq!(eta_seconds(0.0, 1.0), None);
        assert_eq!(eta_seconds(0.5, 2.0), Some(2.0));
    }
}
