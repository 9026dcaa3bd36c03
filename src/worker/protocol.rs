//! The messages between the page and its workers, shared by both binaries.
//!
//! They travel as JSON text: small, debuggable in DevTools, and typed at both ends by
//! these enums. Every message names the [`RunId`] it belongs to, so the page can drop
//! anything that arrives from a run it has already abandoned.

use serde::{Deserialize, Serialize};

/// Identifies one run of a job; a new run gets a new id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RunId(pub u32);

/// Work a worker can do. Each job runs to completion (or is cut short by terminating
/// the worker), so a job is sized to take well under a second where progress matters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Job {
    /// How many subproblems a count of Q(n) splits into.
    PlanCount { n: usize },
    /// Count the subproblems `first .. first + len` of Q(n).
    CountParts { n: usize, first: usize, len: usize },
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
    Planned {
        n: usize,
        parts: usize,
    },
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
    Start { run: RunId, job: Job },
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
            | FromWorker::Failed { run, .. } => Some(*run),
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
            job: Job::CountParts {
                n: 12,
                first: 3,
                len: 4,
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
}
