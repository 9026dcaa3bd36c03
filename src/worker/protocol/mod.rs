//! The messages between the page and its workers, shared by both binaries.
//!
//! They carry the core's own types (its `serde` feature): the algorithm, the setup, the
//! events, the hint, the symmetry, the placements and the core's errors travel as they
//! are, so a new variant in the core reaches the page with no copy to update. Messages
//! travel as postcard bytes (a compact binary form of the same serde types), posted as
//! a transferred `Uint8Array`: its decoder is a fraction of a JSON parser's code in the
//! page's wasm, which every page loads, and a message is smaller. Every message names the
//! [`RunId`] it belongs to, so the page can drop anything from a run it has abandoned.

use nqueens_core::classes::Class;
use nqueens_core::completion::Hint;
use nqueens_core::construct::Flaw;
use nqueens_core::count::{ListId, PartCount};
use nqueens_core::model::MilpRun;
use nqueens_core::search::{Algorithm, SearchFigures, Setup};
use nqueens_core::variants::{Solved, Variant, VariantClass, Walk};
use nqueens_core::{Error, Placement, Solution, Square, Symmetry};
use serde::de::{
    self, DeserializeOwned, Deserializer, EnumAccess, Unexpected, VariantAccess, Visitor,
};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::marker::PhantomData;

mod animation;
pub use animation::{AnimationReply, FoundAt, Known, Target, Window, MAX_CHART_POINTS, MAX_FOUND};

/// Identifies one run of a job; a new run gets a new id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct RunId(pub u32);

impl RunId {
    /// The id of the run after this one.
    pub fn next(self) -> RunId {
        RunId(self.0.wrapping_add(1))
    }
}

/// Work a worker can do. Each job runs to completion (or is cut short by terminating
/// the worker).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// Name the subproblem list of Q(n) (its length and checksum), so the page can plan
    /// and checkpoint a count without building the list on the main thread.
    ListCount {
        /// The board size.
        n: usize,
    },
    /// Count these subproblems of Q(n): one chunk of a count the page hands out a chunk
    /// at a time, so fast workers take more and a crash loses one chunk at most.
    Count {
        /// The board size.
        n: usize,
        /// Indices into the list of n.
        subproblems: Vec<usize>,
    },
    /// Every solution of n grouped into symmetry classes.
    Classes {
        /// The board size.
        n: usize,
    },
    /// The play page's live analysis of a position.
    Analyse {
        /// The queens on the board.
        position: Placement,
    },
    /// Every solution through one square (the contest puzzle), in lexicographic order.
    Through {
        /// The board size.
        n: usize,
        /// The square one queen must occupy.
        square: Square,
    },
    /// The figures of a whole systematic search of n, and up to its first solution.
    Figures {
        /// The search.
        algorithm: Algorithm,
        /// The board size.
        n: usize,
    },
    /// One solution of a huge board, by min-conflicts or the list rule.
    Huge {
        /// The board size.
        n: usize,
        /// [`Algorithm::MinConflicts`] or [`Algorithm::Construct`].
        algorithm: Algorithm,
        /// For min-conflicts.
        seed: u64,
    },
    /// Model 1 of the paper for n, solved by the MILP solver.
    Model {
        /// The board size.
        n: usize,
    },
    /// A problem of the family (torus, other pieces, domination, cube, pawn) for n.
    Variant {
        /// The problem.
        variant: Variant,
        /// The board size.
        n: usize,
    },
    /// The backtracking walk of a variant the page has solved, step by step, for the
    /// page to animate.
    VariantWalk {
        /// The variant solved (its optimum is the walk's goal).
        solved: Solved,
    },
    /// Every optimal placement of a listed variant, sorted into symmetry classes.
    VariantClasses {
        /// The problem (one that [`Variant::lists_placements`]).
        variant: Variant,
        /// The board size.
        n: usize,
    },
}

/// A variant's optimal placements in symmetry classes, for the gallery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VariantClasses {
    /// The variant solved: its figure and board.
    pub solved: Solved,
    /// The classes, sorted by canonical placement.
    pub classes: Vec<VariantClass>,
}

/// Which solution the player found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// The class's canonical (lexicographically smallest) member.
    pub canonical: Solution,
    /// The symmetry that turns the canonical solution into this one.
    pub symmetry: Symmetry,
    /// Solutions in the class.
    pub orbit_size: usize,
    /// 1-based place in lexicographic order (for n ≤ 14).
    pub rank: Option<u64>,
    /// Q(n), where it is published.
    pub total: Option<u64>,
    /// 1-based number of the class among all classes sorted by canonical form, as the
    /// gallery numbers them (for n ≤ 12).
    pub class_number: Option<usize>,
    /// How many classes n has (for n ≤ 12).
    pub classes: Option<usize>,
}

