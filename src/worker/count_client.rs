//! `use_count`: counts Q(n) with one worker per core, with progress, instant cancel, and
//! a count that survives a reload, a closed tab or a crashed worker.
//!
//! The [`Supervisor`] keeps the pool (Cancel and crashes replace it). A worker first
//! names the subproblem list of n; a [`CountPlan`] then hands out chunks and keeps every
//! finished subproblem in a checkpoint, which is saved in local storage as the count
//! goes. Opening the lab again resumes a saved count and says so; a crashed worker's
//! chunk is counted again by its replacement, so the total stays exact.

use super::count_plan::{eta_seconds, CountPlan};
use super::protocol::{decode, Failure, FromWorker, Job, JobResult, Never, ToWorker, WarmUp};
use super::supervisor::{Delivery, Supervisor};
use crate::clock::now_ms;
use crate::decimal::fixed;
use crate::storage;
use leptos::prelude::*;
use nqueens_core::count::Counts;
use std::cell::RefCell;
use std::rc::Rc;

/// Where a count stands.
#[derive(Debug, Clone, PartialEq)]
pub enum CountStatus {
    /// No count under way.
    Idle,
    /// Counting Q(n).
    Running {
        /// The board size.
        n: usize,
        /// Fraction done, 0 to 1.
        fraction: f64,
        /// Nodes searched per second so far.
        nodes_per_s: f64,
        /// Seconds left, once it can be told.
        eta_s: Option<f64>,
    },
    /// The visitor cancelled it.
    Cancelled,
    /// A worker failed (and the pool was replaced).
    Failed(Failure),
}

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
}

/// A count that went on from a saved checkpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resumed {
    /// The board size.
    pub n: usize,
    /// Subproblems already counted when it resumed.
    pub done: usize,
    /// Subproblems in all.
    pub total: usize,
}

/// The controls and state of counting, for a page.
#[derive(Clone, Copy)]
pub struct CountController {
    /// Where the count stands.
    pub status: ReadSignal<CountStatus>,
    /// Every count finished on this visit, by n.
    pub results: ReadSignal<Vec<CountOutcome>>,
    /// The count under way (or just finished) went on from a saved checkpoint.
    pub resumed: ReadSignal<Option<Resumed>>,
    /// The count that finished last, until another starts: what the page tells where
    /// the count was started.
    pub finished: ReadSignal<Option<CountOutcome>>,
    /// Workers in the pool.
    pub workers: usize,
    supervisor: StoredValue<Supervisor, LocalStorage>,
    state: StoredValue<Rc<RefCell<Counting>>, LocalStorage>,
}

/// Local-storage key of the saved checkpoint of n.
fn saved_key(n: usize) -> String {
    format!("{SAVED_PREFIX}{n}")
}
/// The counting time the checkpoint of n holds, in seconds: a resumed count's time
/// column shows the whole count, not the time since the reload.
fn time_key(n: usize) -> String {
    format!("{SAVED_PREFIX}{n}.seconds")
}
const SAVED_PREFIX: &str = "nqueens.count.n";
/// The n of the count under way, so a new visit knows which saved count to resume.
const CURRENT_KEY: &str = "nqueens.count.current";
/// The checkpoint is saved at most this often (and when the count ends).
const SAVE_INTERVAL_MS: f64 = 1_000.0;
/// The progress line is redrawn at most this often. Each redraw costs the page's main
/// thread layout and paint; at every message (about 35 a second with two workers) that
/// took a sixth of a core from the two workers sharing it.
const PROGRESS_INTERVAL_MS: f64 = 250.0;
/// Crashes in a row without a finished chunk before a count gives up (its finished
/// part stays saved, and counting again resumes it).
const MAX_CRASHES: u32 = 3;

/// The count under way.
struct Counting {
    phase: Phase,
    supervisor: Option<Supervisor>,
    started_ms: f64,
    /// Counting time of earlier visits, for a resumed count.
    earlier_seconds: f64,
    /// Nodes the plan held when this visit's part started.
    baseline_nodes: u64,
    last_save_ms: f64,
    last_progress_ms: f64,
    crashes: u32,
    set_status: WriteSignal<CountStatus>,
    set_results: WriteSignal<Vec<CountOutcome>>,
    set_resumed: WriteSignal<Option<Resumed>>,
    set_finished: WriteSignal<Option<CountOutcome>>,
}

