//! The page side of one worker: spawn it, hold messages until it says Ready, report
//! everything else (including its death) to one callback, terminate it when dropped.
//! Clients do not use it directly: a [`Supervisor`](super::supervisor::Supervisor)
//! owns the handles.

use super::protocol::{parse, Failure, FromWorker, JobResult, ToWorker};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// The loader trunk writes for the worker binary (`data-loader-shim`), resolved
/// against the document's base URL so that deep links and sub-path hosting work.
const WORKER_SCRIPT: &str = "worker_loader.js";

/// What a worker tells its owner: a message, or that it failed and is gone.
pub type WorkerReport = Result<FromWorker, Failure>;

/// One running worker. Dropping it terminates the worker.
pub struct WorkerHandle {
    worker: Worker,
    state: Rc<RefCell<Handshake>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

#[derive(Default)]
struct Handshake {
    ready: bool,
    queued: Vec<String>,
}

impl WorkerHandle {
    /// Starts a worker; every report goes to `on_report`.
    pub fn spawn(on_report: Rc<dyn Fn(WorkerReport)>) -> Result<WorkerHandle, String> {
        let url = worker_url()?;
        let worker = Worker::new(&url).map_err(|e| describe(&e))?;
        let state = Rc::new(RefCell::new(Handshake::default()));

        let report = on_report.clone();
        let handshake = state.clone();
        let target = worker.clone();
        let on_message =
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| match read_message(
                &event.data(),
            ) {
                Ok(FromWorker::Ready) => {
                    let queued = {
                        let mut h = handshake.borrow_mut();
                        h.ready = true;
                        std::mem::take(&mut h.queued)
                    };
                    for message in queued {
                        let _ = target.post_message(&JsValue::from_str(&message));
                    }
                }
                Ok(message) => report(Ok(message)),
                Err(e) => report(Err(e)),
            });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));

        let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            event.prevent_default();
            let message = event.message();
            on_report(Err(Failure::Crashed(if message.is_empty() {
                "the worker could not start".to_string()
            } else {
                message
            })));
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));

        Ok(WorkerHandle {
            worker,
            state,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Sends a message now, or as soon as the worker is ready.
    pub fn send(&self, message: &ToWorker) {
        let text = message.to_json();
        let mut state = self.state.borrow_mut();
        if state.ready {
            if let Err(e) = self.worker.post_message(&JsValue::from_str(&text)) {
                web_sys::console::error_1(&e);
            }
        } else {
            state.queued.push(text);
        }
    }
}

impl Drop for WorkerHandle {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// A message is JSON text, or `{ json, rows }` when a huge board's rows come with it
/// (as a transferred `Uint32Array`); the rows go back into the result.
fn read_message(data: &JsValue) -> Result<FromWorker, Failure> {
    if let Some(text) = data.as_string() {
        return parse::<FromWorker>(&text);
    }
    let get = |key: &str| js_sys::Reflect::get(data, &JsValue::from_str(key)).ok();
    let text = get("json")
        .and_then(|j| j.as_string())
        .ok_or_else(|| Failure::Protocol("a worker message without text".to_string()))?;
    let mut message = parse::<FromWorker>(&text)?;
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
