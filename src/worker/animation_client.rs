//! `use_animation`: the solver page's worker. The worker keeps the step machine; the
//! page asks for batches of events as its buffer runs low, or for the end at once.

use super::client::{spawn_for, WorkerHandle, WorkerReport};
use super::protocol::{FromWorker, JobResult, RunId, ToWorker, WireEvent, WireSetup};
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// What the worker last said about the animation.
#[derive(Debug, Clone, PartialEq)]
pub enum StreamState {
    Idle,
    /// Events are coming; `exhausted` once the machine has no more.
    Streaming {
        exhausted: bool,
    },
    /// `Finish` ran the machine to its end.
    Finished(JobResult),
    Failed(String),
}

#[derive(Clone, Copy)]
pub struct AnimationController {
    pub state: ReadSignal<StreamState>,
    /// Bumped whenever events arrive in the inbox.
    pub arrivals: ReadSignal<u64>,
    session: StoredValue<Rc<RefCell<Session>>, LocalStorage>,
}

struct Session {
    worker: Option<WorkerHandle>,
    run: RunId,
    n: usize,
    /// Events received and not yet taken by the page.
    inbox: VecDeque<WireEvent>,
    requested: bool,
    /// Mirrors of the state for event handlers (reading the signal would subscribe).
    streaming: bool,
    exhausted: bool,
    set_state: WriteSignal<StreamState>,
    set_arrivals: WriteSignal<u64>,
}

impl AnimationController {
    /// Starts a new animation (events of any earlier one are dropped from now on).
    pub fn start(&self, setup: WireSetup) {
        self.session.with_value(|s| Session::start(s, setup));
    }

    /// Asks for up to `max` more events, unless a request is already on its way.
    pub fn request(&self, max: u32) {
        self.session.with_value(|s| {
            let mut s = s.borrow_mut();
            if s.requested || !s.streaming || s.exhausted {
                return;
            }
            s.requested = true;
            let run = s.run;
            if let Some(w) = &s.worker {
                w.send(&ToWorker::More { run, max });
            }
        });
    }

    /// Runs to the end in the worker at full speed.
    pub fn finish(&self) {
        self.session.with_value(|s| {
            let s = s.borrow();
            if let Some(w) = &s.worker {
                w.send(&ToWorker::Finish { run: s.run });
            }
        });
    }

    /// Takes the events received so far, as core events.
    pub fn take_events(&self) -> Vec<nqueens_core::animation::Event> {
        self.session.with_value(|s| {
            let mut s = s.borrow_mut();
            let n = s.n;
            s.inbox.drain(..).filter_map(|e| e.to_event(n)).collect()
        })
    }

    pub fn is_requested(&self) -> bool {
        self.session.with_value(|s| s.borrow().requested)
    }
}

/// Creates the page's animation worker.
pub fn use_animation() -> AnimationController {
    let (state, set_state) = signal(StreamState::Idle);
    let (arrivals, set_arrivals) = signal(0u64);
    let session = Rc::new(RefCell::new(Session {
        worker: None,
        run: RunId(0),
        n: 1,
        inbox: VecDeque::new(),
        requested: false,
        streaming: false,
        exhausted: false,
        set_state,
        set_arrivals,
    }));
    Session::respawn(&session);
    AnimationController {
        state,
        arrivals,
        session: StoredValue::new_local(session),
    }
}

impl Session {
    fn respawn(this: &Rc<RefCell<Session>>) {
        let spawned = spawn_for(this, Session::on_report);
        let mut s = this.borrow_mut();
        match spawned {
            Ok(w) => s.worker = Some(w),
            Err(e) => s.set_state.set(StreamState::Failed(e)),
        }
    }

    fn start(this: &Rc<RefCell<Session>>, setup: WireSetup) {
        // A worker busy finishing an old run is replaced rather than waited for.
        let finishing = this.borrow().requested;
        if finishing || this.borrow().worker.is_none() {
            this.borrow_mut().worker = None;
            Session::respawn(this);
        }
        let mut s = this.borrow_mut();
        s.run = RunId(s.run.0 + 1);
        s.n = setup.n;
        s.inbox.clear();
        s.requested = false;
        s.streaming = true;
        s.exhausted = false;
        s.set_state.set(StreamState::Streaming { exhausted: false });
        let run = s.run;
        if let Some(w) = &s.worker {
            w.send(&ToWorker::Animate { run, setup });
        }
    }

    fn on_report(this: &Rc<RefCell<Session>>, report: WorkerReport) {
        match report {
            Err(why) => {
                this.borrow_mut().streaming = false;
                this.borrow_mut().worker = None;
                Session::respawn(this);
                this.borrow().set_state.set(StreamState::Failed(why));
            }
            Ok(message) => {
                let mut s = this.borrow_mut();
                if message.run() != Some(s.run) {
                    return; // a replaced run
                }
                match message {
                    FromWorker::Events {
                        events, finished, ..
                    } => {
                        s.requested = false;
                        s.inbox.extend(events);
                        if finished {
                            s.exhausted = true;
                            s.set_state.set(StreamState::Streaming { exhausted: true });
                        }
                        s.set_arrivals.update(|a| *a += 1);
                    }
                    FromWorker::Done { result, .. } => {
                        s.streaming = false;
                        s.set_state.set(StreamState::Finished(result));
                    }
                    FromWorker::Failed { message, .. } => {
                        s.streaming = false;
                        s.set_state.set(StreamState::Failed(message));
                    }
                    FromWorker::Progress { .. } | FromWorker::Ready => {}
                }
            }
        }
    }
}
