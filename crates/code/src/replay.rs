//! A run's state at any step, rebuilt by applying its steps in order: what the page's
//! player shows of a learner's program (the board, the line, the calls under way, the
//! counters and the search tree), the same way it shows /solve's searches.
//!
//! A trace names a call by its index in [`Trace::frames`], which stays in the worker;
//! a step travels to the page as a [`Played`], which carries the call itself, so the
//! page can rebuild its call stack from the steps it holds alone.

use crate::trace::{Action, Frame, Step, Trace, Variable};
use crate::Board;
use nqueens_core::search::tree::{SearchTree, MAX_TREE_N};
use nqueens_core::search::{Counters, Reason};
use nqueens_core::{Placement, Square};

/// The running frame's variables after a step that changed them.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Variables {
    /// Their names and values.
    Kept(Vec<Variable>),
    /// Too many different ones for the trace to keep.
    NotKept,
}

impl Variables {
    fn of(kept: Option<&[Variable]>) -> Variables {
        kept.map_or(Variables::NotKept, |v| Variables::Kept(v.to_vec()))
    }
}

/// A step as the page replays it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Played {
    /// A step of the board API or a print, as recorded, with the running frame's
    /// variables if they changed since its last step.
    Step(Step, Option<Variables>),
    /// One of the learner's functions was entered, with its name and arguments.
    Call {
        /// The call.
        frame: Frame,
        /// The line that made it.
        line: u32,
        /// Its variables: its parameters, by name.
        variables: Option<Variables>,
    },
    /// The innermost call returned.
    Return {
        /// Its value as the program would print it; none for `()`.
        value: Option<String>,
        /// The line it returned from.
        line: u32,
        /// The caller's variables, if they changed (a value returned assigned).
        variables: Option<Variables>,
    },
}

impl Played {
    /// Step `k` of `trace`, as the page replays it (`None` past the end).
    pub fn of(trace: &Trace, k: usize) -> Option<Played> {
        let step = *trace.steps.get(k)?;
        let variables = trace.scope_after(k).map(Variables::of);
        Some(match step.action {
            Action::Enter(index) => Played::Call {
                frame: trace
                    .frames
                    .get(index as usize)
                    .cloned()
                    .unwrap_or_default(),
                line: step.line,
                variables,
            },
            Action::Exit(value) => Played::Return {
                value: value.and_then(|i| trace.values.get(i as usize).cloned()),
                line: step.line,
                variables,
            },
            _ => Played::Step(step, variables),
        })
    }

    /// The line of the source that made the step.
    pub fn line(&self) -> u32 {
        match self {
            Played::Step(step, _) => step.line,
            Played::Call { line, .. } | Played::Return { line, .. } => *line,
        }
    }

    /// The step reports a solution.
    pub fn is_solution(&self) -> bool {
        matches!(
            self,
            Played::Step(
                Step {
                    action: Action::Solution,
                    ..
                },
                _
            )
        )
    }

    /// The step takes a queen back.
    pub fn is_removal(&self) -> bool {
        matches!(
            self,
            Played::Step(
                Step {
                    action: Action::Remove(_),
                    ..
                },
                _
            )
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
    /// The variables of the top level (first) and of each call under way, as last
    /// seen: one more than `stack`. `None`: not kept.
    pub variables: Vec<Option<Vec<Variable>>>,
    /// The call that returned at the last step, with its value (none for `()`).
    pub returned: Option<(Frame, Option<String>)>,
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
            variables: vec![Some(Vec::new())],
            returned: None,
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
        self.returned = None;
        let action = match played {
            Played::Call {
                frame, variables, ..
            } => {
                self.stack.push(frame.clone());
                self.variables.push(Some(Vec::new()));
                self.saw(variables);
                return;
            }
            Played::Return {
                value, variables, ..
            } => {
                if let Some(frame) = self.stack.pop() {
                    self.variables.pop();
                    self.returned = Some((frame, value.clone()));
                }
                self.saw(variables);
                return;
            }
            Played::Step(step, variables) => {
                self.saw(variables);
                step.action
            }
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
            // Calls and returns travel as `Played::Call` and `Played::Return`.
            Action::Enter(_) | Action::Exit(_) => {}
        }
        self.counters.depth = self.board.queens().len() as u32;
    }

    /// The running frame's variables, if the step changed them.
    fn saw(&mut self, variables: &Option<Variables>) {
        let Some(variables) = variables else {
            return;
        };
        if let Some(last) = self.variables.last_mut() {
            *last = match variables {
                Variables::Kept(v) => Some(v.clone()),
                Variables::NotKept => None,
            };
        }
    }

    /// The frames the call stack shows, the top level first, then each call under way
    /// (the last running), each with its variables as last seen. Before the first step
    /// that is the top level alone: the program's own state, not a solver's frame.
    pub fn frames(&self) -> Vec<(Option<&Frame>, Option<&[Variable]>)> {
        let calls = std::iter::once(None).chain(self.stack.iter().map(Some));
        calls
            .zip(self.variables.iter().map(|v| v.as_deref()))
            .collect()
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
