//! One supervisor for every client of the workers (jobs, counting, animation): it owns
//! a pool of workers and does the five things each client would otherwise write again.
//!
//! - **Runs.** [`begin`](Supervisor::begin) starts a new run with a new [`RunId`];
//!   messages of any older run are dropped before the client sees them.
//! - **Busy workers.** A worker is busy from a message that wants a reply (`Start`,
//!   `More`, `Seek`) until the reply (`Done`, `Failed`, `Animation`). A
//!   worker may be sent the next job before it replies (counting queues its next chunk
//!   that way), so it owes a reply for each.
//! - **Cancel.** A job in a worker cannot be interrupted, so abandoning a run whose
//!   workers are busy terminates them and starts fresh ones (a few milliseconds).
//! - **Crashes.** A worker that dies, cannot start or sends garbage is replaced with the
//!   whole pool, and the client hears of it only if its run was under way.
//! - **Greeting.** A message every new worker gets first (counting workers warm up),
//!   once the page has started, or before the first job if that comes sooner: a warm-up
//!   is for a later click and should not compete with the page's start for the cores.
//!   A client may add a [preparation](Supervisor::prepare) for what the visitor has
//!   picked (a count's tables): idle workers get it at once, and every worker started
//!   later gets it after the greeting, so a cancel or a crash does not lose it.
//!
//! The supervisor is typed by the results `R` and animation replies `A` its client
//! expects, and hands them on as read. Only the reading is generic: the pool itself is
//! one non-generic `Pool`, so the wasm holds its code once, not once per kind of
//! client (a pool generic all through added up to 2.3 KB to a page's first visit). The client is
//! handed the supervisor with each delivery, to answer through, and never stores it:
//! the page owns the one strong handle, so no cycle can keep a pool alive after its
//! page has gone.

use super::handle::{RawReport, Script, WorkerHandle};
use crate::protocol::{wire, Carries, Failure, FromWorker, RunId, ToWorker};
use serde::de::DeserializeOwned;
use std::cell::RefCell;
use std::marker::PhantomData;
use std::rc::{Rc, Weak};

/// What a client reads its workers' results and replies as: the kinds it expects, so
/// each page's decoder holds the code for its own messages only.
pub trait Expected: DeserializeOwned + Carries + 'static {}

impl<T: DeserializeOwned + Carries + 'static> Expected for T {}

/// What the supervisor passes on to its client.
#[derive(Debug, Clone, PartialEq)]
pub enum Delivery<R, A> {
    /// A message of the current run, from worker `slot`.
    Message {
        /// Which worker of the pool.
        slot: usize,
        /// The message (boxed: an analysis is a few hundred bytes, a failure twenty).
        message: Box<FromWorker<R, A>>,
    },
    /// The current run failed because a worker died; every worker has been replaced.
    Failed(Failure),
}

/// A pool of workers whose results are `R`s and replies `A`s, and the run they work
/// on. Cloning shares the pool; dropping the last clone terminates the workers.
pub struct Supervisor<R, A> {
    pool: Pool,
    kinds: PhantomData<fn() -> (R, A)>,
}

impl<R, A> Clone for Supervisor<R, A> {
    fn clone(&self) -> Self {
        Supervisor {
            pool: self.pool.clone(),
            kinds: PhantomData,
        }
    }
}

impl<R: Expected, A: Expected> Supervisor<R, A> {
    /// Starts `size` workers; each gets `greeting` first. `deliver` hears of the current
    /// run's messages and of its failure, with the supervisor to answer through.
    pub fn new(
        size: usize,
        greeting: Option<ToWorker>,
        deliver: impl Fn(&Supervisor<R, A>, Delivery<R, A>) + 'static,
    ) -> Supervisor<R, A> {
        Supervisor::of(Script::Main, size, greeting, deliver)
    }

