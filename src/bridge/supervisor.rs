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
//!
//! The pool is generic over the results `R` and animation replies `A` its client
//! expects, and hands them on as read. The client is handed the supervisor with each
//! delivery, to answer through, and never stores it: the page owns the one strong
//! handle, so no cycle can keep a pool alive after its page has gone.

use super::handle::{Expected, WorkerHandle, WorkerReport};
use crate::protocol::{Failure, FromWorker, RunId, ToWorker};
use std::cell::RefCell;
use std::rc::{Rc, Weak};

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
pub struct Supervisor<R, A>(Rc<RefCell<Pool<R, A>>>);

impl<R, A> Clone for Supervisor<R, A> {
    fn clone(&self) -> Self {
        Supervisor(self.0.clone())
    }
}

/// Hears of the current run's messages, with the pool to answer through.
type Deliver<R, A> = Rc<dyn Fn(&Supervisor<R, A>, Delivery<R, A>)>;

struct Pool<R, A> {
    workers: Vec<Option<WorkerHandle<R, A>>>,
    /// Replies each worker owes the current run.
    owed: Vec<u32>,
    greeting: Option<ToWorker>,
    /// The workers have not been sent the greeting yet.
    ungreeted: bool,
    run: RunId,
    deliver: Deliver<R, A>,
}

impl<R: Expected, A: Expected> Supervisor<R, A> {
    /// Starts `size` workers; each gets `greeting` first. `deliver` hears of the current
    /// run's messages and of its failure, with the supervisor to answer through.
    pub fn new(
        size: usize,
        greeting: Option<ToWorker>,
        deliver: impl Fn(&Supervisor<R, A>, Delivery<R, A>) + 'static,
    ) -> Supervisor<R, A> {
        let size = size.max(1);
        let pool = Pool {
            workers: (0..size).map(|_| None).collect(),
            owed: vec![0; size],
            greeting,
            ungreeted: false,
            run: RunId::default(),
            deliver: Rc::new(deliver),
        };
        let supervisor = Supervisor(Rc::new(RefCell::new(pool)));
        supervisor.respawn();
        supervisor
    }

    /// How many workers the pool has.
    pub fn size(&self) -> usize {
        self.0.borrow().workers.len()
    }

    /// The current run.
    pub fn run(&self) -> RunId {
        self.0.borrow().run
    }

    /// Whether a worker owes the current run a reply.
    pub fn is_busy(&self) -> bool {
        self.0.borrow().owed.iter().any(|&owed| owed > 0)
    }

    /// Starts a new run, abandoning the current one (see [`cancel`](Self::cancel)).
    pub fn begin(&self) -> RunId {
        self.cancel();
        self.run()
    }

    /// Abandons the current run: its late messages are dropped from now on, and busy
    /// workers are replaced. Returns whether a worker was busy.
    pub fn cancel(&self) -> bool {
        let was_busy = {
            let mut pool = self.0.borrow_mut();
            pool.run = pool.run.next();
            let was_busy = pool.owed.iter().any(|&owed| owed > 0);
            pool.owed.fill(0);
            was_busy
        };
        if was_busy {
            self.respawn();
        }
        was_busy
    }

    /// Terminates every worker for good: the page that owns the pool is going. Late
    /// messages are dropped, and nothing is started again.
    pub fn shut_down(&self) {
        let mut pool = self.0.borrow_mut();
        pool.run = pool.run.next();
        pool.owed.fill(0);
        pool.workers.iter_mut().for_each(|w| drop(w.take()));
    }

    /// Sends `message` to worker `slot` (queued until the worker is ready).
    pub fn send(&self, slot: usize, message: &ToWorker) {
        self.greet();
        let mut pool = self.0.borrow_mut();
        let wants_reply = matches!(
            message,
            ToWorker::Start { .. } | ToWorker::More { .. } | ToWorker::Seek { .. }
        );
        if let (Some(owed), true) = (pool.owed.get_mut(slot), wants_reply) {
            *owed += 1;
        }
        if let Some(Some(worker)) = pool.workers.get(slot) {
            worker.send(message);
        }
    }

    /// Terminates every worker and starts fresh ones.
    fn respawn(&self) {
        let size = self.size();
        let weak = Rc::downgrade(&self.0);
        let mut failure = None;
        let workers: Vec<Option<WorkerHandle<R, A>>> = (0..size)
            .map(|slot| {
                let weak = weak.clone();
                let on_report = Rc::new(move |report| Supervisor::on_report(&weak, slot, report));
                match WorkerHandle::spawn(on_report) {
                    Ok(worker) => Some(worker),
                    Err(why) => {
                        failure = Some(Failure::Crashed(why));
                        None
                    }
                }
            })
            .collect();
        let (deliver, ungreeted) = {
            let mut pool = self.0.borrow_mut();
            // The old workers are dropped, and so terminated, here.
            pool.workers = workers;
            pool.ungreeted = pool.greeting.is_some();
            (pool.deliver.clone(), pool.ungreeted)
        };
        if ungreeted {
            let weak = Rc::downgrade(&self.0);
            crate::prerender::after_start(move || {
                if let Some(pool) = weak.upgrade() {
                    Supervisor(pool).greet();
                }
            });
        }
        if let Some(failure) = failure {
            deliver(self, Delivery::Failed(failure));
        }
    }

    /// Sends the greeting to every worker, unless they have had it.
    fn greet(&self) {
        let mut pool = self.0.borrow_mut();
        if std::mem::take(&mut pool.ungreeted) {
            if let Some(greeting) = &pool.greeting {
                pool.workers.iter().flatten().for_each(|w| w.send(greeting));
            }
        }
    }

    fn on_report(pool: &Weak<RefCell<Pool<R, A>>>, slot: usize, report: WorkerReport<R, A>) {
        let Some(pool) = pool.upgrade() else { return };
        let supervisor = Supervisor(pool);
        match report {
            Ok(message) => {
                let deliver = {
                    let mut pool = supervisor.0.borrow_mut();
                    if message.run() != Some(pool.run) {
                        return; // from a run that was abandoned
                    }
                    if !matches!(message, FromWorker::Progress { .. }) {
                        if let Some(owed) = pool.owed.get_mut(slot) {
                            *owed = owed.saturating_sub(1);
                        }
                    }
                    pool.deliver.clone()
                };
                deliver(
                    &supervisor,
                    Delivery::Message {
                        slot,
                        message: Box::new(message),
                    },
                );
            }
            Err(failure) => {
                let was_busy = supervisor.cancel();
                if !was_busy {
                    // An idle worker died: replace it all the same, quietly.
                    supervisor.respawn();
                    return;
                }
                let deliver = supervisor.0.borrow().deliver.clone();
                deliver(&supervisor, Delivery::Failed(failure));
            }
        }
    }
}