enum Phase {
    Idle,
    /// Waiting for a worker to name the list of n.
    Listing(usize),
    Counting(CountPlan),
}

impl CountController {
    /// Counts Q(n), abandoning any count under way; resumes a saved count of n.
    pub fn start(&self, n: usize) {
        let run = self.supervisor.with_value(Supervisor::begin);
        self.state.with_value(|t| {
            let mut t = t.borrow_mut();
            t.phase = Phase::Listing(n);
            t.crashes = 0;
            t.set_resumed.set(None);
            t.set_finished.set(None);
            t.set_status.set(CountStatus::Running {
                n,
                fraction: 0.0,
                nodes_per_s: 0.0,
                eta_s: None,
            });
        });
        storage::set(CURRENT_KEY, &n.to_string());
        self.supervisor.with_value(|s| {
            let job = Job::ListCount { n };
            s.send(0, &ToWorker::Start { run, job });
        });
    }

    /// Stops the count under way: its workers are terminated and replaced, and its
    /// saved part is dropped.
    pub fn cancel(&self) {
        let running = self
            .state
            .with_value(|t| !matches!(t.borrow().phase, Phase::Idle));
        if !running {
            return;
        }
        self.supervisor.with_value(Supervisor::cancel);
        self.state.with_value(|t| {
            let mut t = t.borrow_mut();
            if let Phase::Listing(n) = t.phase {
                forget(n);
            }
            if let Phase::Counting(plan) = &t.phase {
                forget(plan.n());
            }
            t.phase = Phase::Idle;
            t.set_resumed.set(None);
            t.set_status.set(CountStatus::Cancelled);
        });
    }
}

/// Drops the saved count of n.
fn forget(n: usize) {
    storage::remove(&saved_key(n));
    storage::remove(&time_key(n));
    storage::remove(CURRENT_KEY);
}

/// Creates the workers (once per page) and returns the controller: `workers` of them,
/// or one per core the browser reports. A count saved by an earlier visit resumes.
pub fn use_count(workers: Option<usize>) -> CountController {
    let (status, set_status) = signal(CountStatus::Idle);
    let (results, set_results) = signal(Vec::<CountOutcome>::new());
    let (resumed, set_resumed) = signal(None);
    let (finished, set_finished) = signal(None);
    let workers = workers
        .unwrap_or_else(super::client::hardware_concurrency)
        .clamp(1, 16);
    let state = Rc::new(RefCell::new(Counting {
        phase: Phase::Idle,
        supervisor: None,
        started_ms: 0.0,
        earlier_seconds: 0.0,
        baseline_nodes: 0,
        last_save_ms: 0.0,
        last_progress_ms: 0.0,
        crashes: 0,
        set_status,
        set_results,
        set_resumed,
        set_finished,
    }));
    // The pool hears of the count through a weak handle: the count holds the pool, and a
    // strong handle back made a cycle that kept both, and every worker, alive after the
    // page had gone (a visit to /lab and back ran a second pool beside the first).
    let delivered = Rc::downgrade(&state);
    // Counting workers warm up first: see `entry::warm_up`.
    let supervisor = Supervisor::new(
        workers,
        Some(ToWorker::WarmUp(WarmUp::Counting)),
        // Lists and counts (two kinds of result), never an animation's events.
        decode::<JobResult, Never>,
        move |delivery| {
            if let Some(counting) = delivered.upgrade() {
                counting.borrow_mut().on_delivery(delivery);
            }
        },
    );
    state.borrow_mut().supervisor = Some(supervisor.clone());
    let controller = CountController {
        status,
        results,
        resumed,
        finished,
        workers,
        supervisor: StoredValue::new_local(supervisor),
        state: StoredValue::new_local(state),
    };
    // Leaving the page ends its count: what is finished is saved, so the next visit
    // resumes it, and the workers stop.
    let leaving = controller.state;
    on_cleanup(move || {
        leaving.try_with_value(|counting| {
            let mut counting = counting.borrow_mut();
            counting.save(true);
            counting.phase = Phase::Idle;
            if let Some(supervisor) = counting.supervisor.take() {
                supervisor.shut_down();
            }
        });
    });
    let interrupted = storage::get(CURRENT_KEY)
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| storage::get(&saved_key(n)).is_some());
    if let Some(n) = interrupted {
        controller.start(n);
    }
    controller
}

