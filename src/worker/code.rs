//! The code worker: it runs a learner's Rhai program (`Job::RunCode`) and nothing else,
//! so its binary holds the interpreter and the check, not the searches and counts of
//! the worker every other page loads (`src/bin/code_worker.rs`); only /code starts it.

use crate::protocol::{Failure, JobResult};
use nqueens_code::{run, Limits, Report, MAX_N};

/// Runs `source` on an n × n board and checks it.
pub fn program(source: &str, n: u32) -> Result<JobResult, Failure> {
    if !(1..=MAX_N).contains(&n) {
        return Err(Failure::Input(nqueens_core::Error::SizeOutOfRange {
            n: n as usize,
            min: 1,
            max: MAX_N as usize,
        }));
    }
    Ok(JobResult::Code(Report::of(&run(
        source,
        n,
        &Limits::default(),
    ))))
}

/// Installs the message handler and tells the page the worker is ready.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    use super::entry::post;
    use crate::protocol::{wire, FromWorker, Job, RunId, ToWorker};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let answer = match wire::unpack::<ToWorker>(&event.data()) {
            Ok(ToWorker::Start {
                run,
                job: Job::RunCode { source, n },
            }) => match program(&source, n) {
                Ok(result) => FromWorker::Done { run, result },
                Err(failure) => FromWorker::Failed { run, failure },
            },
            Ok(ToWorker::Start { run, .. }) => FromWorker::Failed {
                run,
                failure: Failure::Protocol("the code worker runs programs only".to_string()),
            },
            // Warm-ups and animations are the main worker's.
            Ok(_) => return,
            Err(failure) => FromWorker::Failed {
                run: RunId::default(),
                failure,
            },
        };
        post(&reply, answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler must live as long as the worker itself does.
    on_message.forget();
    post(&scope, FromWorker::Ready);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_run_and_checked_and_a_bad_size_refused() {
        let source = "for c in 1..=4 { place(c, c); }\nsolution();";
        match program(source, 4) {
            Ok(JobResult::Code(report)) => assert_eq!(report.verdict.reported, 1),
            other => panic!("{other:?}"),
        }
        assert!(matches!(program(source, 13), Err(Failure::Input(_))));
    }
}
