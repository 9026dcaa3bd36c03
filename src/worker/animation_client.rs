//! `use_animation`: the solver page's worker. The worker keeps the step machine; the
//! page asks for batches of events as its buffer runs low, or for the end at once. A new
//! setup is a new run: a worker still busy with the old one is replaced by the
//! [`Supervisor`], and nothing of the old run reaches the page.

use super::protocol::{decode, Failure, Finished, FromWorker, Never, ToWorker};
use super::supervisor::{Delivery, Supervisor};
use leptos::prelude::*;
use nqueens_core::search::{Event, Setup};
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

/// What the worker last said about the animation.
#[derive(Debug, Clone, PartialEq)]
pub enum StreamState {
    /// No animation set up.
    Idle,
    /// Events are coming; `exhausted` once the machine has no more.
    Streaming {
        /// The machine has no more events.
        exhausted: bool,
    },
    /// `Finish` ran the machine to its end.
    Finished(Finished),
    /// The setup was refused, or the worker died (and was replaced).
    Failed(Failure),
}

/// The controls of the animation worker.
#[derive(Clone, Copy)]
pub struct AnimationController {
    /// What the worker last said.
    pub state: ReadSignal<StreamState>,
    /// Bumped whenever events arrive in the inbox.
    pub arrivals: ReadSignal<u64>,
    supervisor: StoredValue<Supervisor, LocalStorage>,
    stream: StoredValue<Rc<RefCell<Stream>>, LocalStorage>,
}

/// The events received for the current run, and whether more were asked for.
struct Stream {
    inbox: VecDeque<Event>,
    requested: bool,
    streaming: bool,
    exhausted: bool,
    set_state: WriteSignal<StreamState>,
    set_arrivals: WriteSignal<u64>,
}

impl AnimationController {
    /// Starts a new animation (events of any earlier one are dropped from now on).
    pub fn start(&self, setup: Setup) {
        self.supervisor.with_value(|s| {
            let run = s.begin();
            self.stream.with_value(|st| {
                let mut st = st.borrow_mut();
                st.inbox.clear();
                st.requested = false;
                st.streaming = true;
                st.exhausted = false;
                st.set_state
                    .set(StreamState::Streaming { exhausted: false });
            });
            s.send(0, &ToWorker::Animate { run, setup });
        });
    }

    /// Asks for up to `max` more events, unless a request is already on its way.
    pub fn request(&self, max: u32) {
        let wanted = self.stream.with_value(|st| {
            let mut st = st.borrow_mut();
            let wanted = !st.requested && st.streaming && !st.exhausted;
            st.requested |= wanted;
            wanted
        });
        if wanted {
            self.supervisor
                .with_value(|s| s.send(0, &ToWorker::More { run: s.run(), max }));
        }
    }

    /// Runs to the end in the worker at full speed.
    pub fn finish(&self) {
        self.supervisor
            .with_value(|s| s.send(0, &ToWorker::Finish { run: s.run() }));
    }

    /// Takes the events received so far.
    pub fn take_events(&self) -> Vec<Event> {
        self.stream
            .with_value(|st| st.borrow_mut().inbox.drain(..).collect())
    }
}

/// Creates the page's animation worker.
pub fn use_animation() -> AnimationController {
    let (state, set_state) = signal(StreamState::Idle);
    let (arrivals, set_arrivals) = signal(0u64);
    let stream = Rc::new(RefCell::new(Stream {
        inbox: VecDeque::new(),
        requested: false,
        streaming: false,
        exhausted: false,
        set_state,
        set_arrivals,
    }));
    let delivered = stream.clone();
    // Events and their end, never a job's result.
    let supervisor = Supervisor::new(1, None, decode::<Never, Event>, move |delivery| {
        delivered.borrow_mut().on_delivery(delivery)
    });
    AnimationController {
        state,
        arrivals,
        supervisor: StoredValue::new_local(supervisor),
        stream: StoredValue::new_local(stream),
    }
}

impl Stream {
    fn on_delivery(&mut self, delivery: Delivery) {
        match delivery {
            Delivery::Message { message, .. } => match message {
                FromWorker::Events {
                    events, exhausted, ..
                } => {
                    self.requested = false;
                    self.inbox.extend(events);
                    if exhausted {
                        self.exhausted = true;
                        self.set_state
                            .set(StreamState::Streaming { exhausted: true });
                    }
                    self.set_arrivals.update(|a| *a += 1);
                }
                FromWorker::Finished { finished, .. } => {
                    self.streaming = false;
                    self.set_state.set(StreamState::Finished(finished));
                }
                FromWorker::Failed { failure, .. } => self.fail(failure),
                FromWorker::Progress { .. } | FromWorker::Ready | FromWorker::Done { .. } => {}
            },
            Delivery::Failed(failure) => self.fail(failure),
        }
    }

    fn fail(&mut self, failure: Failure) {
        self.streaming = false;
        self.requested = false;
        self.set_state.set(StreamState::Failed(failure));
    }
}