/// The live analysis of a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    /// The position analysed, so the page can drop answers about older positions.
    pub position: Placement,
    /// Some solution contains these queens.
    pub completable: bool,
    /// Solutions containing these queens (counted for n ≤ 16).
    pub completions: Option<u64>,
    /// What to do next.
    pub hint: Hint,
    /// Which solution it is, when the board is solved.
    pub verdict: Option<Verdict>,
}

/// A chunk of a count: each subproblem's result, so the page can checkpoint them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counted {
    /// The board size.
    pub n: usize,
    /// (index, result) for every subproblem of the chunk.
    pub parts: Vec<(usize, PartCount)>,
}

/// The fundamental solutions of n, as the gallery shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Classes {
    /// The board size.
    pub n: usize,
    /// Every class, sorted by canonical solution.
    pub classes: Vec<Class>,
}

/// One solution of a huge board, timed and verified.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HugeBoard {
    /// The board size.
    pub n: usize,
    /// How it was found.
    pub algorithm: Algorithm,
    /// The seed of a local search.
    pub seed: u64,
    /// Milliseconds to find it, and to verify it.
    pub solve_ms: f64,
    /// Of `solve_ms`, the greedy start of a local search (the rest is repairs).
    pub start_ms: f64,
    /// Milliseconds of the independent O(n) check.
    pub verify_ms: f64,
    /// The independent check's verdict: `None` when valid.
    pub flaw: Option<Flaw>,
    /// Restarts of the local search.
    pub restarts: u32,
    /// Swaps made by the local search.
    pub swaps: u64,
    /// `rows[col]`: up to ten million rows, which encoding would copy twice, so they
    /// travel as a transferred `Uint32Array` beside the message (see `entry` and `client`).
    #[serde(skip)]
    pub rows: Vec<u32>,
}

/// Model 1 solved, timed in the worker.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Modelled {
    /// The board size.
    pub n: usize,
    /// The placement, the nodes and the pivots.
    pub run: MilpRun,
    /// Milliseconds the solve took.
    pub ms: f64,
}

/// The solutions through one square.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Through {
    /// The board size.
    pub n: usize,
    /// The square.
    pub square: Square,
    /// How many solutions have a queen there (exact).
    pub count: u64,
    /// The first of them (at most a few hundred), in lexicographic order.
    pub solutions: Vec<Solution>,
    /// For n = 8, the same listing in the contest's format (UVa 750).
    pub contest: Option<String>,
}

/// Declares [`JobResult`] and, for each kind, its [`JobOutput`] number, from one list:
/// the numbers a page's decoder expects are the enum's own order, which postcard writes.
macro_rules! job_results {
    ($( $(#[$doc:meta])* $variant:ident($ty:ty), )*) => {
        /// What a finished job returns.
        #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
        pub enum JobResult {
            $( $(#[$doc])* $variant($ty), )*
        }
        job_results!(@numbered 0; $( $variant($ty), )*);
    };
    (@numbered $index:expr; ) => {};
    (@numbered $index:expr; $variant:ident($ty:ty), $( $rest:ident($rest_ty:ty), )*) => {
        impl JobOutput for $ty {
            const VARIANT: u32 = $index;
        }

        impl TryFrom<JobResult> for $ty {
            type Error = JobResult;

            fn try_from(result: JobResult) -> Result<$ty, JobResult> {
                match result {
                    JobResult::$variant(output) => Ok(output),
                    other => Err(other),
                }
            }
        }

        impl From<$ty> for JobResult {
            fn from(output: $ty) -> JobResult {
                JobResult::$variant(output)
            }
        }

        job_results!(@numbered $index + 1; $( $rest($rest_ty), )*);
    };
}

job_results! {
    /// The subproblem list of a count.
    Listed(ListId),
    /// A chunk of a count.
    Counted(Counted),
    /// The classes of n.
    Classes(Classes),
    /// A position's analysis.
    Analysed(Analysis),
    /// A huge board.
    Huge(HugeBoard),
    /// The solutions through a square.
    Through(Through),
    /// A search's figures.
    Figures(SearchFigures),
    /// Model 1 solved.
    Modelled(Modelled),
    /// A variant's figure and a checked example.
    Variant(Solved),
    /// A variant's placements in classes.
    VariantClasses(VariantClasses),
    /// A variant's search, step by step.
    Walked(Walk),
}

/// One kind of [`JobResult`], the one a page's job hook asks for (`use_job::<Analysis>()`).
pub trait JobOutput:
    TryFrom<JobResult, Error = JobResult> + Into<JobResult> + DeserializeOwned
{
    /// Its variant's number in [`JobResult`], as it travels.
    const VARIANT: u32;
}

/// A [`JobResult`] read by a client that expects one kind `T`, and refuses any other as
/// malformed. A page's decoder then holds the code for its own results only: one decoder
/// for every kind took 18 KB of the wasm that every page loads.
#[derive(Debug)]
pub struct Only<T>(pub T);

impl<'de, T: JobOutput> Deserialize<'de> for Only<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Only<T>, D::Error> {
        struct Expect<T>(PhantomData<T>);

        impl<'de, T: JobOutput> Visitor<'de> for Expect<T> {
            type Value = Only<T>;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "result kind {}", T::VARIANT)
            }

            fn visit_enum<A: EnumAccess<'de>>(self, data: A) -> Result<Only<T>, A::Error> {
                let (kind, content) = data.variant::<u32>()?;
                if kind != T::VARIANT {
                    return Err(de::Error::invalid_value(
                        Unexpected::Unsigned(kind.into()),
                        &self,
                    ));
                }
                content.newtype_variant::<T>().map(Only)
            }
        }

        deserializer.deserialize_enum("JobResult", &[], Expect(PhantomData))
    }
}

