//! The count under way, as the lab's pool reports on it: it plans the chunks (with a
//! [`CountPlan`]), saves the checkpoint as it goes, recovers from a crashed worker, and
//! sets the page's signals. It holds no pool: the pool hands itself over with each
//! delivery (see [`Supervisor`]).

use super::count::{CountStatus, Resumed};
use crate::bridge::supervisor::{Delivery, Supervisor};
use crate::lab::count_plan::{eta_seconds, CountOutcome, CountPlan};
use crate::lab::visit::add_result;
use crate::protocol::{wire, Counted, Failure, FromWorker, Job, Never, Only, RunId, ToWorker};
use crate::site::clock::now_ms;
use crate::site::storage;
use crate::ui::decimal::fixed;
use leptos::prelude::*;
use nqueens_core::count::{subproblems, ListId, PartCount};
use nqueens_core::Error;

/// The lab's pool: its workers count chunks, one kind of result, and never send an
/// animation's events.
pub(super) type Pool = Supervisor<Only<Counted>, Never>;

/// The page's signals a count sets.
pub(super) struct Signals {
    pub status: WriteSignal<CountStatus>,
    pub results: WriteSignal<Vec<CountOutcome>>,
    pub resumed: WriteSignal<Option<Resumed>>,
    pub finished: WriteSignal<Option<CountOutcome>>,
}

/// Local-storage key of the saved checkpoint of n.
pub(super) fn saved_key(n: usize) -> String {
    format!("{SAVED_PREFIX}{n}")
}
/// The counting time the checkpoint of n holds, in seconds: a resumed count's time
/// column shows the whole count, not the time since the reload.
fn time_key(n: usize) -> String {
    format!("{SAVED_PREFIX}{n}.seconds")
}
const SAVED_PREFIX: &str = "nqueens.count.n";
/// The n of the count under way, so a new visit knows which saved count to resume.
pub(super) const CURRENT_KEY: &str = "nqueens.count.current";
/// The checkpoint is saved at most this often after the first finished chunk, which is
/// saved at once (and when the count ends). Q(18) takes 1.7 s with two workers on a
/// 2-core AMD EPYC of 2026-12-01: saved only after a second, a reload in its first
/// second lost all of it.
const SAVE_INTERVAL_MS: f64 = 1_000.0;
/// The progress line is redrawn at most this often. Each redraw costs the page's main
/// thread layout and paint; at every message (about 35 a second with two workers) that
/// took a sixth of a core from the two workers sharing it.
const PROGRESS_INTERVAL_MS: f64 = 250.0;
/// Crashes in a row without a finished chunk before a count gives up (its finished
/// part stays saved, and counting again resumes it).
const MAX_CRASHES: u32 = 3;

/// The count under way: its phase, its plan, and the page's signals it sets.
pub(super) struct Counting {
    phase: Phase,
    /// When Count was clicked: the count's time is the visitor's wait, any table still
    /// being built included.
    started_ms: f64,
    /// Counting time of earlier visits, for a resumed count.
    earlier_seconds: f64,
    /// Nodes the plan held when this visit's part started.
    baseline_nodes: u64,
    /// When the checkpoint was last saved; none yet in this sitting: the first finished
    /// chunk is saved at once.
    last_save_ms: Option<f64>,
    last_progress_ms: f64,
    crashes: u32,
    /// The most memory a worker has told in this sitting, in bytes.
    memory_peak: u64,
    /// The subproblem list of the size last prepared or counted (see [`Counting::prepare`]).
    listed: Option<(usize, ListId)>,
    set_status: WriteSignal<CountStatus>,
    set_results: WriteSignal<Vec<CountOutcome>>,
    set_resumed: WriteSignal<Option<Resumed>>,
    set_finished: WriteSignal<Option<CountOutcome>>,
}

pub(super) enum Phase {
    Idle,
    Counting(CountPlan),
}

/// Drops the saved count of n.
fn forget(n: usize) {
    storage::remove(&saved_key(n));
    storage::remove(&time_key(n));
    storage::remove(CURRENT_KEY);
}

impl Counting {
    /// A count of nothing yet, telling the page through these signals.
    pub(super) fn new(signals: Signals) -> Counting {
        Counting {
            phase: Phase::Idle,
            started_ms: 0.0,
            earlier_seconds: 0.0,
            baseline_nodes: 0,
            last_save_ms: None,
            last_progress_ms: 0.0,
            crashes: 0,
            memory_peak: 0,
            listed: None,
            set_status: signals.status,
            set_results: signals.results,
            set_resumed: signals.resumed,
            set_finished: signals.finished,
        }
    }

    /// Gets ready for a click on Count with n picked, while the visitor moves to it: lists
    /// the subproblems of n. Traced in a two-worker Q(16), the first chunk went out 7.8 ms
    /// after the click, most of it listing and compiling (see [`rehearse`]), and the
    /// workers waited for each of those milliseconds; with both done beforehand, 2.6 ms.
    /// Listing Q(22)'s and Q(23)'s 705,432 splits takes 35–38 ms natively: a task well
    /// under the page's 200 ms, for a size a visitor picks.
    pub(super) fn prepare(&mut self, n: usize) {
        // A size the core refuses is told when Count is clicked.
        let _ = self.list_of(n);
    }

