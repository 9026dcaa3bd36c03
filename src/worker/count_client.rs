//! `use_count`: counts Q(n) with one worker per core, with progress and instant cancel.
//! The [`Supervisor`] keeps the pool (Cancel and crashes replace it); this adds up the
//! shares with a [`CountPlan`] and keeps the results of the page's visit.

use super::count_plan::{eta_seconds, CountPlan};
use super::protocol::{Failure, FromWorker, Job, JobResult, ToWorker};
use super::supervisor::{Delivery, Supervisor};
use crate::clock::now_ms;
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
    /// Wall time.
    pub seconds: f64,
    /// Workers that shared it.
    pub workers: usize,
}

/// The controls and state of counting, for a page.
#[derive(Clone, Copy)]
pub struct CountController {
    /// Where the count stands.
    pub status: ReadSignal<CountStatus>,
    /// Every count finished on this visit, by n.
    pub results: ReadSignal<Vec<CountOutcome>>,
    /// Workers in the pool.
    pub workers: usize,
    supervisor: StoredValue<Supervisor, LocalStorage>,
    state: StoredValue<Rc<RefCell<Counting>>, LocalStorage>,
}

/// The count under way.
struct Counting {
    plan: Option<CountPlan>,
    started_ms: f64,
    set_status: WriteSignal<CountStatus>,
    set_results: WriteSignal<Vec<CountOutcome>>,
}

impl CountController {
    /// Counts Q(n), abandoning any count under way.
    pub fn start(&self, n: usize) {
        let shares = self.workers;
        self.supervisor.with_value(|s| {
            let run = s.begin();
            self.state.with_value(|t| {
                let mut t = t.borrow_mut();
                t.plan = Some(CountPlan::new(n, shares));
                t.started_ms = now_ms();
                t.set_status.set(CountStatus::Running {
                    n,
                    fraction: 0.0,
                    nodes_per_s: 0.0,
                    eta_s: None,
                });
            });
            for share in 0..shares {
                let job = Job::CountShare { n, share, shares };
                s.send(share, &ToWorker::Start { run, job });
            }
        });
    }

    /// Stops the count under way: its workers are terminated and replaced.
    pub fn cancel(&self) {
        if self.supervisor.with_value(Supervisor::cancel) {
            self.state.with_value(|t| {
                let mut t = t.borrow_mut();
                t.plan = None;
                t.set_status.set(CountStatus::Cancelled);
            });
        }
    }
}

/// Creates the workers (once per page) and returns the controller: `workers` of them,
/// or one per core the browser reports.
pub fn use_count(workers: Option<usize>) -> CountController {
    let (status, set_status) = signal(CountStatus::Idle);
    let (results, set_results) = signal(Vec::<CountOutcome>::new());
    let workers = workers
        .unwrap_or_else(super::client::hardware_concurrency)
        .clamp(1, 16);
    let state = Rc::new(RefCell::new(Counting {
        plan: None,
        started_ms: 0.0,
        set_status,
        set_results,
    }));
    let delivered = state.clone();
    // Counting workers warm up first: see `entry::warm_up`.
    let supervisor = Supervisor::new(workers, Some(ToWorker::WarmUp), move |delivery| {
        delivered.borrow_mut().on_delivery(delivery)
    });
    CountController {
        status,
        results,
        workers,
        supervisor: StoredValue::new_local(supervisor),
        state: StoredValue::new_local(state),
    }
}

impl Counting {
    fn on_delivery(&mut self, delivery: Delivery) {
        match delivery {
            Delivery::Message { slot, message } => match message {
                FromWorker::Progress {
                    done, total, nodes, ..
                } => {
                    if let Some(plan) = self.plan.as_mut() {
                        plan.progress(slot, done, total, nodes);
                    }
                    self.report_progress();
                }
                FromWorker::Done {
                    result: JobResult::Counted(counted),
                    ..
                } => {
                    if let Some(plan) = self.plan.as_mut() {
                        plan.record(slot, counted.count);
                    }
                    self.finish_if_done();
                }
                FromWorker::Failed { failure, .. } => self.fail(failure),
                _ => {}
            },
            Delivery::Failed(failure) => self.fail(failure),
        }
    }

    fn fail(&mut self, failure: Failure) {
        self.plan = None;
        self.set_status.set(CountStatus::Failed(failure));
    }

    fn finish_if_done(&mut self) {
        let Some(plan) = self.plan.as_ref() else {
            return;
        };
        if !plan.is_finished() {
            self.report_progress();
            return;
        }
        let outcome = CountOutcome {
            n: plan.n,
            counts: plan.counts(),
            nodes: plan.nodes(),
            seconds: (now_ms() - self.started_ms) / 1000.0,
            workers: plan.shares(),
        };
        self.plan = None;
        self.set_results.update(|r| {
            r.retain(|o| o.n != outcome.n);
            r.push(outcome);
            r.sort_by_key(|o| o.n);
        });
        self.set_status.set(CountStatus::Idle);
    }

    fn report_progress(&self) {
        let Some(plan) = &self.plan else { return };
        let fraction = plan.fraction_done();
        let elapsed = (now_ms() - self.started_ms) / 1000.0;
        let nodes_per_s = if elapsed > 0.0 {
            plan.nodes() as f64 / elapsed
        } else {
            0.0
        };
        self.set_status.set(CountStatus::Running {
            n: plan.n,
            fraction,
            nodes_per_s,
            eta_s: eta_seconds(fraction, elapsed),
        });
    }
}
