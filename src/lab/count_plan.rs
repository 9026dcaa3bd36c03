//! Sharing one count among workers a chunk at a time, and keeping what is finished.
//!
//! The page hands each worker the next chunk of subproblems, so a fast worker takes more
//! and the last chunks (smaller as the queue empties) finish together. A worker holds
//! the chunk it counts and the next one, so it starts the next the moment it finishes
//! instead of waiting a round trip through the page. A chunk is sized by the pace of the
//! last one too, so that a run of quick subproblems does not cost a message each. Every
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
/// Until a first chunk is in, and its pace known, a chunk is at least this many
/// subproblems. The page's thread is busy for the first 20–30 ms of a count, drawing the
/// click and its frame (traced in a two-worker Q(16)), and reads no result meanwhile: a
/// worker whose first two chunks take less sits idle until it does. Q(16)'s share is
/// one piece of 1–5 ms, and one worker sat idle 13 ms at the start (traced). Replaying
/// each piece's native time through the plan (two workers, each piece 1.2 times its
/// native time ±20 %, 0.3 ms each way and of the page's thread per message, 300
/// draws) with the page busy 30 ms at the start, Q(16) ended 16 % over the ideal with
/// one piece first, and 1.3 % with six (as with the page idle); Q(17) and Q(18), whose
/// shares take longer, ended 0.1–0.3 % over either way. A floor, not a multiple of
/// the share: six shares of Q(20) (7 pieces each) held a quarter of the count in the
/// workers' first four chunks, and its progress line sat at 0 % and nothing was saved
/// for the first 4.8 s (two workers, 2026-12-01).
const FIRST_CHUNK: usize = 6;
/// As the queue empties a chunk is at most this share of what is left per worker, so
/// the workers run out of work at about the same time. This holds for a chunk sized by
/// pace too: one that took no notice of it ended a two-worker Q(16) with one worker
/// idle while the other counted a last chunk of up to 20 ms (traced: 14 ms apart).
const TAIL_SHARE: usize = 4;
/// A chunk is worth its message when it takes at least this long to count. The page's
/// thread spends about half a millisecond on each chunk (the result in, the next chunk
/// out), and with a worker on every core that time is taken from the workers. Sent one
/// at a time, Q(16)'s 52 subproblems cost a sixth of a two-worker count in messages
/// (traced in Chromium: the page's thread busy 27 ms of 165; half of them took 0.03 ms
/// each then, before an even board's pieces were cut by the splits they count). Sizing
/// by the last chunk's pace sends its pieces of a few milliseconds several at a time.
/// 80 ms rather than 20: the tail's share keeps the last chunks small whatever this
/// is, and each message takes the page's thread, and wakes a worker, on the cores both
/// workers use. Replaying each piece's native time through the plan (two workers,
/// 0.3 ms each way and of the page's thread per message, each piece's time ±20 %, 300
/// draws), the two changes took Q(16) from 3.7 % over the ideal to 1.6 % (19 messages
/// → 32) and Q(17) from 0.3 % to 0.1 % (96 → 67); Q(18) stayed at 0.3 % (104 → 86).
const WORTH_A_MESSAGE_MS: f64 = 80.0;
/// A chunk sized by pace is at most this many times the last one: a pace read on a run
/// of quick subproblems (an odd board's start ends with one) must not send the slow
/// ones after it in one chunk.
const MAX_GROWTH: usize = 2;

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

/// A chunk a worker holds.
#[derive(Debug, Clone, PartialEq)]
struct Held {
    subproblems: Vec<usize>,
    /// Nodes it has reported so far.
    nodes: u64,
    /// When the page sent it, in milliseconds.
    sent_ms: f64,
}

/// How fast a finished chunk went: its size and its milliseconds per subproblem, from
/// the time its worker started it (when it was sent, or when the worker finished the
/// chunk before it) to its result, so the round trip counts too.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Pace {
    size: usize,
    ms_each: f64,
}

/// The state of one count of Q(n).
#[derive(Debug, Clone, PartialEq)]
pub struct CountPlan {
    checkpoint: Checkpoint,
    /// Subproblems not handed out yet, in list order.
    queue: VecDeque<usize>,
    /// The chunks each worker holds, the one it is counting first.
    running: Vec<VecDeque<Held>>,
    /// When each worker last finished a chunk, in the page's milliseconds: it started
    /// the next one then, if it held it.
    finished_ms: Vec<f64>,
    /// How fast the chunk finished last went (by any worker).
    pace: Option<Pace>,
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
            finished_ms: vec![0.0; workers],
            pace: None,
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

    /// The next chunk for `worker`, sent at `now_ms`, if work is left and it holds
    /// fewer than two.
    pub fn next_chunk(&mut self, worker: usize, now_ms: f64) -> Option<Vec<usize>> {
        let held = self.running.get(worker)?.len();
        if held >= IN_FLIGHT || self.queue.is_empty() {
            return None;
        }
        let chunk: Vec<usize> = self
            .queue
            .drain(..self.chunk_size().min(self.queue.len()))
            .collect();
        self.running[worker].push_back(Held {
            subproblems: chunk.clone(),
            nodes: 0,
            sent_ms: now_ms,
        });
        Some(chunk)
    }

    /// The size of the next chunk: a share of the list, larger when the last chunk went
    /// so fast that it was not worth its message, and smaller as the queue empties.
    fn chunk_size(&self) -> usize {
        let workers = self.running.len();
        let tail = self.queue.len() / (workers * TAIL_SHARE);
        let by_share = self.chunk.min(tail).max(1);
        let Some(pace) = self.pace else {
            return self.chunk.max(FIRST_CHUNK).min(tail).max(1);
        };
        // A pace of 0 ms (a clock's coarse tick) gives infinity, which the cast turns to
        // usize::MAX: growth caps it.
        let worth = (WORTH_A_MESSAGE_MS / pace.ms_each) as usize;
        by_share.max(worth.min(MAX_GROWTH * pace.size).min(tail))
    }

    /// Nodes a worker has searched in the chunk it is counting so far.
    pub fn progress(&mut self, worker: usize, nodes: u64) {
        if let Some(held) = self.running.get_mut(worker).and_then(VecDeque::front_mut) {
            held.nodes = nodes;
        }
    }

    /// The chunk a worker was counting is done, its result in at `now_ms`: keeps each
    /// result (of that chunk only).
    pub fn record(&mut self, worker: usize, parts: &[(usize, PartCount)], now_ms: f64) {
        let Some(Held {
            subproblems: chunk,
            sent_ms,
            ..
        }) = self.running.get_mut(worker).and_then(VecDeque::pop_front)
        else {
            return;
        };
        if let Some(finished) = self.finished_ms.get_mut(worker) {
            let started = sent_ms.max(*finished);
            *finished = now_ms;
            self.pace = Some(Pace {
                size: chunk.len(),
                ms_each: (now_ms - started).max(0.0) / chunk.len().max(1) as f64,
            });
        }
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
            while let Some(held) = slot.pop_back() {
                held.subproblems
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
        let running: u64 = self.running.iter().flatten().map(|held| held.nodes).sum();
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
mod tests;
