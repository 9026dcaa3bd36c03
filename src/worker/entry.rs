//! The worker side: receive a job, run it with [`runner`](super::runner), post the
//! results. Jobs run synchronously; the page cancels one by terminating the worker.

use super::animation::Animation;
use super::runner::{self, Progress};
use crate::protocol::wire;
use crate::protocol::{
    Counted, Failure, FromWorker, Job, JobResult, RunId, ToWorker, WarmUp, PREPARED_COUNTS,
};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

thread_local! {
    /// The animation this worker steps, kept between the page's requests.
    static ANIMATION: RefCell<Option<(RunId, Animation)>> = const { RefCell::new(None) };
}

/// Progress messages are posted at most this often (the page asks for ≤ 200 ms).
const PROGRESS_INTERVAL_MS: f64 = 100.0;

/// Installs the message handler and tells the page the worker is ready.
pub fn start() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        match wire::unpack::<ToWorker>(&event.data()) {
            Ok(ToWorker::Start { run, job }) => start_job(&reply, run, &job),
            Ok(ToWorker::Animate { run, setup }) => match Animation::new(setup) {
                Ok(animation) => ANIMATION.with(|a| *a.borrow_mut() = Some((run, animation))),
                Err(e) => post(
                    &reply,
                    FromWorker::Failed {
                        run,
                        failure: Failure::Input(e),
                    },
                ),
            },
            Ok(ToWorker::WarmUp(what)) => warm_up(what),
            Ok(ToWorker::More { run, max }) => ANIMATION.with(|a| {
                if let Some((_, animation)) = a.borrow_mut().as_mut().filter(|(r, _)| *r == run) {
                    let reply_to = animation.more(max);
                    post(
                        &reply,
                        FromWorker::Animation {
                            run,
                            reply: reply_to,
                        },
                    );
                }
            }),
            Ok(ToWorker::Seek { run, to }) => ANIMATION.with(|a| {
                if let Some((_, animation)) = a.borrow_mut().as_mut().filter(|(r, _)| *r == run) {
                    let mut last_post = crate::site::clock::now_ms();
                    let mut on_progress = |steps: u64| {
                        let now = crate::site::clock::now_ms();
                        if now - last_post >= PROGRESS_INTERVAL_MS {
                            last_post = now;
                            let progress = FromWorker::Progress {
                                run,
                                done: steps,
                                total: 0,
                                nodes: steps,
                            };
                            post(&reply, progress);
                        }
                    };
                    let reply_to = animation.seek(to, &mut on_progress);
                    post(
                        &reply,
                        FromWorker::Animation {
                            run,
                            reply: reply_to,
                        },
                    );
                }
            }),
            // A message this worker cannot read belongs to no run it knows.
            Err(failure) => post(
                &reply,
                FromWorker::Failed {
                    run: RunId::default(),
                    failure,
                },
            ),
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler must live as long as the worker itself does.
    on_message.forget();
    post(&scope, FromWorker::Ready);
}

/// Runs a job and posts its result, with its progress at most every
/// [`PROGRESS_INTERVAL_MS`]. Out of line, so that the handler stays small, for the
/// reason `runner::count_chunk` gives.
#[inline(never)]
fn start_job(reply: &DedicatedWorkerGlobalScope, run: RunId, job: &Job) {
    let mut last_post = crate::site::clock::now_ms();
    let mut on_progress = |p: Progress| {
        let now = crate::site::clock::now_ms();
        if now - last_post >= PROGRESS_INTERVAL_MS {
            last_post = now;
            post(
                reply,
                FromWorker::Progress {
                    run,
                    done: p.done,
                    total: p.total,
                    nodes: p.nodes,
                },
            );
        }
    };
    post(reply, answer(run, job, &mut on_progress));
}

/// The message that answers `job`: its result, or why it failed.
fn answer(run: RunId, job: &Job, progress: &mut dyn FnMut(Progress)) -> FromWorker {
    match runner::run(job, progress) {
        Ok(JobResult::Counted(counted)) => {
            let memory = memory_bytes();
            let result = JobResult::Counted(Counted { memory, ..counted });
            FromWorker::Done { run, result }
        }
        Ok(result) => FromWorker::Done { run, result },
        Err(failure) => FromWorker::Failed { run, failure },
    }
}

