//! What a learner's program did, step by step, with the line of each step.
//!
//! A step is 16 bytes: a call's name and arguments live once in [`Trace::frames`], and
//! a printed text in [`Trace::output`], so that the 2.5 million steps of Q(11) by the
//! plain solver fit in 40 MB.

use nqueens_core::Square;

/// One thing the program did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// `safe(col, row)` was asked, and answered.
    Try {
        /// The square asked about.
        square: Square,
        /// The answer: no queen attacks it, and none stands on it.
        safe: bool,
    },
    /// `place(col, row)`.
    Place(Square),
    /// `remove(col, row)`.
    Remove(Square),
    /// `solution()`: the queens on the board are reported as a solution.
    Solution,
    /// `print(value)`: the text is `Trace::output[index]`.
    Print(u32),
    /// One of the learner's functions was entered: its call is `Trace::frames[index]`.
    Enter(u32),
    /// The innermost running function returned, with its value
    /// (`Trace::values[index]`), or none: a function that returns `()`.
    Exit(Option<u32>),
}

/// A variable of a frame, as the call stack shows it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Variable {
    /// Its name.
    pub name: String,
    /// Its value, as the program would print it (cut short past [`VALUE_CHARS`]).
    pub value: String,
}

/// The most characters of a value a trace keeps: an array of 12 rows fits.
pub const VALUE_CHARS: usize = 60;

/// The index in [`Trace::scopes`] that stands for variables not kept: a program whose
/// frames hold more different values than [`MAX_SCOPES`].
pub const NOT_KEPT: u32 = u32::MAX;

/// The most different sets of variables a trace keeps (a solver that keeps its rows in
/// an array has one per board it visits): 40 bytes each and more, kept within the
/// trace's tens of megabytes.
pub const MAX_SCOPES: usize = 100_000;

/// A step: an action and the line (from 1) of the source that made it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// What happened.
    pub action: Action,
    /// The line that did it; 0 when the position is unknown.
    pub line: u32,
}

/// A call of one of the learner's functions, as the call stack shows it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Frame {
    /// The function's name.
    pub function: String,
    /// Its arguments as the program would print them.
    pub args: Vec<String>,
}

/// Everything a run did, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Trace {
    /// The steps.
    pub steps: Vec<Step>,
    /// The calls that [`Action::Enter`] steps point to.
    pub frames: Vec<Frame>,
    /// The texts that [`Action::Print`] steps point to.
    pub output: Vec<String>,
    /// The values that [`Action::Exit`] steps point to.
    pub values: Vec<String>,
    /// Each different set of a frame's variables, once.
    pub scopes: Vec<Vec<Variable>>,
    /// The steps after which the running frame's variables changed (the top level's,
    /// or the innermost call's), with their new set: an index in `scopes`, or
    /// [`NOT_KEPT`]. In the order of the steps.
    pub scope_at: Vec<(u32, u32)>,
}

impl Trace {
    /// Records a step.
    pub(crate) fn push(&mut self, action: Action, line: u32) {
        self.steps.push(Step { action, line });
    }

    /// Records the entry to a call.
    pub(crate) fn enter(&mut self, frame: Frame, line: u32) {
        let index = self.frames.len() as u32;
        self.frames.push(frame);
        self.push(Action::Enter(index), line);
    }

    /// Records a printed text.
    pub(crate) fn print(&mut self, text: String, line: u32) {
        let index = self.output.len() as u32;
        self.output.push(text);
        self.push(Action::Print(index), line);
    }

    /// The running frame's variables after step `k`, if that step changed them:
    /// `Some(None)` when they were not kept.
    pub fn scope_after(&self, k: usize) -> Option<Option<&[Variable]>> {
        let at = self
            .scope_at
            .binary_search_by_key(&(k as u32), |&(step, _)| step)
            .ok()?;
        let index = self.scope_at[at].1;
        Some(self.scopes.get(index as usize).map(Vec::as_slice))
    }

    /// Whether the trace ends going round one stretch of steps over and over: its last
    /// `tail` steps at least (three rounds at least) repeat with one period, a round
    /// calling the same functions on the same lines, asking and changing the same squares.
    /// A round then leaves the board and the calls under way as it found them (a queen
    /// placed twice, or a call left open, would have stopped the run sooner), so nothing
    /// but the program's own variables changes: a loop that never ends, most likely, and
    /// not a search too large to record, whose steps never fall into such a rhythm.
    /// Printed text, arguments and returned values are left out of the comparison: a
    /// loop that prints a counter, or passes or returns one, is no less endless.
    pub(crate) fn repeats(&self, tail: usize) -> bool {
        let steps = &self.steps;
        let Some(last) = steps.last() else {
            return false;
        };
        let same = |a: usize, b: usize| self.same_step(&steps[a], &steps[b]);
        let end = steps.len() - 1;
        // The period is the distance to an earlier copy of the last step; the nearest
        // copies are tried, as a round may make the same step more than once.
        (0..end)
            .rev()
            .filter(|&i| self.same_step(&steps[i], last))
            .take(16)
            .map(|i| end - i)
            .take_while(|&period| period * 3 <= tail && tail + period <= steps.len())
            .any(|period| {
                (steps.len() - tail..steps.len())
                    .rev()
                    .all(|i| same(i, i - period))
            })
    }

    /// Two steps that do the same, but for the text printed and the arguments passed.
    fn same_step(&self, a: &Step, b: &Step) -> bool {
        let function = |index: u32| self.frames.get(index as usize).map(|f| &f.function);
        a.line == b.line
            && match (a.action, b.action) {
                (Action::Enter(x), Action::Enter(y)) => function(x) == function(y),
                (Action::Print(_), Action::Print(_)) => true,
                (Action::Exit(_), Action::Exit(_)) => true,
                (x, y) => x == y,
            }
    }

    /// The boards the program reported as solutions, in order.
    pub fn solutions(&self, n: u32) -> Vec<Vec<Square>> {
        let mut board = crate::Board::new(n);
        let mut found = Vec::new();
        for step in &self.steps {
            match step.action {
                Action::Place(square) => {
                    board.place(square);
                }
                Action::Remove(square) => {
                    board.remove(square);
                }
                Action::Solution => found.push(board.queens().to_vec()),
                _ => {}
            }
        }
        found
    }
}
