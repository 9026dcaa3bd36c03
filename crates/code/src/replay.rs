//! A run's state at any step, rebuilt by applying its steps in order: what the page's
//! player shows of a learner's program (the board, the line, the calls under way, the
//! counters and the search tree), the same way it shows /solve's searches.
//!
//! A trace names a call by its index in [`Trace::frames`], which stays in the worker;
//! a step travels to the page as a [`Played`], which carries the call itself, so the
//! page can rebuild its call stack from the steps it holds alone.

use crate::trace::{Action, Frame, Step, Trace};
use crate::Board;
use nqueens_core::search::tree::{SearchTree, MAX_TREE_N};
use nqueens_core::search::{Counters, Reason};
use nqueens_core::{Placement, Square};

/// A step as the page replays it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Played {
    /// Any step but a call, as recorded.
    Step(Step),
    /// One of the learner's functions was entered, with its name and arguments.
    Call {
        /// The call.
        frame: Frame,
        /// The line that made it.
        line: u32,
    },
}

impl Played {
    /// Step `k` of `trace`, as the page replays it (`None` past the end).
    pub fn of(trace: &Trace, k: usize) -> Option<Played> {
        let step = *trace.steps.get(k)?;
        Some(match step.action {
            Action::Enter(index) => Played::Call {
                frame: trace
                    .frames
                    .get(index as usize)
                    .cloned()
                    .unwrap_or_default(),
                line: step.line,
            },
            _ => Played::Step(step),
        })
    }

    /// The line of the source that made the step.
    pub fn line(&self) -> u32 {
        match self {
            Played::Step(step) => step.line,
            Played::Call { line, .. } => *line,
        }
    }

    /// The step reports a solution.
    pub fn is_solution(&self) -> bool {
        matches!(
            self,
            Played::Step(Step {
                action: Action::Solution,
                ..
            })
        )
    }

    /// The step takes a queen back.
    pub fn is_removal(&self) -> bool {
        matches!(
            self,
            Played::Step(Step {
                action: Action::Remove(_),
                ..
            })
        )
    }
}

/// The program's state after some steps.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RunState {
    /// The queens on the board.
    pub board: Board,
    /// The line of the last step (0 before the first).
    pub line: u32,
    /// The learner's calls under way, the outermost first.
    pub stack: Vec<Frame>,
    /// Squares tried (`safe`), queens placed and removed, solutions reported, queens on
    /// the board (`depth`) and steps taken: the figures /solve shows for its searches.
    pub counters: Counters,
    /// The last square asked about with `safe`, and the answer, while it is the last
    /// thing the program did to the board (see [`RunState::asked`]).
    asked: Option<(Square, bool)>,
    /// Lines printed so far.
    pub printed: u32,
    /// The search tree, on boards small enough to draw it whole.
    pub tree: Option<SearchTree>,
}

impl RunState {
    /// An empty n × n board, before the program's first step.
    pub fn new(n: u32) -> RunState {
        RunState {
            board: Board::new(n),
            line: 0,
            stack: Vec::new(),
            counters: Counters::default(),
            asked: None,
            printed: 0,
            tree: (n as usize <= MAX_TREE_N).then(SearchTree::new),
        }
    }

    /// The state after one more step.
    pub fn apply(&mut self, played: &Played) {
        self.line = played.line();
        self.counters.steps += 1;
        let action = match played {
            Played::Call { frame, .. } => {
                self.stack.push(frame.clone());
                return;
            }
            Played::Step(step) => step.action,
        };
        match action {
            Action::Try { square, safe } => {
                self.counters.tried += 1;
                self.asked = Some((square, safe));
            }
            Action::Place(square) => {
                self.board.place(square);
                self.counters.placed += 1;
                self.asked = None;
                if let Some(tree) = &mut self.tree {
                    tree.grow(square);
                }
            }
            Action::Remove(square) => {
                self.board.remove(square);
                self.counters.removed += 1;
                self.asked = None;
                if let Some(tree) = &mut self.tree {
                    tree.retreat();
                }
            }
            Action::Solution => {
                self.counters.solutions += 1;
                if let Some(tree) = &mut self.tree {
                    tree.mark_solution();
                }
            }
            Action::Print(_) => self.printed += 1,
            // Calls travel as `Played::Call`; a bare one has no name to show.
            Action::Enter(_) => self.stack.push(Frame::default()),
            Action::Exit => {
                self.stack.pop();
            }
        }
        self.counters.depth = self.board.queens().len() as u32;
    }

    /// The square `safe` was last asked about, while it is the last thing the program
    /// did to the board, with the line of a queen that refuses it: `None` when it is
    /// safe, or refused only by a queen in its own file or on it.
    pub fn asked(&self) -> Option<(Square, Option<Reason>)> {
        let (square, safe) = self.asked?;
        let refusal = (!safe)
            .then(|| {
                self.board.queens().iter().find_map(|q| {
                    if q.row == square.row && q.col != square.col {
                        Some(Reason::Row)
                    } else if q.row as i64 - q.col as i64 == square.row as i64 - square.col as i64
                        && *q != square
                    {
                        Some(Reason::Diagonal)
                    } else if q.row + q.col == square.row + square.col && *q != square {
                        Some(Reason::AntiDiagonal)
                    } else {
                        None
                    }
                })
            })
            .flatten();
        Some((square, refusal))
    }

    /// The board as /solve draws it: one queen per file. Where the program put two
    /// queens in one file, the one placed last is drawn (the check names the fault).
    /// `None` only for a size the core refuses, which a run never has.
    pub fn placement(&self) -> Option<Placement> {
        let n = self.board.n() as usize;
        let mut rows = vec![None; n];
        for q in self.board.queens() {
            if let Some(row) = rows.get_mut(q.col as usize) {
                *row = Some(q.row);
            }
        }
        Placement::from_rows(&rows).ok()
    }
}
