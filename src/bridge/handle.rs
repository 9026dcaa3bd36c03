//! The page side of one worker: start it on its turn (see [`start_line`]), hold
//! messages until it says Ready, report everything else (including its death) to one
//! callback, terminate it when dropped.
//! Clients do not use it directly: a [`Supervisor`](super::supervisor::Supervisor)
//! owns the handles.

use super::start_line;
use crate::protocol::wire::{self, Envelope};
use crate::protocol::{Failure, ToWorker};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};

/// Which worker binary a handle starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Script {
    /// The worker of every page: searches, counts, analyses.
    Main,
    /// The code worker: learners' Rhai programs only, for /code.
    Code,
}

impl Script {
    /// Its loader (`public/*_loader.js`), resolved against the document's base URL so
    /// that deep links and sub-path hosting work.
    fn loader(self) -> &'static str {
        match self {
            Script::Main => "worker_loader.js",
            Script::Code => "code_worker_loader.js",
        }
    }
}

/// What a worker tells its owner: a posted message, still to be read as the kinds its
/// client expects, or that it failed and is gone.
pub type RawReport = Result<JsValue, Failure>;

/// One worker. Dropping it terminates the worker.
pub struct WorkerHandle(Rc<RefCell<Inner>>);

struct Inner {
    /// `None` until the worker's turn in the [start line](super::start_line).
    running: Option<Running>,
    ready: bool,
    /// Whether this worker is the one starting (it lets the next start when ready).
    holds_line: bool,
    queued: Vec<Envelope>,
    on_report: Rc<dyn Fn(RawReport)>,
}

struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl WorkerHandle {
    /// A worker, started now or on its turn; every report goes to `on_report`. It fails
    /// at once if the worker cannot be created now; a start on a later turn that fails
    /// is reported as a crash.
    pub fn spawn(script: Script, on_report: Rc<dyn Fn(RawReport)>) -> Result<WorkerHandle, String> {
        let url = worker_url(script)?;
        let inner = Rc::new(RefCell::new(Inner {
            running: None,
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
        let envelope = wire::pack_plain(message);
        let mut inner = self.0.borrow_mut();
        match (&inner.running, inner.ready) {
            (Some(running), true) => post(&running.worker, &envelope),
            _ => inner.queued.push(envelope),
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
        let data = event.data();
        if !wire::is_ready(&data) {
            let on_report = inner.borrow().on_report.clone();
            on_report(Ok(data));
            return;
        }
        let (queued, turn_over) = {
            let mut inner = inner.borrow_mut();
            inner.ready = true;
            (
                std::mem::take(&mut inner.queued),
                std::mem::take(&mut inner.holds_line),
            )
        };
        if let Some(running) = &inner.borrow().running {
            for envelope in &queued {
                post(&running.worker, envelope);
            }
        }
        if turn_over {
            start_line::finished();
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

fn post(worker: &Worker, envelope: &Envelope) {
    if let Err(e) = worker.post_message_with_transfer(&envelope.data, &envelope.transfer) {
        web_sys::console::error_1(&e);
    }
}

/// How many workers a count should use: one per logical core the browser reports.
pub fn hardware_concurrency() -> usize {
    web_sys::window()
        .map(|w| w.navigator().hardware_concurrency() as usize)
        .filter(|&c| c > 0)
        .unwrap_or(2)
        .min(16)
}

fn worker_url(script: Script) -> Result<String, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let base = document
        .base_uri()
        .map_err(|e| describe(&e))?
        .unwrap_or_default();
    let url = web_sys::Url::new_with_base(script.loader(), &base).map_err(|e| describe(&e))?;
    Ok(url.href())
}

fn describe(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "unknown error".to_string())
}
