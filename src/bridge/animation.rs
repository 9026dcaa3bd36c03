//! `use_animation`: the solver page's worker. The worker keeps the run
//! (`worker::animation`); the page sends it the player's requests and hears each answer
//! through one callback, as it arrives. A new setup is a new run: a worker still busy
//! with the old one is replaced by the [`Supervisor`], and nothing of the old run
//! reaches the page.

use super::supervisor::{Delivery, Supervisor};
use crate::protocol::{AnimationReply, Failure, FromWorker, Never, ToWorker};
use crate::solver::Request;
use leptos::prelude::*;
use nqueens_core::search::Setup;

/// What the animation worker tells the page.
#[derive(Debug, Clone, PartialEq)]
pub enum Heard {
    /// The answer to a request.
    Reply(AnimationReply),
    /// A long seek has run this many steps so far.
    Progress(u64),
    /// The setup was refused, or the worker died (and was replaced).
    Failed(Failure),
}

/// The page's animation worker.
#[derive(Clone, Copy)]
pub struct AnimationController {
    supervisor: StoredValue<Supervisor<Never, AnimationReply>, LocalStorage>,
}

impl AnimationController {
    /// Starts a new run (anything the worker says of an earlier one is dropped).
    pub fn start(&self, setup: Setup) {
        self.supervisor.with_value(|s| {
            let run = s.begin();
            s.send(0, &ToWorker::Animate { run, setup });
        });
    }

    /// Sends one of the player's requests.
    pub fn send(&self, request: Request) {
        self.supervisor
            .with_value(|s| s.send(0, &request.message(s.run())));
    }
}

/// Creates the page's animation worker; `on_heard` hears what it says of the current run.
pub fn use_animation(on_heard: impl Fn(Heard) + 'static) -> AnimationController {
    // Animation replies only, never a job's result.
    let supervisor = Supervisor::<Never, AnimationReply>::new(1, None, move |_, d| match d {
        Delivery::Message { message, .. } => match *message {
            FromWorker::Animation { reply, .. } => on_heard(Heard::Reply(reply)),
            FromWorker::Progress { done, .. } => on_heard(Heard::Progress(done)),
            FromWorker::Failed { failure, .. } => on_heard(Heard::Failed(failure)),
            FromWorker::Done { result, .. } => match result {},
            FromWorker::Ready => {}
        },
        Delivery::Failed(failure) => on_heard(Heard::Failed(failure)),
    });
    AnimationController {
        supervisor: StoredValue::new_local(supervisor),
    }
}
