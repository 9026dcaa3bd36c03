//! The messages between the page and its workers, shared by both binaries.
//!
//! They travel as JSON text: small, debuggable in DevTools, and typed at both ends by
//! these enums. Every message names the [`RunId`] it belongs to, so the page can drop
//! anything that arrives from a run it has already abandoned.

use nqueens_core::animation::Event;
use nqueens_core::local::LocalEvent;
use nqueens_core::search::{Reason, SearchEvent};
use nqueens_core::{Placement, Square};
use serde::{Deserialize, Serialize};

/// Identifies one run of a job; a new run gets a new id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RunId(pub u32);

/// Work a worker can do. Each job runs to completion (or is cut short by terminating
/// the worker), so a job is sized to take well under a second where progress matters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// Count the subproblems `share`, `share + shares`, `share + 2·shares`, … of Q(n):
    /// one message per worker, interleaved so that the shares take about as long.
    CountShare {
        n: usize,
        share: usize,
        shares: usize,
    },
    /// Every solution of n grouped into symmetry classes.
    Classes { n: usize },
    /// Run a search step machine to its end without drawing.
    RunSearch {
        n: usize,
        algorithm: Algorithm,
        first_only: bool,
    },
    /// The play page's live analysis of a position (`code` in the URL's form).
    Analyse { n: usize, code: String },
    /// Every solution through one square (the contest puzzle), in lexicographic order.
    Through { n: usize, row: u32, col: u32 },
    /// One solution of a huge board.
    Huge {
        n: usize,
        method: HugeMethod,
        seed: u64,
    },
}

/// How a huge board is solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HugeMethod {
    /// Min-conflicts local search (Sosič–Gu).
    MinConflicts,
    /// The constructive list rule.
    Construct,
}

/// What the hint suggests (squares 0-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintInfo {
    Place { row: u32, col: u32 },
    Remove { row: u32, col: u32, enough: bool },
    Solved,
    Impossible,
}

/// Which solution the player found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    pub canonical: String,
    /// Id of the symmetry that turns the canonical solution into this one.
    pub symmetry: String,
    pub orbit_size: usize,
    /// 1-based place in lexicographic order, and Q(n) (for n ≤ 14).
    pub rank: Option<u64>,
    pub total: Option<u64>,
    /// 1-based number of the class among all classes sorted by canonical form, and
    /// their count (for n ≤ 12, as the gallery numbers them).
    pub class_number: Option<usize>,
    pub classes: Option<usize>,
}

/// The live analysis of a position.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Analysis {
    pub n: usize,
    /// The position analysed, so the page can drop answers about older positions.
    pub code: String,
    pub completable: bool,
    /// Solutions containing these queens (counted for n ≤ 16).
    pub completions: Option<u64>,
    pub hint: HintInfo,
    pub verdict: Option<Verdict>,
}

/// The search algorithms a page can ask for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Row sets and both diagonal sets, every row of the next column tried.
    Backtracking,
    /// Only rows not yet used are tried: permutations pruned by the diagonals.
    Permutations,
}

/// One symmetry class, as the gallery shows it (solutions in their text form).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassSummary {
    pub canonical: String,
    /// `(symmetry id, solution)` for every distinct member, the canonical one first.
    pub members: Vec<(String, String)>,
    /// Ids of the symmetries that fix the class's solutions.
    pub stabilizer: Vec<String>,
    pub no_three_in_line: bool,
}

/// The counters of a finished search (the figures the literature publishes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SearchFigures {
    pub tried: u64,
    pub placed: u64,
    pub removed: u64,
    pub solutions: u64,
    pub depth: u32,
    pub steps: u64,
}

