//! `use_program_worker`: /code's worker. It runs the learner's program, reports the run,
//! and keeps it to answer the player's requests (`worker::recording`), so the page asks
//! for the steps it shows and never holds the whole trace. A new run, or Stop, abandons
//! the old one: a worker still running it is replaced, and nothing of it reaches the page.

use super::handle::Script;
use super::supervisor::{Delivery, Supervisor};
use crate::protocol::{Failure, FromWorker, Job, Only, ToWorker};
use crate::solver::Request;
use crate::worker::recording::ProgramReply;
use leptos::prelude::*;
use nqueens_code::{Exercise, Report};

/// What the code worker tells the page of the current run.
#[derive(Debug, Clone, PartialEq)]
pub enum Heard {
    /// The program ended (or was stopped by its budget or an error): the report.
    Report(Report),
    /// The answer to one of the player's requests.
    Reply(ProgramReply),
    /// The run was refused, or the worker died (and was replaced).
    Failed(Failure),
}

/// The page's code worker.
#[derive(Clone, Copy)]
pub struct ProgramWorker {
    supervisor: StoredValue<Supervisor<Only<Report>, ProgramReply>, LocalStorage>,
}

impl ProgramWorker {
    /// Runs `source` on an n × n board, or checks it as `exercise`, abandoning any run
    /// before it.
    pub fn start(&self, source: String, n: u32, exercise: Option<Exercise>) {
        self.supervisor.with_value(|s| {
            let run = s.begin();
            let job = Job::RunCode {
                source,
                n,
                exercise,
            };
            s.send(0, &ToWorker::Start { run, job });
        });
    }

    /// Sends one of the player's requests about the current run.
    pub fn send(&self, request: Request) {
        self.supervisor
            .with_value(|s| s.send(0, &request.message(s.run())));
    }

    /// Abandons the current run; true if it was still running (its worker is replaced).
    pub fn cancel(&self) -> bool {
        self.supervisor.with_value(|s| s.cancel())
    }
}

/// Creates the page's code worker; `on_heard` hears what it says of the current run.
pub fn use_program_worker(on_heard: impl Fn(Heard) + 'static) -> ProgramWorker {
    let supervisor =
        Supervisor::<Only<Report>, ProgramReply>::of(Script::Code, 1, None, move |_, delivery| {
            match delivery {
                Delivery::Message { message, .. } => match *message {
                    FromWorker::Done {
                        result: Only(report),
                        ..
                    } => on_heard(Heard::Report(report)),
                    FromWorker::Animation { reply, .. } => on_heard(Heard::Reply(reply)),
                    FromWorker::Failed { failure, .. } => on_heard(Heard::Failed(failure)),
                    FromWorker::Ready | FromWorker::Progress { .. } => {}
                },
                Delivery::Failed(failure) => on_heard(Heard::Failed(failure)),
            }
        });
    ProgramWorker {
        // The only owner of the pool: dropped with the page, it terminates the worker.
        supervisor: StoredValue::new_local(supervisor),
    }
}
