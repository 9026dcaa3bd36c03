//! The messages between the page and its workers, shared by both sides: the worker
//! (`crate::worker`) and the page's bridge to it (`crate::bridge`).
//!
//! They carry the core's own types (its `serde` feature): the algorithm, the setup, the
//! events, the hint, the symmetry, the placements and the core's errors travel as they
//! are, so a new variant in the core reaches the page with no copy to update. Messages
//! travel as postcard bytes (a compact binary form of the same serde types), posted as
//! a transferred `Uint8Array`: its decoder is a fraction of a JSON parser's code in the
//! page's wasm, which every page loads, and a message is smaller. Every message names the
//! [`RunId`] it belongs to, so the page can drop anything from a run it has abandoned.
//!
//! - [`job`]: the jobs, and the structs they return;
//! - [`results`]: [`JobResult`], and reading only the kind a page expects;
//! - [`animation`]: the solver's requests and replies;
//! - [`transferred`]: the huge board's rows, beside the bytes;
//! - `wire` (wasm only): the bytes as a posted `Uint8Array`.

use nqueens_core::search::Setup;
use nqueens_core::Error;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

pub mod animation;
pub mod job;
pub mod queens;
pub mod results;
pub mod transferred;
#[cfg(target_arch = "wasm32")]
pub mod wire;

pub use animation::{AnimationReply, FoundAt, Known, Target, Window, MAX_CHART_POINTS, MAX_FOUND};
pub use job::{
    Classes, Compared, Counted, HugeBoard, Job, Modelled, Through, VariantClasses, MAX_COMPARE_N,
};
pub use queens::QueensReply;
pub use results::{JobOutput, JobResult, Never, Only};
pub use transferred::{Carries, Transferred};

/// Identifies one run of a job; a new run gets a new id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct RunId(pub u32);

impl RunId {
    /// The id of the run after this one.
    pub fn next(self) -> RunId {
        RunId(self.0.wrapping_add(1))
    }
}

/// Why a job or a worker failed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failure {
    /// The core refused the input (a size out of range, a board without solution…).
    Input(Error),
    /// A message did not fit the protocol (a bug, reported as it is).
    Protocol(String),
    /// The worker died or could not start; it has been replaced.
    Crashed(String),
}

impl From<Error> for Failure {
    fn from(e: Error) -> Failure {
        Failure::Input(e)
    }
}

/// Page → worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Run a job.
    Start {
        /// The run it belongs to.
        run: RunId,
        /// What to do.
        job: Job,
    },
    /// Set up an animation: the worker keeps the step machine between messages.
    Animate {
        /// The run it belongs to.
        run: RunId,
        /// What to animate.
        setup: Setup,
    },
    /// The next events of the animation (at most `max`).
    More {
        /// The run it belongs to.
        run: RunId,
        /// At most this many events.
        max: u32,
    },
    /// Show another part of the animation: the worker answers with a window around
    /// the step `to` names.
    Seek {
        /// The run it belongs to.
        run: RunId,
        /// Where to go.
        to: Target,
    },
    /// Run a job's hot loops once on a small board, or build a count's tables, as the
    /// `WarmUp` says (no reply); see `entry::warm_up`.
    WarmUp(WarmUp),
}

/// Which hot loops a new worker runs once before its first job, or which tables it
/// builds before the count that reads them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WarmUp {
    /// The counting loops (Q(14) and Q(15)), then the quadrant table of Q(16) and
    /// Q(17): 0.45–0.51 s in a new worker of Chromium, most of it at the baseline tier.
    Counting,
    /// The local search's greedy start and repairs (20,000 queens, a few milliseconds).
    LocalSearch,
    /// The tables a count of `n` reads, built when the visitor picks n; a size outside
    /// [`PREPARED_COUNTS`] is ignored.
    Tables {
        /// The board size.
        n: u8,
    },
}

/// The sizes whose tables a worker builds when the visitor picks one
/// ([`WarmUp::Tables`]), the ones the counting warm-up leaves out. Q(18) and Q(19) read
/// the same 8.4 MB quadrant table, about 90 ms of work in wasm, which every worker
/// otherwise builds at the count's start, in the count's time (the native CLI's threads
/// share one, built beside the symmetric search). Building it takes a worker's memory
/// from 5 to 27 MB, as a count of 18 does (`e2e/specs/lab.test.mjs`). Q(20)'s is 65 MB
/// a worker: it is built only for a count that asks for it.
pub const PREPARED_COUNTS: std::ops::RangeInclusive<u8> = 18..=19;

/// Worker → page. A worker sends every kind of result and animation reply; each client
/// reads its messages with the result `R` and the replies `A` it expects (see
/// [`decode`]), and keeps them as that type.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FromWorker<R = JobResult, A = AnimationReply> {
    /// The worker's wasm has started; messages sent before this are lost.
    Ready,
    /// Part of a job is done: `done` of `total` units, with the nodes searched so far.
    Progress {
        /// The run it belongs to.
        run: RunId,
        /// Units done.
        done: u64,
        /// Units in all (0 when unknown).
        total: u64,
        /// Nodes searched so far.
        nodes: u64,
    },
    /// A job's result.
    Done {
        /// The run it belongs to.
        run: RunId,
        /// The result.
        result: R,
    },
    /// A job or an animation could not run.
    Failed {
        /// The run it belongs to.
        run: RunId,
        /// Why.
        failure: Failure,
    },
    /// An animation's answer to `More` or `Seek`.
    Animation {
        /// The run it belongs to.
        run: RunId,
        /// The events, and what is known of the run.
        reply: A,
    },
}

impl Carries for ToWorker {}

impl ToWorker {
    /// The message as it travels.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }
}

impl FromWorker {
    /// The message as it travels.
    pub fn encode(&self) -> Vec<u8> {
        encode(self)
    }
}

impl<R, A> FromWorker<R, A> {
    /// The run the message belongs to (none for `Ready`).
    pub fn run(&self) -> Option<RunId> {
        match self {
            FromWorker::Ready => None,
            FromWorker::Progress { run, .. }
            | FromWorker::Done { run, .. }
            | FromWorker::Failed { run, .. }
            | FromWorker::Animation { run, .. } => Some(*run),
        }
    }
}

/// [`FromWorker::Ready`] as it travels: postcard writes a variant with no fields as its
/// number alone (tested).
pub const READY: [u8; 1] = [0];

/// Writes a message. Every message type serializes (no maps with non-string keys, no
/// unknown lengths), so this cannot fail; an empty message would be refused on arrival.
pub(crate) fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Reads a worker's message whose result is an `R` and whose animation replies are `A`s
/// (a job client: `decode::<Only<Analysis>, Never>`); anything else is a protocol failure.
pub fn decode<R: DeserializeOwned, A: DeserializeOwned>(
    bytes: &[u8],
) -> Result<FromWorker<R, A>, Failure> {
    parse(bytes)
}

/// Reads a message; a malformed one is a protocol failure.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, Failure> {
    postcard::from_bytes(bytes).map_err(|e| Failure::Protocol(format!("malformed message: {e}")))
}

#[cfg(test)]
mod tests;
