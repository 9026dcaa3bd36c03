//! Sharing one count among workers a chunk at a time, and keeping what is finished.
//!
//! The page hands each worker the next chunk of subproblems, so a fast worker takes more
//! and the last chunks (smaller as the queue empties) finish together. A worker holds
//! the chunk it counts and the next one, so it starts the next the moment it finishes
//! instead of waiting a round trip through the page. Every
//! finished subproblem goes into the core's [`Checkpoint`], which the page saves: a
//! reload, a closed tab or a crashed worker loses the chunks that were running and
//! nothing else. Pure logic, tested natively.

use nqueens_core::count::{Checkpoint, Counts, ListId, PartCount, Shard};
use std::collections::VecDeque;

/// Chunks per worker while the queue is full: enough to balance the load and to report
/// progress often, few enough that a round trip per chunk costs nothing.
const CHUNKS_PER_WORKER: usize = 48;
/// Chunks a worker holds at once: the one it counts and the one it counts next.
const IN_FLIGHT: usize = 2;
/// As the queue empties a chunk is at most this share of what is left per worker, so
/// the workers run out of work at about the same time.
const TAIL_SHARE: usize = 4;

/// A finished count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CountOutcome {
    /// The board size.
    pub n: usize,
    /// Q(n) and the fundamental count.
    pub counts: Counts,
    /// Nodes searched.
    pub nodes: u64,
    /// Counting time, over every visit that worked on it.
    pub seconds: f64,
    /// Of which before the page was reloaded or left (0 for a count in one sitting).
    pub earlier_seconds: f64,
    /// Workers that shared it.
    pub workers: usize,
    /// The most memory a worker took in this sitting, in bytes (0: not told).
    pub memory_peak: u64,
}

/// The state of one count of Q(n).
#[derive(Debug, Clone, PartialEq)]
pub struct CountPlan {
    checkpoint: Checkpoint,
    /// Subproblems not handed out yet, in list order.
    queue: VecDeque<usize>,
    /// The chunks each worker holds, the one it is counting first, with the nodes it
    /// has reported.
    running: Vec<VecDeque<(Vec<usize>, u64)>>,
    /// Chunk size while the queue is full.
    chunk: usize,
    /// Subproblems already finished when this plan started (a resumed count).
    resumed: usize,
}

impl CountPlan {
    /// Plans the count of n over `list` with `workers` workers, resuming from `saved`
    /// (a checkpoint's text) when it belongs to this very count. A saved text from
    /// another list (an older version of the app) is dropped: counting again is exact.
    pub fn new(n: usize, list: &ListId, workers: usize, saved: Option<&str>) -> CountPlan {
        let whole = Shard::whole();
        let checkpoint = saved
            .and_then(|text| Checkpoint::resume(n, whole, list, text).ok())
            .unwrap_or_else(|| Checkpoint::new(n, whole, list));
        let workers = workers.max(1);
        let queue: VecDeque<usize> = checkpoint.remaining().into();
        CountPlan {
            resumed: checkpoint.finished(),
            chunk: (list.len / (workers * CHUNKS_PER_WORKER)).max(1),
            running: vec![VecDeque::new(); workers],
            queue,
            checkpoint,
        }
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.checkpoint.n()
    }

    /// How many workers share it.
    pub fn workers(&self) -> usize {
        self.running.len()
    }

    /// Subproblems that were already finished when the count started, and in all.
    pub fn resumed(&self) -> (usize, usize) {
        (self.resumed, self.checkpoint.size())
    }

    /// The next chunk for `worker`, if work is left and it holds fewer than two.
    pub fn next_chunk(&mut self, worker: usize) -> Option<Vec<usize>> {
        let held = self.running.get(worker)?.len();
        if held >= IN_FLIGHT || self.queue.is_empty() {
            return None;
        }
        let workers = self.running.len();
        let tail = self.queue.len() / (workers * TAIL_SHARE);
        let size = self.chunk.min(tail).max(1);
        let chunk: Vec<usize> = self.queue.drain(..size.min(self.queue.len())).collect();
        self.running[worker].push_back((chunk.clone(), 0));
        Some(chunk)
    }