/// Runs a job's hot loops once on a small board, asked for by a client right after it
/// starts a worker. V8 first runs wasm with its baseline compiler, optimizes hot
/// functions on a background thread and swaps the optimized code in between calls:
/// when every core is then busy counting, that optimization waits and a count runs
/// several times slower, and a local search's first calls run at baseline speed
/// (2–3× slower for a million queens). Warming up while a core is still free lets the
/// optimized code arrive first. Workers of other jobs skip it, so they answer at once.
/// A count warms up on an even board and an odd one: they take different paths (an
/// even board reads its keys from the quadrant table and weighs by the long
/// diagonals), and Q(15) alone left a first Q(16) with two workers running its first
/// pieces at baseline speed (about 100 ms for its first piece, against 25–40 ms).
///
/// The counts go the whole way a count's chunk goes ([`rehearse_count`]).
///
/// It then builds the quadrant table of Q(16) and Q(17) (1.2 MB): each worker built it
/// at the count's start, the same table on every worker, about 3.5 % of a two-worker
/// Q(16); and V8 optimized the code that builds it while both workers counted (20–25 ms
/// of a core, `--trace-wasm-compilation-times`). Q(18)'s takes 8.4 MB in every worker,
/// for a count the visitor may never ask for: it is built when the visitor picks 18 or
/// 19 ([`WarmUp::Tables`]).
fn warm_up(what: WarmUp) {
    match what {
        WarmUp::Counting => {
            for n in [14, 15] {
                rehearse_count(n);
            }
            for n in [16, 17] {
                let _ = nqueens_core::count::parts::prepare(n);
            }
        }
        WarmUp::Tables { n } if PREPARED_COUNTS.contains(&n) => {
            let _ = nqueens_core::count::parts::prepare(usize::from(n));
        }
        WarmUp::Tables { .. } => {}
        WarmUp::LocalSearch => {
            if let Ok(search) = nqueens_core::search::SosicGu::new(20_000, 1) {
                let _ = search.solve();
            }
        }
    }
}

/// Counts Q(n) as a page's count would have it counted, but posts nothing: the job's
/// message is packed and read, the chunk counted, the answer packed. V8 compiles a wasm
/// function the first time it runs, and none of this path ran before a worker's first
/// count: it then compiled at the count's start, about 5 ms in each worker (traced in a
/// two-worker Q(16), `v8.wasm`: the largest function of the worker, 25 KB, took
/// 2.8–4.7 ms), in a count of 0.15–0.2 s.
fn rehearse_count(n: usize) {
    let Ok(list) = nqueens_core::count::subproblems(n) else {
        return;
    };
    let job = Job::Count {
        n,
        subproblems: (0..list.len()).collect(),
    };
    let asked = wire::pack_plain(&ToWorker::Start {
        run: RunId::default(),
        job,
    });
    if let Ok(ToWorker::Start { run, job }) = wire::unpack::<ToWorker>(&asked.data) {
        let _ = wire::pack(&mut answer(run, &job, &mut |_| {}));
    }
}

/// Posts a message, handing its buffers over instead of copying them.
pub(super) fn post(scope: &DedicatedWorkerGlobalScope, message: FromWorker) {
    post_replying(scope, message);
}

/// As [`post`], for a worker whose replies are `A`s: the code worker's are a learner's
/// program's.
pub(super) fn post_replying<A: serde::Serialize>(
    scope: &DedicatedWorkerGlobalScope,
    mut message: FromWorker<JobResult, A>,
) {
    let envelope = wire::pack(&mut message);
    if let Err(e) = scope.post_message_with_transfer(&envelope.data, &envelope.transfer) {
        web_sys::console::error_2(&"nqueens worker: cannot post a message".into(), &e);
    }
}

/// The size of this worker's WebAssembly memory, in bytes.
fn memory_bytes() -> u64 {
    wasm_bindgen::memory()
        .unchecked_into::<js_sys::WebAssembly::Memory>()
        .buffer()
        .unchecked_into::<js_sys::ArrayBuffer>()
        .byte_length() as u64
}