    /// As [`Supervisor::new`], with workers of `script`.
    pub fn of(
        script: Script,
        size: usize,
        greeting: Option<ToWorker>,
        deliver: impl Fn(&Supervisor<R, A>, Delivery<R, A>) + 'static,
    ) -> Supervisor<R, A> {
        let deliver = Rc::new(deliver);
        let typed = |pool: &Pool| Supervisor {
            pool: pool.clone(),
            kinds: PhantomData,
        };
        let on_failure = deliver.clone();
        let hooks = Hooks {
            // The one generic step: read the report as this client's kinds.
            receive: Box::new(move |pool, slot, report| {
                match report.and_then(|data| wire::unpack::<FromWorker<R, A>>(&data)) {
                    Ok(message) => {
                        let progress = matches!(message, FromWorker::Progress { .. });
                        if pool.accept(slot, message.run(), progress) {
                            let message = Box::new(message);
                            deliver(&typed(pool), Delivery::Message { slot, message });
                        }
                    }
                    Err(failure) => pool.lose_worker(failure),
                }
            }),
            fail: Box::new(move |pool, failure| {
                on_failure(&typed(pool), Delivery::Failed(failure))
            }),
        };
        Supervisor {
            pool: Pool::new(script, size, greeting, hooks),
            kinds: PhantomData,
        }
    }
}

impl<R, A> Supervisor<R, A> {
    /// How many workers the pool has.
    pub fn size(&self) -> usize {
        self.pool.size()
    }

    /// The current run.
    pub fn run(&self) -> RunId {
        self.pool.run()
    }

    /// Whether a worker owes the current run a reply.
    pub fn is_busy(&self) -> bool {
        self.pool.is_busy()
    }

    /// Starts a new run, abandoning the current one (see [`cancel`](Self::cancel)).
    pub fn begin(&self) -> RunId {
        self.pool.cancel();
        self.pool.run()
    }

    /// Abandons the current run: its late messages are dropped from now on, and busy
    /// workers are replaced. Returns whether a worker was busy.
    pub fn cancel(&self) -> bool {
        self.pool.cancel()
    }

    /// Terminates every worker for good: the page that owns the pool is going. Late
    /// messages are dropped, and nothing is started again.
    pub fn shut_down(&self) {
        self.pool.shut_down()
    }

    /// Sends `message` to worker `slot` (queued until the worker is ready).
    pub fn send(&self, slot: usize, message: &ToWorker) {
        self.pool.send(slot, message)
    }

    /// Makes `preparation` (no reply) what every worker holds beside its greeting, in
    /// place of the last one (`None`: nothing more): sent now to the workers if none is
    /// busy (busy ones keep their job), and after the greeting to every worker started
    /// from now on.
    pub fn prepare(&self, preparation: Option<ToWorker>) {
        self.pool.prepare(preparation)
    }
}

/// Reads worker `slot`'s report as the client's kinds, and delivers it.
type Receive = Box<dyn Fn(&Pool, usize, RawReport)>;
/// Tells the client its run failed.
type Fail = Box<dyn Fn(&Pool, Failure)>;

/// The client's side of a pool: how a report is read, and how a lost run is told.
struct Hooks {
    receive: Receive,
    fail: Fail,
}

/// The pool itself, whatever its client reads.
#[derive(Clone)]
struct Pool(Rc<RefCell<State>>);

struct State {
    workers: Vec<Option<WorkerHandle>>,
    /// Replies each worker owes the current run.
    owed: Vec<u32>,
    greeting: Option<ToWorker>,
    /// What every worker gets after the greeting (see [`Supervisor::prepare`]).
    preparation: Option<ToWorker>,
    /// The binary the workers run.
    script: Script,
    /// The workers have not been sent the greeting and preparation yet.
    ungreeted: bool,
    run: RunId,
    hooks: Rc<Hooks>,
}

impl State {
    /// Sends `message` to every worker.
    fn broadcast(&self, message: &ToWorker) {
        self.workers.iter().flatten().for_each(|w| w.send(message));
    }
}

impl Pool {
    fn new(script: Script, size: usize, greeting: Option<ToWorker>, hooks: Hooks) -> Pool {
        let size = size.max(1);
        let pool = Pool(Rc::new(RefCell::new(State {
            script,
            workers: (0..size).map(|_| None).collect(),
            owed: vec![0; size],
            greeting,
            preparation: None,
            ungreeted: false,
            run: RunId::default(),
            hooks: Rc::new(hooks),
        })));
        pool.respawn();
        pool
    }

    fn size(&self) -> usize {
        self.0.borrow().workers.len()
    }

    fn run(&self) -> RunId {
        self.0.borrow().run
    }

    fn is_busy(&self) -> bool {
        self.0.borrow().owed.iter().any(|&owed| owed > 0)
    }