    /// The id of n's subproblem list, listed once per size (the page lists the
    /// subproblems itself, with the core the workers use: asking a worker cost a
    /// two-worker Q(16) about 12 ms, with the other worker idle, as the answer waited
    /// behind the page's redraw of the click).
    fn list_of(&mut self, n: usize) -> Result<ListId, Error> {
        if let Some((listed, list)) = &self.listed {
            if *listed == n {
                return Ok(list.clone());
            }
        }
        let list = ListId::of(&subproblems(n)?);
        self.listed = Some((n, list.clone()));
        Ok(list)
    }

    /// Starts counting Q(n) in `pool`, whose run has just begun. The chunks go out at
    /// once.
    pub(super) fn start(&mut self, pool: &Pool, n: usize) {
        self.phase = Phase::Idle;
        self.started_ms = now_ms();
        self.crashes = 0;
        self.memory_peak = 0;
        self.set_finished.set(None);
        let list = match self.list_of(n) {
            Ok(list) => list,
            // A size the core does not count (a saved count's n edited in storage): its
            // saved part is of no use.
            Err(e) => {
                forget(n);
                self.set_resumed.set(None);
                return self.fail(e.into());
            }
        };
        storage::set(CURRENT_KEY, &n.to_string());
        let saved = storage::get(&saved_key(n));
        let plan = CountPlan::new(n, &list, pool.size(), saved.as_deref());
        let (done, total) = plan.resumed();
        let resumed = (done > 0).then_some(Resumed { n, done, total });
        self.earlier_seconds = resumed
            .and_then(|_| storage::get(&time_key(n)))
            .and_then(|t| t.parse::<f64>().ok())
            .filter(|t| t.is_finite() && *t >= 0.0)
            .unwrap_or(0.0);
        self.set_resumed.set(resumed);
        self.last_save_ms = None;
        self.baseline_nodes = plan.nodes();
        self.phase = Phase::Counting(plan);
        self.dispatch_all(pool);
    }

    /// Stops the count under way and drops its saved part; returns whether one ran
    /// (its pool is then to be cancelled).
    pub(super) fn cancel(&mut self) -> bool {
        let Phase::Counting(plan) = &self.phase else {
            return false;
        };
        forget(plan.n());
        self.phase = Phase::Idle;
        self.set_resumed.set(None);
        self.set_status.set(CountStatus::Cancelled);
        true
    }

    /// The page is going: what is finished is saved, so the next visit resumes it.
    pub(super) fn leave(&mut self) {
        self.save(true);
        self.phase = Phase::Idle;
    }

    /// Takes in what the pool delivered, and answers through it.
    pub(super) fn on_delivery(&mut self, pool: &Pool, delivery: Delivery<Only<Counted>, Never>) {
        match delivery {
            Delivery::Message { slot, message } => match *message {
                FromWorker::Progress { nodes, .. } => {
                    if let Phase::Counting(plan) = &mut self.phase {
                        plan.progress(slot, nodes);
                    }
                    self.report_progress(false);
                }
                FromWorker::Done {
                    result: Only(counted),
                    ..
                } => {
                    let Phase::Counting(plan) = &mut self.phase else {
                        return;
                    };
                    if counted.n != plan.n() {
                        return;
                    }
                    plan.record(slot, &counted.parts, now_ms());
                    self.memory_peak = self.memory_peak.max(counted.memory);
                    self.crashes = 0;
                    self.save(false);
                    if !self.finish_if_done() {
                        self.dispatch(pool, slot);
                        self.report_progress(false);
                    }
                }
                FromWorker::Failed { failure, .. } => self.fail(failure),
                _ => {}
            },
            Delivery::Failed(failure) => self.recover(pool, failure),
        }
    }

    /// Gives every worker its chunks (the run is new: all are idle).
    fn dispatch_all(&mut self, pool: &Pool) {
        for slot in 0..pool.size() {
            self.dispatch(pool, slot);
        }
        if !self.finish_if_done() {
            self.report_progress(true);
        }
    }

    /// Tops worker `slot` up with chunks (it holds the one it counts and the next).
    fn dispatch(&mut self, pool: &Pool, slot: usize) {
        let Phase::Counting(plan) = &mut self.phase else {
            return;
        };
        while let Some(subproblems) = plan.next_chunk(slot, now_ms()) {
            let job = Job::Count {
                n: plan.n(),
                subproblems,
            };
            let run = pool.run();
            pool.send(slot, &ToWorker::Start { run, job });
        }
    }

