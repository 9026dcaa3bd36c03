//! `use_count`: counts Q(n) with one worker per core, with progress and instant cancel.
//!
//! Cancel terminates every worker and starts fresh ones: a job in a worker cannot be
//! interrupted any other way, and a new worker is ready in a few milliseconds.

use super::client::{hardware_concurrency, spawn_for, WorkerHandle, WorkerReport};
use super::count_plan::{eta_seconds, CountPlan};
use super::protocol::{FromWorker, Job, JobResult, RunId, ToWorker};
use leptos::prelude::*;
use nqueens_core::count::Counts;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

/// Where a count stands.
#[derive(Debug, Clone, PartialEq)]
pub enum CountStatus {
    Idle,
    Running {
        n: usize,
        fraction: f64,
        nodes_per_s: f64,
        eta_s: Option<f64>,
    },
    Cancelled,
    Failed(String),
}

/// A finished count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CountOutcome {
    pub n: usize,
    pub counts: Counts,
    pub nodes: u64,
    pub seconds: f64,
    pub workers: usize,
}

/// The controls and state of counting, for a page.
#[derive(Clone, Copy)]
pub struct CountController {
    pub status: ReadSignal<CountStatus>,
    pub results: ReadSignal<Vec<CountOutcome>>,
    pub workers: usize,
    session: StoredValue<Rc<RefCell<Session>>, LocalStorage>,
}

impl CountController {
    pub fn start(&self, n: usize) {
        self.session.with_value(|s| Session::start(s, n));
    }

    pub fn cancel(&self) {
        self.session.with_value(|s| Session::cancel(s, true));
    }
}

/// Creates the workers (once per page) and returns the controller: `workers` of them,
/// or one per core the browser reports.
pub fn use_count(workers: Option<usize>) -> CountController {
    let (status, set_status) = signal(CountStatus::Idle);
    let (results, set_results) = signal(Vec::<CountOutcome>::new());
    let workers = workers.unwrap_or_else(hardware_concurrency).clamp(1, 16);
    let session = Rc::new(RefCell::new(Session {
        me: Weak::new(),
        workers: Vec::new(),
        run: RunId(0),
        plan: None,
        running: false,
        started_ms: 0.0,
        set_status,
        set_results,
    }));
    session.borrow_mut().me = Rc::downgrade(&session);
    Session::respawn_all(&session, workers);
    // The stored value holds the only strong reference: when the page goes away it is
    // dropped, and dropping the handles terminates the workers.
    let stored = StoredValue::new_local(session);
    CountController {
        status,
        results,
        workers,
        session: stored,
    }
}

struct Session {
    me: Weak<RefCell<Session>>,
    workers: Vec<Option<WorkerHandle>>,
    run: RunId,
    plan: Option<CountPlan>,
    /// Whether a count is under way (read by event handlers, so not a signal).
    running: bool,
    started_ms: f64,
    set_status: WriteSignal<CountStatus>,
    set_results: WriteSignal<Vec<CountOutcome>>,
}

impl Session {
    fn respawn_all(this: &Rc<RefCell<Session>>, count: usize) {
        let mut handles = Vec::with_capacity(count);
        let mut failure = None;
        for slot in 0..count {
            let on_report = move |session: &Rc<RefCell<Session>>, report| {
                Session::on_report(session, slot, report)
            };
            match spawn_for(this, on_report) {
                Ok(handle) => {
                    // Handled before any count: a worker takes messages in order.
                    handle.send(&ToWorker::WarmUp);
                    handles.push(Some(handle));
                }
                Err(e) => {
                    failure = Some(e);
                    handles.push(None);
                }
            }
        }
        let mut s = this.borrow_mut();
        s.workers = handles;
        if let Some(e) = failure {
            s.set_status.set(CountStatus::Failed(e));
        }
    }

    fn start(this: &Rc<RefCell<Session>>, n: usize) {
        Session::cancel(this, false);
        let mut s = this.borrow_mut();
        s.run = RunId(s.run.0 + 1);
        s.running = true;
        s.started_ms = now_ms();
        let shares = s.workers.len();
        s.plan = Some(CountPlan::new(n, shares));
        s.set_status.set(CountStatus::Running {
            n,
            fraction: 0.0,
            nodes_per_s: 0.0,
            eta_s: None,
        });
        let run = s.run;
        for (share, worker) in s.workers.iter().enumerate() {
            if let Some(w) = worker {
                w.send(&ToWorker::Start {
                    run,
                    job: Job::CountShare { n, share, shares },
                });
            }
        }
    }

    /// Stops whatever runs: busy workers are terminated and replaced.
    fn cancel(this: &Rc<RefCell<Session>>, report: bool) {
        let busy = {
            let mut s = this.borrow_mut();
            s.run = RunId(s.run.0 + 1);
            s.plan = None;
            let busy = std::mem::replace(&mut s.running, false);
            if report && busy {
                s.set_status.set(CountStatus::Cancelled);
            }
            busy
        };
        if busy {
            let count = this.borrow().workers.len();
            this.borrow_mut().workers.clear();
            Session::respawn_all(this, count);
        }
    }

    fn on_report(this: &Rc<RefCell<Session>>, slot: usize, report: WorkerReport) {
        let message = match report {
            Ok(m) => m,
            Err(why) => {
                let running = std::mem::replace(&mut this.borrow_mut().running, false);
                // A dead worker is replaced whether or not it was counting.
                this.borrow_mut().plan = None;
                let count = this.borrow().workers.len();
                this.borrow_mut().workers.clear();
                Session::respawn_all(this, count);
                if running {
                    this.borrow().set_status.set(CountStatus::Failed(why));
                }
                return;
            }
        };
        if message.run() != Some(this.borrow().run) {
            return; // from a run that was cancelled or replaced
        }
        match message {
            FromWorker::Ready | FromWorker::Events { .. } => {}
            FromWorker::Progress {
                done, total, nodes, ..
            } => {
                let mut s = this.borrow_mut();
                if let Some(plan) = s.plan.as_mut() {
                    plan.progress(slot, done, total, nodes);
                }
                s.report_progress();
            }
            FromWorker::Done { result, .. } => Session::on_done(this, slot, result),
            FromWorker::Failed { message, .. } => {
                let mut s = this.borrow_mut();
                s.plan = None;
                s.running = false;
                s.set_status.set(CountStatus::Failed(message));
            }
        }
    }

    fn on_done(this: &Rc<RefCell<Session>>, slot: usize, result: JobResult) {
        let mut guard = this.borrow_mut();
        let s = &mut *guard;
        // Only counting jobs are sent by this client.
        let JobResult::Counted {
            solutions,
            classes,
            nodes,
            ..
        } = result
        else {
            return;
        };
        let Some(plan) = s.plan.as_mut() else { return };
        plan.record(slot, solutions, classes, nodes);
        if !plan.is_finished() {
            s.report_progress();
            return;
        }
        let outcome = CountOutcome {
            n: plan.n,
            counts: plan.counts(),
            nodes: plan.nodes(),
            seconds: (now_ms() - s.started_ms) / 1000.0,
            workers: plan.shares(),
        };
        s.plan = None;
        s.running = false;
        s.set_results.update(|r| {
            r.retain(|o| o.n != outcome.n);
            r.push(outcome);
            r.sort_by_key(|o| o.n);
        });
        s.set_status.set(CountStatus::Idle);
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

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}