impl Counting {
    fn on_delivery(&mut self, delivery: Delivery) {
        match delivery {
            Delivery::Message { slot, message } => match *message {
                FromWorker::Progress { nodes, .. } => {
                    if let Phase::Counting(plan) = &mut self.phase {
                        plan.progress(slot, nodes);
                    }
                    self.report_progress(false);
                }
                FromWorker::Done {
                    result: JobResult::Listed(list),
                    ..
                } => {
                    let Phase::Listing(n) = self.phase else {
                        return;
                    };
                    let saved = storage::get(&saved_key(n));
                    let plan = CountPlan::new(n, &list, self.workers(), saved.as_deref());
                    let (done, total) = plan.resumed();
                    self.earlier_seconds = 0.0;
                    if done > 0 {
                        self.set_resumed.set(Some(Resumed { n, done, total }));
                        self.earlier_seconds = storage::get(&time_key(n))
                            .and_then(|t| t.parse::<f64>().ok())
                            .filter(|t| t.is_finite() && *t >= 0.0)
                            .unwrap_or(0.0);
                    }
                    self.started_ms = now_ms();
                    self.last_save_ms = self.started_ms;
                    self.baseline_nodes = plan.nodes();
                    self.phase = Phase::Counting(plan);
                    self.dispatch_all();
                }
                FromWorker::Done {
                    result: JobResult::Counted(counted),
                    ..
                } => {
                    let Phase::Counting(plan) = &mut self.phase else {
                        return;
                    };
                    if counted.n != plan.n() {
                        return;
                    }
                    plan.record(slot, &counted.parts);
                    self.crashes = 0;
                    self.save(false);
                    if !self.finish_if_done() {
                        self.dispatch(slot);
                        self.report_progress(false);
                    }
                }
                FromWorker::Failed { failure, .. } => self.fail(failure),
                _ => {}
            },
            Delivery::Failed(failure) => self.recover(failure),
        }
    }

    fn workers(&self) -> usize {
        self.supervisor.as_ref().map_or(1, Supervisor::size)
    }

    /// Gives every worker its chunks (the pool is fresh: all are idle).
    fn dispatch_all(&mut self) {
        for slot in 0..self.workers() {
            self.dispatch(slot);
        }
        if !self.finish_if_done() {
            self.report_progress(true);
        }
    }

    /// Tops worker `slot` up with chunks (it holds the one it counts and the next).
    fn dispatch(&mut self, slot: usize) {
        let (Phase::Counting(plan), Some(supervisor)) = (&mut self.phase, &self.supervisor) else {
            return;
        };
        while let Some(subproblems) = plan.next_chunk(slot) {
            let job = Job::Count {
                n: plan.n(),
                subproblems,
            };
            let run = supervisor.run();
            supervisor.send(slot, &ToWorker::Start { run, job });
        }
    }

    /// A worker died and the pool was replaced: its chunk goes back to the queue and the
    /// count goes on (unless it keeps crashing).
    fn recover(&mut self, failure: Failure) {
        self.crashes += 1;
        match &mut self.phase {
            Phase::Counting(plan) if self.crashes < MAX_CRASHES => {
                plan.requeue_running();
                self.save(true);
                self.dispatch_all();
            }
            Phase::Listing(n) if self.crashes < MAX_CRASHES => {
                if let (Some(s), n) = (&self.supervisor, *n) {
                    let run = s.run();
                    s.send(
                        0,
                        &ToWorker::Start {
                            run,
                            job: Job::ListCount { n },
                        },
                    );
                }
            }
            _ => self.fail(failure),
        }
    }

    /// Saves the checkpoint (at most once a second unless `now`).
    fn save(&mut self, now: bool) {
        let Phase::Counting(plan) = &self.phase else {
            return;
        };
        let t = now_ms();
        if now || t - self.last_save_ms >= SAVE_INTERVAL_MS {
            self.last_save_ms = t;
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
        };
        forget(plan.n());
        self.phase = Phase::Idle;
        self.set_results.update(|r| {
            r.retain(|o| o.n != outcome.n);
            r.push(outcome);
            r.sort_by_key(|o| o.n);
        });
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
        self.set_status.set(CountStatus::Running {
            n: plan.n(),
            fraction,
            nodes_per_s,
            eta_s: eta_seconds(own / left.max(1e-9), elapsed),
        });
    }
}
