//! `use_program`: /code's run, the one owner of it. The learner's program runs in the
//! code worker, which reports it and keeps it to answer the player's requests
//! (`worker::recording`). The replay that plays it (`code::run_replay`) is loaded on
//! the first Run, with the code that draws it: until then the page needs none of the
//! solver's views, and its first visit is the editor and the interpreter.

use crate::bridge::job::JobState;
use crate::bridge::program::{use_program_worker, Heard, ProgramWorker};
use crate::site::clock::now_ms;
use crate::solver::Request;
use crate::worker::recording::ProgramReply;
use leptos::prelude::*;
use nqueens_code::{Diagnostic, Exercise, Outcome, Report};

/// Who hears the worker's answers to the replay's requests.
type ReplyHook = Box<dyn Fn(ProgramReply)>;

/// /code's run and its worker. `Copy`: every part is a handle.
#[derive(Clone, Copy)]
pub struct Program {
    /// Where the run stands: running, its report, stopped, failed.
    pub state: RwSignal<JobState<Report>>,
    /// The source the last run ran, as the replay shows it (the editor may have moved on).
    pub ran: RwSignal<String>,
    /// Seconds from Run to the report.
    pub seconds: RwSignal<f64>,
    /// The line of the step the replay shows (the replay sets it), marked in the editor.
    pub shown_line: RwSignal<Option<u32>>,
    started: StoredValue<f64>,
    n: StoredValue<u32>,
    worker: StoredValue<Option<ProgramWorker>, LocalStorage>,
    on_reply: StoredValue<Option<ReplyHook>, LocalStorage>,
}

impl Program {
    /// Runs `source` on an n × n board, or checks it as `exercise` on the exercise's
    /// board, abandoning the run before it.
    pub fn run(&self, source: String, n: u32, exercise: Option<Exercise>) {
        let n = exercise.map_or(n, Exercise::n);
        self.ran.set(source.clone());
        self.n.set_value(n);
        self.started.set_value(now_ms());
        self.state.set(JobState::Running { done: 0, total: 0 });
        self.with_worker(|w| w.start(source, n, exercise));
    }

    /// Stops the run under way.
    pub fn stop(&self) {
        if self
            .worker
            .with_value(|w| w.as_ref().is_some_and(ProgramWorker::cancel))
        {
            self.state.set(JobState::Cancelled);
        }
    }

    /// Whether a Run was ever clicked (the state leaves `Idle` for good): what a run
    /// gives is loaded from then on.
    pub fn has_run(&self) -> bool {
        self.state.with(|s| !matches!(s, JobState::Idle))
    }

    /// The error that stopped the last run, if one did.
    pub fn diagnostic(&self) -> Option<Diagnostic> {
        self.state.with(|s| match s {
            JobState::Done(Report {
                outcome: Outcome::Stopped(d),
                ..
            }) => Some(d.clone()),
            _ => None,
        })
    }

    /// Whether a program runs now.
    pub fn is_running(&self) -> bool {
        self.state.with(|s| matches!(s, JobState::Running { .. }))
    }

    /// The board size of the last run.
    pub fn n(&self) -> u32 {
        self.n.get_value()
    }

    /// Asks the worker for what the replay needs of the current run.
    pub fn send(&self, request: Request) {
        self.with_worker(|w| w.send(request));
    }

    /// Hands the worker's answers to the replay's requests to `hook`, from now on.
    pub fn on_reply(&self, hook: impl Fn(ProgramReply) + 'static) {
        self.on_reply.set_value(Some(Box::new(hook)));
    }

    fn with_worker(&self, f: impl FnOnce(&ProgramWorker)) {
        self.worker.with_value(|w| {
            if let Some(w) = w {
                f(w);
            }
        });
    }

    fn heard(&self, heard: Heard) {
        match heard {
            Heard::Report(report) => {
                self.seconds
                    .set((now_ms() - self.started.get_value()) / 1000.0);
                self.state.set(JobState::Done(report));
            }
            Heard::Reply(reply) => self.on_reply.with_value(|hook| {
                if let Some(hook) = hook {
                    hook(reply);
                }
            }),
            Heard::Failed(failure) => self.state.set(JobState::Failed(failure)),
        }
    }
}

/// /code's run and its worker, which end with the page.
pub fn use_program() -> Program {
    let program = Program {
        state: RwSignal::new(JobState::Idle),
        ran: RwSignal::new(String::new()),
        seconds: RwSignal::new(0.0),
        shown_line: RwSignal::new(None),
        started: StoredValue::new(0.0),
        n: StoredValue::new(0),
        worker: StoredValue::new_local(None),
        on_reply: StoredValue::new_local(None),
    };
    let worker = use_program_worker(move |heard| program.heard(heard));
    program.worker.set_value(Some(worker));
    program
}