impl<T: JobOutput> From<Only<T>> for JobResult {
    fn from(only: Only<T>) -> JobResult {
        only.0.into()
    }
}

/// What a client never receives: a job client gets no animation events, an animation
/// no job result. Nothing decodes as it, so such a message is malformed, and the
/// client's decoder holds no code for the other kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Never {}

impl<'de> Deserialize<'de> for Never {
    fn deserialize<D: Deserializer<'de>>(_: D) -> Result<Never, D::Error> {
        Err(de::Error::custom("a message this client never receives"))
    }
}

impl From<Never> for JobResult {
    fn from(never: Never) -> JobResult {
        match never {}
    }
}

impl From<Never> for AnimationReply {
    fn from(never: Never) -> AnimationReply {
        match never {}
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
    /// Run the loops of `WarmUp` once on a small board (no reply); see `entry::warm_up`.
    WarmUp(WarmUp),
}

/// Which hot loops a new worker runs once before its first job.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum WarmUp {
    /// The counting loops (Q(15), about 0.3 s).
    Counting,
    /// The local search's greedy start and repairs (20,000 queens, a few milliseconds).
    LocalSearch,
}

/// Worker → page. A worker sends every kind of result and animation reply; each client
/// reads its messages with the result `R` and the replies `A` it expects (see
/// [`decode`]), and the [`FromWorker`] it gets has the defaults again.
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

impl<R: Into<JobResult>, A: Into<AnimationReply>> FromWorker<R, A> {
    /// The same message with the one result and reply types every client handles.
    fn widen(self) -> FromWorker {
        match self {
            FromWorker::Ready => FromWorker::Ready,
            FromWorker::Progress {
                run,
                done,
                total,
                nodes,
            } => FromWorker::Progress {
                run,
                done,
                total,
                nodes,
            },
            FromWorker::Done { run, result } => FromWorker::Done {
                run,
                result: result.into(),
            },
            FromWorker::Failed { run, failure } => FromWorker::Failed { run, failure },
            FromWorker::Animation { run, reply } => FromWorker::Animation {
                run,
                reply: reply.into(),
            },
        }
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

/// Writes a message. Every message type serializes (no maps with non-string keys, no
/// unknown lengths), so this cannot fail; an empty message would be refused on arrival.
fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// How a client reads its workers' messages: [`decode`] with the kinds it expects.
pub type Decoder = fn(&[u8]) -> Result<FromWorker, Failure>;

/// Reads a worker's message whose result is an `R` and whose animation replies are `A`s
/// (a job client: `decode::<Only<Analysis>, Never>`); anything else is a protocol failure.
pub fn decode<R, A>(bytes: &[u8]) -> Result<FromWorker, Failure>
where
    R: DeserializeOwned + Into<JobResult>,
    A: DeserializeOwned + Into<AnimationReply>,
{
    parse::<FromWorker<R, A>>(bytes).map(FromWorker::widen)
}

/// Reads a message; a malformed one is a protocol failure.
pub fn parse<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<T, Failure> {
    postcard::from_bytes(bytes).map_err(|e| Failure::Protocol(format!("malformed message: {e}")))
}

#[cfg(test)]
mod tests;
