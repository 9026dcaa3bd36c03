//! The page side of one worker: start it on its turn (see [`start_line`]), hold
//! messages until it says Ready, report everything else (including its death) to one
//! callback, terminate it when dropped.
//! Clients do not use it directly: a [`Supervisor`](super::supervisor::Supervisor)
//! owns the handles.

use super::protocol::{Decoder, Failure, FromWorker, JobResult, ToWorker};
use super::{start_line, wire};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// The loader trunk writes for the worker binary (`data-loader-shim`), resolved
/// against the document's base URL so that deep links and sub-path hosting work.
const WORKER_SCRIPT: &str = "worker_loader.js";

/// What a worker tells its owner: a message, or that it failed and is gone.
pub type WorkerReport = Result<FromWorker, Failure>;

/// One worker. Dropping it terminates the worker.
pub struct WorkerHandle(Rc<RefCell<Inner>>);

struct Inner {
    /// `None` until the worker's turn in the [start line](super::start_line).
    running: Option<Running>,
    /// Reads the worker's messages as its client expects them.
    decode: Decoder,
    ready: bool,
    /// Whether this worker is the one starting (it lets the next start when ready).
    holds_line: bool,
    queued: Vec<Vec<u8>>,
    on_report: Rc<dyn Fn(WorkerReport)>,
}

struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl WorkerHandle {
    /// A worker, started now or on its turn, whose messages `decode` reads; every
    /// report goes to `on_report`. It fails at once if the worker cannot be created now;
    /// a start on a later turn that fails is reported as a crash.
    pub fn spawn(
        decode: Decoder,
        on_report: Rc<dyn Fn(WorkerReport)>,
    ) -> Result<WorkerHandle, String> {
        let url = worker_url()?;
        let inner = Rc::new(RefCell::new(Inner {
            running: None,
            decode,
            ready: false,
            holds_line: false,
            queued: Vec::new(),
            on_report,
        }));
        // A start on the spot happens inside `enter`: its error is returned from here.
        let in_spawn = Rc::new(Cell::new(true));
        let error_now = Rc::new(RefCell::new(None::<String>));
        let (weak, during_spawn, error) =
            (Rc::downgrade(&inner), in_spawn.clone(), error_now.clone());
        start_line::enter(Box::new(move || {
            let Some(inner) = weak.upgrade() else {
                return false;
            };
            let Err(why) = start(&inner, &url) else {
                return true;
            };
            if during_spawn.get() {
                *error.borrow_mut() = Some(why);
            } else {
                let report = inner.borrow().on_report.clone();
                report(Err(Failure::Crashed(why)));
            }
            false
        }));
        in_spawn.set(false);
        let error = error_now.borrow_mut().take();
        match error {
            Some(why) => Err(why),
            None => Ok(WorkerHandle(inner)),
        }
    }

    /// Sends a message now, or as soon as the worker is ready.
    pub fn send(&self, message: &ToWorker) {
        let bytes = message.encode();
        let mut inner = self.0.borrow_mut();
        match (&inner.running, inner.ready) {
            (Some(running), true) => post(&running.worker, &bytes),
            _ => inner.queued.push(bytes),
        }
    }
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        let mut inner = self.0.borrow_mut();
        if let Some(running) = inner.running.take() {
            running.worker.set_onmessage(None);
            running.worker.set_onerror(None);
            running.worker.terminate();
        }
        if std::mem::take(&mut inner.holds_line) {
            start_line::finished();
        }
    }
}

/// Creates the worker of `inner` on its turn in the start line.
fn start(inner: &Rc<RefCell<Inner>>, url: &str) -> Result<(), String> {
    let worker = Worker::new(url).map_err(|e| describe(&e))?;

    let weak = Rc::downgrade(inner);
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let Some(inner) = weak.upgrade() else { return };
        let decode = inner.borrow().decode;
        match read_message(decode, &event.data()) {
            Ok(FromWorker::Ready) => {
                let (queued, turn_over) = {
                    let mut inner = inner.borrow_mut();
                    inner.ready = true;
                    (
                        std::mem::take(&mut inner.queued),
                        std::mem::take(&mut inner.holds_line),
                    )
                };
                if let Some(running) = &inner.borrow().running {
                    for message in queued {
                        post(&running.worker, &message);
                    }
                }
                if turn_over {
                    start_line::finished();
                }
            }
            report => {
                let on_report = inner.borrow().on_report.clone();
                on_report(report);
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

    let weak = Rc::downgrade(inner);
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
        event.prevent_default();
        let Some(inner) = weak.upgrade() else { return };
        let (on_report, turn_over) = {
            let mut inner = inner.borrow_mut();
            (
                inner.on_report.clone(),
                std::mem::take(&mut inner.holds_line),
            )
        };
        if turn_over {
            start_line::finished();
        }
        let message = event.message();
        on_report(Err(Failure::Crashed(if message.is_empty() {
            "the worker could not start".to_string()
        } else {
            message
        })));
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));

    let mut inner = inner.borrow_mut();
    inner.holds_line = true;
    inner.running = Some(Running {
        worker,
        _on_message: on_message,
        _on_error: on_error,
    });
    Ok(())
}

fn post(worker: &Worker, bytes: &[u8]) {
    let array = wire::to_array(bytes);
    if let Err(e) = worker.post_message_with_transfer(&array, &wire::transfer(&[&array])) {
        web_sys::console::error_1(&e);
    }
}

/// A message is its bytes, or `{ bytes, rows }` when a huge board's rows come with it
/// (as a transferred `Uint32Array`); the rows go back into the result.
fn read_message(decode: Decoder, data: &JsValue) -> Result<FromWorker, Failure> {
    if let Some(bytes) = wire::read(data) {
        return decode(&bytes);
    }
    let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
    let bytes = get("bytes")
        .and_then(|b| wire::read(&b))
        .ok_or_else(|| Failure::Protocol("a worker message without its bytes".to_string()))?;
    let mut message = decode(&bytes)?;
    if let (
        FromWorker::Done {
            result: JobResult::Huge(huge),
            ..
        },
        Some(array),
    ) = (
        &mut message,
        get("rows").and_then(|r| r.dyn_into::<js_sys::Uint32Array>().ok()),
    ) {
        huge.rows = array.to_vec();
    }
    Ok(message)
}

/// How many workers a count should use: one per logical core the browser reports.
pub fn hardware_concurrency() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .filter(|&c| c > 0)
        .unwrap_or(2)
        .min(16)
}

fn worker_url() -> Result<String, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let base = document
        .base_uri()
        .map_err(|e| describe(&e))?
        .unwrap_or_default();
    let url = web_sys::Url::new_with_base(WORKER_SCRIPT, &base).map_err(|e| describe(&e))?;
    Ok(url.href())
}

fn describe(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "unknown error".to_string())
}
