//! Sharing one count among several workers: hands out chunks of subproblems, adds up
//! what comes back, and works out progress, rate and time left. Pure logic, so the
//! page's counting code is tested natively.

use nqueens_core::count::Counts;

/// The state of one count of Q(n) shared by workers.
#[derive(Debug, Clone, PartialEq)]
pub struct CountPlan {
    pub n: usize,
    parts: usize,
    chunk: usize,
    next: usize,
    done_parts: usize,
    solutions: u64,
    classes: u64,
    nodes: u64,
}

/// A range of subproblems for one worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk {
    pub first: usize,
    pub len: usize,
}

impl CountPlan {
    /// `parts` subproblems shared by `workers`: chunks small enough that every worker
    /// gets several (so they finish together) and progress moves often.
    pub fn new(n: usize, parts: usize, workers: usize) -> Self {
        let target_chunks = workers.max(1) * 16;
        let chunk = parts.div_ceil(target_chunks).max(1);
        CountPlan {
            n,
            parts,
            chunk,
            next: 0,
            done_parts: 0,
            solutions: 0,
            classes: 0,
            nodes: 0,
        }
    }

    /// The next chunk to hand out, if any is left.
    pub fn next_chunk(&mut self) -> Option<Chunk> {
        if self.next >= self.parts {
            return None;
        }
        let len = self.chunk.min(self.parts - self.next);
        let chunk = Chunk {
            first: self.next,
            len,
        };
        self.next += len;
        Some(chunk)
    }

    /// Adds a finished chunk's result.
    pub fn record(&mut self, parts: usize, solutions: u64, classes: u64, nodes: u64) {
        self.done_parts += parts;
        self.solutions += solutions;
        self.classes += classes;
        self.nodes += nodes;
    }

    pub fn is_finished(&self) -> bool {
        self.done_parts >= self.parts
    }

    /// Subproblems finished (including partly finished chunks reported in `extra`).
    pub fn fraction_done(&self, extra_parts: u64) -> f64 {
        if self.parts == 0 {
            return 1.0;
        }
        ((self.done_parts as f64 + extra_parts as f64) / self.parts as f64).min(1.0)
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
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
    fn chunks_cover_every_part_once() {
        let mut plan = CountPlan::new(8, 37, 2);
        let mut seen = [0; 37];
        while let Some(c) = plan.next_chunk() {
            seen[c.first..c.first + c.len]
                .iter_mut()
                .for_each(|s| *s += 1);
        }
        assert!(seen.iter().all(|&s| s == 1));
    }

    #[test]
    fn a_shared_count_equals_the_published_one() {
        let parts = count::subproblems(12).unwrap();
        let mut plan = CountPlan::new(12, parts.len(), 3);
        while let Some(c) = plan.next_chunk() {
            let mut sum = count::PartCount::default();
            for p in &parts[c.first..c.first + c.len] {
                sum += p.count();
            }
            plan.record(c.len, sum.solutions, sum.classes, sum.nodes);
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
    fn eta_waits_for_data() {
        assert_eq!(eta_seconds(0.0, 1.0), None);
        assert_eq!(eta_seconds(0.5, 2.0), Some(2.0));
    }
}