/// What a finished job returns.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum JobResult {
    Counted {
        parts: usize,
        solutions: u64,
        classes: u64,
        nodes: u64,
    },
    Classes {
        n: usize,
        classes: Vec<ClassSummary>,
    },
    Analysed(Analysis),
    Huge {
        n: usize,
        method: HugeMethod,
        seed: u64,
        solve_ms: f64,
        verify_ms: f64,
        /// The independent O(n) check's verdict: `None` when valid.
        flaw: Option<String>,
        restarts: u32,
        swaps: u64,
        /// `rows[col]`: too big for JSON, so it travels as a transferred
        /// `Uint32Array` beside the message (see `entry` and `client`).
        #[serde(skip)]
        rows: Vec<u32>,
    },
    /// An animation run to its end by `Finish`.
    Finished {
        tried: u64,
        placed: u64,
        removed: u64,
        solutions: u64,
        depth: u32,
        steps: u64,
        expanded: u64,
        frontier_peak: u64,
        /// The board at the end.
        board: String,
    },
    Through {
        n: usize,
        row: u32,
        col: u32,
        count: u64,
        /// The first solutions (at most a few hundred), in lexicographic order.
        solutions: Vec<String>,
        /// For n = 8, the same listing in the contest's format (UVa 750).
        contest: Option<String>,
    },
    Searched {
        n: usize,
        figures: SearchFigures,
        /// The first solutions found (at most a screenful), in the order found.
        solutions: Vec<String>,
        /// The queens on the board when the search stopped.
        last_board: String,
    },
}

/// Page → worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    Start {
        run: RunId,
        job: Job,
    },
    /// Set up an animation: the worker keeps the step machine between messages.
    Animate {
        run: RunId,
        setup: WireSetup,
    },
    /// The next events of the animation (at most `max`).
    More {
        run: RunId,
        max: u32,
    },
    /// Run the animation's machine to its end at full speed, without events.
    Finish {
        run: RunId,
    },
    /// Run the counting loops once on a small board (no reply); see `entry::warm_up`.
    WarmUp,
}

/// An animation's setup, as it travels.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WireSetup {
    pub n: usize,
    /// [`Algorithm::id`](nqueens_core::animation::Algorithm::id).
    pub algorithm: String,
    pub first_only: bool,
    pub seed: u64,
}

/// One animation event, as it travels (squares as (row, col), 0-based).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WireEvent {
    Try(u32, u32),
    Reject(u32, u32, u8),
    Place(u32, u32),
    Remove(u32, u32),
    Solution,
    Rotate(u8),
    Check(bool),
    Expand(String),
    LimitReached,
    Done,
    LocalPlace {
        col: u32,
        row: u32,
        from: u32,
        collisions: u64,
    },
    LocalSwap {
        a: u32,
        b: u32,
        collisions: u64,
    },
    LocalStuck {
        col: u32,
        collisions: u64,
    },
    LocalRestart(u64),
    LocalSolved,
    LocalGaveUp(u64),
    Built,
}

impl WireEvent {
    pub fn from_event(e: &Event) -> WireEvent {
        let reason = |r: Reason| match r {
            Reason::Row => 0,
            Reason::Diagonal => 1,
            Reason::AntiDiagonal => 2,
        };
        match *e {
            Event::Search(s) => match s {
                SearchEvent::Try(q) => WireEvent::Try(q.row, q.col),
                SearchEvent::Reject(q, r) => WireEvent::Reject(q.row, q.col, reason(r)),
                SearchEvent::Place(q) => WireEvent::Place(q.row, q.col),
                SearchEvent::Remove(q) => WireEvent::Remove(q.row, q.col),
                SearchEvent::Solution => WireEvent::Solution,
                SearchEvent::Rotate { from } => WireEvent::Rotate(from),
                SearchEvent::Check { valid } => WireEvent::Check(valid),
                SearchEvent::Expand(p) => WireEvent::Expand(p.to_code()),
                SearchEvent::LimitReached => WireEvent::LimitReached,
                SearchEvent::Done => WireEvent::Done,
            },
            Event::Local(l) => match l {
                LocalEvent::Place {
                    col,
                    row,
                    from,
                    collisions,
                } => WireEvent::LocalPlace {
                    col,
                    row,
                    from,
                    collisions,
                },
                LocalEvent::Swap { a, b, collisions } => WireEvent::LocalSwap { a, b, collisions },
                LocalEvent::Stuck { col, collisions } => WireEvent::LocalStuck { col, collisions },
                LocalEvent::Restart { seed } => WireEvent::LocalRestart(seed),
                LocalEvent::Solved => WireEvent::LocalSolved,
                LocalEvent::GaveUp { collisions } => WireEvent::LocalGaveUp(collisions),
            },
            Event::Built => WireEvent::Built,
        }
    }

