//! `use_count`: counts Q(n) with one worker per core, with progress, instant cancel, and
//! a count that survives a reload, a closed tab or a crashed worker.
//!
//! The [`Supervisor`](crate::bridge::supervisor::Supervisor) keeps the pool (Cancel and crashes replace it). A
//! [`CountPlan`](crate::lab::count_plan::CountPlan) hands out chunks of the subproblem list of n and keeps every
//! finished subproblem in a checkpoint, which is saved in local storage as the count
//! goes. Opening the lab again resumes a saved count and says so; a crashed worker's
//! chunk is counted again by its replacement, so the total stays exact.

use super::counting::{rehearse, saved_key, Counting, Pool, Signals, CURRENT_KEY};
use crate::lab::count_plan::CountOutcome;
use crate::protocol::{Failure, ToWorker, WarmUp, PREPARED_COUNTS};
use crate::site::storage;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Where a count stands.
#[derive(Debug, Clone, PartialEq)]
pub enum CountStatus {
    /// No count under way.
    Idle,
    /// Counting Q(n).
    Running {
        /// The board size.
        n: usize,
        /// Fraction done, 0 to 1.
        fraction: f64,
        /// Nodes searched per second so far.
        nodes_per_s: f64,
        /// Seconds left, once it can be told.
        eta_s: Option<f64>,
    },
    /// The visitor cancelled it.
    Cancelled,
    /// A worker failed (and the pool was replaced).
    Failed(Failure),
}

/// A count that went on from a saved checkpoint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Resumed {
    /// The board size.
    pub n: usize,
    /// Subproblems already counted when it resumed.
    pub done: usize,
    /// Subproblems in all.
    pub total: usize,
}

/// The controls and state of counting, for a page.
#[derive(Clone, Copy)]
pub struct CountController {
    /// Where the count stands.
    pub status: ReadSignal<CountStatus>,
    /// Every count finished on this visit, by n.
    pub results: ReadSignal<Vec<CountOutcome>>,
    /// The count under way (or just finished) went on from a saved checkpoint.
    pub resumed: ReadSignal<Option<Resumed>>,
    /// The count that finished last, until another starts: what the page tells where
    /// the count was started.
    pub finished: ReadSignal<Option<CountOutcome>>,
    /// Workers in the pool.
    pub workers: usize,
    pool: StoredValue<Pool, LocalStorage>,
    state: StoredValue<Rc<RefCell<Counting>>, LocalStorage>,
}

impl CountController {
    /// Counts Q(n), abandoning any count under way; resumes a saved count of n.
    pub fn start(&self, n: usize) {
        // The pool is told first, with the count not borrowed: a worker that cannot be
        // replaced is delivered as a failure at once, to the count.
        if self.pool.try_with_value(|pool| pool.begin()).is_none() {
            return;
        }
        self.pool.with_value(|pool| {
            self.state
                .with_value(|count| count.borrow_mut().start(pool, n));
        });
    }

    /// Gets a count of n ready while the visitor has yet to click Count, so that the
    /// count does not wait: the page lists n's subproblems (see
    /// [`Counting::prepare`](super::counting::Counting::prepare)), and every worker builds
    /// the tables the count reads, for the sizes of [`PREPARED_COUNTS`] (the others have
    /// theirs built at warm-up, or too large to hold for a count that may not come). The
    /// workers' tables are not built while a count runs; and the workers that replace
    /// cancelled or crashed ones build them too.
    pub fn prepare(&self, n: usize) {
        self.state.with_value(|count| count.borrow_mut().prepare(n));
        let tables = u8::try_from(n)
            .ok()
            .filter(|n| PREPARED_COUNTS.contains(n))
            .map(|n| ToWorker::WarmUp(WarmUp::Tables { n }));
        self.pool.with_value(|pool| pool.prepare(tables));
    }

    /// Stops the count under way: its workers are terminated and replaced, and its
    /// saved part is dropped.
    pub fn cancel(&self) {
        if self.state.with_value(|count| count.borrow_mut().cancel()) {
            self.pool.with_value(|pool| pool.cancel());
        }
    }
}

/// Creates the workers (once per page) and returns the controller: `workers` of them,
/// or one per core the browser reports. The counts `earlier` finished (this visit's, kept
/// while the page was away) are its results again, the last of them `finished` as it
/// was; a count saved by an earlier visit resumes.
pub fn use_count(
    workers: Option<usize>,
    earlier: Vec<CountOutcome>,
    finished: Option<CountOutcome>,
) -> CountController {
    let (status, set_status) = signal(CountStatus::Idle);
    let (results, set_results) = signal(earlier);
    let (resumed, set_resumed) = signal(None);
    let (finished, set_finished) = signal(finished);
    let workers = workers
        .unwrap_or_else(crate::bridge::handle::hardware_concurrency)
        .clamp(1, 16);
    let count = Rc::new(RefCell::new(Counting::new(Signals {
        status: set_status,
        results: set_results,
        resumed: set_resumed,
        finished: set_finished,
    })));
    let delivered = count.clone();
    // Counting workers warm up first: see `entry::warm_up`.
    let pool = Pool::new(
        workers,
        Some(ToWorker::WarmUp(WarmUp::Counting)),
        move |pool, delivery| delivered.borrow_mut().on_delivery(pool, delivery),
    );
    // The page's side of a count warms up as its workers do: see `counting::rehearse`.
    rehearse();
    let controller = CountController {
        status,
        results,
        resumed,
        finished,
        workers,
        // The only owner of the pool: the count it reports to holds no handle back.
        pool: StoredValue::new_local(pool),
        state: StoredValue::new_local(count),
    };
    // Leaving the page ends its count: what is finished is saved, so the next visit
    // resumes it (and says so), and the workers stop; no reply reaches the page's
    // signals after this, as no worker is left to send one.
    let (pool, count) = (controller.pool, controller.state);
    on_cleanup(move || {
        count.try_with_value(|count| count.borrow_mut().leave());
        pool.try_with_value(|pool| pool.shut_down());
    });
    let interrupted = storage::get(CURRENT_KEY)
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| storage::get(&saved_key(n)).is_some());
    if let Some(n) = interrupted {
        controller.start(n);
    }
    controller
}
