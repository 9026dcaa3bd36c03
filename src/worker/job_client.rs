//! `use_job`: runs one job at a time in a worker of its own, with progress, cancel,
//! and a fresh worker whenever the old one is cancelled or dies.

use super::client::{spawn_for, WorkerHandle, WorkerReport};
use super::protocol::{FromWorker, Job, JobResult, RunId, ToWorker};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the page's job stands.
#[derive(Debug, Clone, PartialEq)]
pub enum JobState {
    Idle,
    Running { done: u64, total: u64 },
    Done(JobResult),
    Cancelled,
    Failed(String),
}

/// The controls and state of a page's background job.
#[derive(Clone, Copy)]
pub struct JobController {
    pub state: ReadSignal<JobState>,
    session: StoredValue<Rc<RefCell<Session>>, LocalStorage>,
}

impl JobController {
    /// Starts `job`, abandoning any job still running.
    pub fn start(&self, job: Job) {
        self.session.with_value(|s| Session::start(s, job));
    }

    pub fn cancel(&self) {
        self.session.with_value(|s| Session::stop(s, true));
    }

    /// Whether a job runs (reads the state without cloning it: a result can be large).
    pub fn is_running(&self) -> bool {
        self.state.with(|s| matches!(s, JobState::Running { .. }))
    }
}

/// Creates the page's worker and returns the controller.
pub fn use_job() -> JobController {
    let (state, set_state) = signal(JobState::Idle);
    let session = Rc::new(RefCell::new(Session {
        worker: None,
        run: RunId(0),
        running: false,
        set_state,
    }));
    Session::respawn(&session);
    // The only strong reference: dropping it with the page terminates the worker.
    let stored = StoredValue::new_local(session);
    JobController {
        state,
        session: stored,
    }
}

struct Session {
    worker: Option<WorkerHandle>,
    run: RunId,
    running: bool,
    set_state: WriteSignal<JobState>,
}

impl Session {
    fn respawn(this: &Rc<RefCell<Session>>) {
        let spawned = spawn_for(this, Session::on_report);
        let mut s = this.borrow_mut();
        match spawned {
            Ok(w) => s.worker = Some(w),
            Err(e) => {
                s.worker = None;
                s.set_state.set(JobState::Failed(e));
            }
        }
    }

    fn start(this: &Rc<RefCell<Session>>, job: Job) {
        Session::stop(this, false);
        if this.borrow().worker.is_none() {
            Session::respawn(this);
        }
        let mut s = this.borrow_mut();
        s.run = RunId(s.run.0 + 1);
        s.running = true;
        s.set_state.set(JobState::Running { done: 0, total: 0 });
        let run = s.run;
        if let Some(w) = &s.worker {
            w.send(&ToWorker::Start { run, job });
        }
    }

    /// Abandons the running job: its worker is terminated and replaced.
    fn stop(this: &Rc<RefCell<Session>>, report: bool) {
        let was_running = {
            let mut s = this.borrow_mut();
            s.run = RunId(s.run.0 + 1);
            std::mem::replace(&mut s.running, false)
        };
        if was_running {
            this.borrow_mut().worker = None;
            Session::respawn(this);
            if report {
                this.borrow().set_state.set(JobState::Cancelled);
            }
        }
    }

    fn on_report(this: &Rc<RefCell<Session>>, report: WorkerReport) {
        match report {
            Err(why) => {
                let was_running = std::mem::replace(&mut this.borrow_mut().running, false);
                this.borrow_mut().worker = None;
                Session::respawn(this);
                if was_running {
                    this.borrow().set_state.set(JobState::Failed(why));
                }
            }
            Ok(message) => {
                let mut s = this.borrow_mut();
                if message.run() != Some(s.run) {
                    return;
                }
                match message {
                    FromWorker::Ready | FromWorker::Events { .. } => {}
                    FromWorker::Progress { done, total, .. } => {
                        s.set_state.set(JobState::Running { done, total });
                    }
                    FromWorker::Done { result, .. } => {
                        s.running = false;
                        s.set_state.set(JobState::Done(result));
                    }
                    FromWorker::Failed { message, .. } => {
                        s.running = false;
                        s.set_state.set(JobState::Failed(message));
                    }
                }
            }
        }
    }
}