    /// Back to the core's event (`n` reads a branch-and-bound node); `None` if malformed.
    pub fn to_event(&self, n: usize) -> Option<Event> {
        let sq = |r: u32, c: u32| Square::new(r, c);
        Some(match *self {
            WireEvent::Try(r, c) => Event::Search(SearchEvent::Try(sq(r, c))),
            WireEvent::Reject(r, c, why) => Event::Search(SearchEvent::Reject(
                sq(r, c),
                match why {
                    0 => Reason::Row,
                    1 => Reason::Diagonal,
                    _ => Reason::AntiDiagonal,
                },
            )),
            WireEvent::Place(r, c) => Event::Search(SearchEvent::Place(sq(r, c))),
            WireEvent::Remove(r, c) => Event::Search(SearchEvent::Remove(sq(r, c))),
            WireEvent::Solution => Event::Search(SearchEvent::Solution),
            WireEvent::Rotate(from) => Event::Search(SearchEvent::Rotate { from }),
            WireEvent::Check(valid) => Event::Search(SearchEvent::Check { valid }),
            WireEvent::Expand(ref code) => {
                Event::Search(SearchEvent::Expand(Placement::parse(code, n).ok()?))
            }
            WireEvent::LimitReached => Event::Search(SearchEvent::LimitReached),
            WireEvent::Done => Event::Search(SearchEvent::Done),
            WireEvent::LocalPlace {
                col,
                row,
                from,
                collisions,
            } => Event::Local(LocalEvent::Place {
                col,
                row,
                from,
                collisions,
            }),
            WireEvent::LocalSwap { a, b, collisions } => {
                Event::Local(LocalEvent::Swap { a, b, collisions })
            }
            WireEvent::LocalStuck { col, collisions } => {
                Event::Local(LocalEvent::Stuck { col, collisions })
            }
            WireEvent::LocalRestart(seed) => Event::Local(LocalEvent::Restart { seed }),
            WireEvent::LocalSolved => Event::Local(LocalEvent::Solved),
            WireEvent::LocalGaveUp(c) => Event::Local(LocalEvent::GaveUp { collisions: c }),
            WireEvent::Built => Event::Built,
        })
    }
}

/// Worker → page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// The worker's wasm has started; messages sent before this are lost.
    Ready,
    /// Part of a job is done: `done` of `total` units, with the figures so far.
    Progress {
        run: RunId,
        done: u64,
        total: u64,
        nodes: u64,
    },
    Done {
        run: RunId,
        result: JobResult,
    },
    Failed {
        run: RunId,
        message: String,
    },
    /// The next events of an animation; `finished` when the machine has no more.
    Events {
        run: RunId,
        events: Vec<WireEvent>,
        finished: bool,
    },
}

impl ToWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl FromWorker {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn run(&self) -> Option<RunId> {
        match self {
            FromWorker::Ready => None,
            FromWorker::Progress { run, .. }
            | FromWorker::Done { run, .. }
            | FromWorker::Failed { run, .. }
            | FromWorker::Events { run, .. } => Some(*run),
        }
    }
}

/// Reads a message, with an error a person can act on.
pub fn parse<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| format!("malformed worker message: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_round_trip() {
        let msg = ToWorker::Start {
            run: RunId(7),
            job: Job::CountShare {
                n: 12,
                share: 1,
                shares: 2,
            },
        };
        assert_eq!(parse::<ToWorker>(&msg.to_json()).unwrap(), msg);
        let back = FromWorker::Done {
            run: RunId(7),
            result: JobResult::Counted {
                parts: 4,
                solutions: 10,
                classes: 2,
                nodes: 99,
            },
        };
        assert_eq!(parse::<FromWorker>(&back.to_json()).unwrap(), back);
        assert!(parse::<FromWorker>("{\"Nope\":1}").is_err());
    }

    #[test]
    fn animation_events_round_trip() {
        use nqueens_core::animation::{Algorithm, Machine, Setup};
        use nqueens_core::search::Goal;
        for algorithm in Algorithm::ALL {
            let setup = Setup {
                n: 6,
                algorithm,
                goal: Goal::All,
                seed: 2,
            };
            let Ok(mut m) = Machine::new(setup) else {
                continue;
            };
            for _ in 0..2000 {
                let Some(e) = m.step() else { break };
                let wire = WireEvent::from_event(&e);
                let json = serde_json::to_string(&wire).unwrap();
                let back: WireEvent = serde_json::from_str(&json).unwrap();
                assert_eq!(back.to_event(6), Some(e), "{algorithm:?}");
            }
        }
    }
}