    fn cancel(&self) -> bool {
        let was_busy = {
            let mut state = self.0.borrow_mut();
            state.run = state.run.next();
            let was_busy = state.owed.iter().any(|&owed| owed > 0);
            state.owed.fill(0);
            was_busy
        };
        if was_busy {
            self.respawn();
        }
        was_busy
    }

    fn shut_down(&self) {
        let mut state = self.0.borrow_mut();
        state.run = state.run.next();
        state.owed.fill(0);
        state.workers.iter_mut().for_each(|w| drop(w.take()));
    }

    fn send(&self, slot: usize, message: &ToWorker) {
        self.greet();
        let mut state = self.0.borrow_mut();
        let wants_reply = matches!(
            message,
            ToWorker::Start { .. } | ToWorker::More { .. } | ToWorker::Seek { .. }
        );
        if let (Some(owed), true) = (state.owed.get_mut(slot), wants_reply) {
            *owed += 1;
        }
        if let Some(Some(worker)) = state.workers.get(slot) {
            worker.send(message);
        }
    }

    /// Terminates every worker and starts fresh ones.
    fn respawn(&self) {
        let size = self.size();
        let script = self.0.borrow().script;
        let weak = Rc::downgrade(&self.0);
        let mut failure = None;
        let workers: Vec<Option<WorkerHandle>> = (0..size)
            .map(|slot| {
                let weak = weak.clone();
                let on_report = Rc::new(move |report| Pool::on_report(&weak, slot, report));
                match WorkerHandle::spawn(script, on_report) {
                    Ok(worker) => Some(worker),
                    Err(why) => {
                        failure = Some(Failure::Crashed(why));
                        None
                    }
                }
            })
            .collect();
        let (hooks, ungreeted) = {
            let mut state = self.0.borrow_mut();
            // The old workers are dropped, and so terminated, here.
            state.workers = workers;
            state.ungreeted = state.greeting.is_some() || state.preparation.is_some();
            (state.hooks.clone(), state.ungreeted)
        };
        if ungreeted {
            let weak = Rc::downgrade(&self.0);
            crate::site::prerender::after_start(move || {
                if let Some(state) = weak.upgrade() {
                    Pool(state).greet();
                }
            });
        }
        if let Some(failure) = failure {
            (hooks.fail)(self, failure);
        }
    }

    fn prepare(&self, preparation: Option<ToWorker>) {
        let busy = self.is_busy();
        let nothing = preparation.is_none();
        self.0.borrow_mut().preparation = preparation;
        // Nothing to send now; or workers not yet greeted get it with their greeting.
        if busy || nothing || self.greet() {
            return;
        }
        let state = self.0.borrow();
        state.preparation.iter().for_each(|m| state.broadcast(m));
    }

    /// Sends the greeting, then the preparation, to every worker, unless they have had
    /// them; returns whether it sent them now.
    fn greet(&self) -> bool {
        let mut state = self.0.borrow_mut();
        if !std::mem::take(&mut state.ungreeted) {
            return false;
        }
        let state = &*state;
        state
            .greeting
            .iter()
            .chain(&state.preparation)
            .for_each(|m| state.broadcast(m));
        true
    }

    fn on_report(state: &Weak<RefCell<State>>, slot: usize, report: RawReport) {
        let Some(state) = state.upgrade() else { return };
        let pool = Pool(state);
        let hooks = pool.0.borrow().hooks.clone();
        (hooks.receive)(&pool, slot, report);
    }

    /// Whether a message of `run` from worker `slot` goes on to the client: not from a
    /// run that was abandoned. A reply (anything but progress) settles what it owed.
    fn accept(&self, slot: usize, run: Option<RunId>, progress: bool) -> bool {
        let mut state = self.0.borrow_mut();
        if run != Some(state.run) {
            return false;
        }
        if !progress {
            if let Some(owed) = state.owed.get_mut(slot) {
                *owed = owed.saturating_sub(1);
            }
        }
        true
    }

    /// A worker died or sent garbage: the pool is replaced, and the run, if one was
    /// under way, fails.
    fn lose_worker(&self, failure: Failure) {
        let was_busy = self.cancel();
        if !was_busy {
            // An idle worker died: replace it all the same, quietly.
            self.respawn();
            return;
        }
        let hooks = self.0.borrow().hooks.clone();
        (hooks.fail)(self, failure);
    }
}
