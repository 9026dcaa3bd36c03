//! `use_job::<T>()`: runs one job at a time in a worker of its own, with progress and
//! cancel, and hands the page its result already typed: `use_job::<Analysis>()` sees
//! analyses, `use_job::<Through>()` listings.

use super::handle::Script;
use super::supervisor::{Delivery, Supervisor};
use crate::protocol::{Failure, FromWorker, Job, JobOutput, Never, Only, ToWorker, WarmUp};
use leptos::prelude::*;

/// Where the page's job stands.
#[derive(Debug, Clone, PartialEq)]
pub enum JobState<T> {
    /// Nothing asked yet.
    Idle,
    /// Under way: `done` of `total` units (0 of 0 before the first report).
    Running {
        /// Units done.
        done: u64,
        /// Units in all.
        total: u64,
    },
    /// The result.
    Done(T),
    /// The visitor cancelled it.
    Cancelled,
    /// It could not run, or its worker died (and was replaced).
    Failed(Failure),
}

/// The controls and state of a page's background job.
pub struct JobController<T: Send + Sync + 'static> {
    /// Where the job stands.
    pub state: ReadSignal<JobState<T>>,
    supervisor: StoredValue<Supervisor<Only<T>, Never>, LocalStorage>,
    set_state: WriteSignal<JobState<T>>,
}

impl<T: Send + Sync> Clone for JobController<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Send + Sync> Copy for JobController<T> {}

impl<T: JobOutput + Send + Sync + 'static> JobController<T> {
    /// Starts `job`, abandoning any job still running.
    pub fn start(&self, job: Job) {
        self.supervisor.with_value(|s| {
            let run = s.begin();
            self.set_state.set(JobState::Running { done: 0, total: 0 });
            s.send(0, &ToWorker::Start { run, job });
        });
    }

    /// Abandons the running job, if any (its worker is replaced).
    pub fn cancel(&self) {
        if self.supervisor.with_value(|s| s.cancel()) {
            self.set_state.set(JobState::Cancelled);
        }
    }

    /// Whether the job has ended, with or without its result.
    pub fn is_settled(&self) -> bool {
        self.state.with(|s| {
            matches!(
                s,
                JobState::Done(_) | JobState::Cancelled | JobState::Failed(_)
            )
        })
    }

    /// Tells the visitor in a notice why a job failed (a size refused, a worker lost),
    /// in their language: the one way the pages report their jobs' failures.
    pub fn notify_failures(self) {
        let lang = crate::site::context::use_lang();
        let notices = crate::site::context::use_notices();
        Effect::new(move |_| {
            // Read in place: the state may hold a large result.
            let failed = self.state.with(|s| match s {
                JobState::Failed(why) => Some(why.clone()),
                _ => None,
            });
            if let Some(why) = failed {
                notices.show(lang.get_untracked().say().failure(&why));
            }
        });
    }

    /// Whether a job runs (reads the state without cloning it: a result can be large).
    pub fn is_running(&self) -> bool {
        self.state.with(|s| matches!(s, JobState::Running { .. }))
    }
}

/// Creates the page's worker for jobs whose result is a `T`, running the loops of
/// `warm_up` first if given.
pub fn use_job<T>(warm_up: Option<WarmUp>) -> JobController<T>
where
    T: JobOutput + Send + Sync + 'static,
{
    use_job_in(Script::Main, warm_up)
}

/// As [`use_job`], in a worker of `script` (the code worker, for /code).
pub fn use_job_in<T>(script: Script, warm_up: Option<WarmUp>) -> JobController<T>
where
    T: JobOutput + Send + Sync + 'static,
{
    let (state, set_state) = signal(JobState::<T>::Idle);
    // This page's results only (`Only<T>`, no events): no other page's decoder in its wasm.
    let greeting = warm_up.map(ToWorker::WarmUp);
    let supervisor =
        Supervisor::<Only<T>, Never>::of(script, 1, greeting, move |_, delivery| match delivery {
            Delivery::Message { message, .. } => match *message {
                FromWorker::Progress { done, total, .. } => {
                    set_state.set(JobState::Running { done, total })
                }
                FromWorker::Done {
                    result: Only(output),
                    ..
                } => set_state.set(JobState::Done(output)),
                FromWorker::Failed { failure, .. } => set_state.set(JobState::Failed(failure)),
                FromWorker::Ready | FromWorker::Animation { .. } => {}
            },
            Delivery::Failed(failure) => set_state.set(JobState::Failed(failure)),
        });
    JobController {
        state,
        // The only owner of the pool: dropped with the page, it terminates the worker.
        supervisor: StoredValue::new_local(supervisor),
        set_state,
    }
}