    /// A worker died and the pool was replaced: its chunk goes back to the queue and the
    /// count goes on (unless it keeps crashing).
    fn recover(&mut self, pool: &Pool, failure: Failure) {
        self.crashes += 1;
        match &mut self.phase {
            Phase::Counting(plan) if self.crashes < MAX_CRASHES => {
                plan.requeue_running();
                self.save(true);
                self.dispatch_all(pool);
            }
            _ => self.fail(failure),
        }
    }

    /// Saves the checkpoint: the first finished chunk at once, then at most once a second
    /// unless `now`.
    pub(super) fn save(&mut self, now: bool) {
        let Phase::Counting(plan) = &self.phase else {
            return;
        };
        let t = now_ms();
        let due = self
            .last_save_ms
            .is_none_or(|last| t - last >= SAVE_INTERVAL_MS);
        if now || due {
            self.last_save_ms = Some(t);
            storage::set(&saved_key(plan.n()), &plan.saved_text());
            let seconds = self.earlier_seconds + (t - self.started_ms) / 1000.0;
            storage::set(&time_key(plan.n()), &fixed(seconds, 3));
        }
    }

    /// The count cannot go on; what it finished stays saved, so counting n again resumes.
    fn fail(&mut self, failure: Failure) {
        self.save(true);
        self.phase = Phase::Idle;
        self.set_status.set(CountStatus::Failed(failure));
    }

    /// Ends the count if every subproblem is in; returns whether it ended.
    fn finish_if_done(&mut self) -> bool {
        let Phase::Counting(plan) = &self.phase else {
            return false;
        };
        if !plan.is_finished() {
            return false;
        }
        let outcome = CountOutcome {
            n: plan.n(),
            counts: plan.counts(),
            nodes: plan.nodes(),
            seconds: self.earlier_seconds + (now_ms() - self.started_ms) / 1000.0,
            earlier_seconds: self.earlier_seconds,
            workers: plan.workers(),
            memory_peak: self.memory_peak,
        };
        forget(plan.n());
        self.phase = Phase::Idle;
        self.set_results.update(|r| add_result(r, outcome));
        self.set_finished.set(Some(outcome));
        self.set_status.set(CountStatus::Idle);
        true
    }

    /// Shows the progress, `now` or if the last showing is old enough.
    fn report_progress(&mut self, now: bool) {
        let Phase::Counting(plan) = &self.phase else {
            return;
        };
        let t = now_ms();
        if !now && t - self.last_progress_ms < PROGRESS_INTERVAL_MS {
            return;
        }
        self.last_progress_ms = t;
        let fraction = plan.fraction_done();
        let elapsed = (t - self.started_ms) / 1000.0;
        let nodes_per_s = if elapsed > 0.0 {
            plan.nodes_since(self.baseline_nodes) as f64 / elapsed
        } else {
            0.0
        };
        let (done_before, total) = plan.resumed();
        // The ETA counts only this visit's pace over this visit's part.
        let own = (fraction - done_before as f64 / total.max(1) as f64).max(0.0);
        let left = 1.0 - done_before as f64 / total.max(1) as f64;
        let next = CountStatus::Running {
            n: plan.n(),
            fraction,
            nodes_per_s,
            eta_s: eta_seconds(own / left.max(1e-9), elapsed),
        };
        // The same line again (as when the chunks go out, right after the click said
        // "0 %") would be laid out and painted for nothing, on a core the workers need.
        self.set_status.maybe_update(|status| {
            let changed = *status != next;
            if changed {
                *status = next;
            }
            changed
        });
    }
}

/// A count's path on the page, run once on Q(8) with nothing posted and nothing shown:
/// planned, its chunks packed as messages, their results recorded, its checkpoint
/// written (the workers' warm-up does the same for their side,
/// `worker::entry::rehearse_count`). V8 compiles a wasm function the first time it
/// runs: traced in a two-worker Q(16), a page's first count compiled about a hundred
/// functions between the click and its first chunk. Reading a worker's answer is not
/// rehearsed, as the page holds no code to write one: the first answer still compiles
/// its reader, about a millisecond traced, with both workers counting.
pub(super) fn rehearse() {
    const N: usize = 8;
    const WORKERS: usize = 2;
    let Ok(list) = subproblems(N).map(|parts| ListId::of(&parts)) else {
        return;
    };
    let mut plan = CountPlan::new(N, &list, WORKERS, None);
    let mut sent = Vec::new();
    for slot in 0..WORKERS {
        while let Some(subproblems) = plan.next_chunk(slot, 0.0) {
            let job = Job::Count {
                n: N,
                subproblems: subproblems.clone(),
            };
            wire::pack_plain(&ToWorker::Start {
                run: RunId::default(),
                job,
            });
            sent.push((slot, subproblems));
        }
    }
    for (slot, subproblems) in sent {
        let parts: Vec<(usize, PartCount)> = subproblems
            .into_iter()
            .map(|i| (i, PartCount::default()))
            .collect();
        plan.record(slot, &parts, 0.0);
    }
    let _ = (
        plan.is_finished(),
        plan.counts(),
        plan.fraction_done(),
        plan.saved_text(),
    );
}