    /// Nodes a worker has searched in the chunk it is counting so far.
    pub fn progress(&mut self, worker: usize, nodes: u64) {
        if let Some((_, so_far)) = self.running.get_mut(worker).and_then(VecDeque::front_mut) {
            *so_far = nodes;
        }
    }

    /// The chunk a worker was counting is done: keeps each result (of that chunk only).
    pub fn record(&mut self, worker: usize, parts: &[(usize, PartCount)]) {
        let Some((chunk, _)) = self.running.get_mut(worker).and_then(VecDeque::pop_front) else {
            return;
        };
        for &(index, part) in parts {
            if chunk.contains(&index) {
                self.checkpoint.record(index, part);
            }
        }
        // Anything of the chunk left unreported goes back to the queue.
        let missing: Vec<usize> = chunk
            .iter()
            .copied()
            .filter(|&i| !self.checkpoint.is_done(i))
            .collect();
        missing
            .into_iter()
            .rev()
            .for_each(|i| self.queue.push_front(i));
    }

    /// The workers were lost (a crash): their chunks go back to the front of the queue.
    pub fn requeue_running(&mut self) {
        for slot in self.running.iter_mut() {
            while let Some((chunk, _)) = slot.pop_back() {
                chunk
                    .into_iter()
                    .rev()
                    .for_each(|i| self.queue.push_front(i));
            }
        }
    }

    /// Whether every subproblem is finished.
    pub fn is_finished(&self) -> bool {
        self.checkpoint.is_complete()
    }

    /// How much of the count is done: subproblems finished, out of all.
    pub fn fraction_done(&self) -> f64 {
        let size = self.checkpoint.size().max(1);
        self.checkpoint.finished() as f64 / size as f64
    }

    /// Nodes searched, finished subproblems and running chunks together.
    pub fn nodes(&self) -> u64 {
        let running: u64 = self.running.iter().flatten().map(|(_, n)| *n).sum();
        self.checkpoint.sum().nodes + running
    }

    /// Nodes searched by this run (not those a resumed checkpoint brought).
    pub fn nodes_since(&self, baseline: u64) -> u64 {
        self.nodes().saturating_sub(baseline)
    }

    /// The totals so far (exact once finished).
    pub fn counts(&self) -> Counts {
        self.checkpoint.sum().into()
    }

