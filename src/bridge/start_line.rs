//! Workers start one at a time: each once the one before has said Ready, or died.
//!
//! Why: WebKit puts a new worker under the page's service worker only when it starts
//! alone. Of several workers started together, all but one fetch their script and wasm
//! from the network, so offline they fail with "Load failed" (seen in WebKitGTK 2.50,
//! four workers started in one task: three failed). In turn, every worker loads from
//! the offline copy, in every engine, for a few milliseconds per worker at start-up.

use std::cell::RefCell;
use std::collections::VecDeque;

/// A worker's start, run on its turn; it says whether a worker is now starting (then
/// its owner calls [`finished`] once, when that worker is ready or gone).
pub type Start = Box<dyn FnOnce() -> bool>;

#[derive(Default)]
struct Queue {
    /// A worker has started and has not yet said Ready or died.
    starting: bool,
    waiting: VecDeque<Start>,
}

thread_local! {
    static LINE: RefCell<Queue> = RefCell::new(Queue::default());
}

/// Runs `start` now if no worker is starting, or queues it for its turn. While a page is
/// being built behind its prerendered copy, it first waits for a task of its own: a
/// worker's creation was a fifth of the task that builds /solve (traced).
pub fn enter(start: Start) {
    if crate::site::prerender::copy_shown() {
        gloo_timers::callback::Timeout::new(0, move || enter_now(start)).forget();
    } else {
        enter_now(start);
    }
}

fn enter_now(start: Start) {
    let now = LINE.with_borrow_mut(|line| {
        if line.starting {
            line.waiting.push_back(start);
            None
        } else {
            line.starting = true;
            Some(start)
        }
    });
    if let Some(start) = now {
        if !start() {
            finished();
        }
    }
}

/// The starting worker is ready or gone: the next in line starts, on a task of its own
/// (never inside the finished worker's own callback).
pub fn finished() {
    LINE.with_borrow_mut(|line| line.starting = false);
    wasm_bindgen_futures::spawn_local(async { next() });
}

fn next() {
    loop {
        let start = LINE.with_borrow_mut(|line| {
            if line.starting {
                return None;
            }
            let start = line.waiting.pop_front();
            line.starting = start.is_some();
            start
        });
        let Some(start) = start else { return };
        if start() {
            return;
        }
        LINE.with_borrow_mut(|line| line.starting = false);
    }
}
