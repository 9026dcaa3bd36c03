//! The code worker: it runs a learner's Rhai program (`Job::RunCode`) and nothing else,
//! so its binary holds the interpreter and the check, not the searches and counts of
//! the worker every other page loads (`src/bin/code_worker.rs`); only /code starts it.
//! It keeps the last run ([`Recording`](super::recording::Recording)) and answers the page's player from it.

use crate::protocol::Failure;
use nqueens_code::{run, Exercise, Limits, Report, Run, MAX_N};

/// Runs `source` on an n × n board, or on `exercise`'s board and checks it as that
/// exercise; returns the run and its report.
pub fn program(source: &str, n: u32, exercise: Option<Exercise>) -> Result<(Run, Report), Failure> {
    if let Some(exercise) = exercise {
        let done = exercise.run(source);
        let graded = exercise.grade(&done);
        let report = Report::of(&done).graded(exercise, graded);
        return Ok((done, report));
    }
    if !(1..=MAX_N).contains(&n) {
        return Err(Failure::Input(nqueens_core::Error::SizeOutOfRange {
            n: n as usize,
            min: 1,
            max: MAX_N as usize,
        }));
    }
    let done = run(source, n, &Limits::default());
    let report = Report::of(&done);
    Ok((done, report))
}

/// Installs the message handler and tells the page the worker is ready.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    use super::entry::post_replying;
    use super::recording::{ProgramReply, Recording};
    use crate::protocol::{wire, FromWorker, Job, JobResult, RunId, ToWorker};
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    // The last run, kept for the page's player.
    let kept: RefCell<Option<(RunId, Recording)>> = RefCell::new(None);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let replay = |run: RunId, answer: &dyn Fn(&mut Recording) -> ProgramReply| match kept
            .borrow_mut()
            .as_mut()
            .filter(|(id, _)| *id == run)
        {
            Some((_, recording)) => FromWorker::Animation {
                run,
                reply: answer(recording),
            },
            None => FromWorker::Failed {
                run,
                failure: Failure::Protocol("no run to replay".to_string()),
            },
        };
        let answer = match wire::unpack::<ToWorker>(&event.data()) {
            Ok(ToWorker::Start {
                run,
                job:
                    Job::RunCode {
                        source,
                        n,
                        exercise,
                    },
            }) => {
                // The last run's recording goes first: a run of millions of steps
                // holds tens of megabytes, and two need not coexist.
                kept.replace(None);
                match program(&source, n, exercise) {
                    Ok((program, report)) => {
                        kept.replace(Some((run, Recording::new(program))));
                        FromWorker::Done {
                            run,
                            result: JobResult::Code(report),
                        }
                    }
                    Err(failure) => FromWorker::Failed { run, failure },
                }
            }
            Ok(ToWorker::More { run, max }) => replay(run, &|r| r.more(max)),
            Ok(ToWorker::Seek { run, to }) => replay(run, &|r| r.seek(to)),
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
        post_replying(&reply, answer);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler must live as long as the worker itself does.
    on_message.forget();
    post_replying(&scope, FromWorker::<JobResult, ProgramReply>::Ready);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_is_run_and_a_bad_size_refused() {
        let source = "for c in 1..=4 { place(c, c); }\nsolution();";
        let (run, report) = program(source, 4, None).unwrap();
        assert_eq!(run.trace.solutions(4).len(), 1);
        assert_eq!((report.verdict.reported, report.graded), (1, None));
        assert!(matches!(program(source, 13, None), Err(Failure::Input(_))));
    }

    #[test]
    fn an_exercise_is_checked_on_its_own_board() {
        let model = Exercise::FirstSolution.model();
        let (_, report) = program(model, 13, Some(Exercise::FirstSolution)).unwrap();
        assert_eq!(report.verdict.n, 8);
        assert_eq!(report.graded, Some((Exercise::FirstSolution, Ok(()))));
        let (_, report) = program("solution();", 13, Some(Exercise::Mirror)).unwrap();
        assert!(matches!(report.graded, Some((Exercise::Mirror, Err(_)))));
    }
}