    /// What to save: the checkpoint's text.
    pub fn saved_text(&self) -> String {
        self.checkpoint.to_text()
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
    use nqueens_core::count::{self, Subproblem};

    fn list(n: usize) -> (Vec<Subproblem>, ListId) {
        let parts = count::subproblems(n).unwrap();
        let id = ListId::of(&parts);
        (parts, id)
    }

    fn count_chunk(parts: &[Subproblem], chunk: &[usize]) -> Vec<(usize, PartCount)> {
        chunk.iter().map(|&i| (i, parts[i].count())).collect()
    }

    #[test]
    fn chunks_cover_the_list_once_and_add_up() {
        let (parts, id) = list(12);
        let mut plan = CountPlan::new(12, &id, 3, None);
        let mut handed = Vec::new();
        let mut turn = 0;
        while !plan.is_finished() {
            let worker = turn % 3;
            turn += 1;
            let first = plan.next_chunk(worker);
            let second = plan.next_chunk(worker);
            assert_eq!(plan.next_chunk(worker), None, "two chunks at a time");
            for chunk in [first, second].into_iter().flatten() {
                handed.extend(chunk.iter().copied());
                plan.record(worker, &count_chunk(&parts, &chunk));
            }
        }
        handed.sort();
        assert_eq!(handed, (0..parts.len()).collect::<Vec<_>>());
        assert_eq!(
            plan.counts(),
            Counts {
                total: 14_200,
                fundamental: 1_787
            }
        );
        assert_eq!(plan.fraction_done(), 1.0);
    }

    #[test]
    fn chunks_shrink_as_the_queue_empties() {
        let (_, id) = list(20);
        let mut plan = CountPlan::new(20, &id, 2, None);
        let first = plan.next_chunk(0).unwrap().len();
        let mut last = first;
        while let Some(chunk) = plan.next_chunk(1) {
            last = chunk.len();
            plan.record(1, &[]); // nothing reported: all of it goes back
            if plan.queue.len() < 8 {
                break;
            }
            plan.queue.drain(..chunk.len().min(plan.queue.len()));
        }
        assert!(first > 1 && last < first, "{first} → {last}");
    }

    #[test]
    fn a_crash_requeues_the_running_chunks_and_the_total_stays_exact() {
        let (parts, id) = list(11);
        let mut plan = CountPlan::new(11, &id, 2, None);
        let a = plan.next_chunk(0).unwrap();
        plan.record(0, &count_chunk(&parts, &a));
        let _lost = plan.next_chunk(0).unwrap();
        let _also = plan.next_chunk(1).unwrap();
        plan.progress(1, 1234);
        plan.requeue_running();
        while !plan.is_finished() {
            let chunk = plan.next_chunk(1).unwrap();
            plan.record(1, &count_chunk(&parts, &chunk));
        }
        assert_eq!(plan.counts().total, 2680);
    }

    #[test]
    fn a_saved_count_resumes_where_it_stopped() {
        let (parts, id) = list(12);
        let mut first = CountPlan::new(12, &id, 2, None);
        let chunk = first.next_chunk(0).unwrap();
        first.record(0, &count_chunk(&parts, &chunk));
        let saved = first.saved_text();
        let mut again = CountPlan::new(12, &id, 2, Some(&saved));
        assert_eq!(again.resumed(), (chunk.len(), parts.len()));
        let next = again.next_chunk(0).unwrap();
        assert!(next.iter().all(|i| !chunk.contains(i)));
        again.record(0, &count_chunk(&parts, &next));
        while let Some(c) = again.next_chunk(1) {
            again.record(1, &count_chunk(&parts, &c));
        }
        assert_eq!(again.counts().total, 14_200);
        // A text from another count starts afresh.
        let (_, other) = list(11);
        assert_eq!(CountPlan::new(11, &other, 2, Some(&saved)).resumed().0, 0);
        assert_eq!(CountPlan::new(12, &id, 2, Some("garbage")).resumed().0, 0);
    }

    #[test]
    fn only_the_chunk_given_is_recorded() {
        let (parts, id) = list(10);
        let mut plan = CountPlan::new(10, &id, 1, None);
        let chunk = plan.next_chunk(0).unwrap();
        let mut forged = count_chunk(&parts, &chunk);
        forged.push((parts.len() - 1, PartCount::default()));
        plan.record(0, &forged);
        assert_eq!(plan.resumed(), (0, parts.len()));
        assert_eq!(
            plan.fraction_done(),
            chunk.len() as f64 / parts.len() as f64
        );
    }

    #[test]
    fn a_worker_holds_its_next_chunk_and_finishes_them_in_order() {
        let (parts, id) = list(10);
        let mut plan = CountPlan::new(10, &id, 1, None);
        let first = plan.next_chunk(0).unwrap();
        let second = plan.next_chunk(0).unwrap();
        assert!(first.iter().all(|i| !second.contains(i)));
        // A report of the second chunk while the first is counted is not taken for it.
        plan.record(0, &count_chunk(&parts, &second));
        assert_eq!(plan.resumed(), (0, parts.len()));
        assert_eq!(plan.fraction_done(), 0.0);
        // The first is back in the queue, the second is now the one counted.
        let again = plan.next_chunk(0).unwrap();
        assert_eq!(again, first);
        plan.record(0, &count_chunk(&parts, &second));
        plan.record(0, &count_chunk(&parts, &first));
        let done = (first.len() + second.len()) as f64 / parts.len() as f64;
        assert_eq!(plan.fraction_done(), done);
    }

    #[test]
    fn eta_waits_for_data() {
        assert_eq!(eta_seconds(0.0, 1.0), None);
        assert_eq!(eta_seconds(0.5, 2.0), Some(2.0));
    }
}
