//! Runs a learner's program against a board, recording its trace.
//!
//! The engine is Rhai's raw engine with only what a solver needs: integers, logic,
//! strings, ranges, bit fields, and the array functions of [`crate::arrays`]. The board API reaches a shared [`State`];
//! the debugger, stepping into every node, sees each entry to the learner's functions
//! (their arguments are in its call stack) and each return.

use crate::diagnostic::{Diagnostic, Problem};
use crate::trace::{Action, Frame, Trace, Variable};
use crate::Board;
use diagnose::{stopped, syntax, too_deep};
use rhai::debugger::{DebuggerCommand, DebuggerEvent};
use rhai::packages::{BitFieldPackage, CorePackage, LogicPackage, Package};
use rhai::{Dynamic, Engine, EvalAltResult, NativeCallContext, Position, Scope};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use variables::{board_calls, BeforeCall};

mod diagnose;
mod variables;

/// The largest board a traced run is offered, on the page and on the command line: the
/// largest on which the plain solver (the page's first program) runs to its end within
/// the [`Limits`]. At n = 11 it takes 2,477,088 steps and 13 million operations; at
/// n = 12, 13,542,822 steps and 71 million operations (measured), over four times the
/// trace's room, a 217 MB trace, and the budget too. A size offered should run.
pub const MAX_N: u32 = 11;

/// How far a program may go before it is stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Rhai operations (about one per expression evaluated).
    pub operations: u64,
    /// Steps recorded in the trace.
    pub steps: usize,
    /// Nested calls of the learner's functions.
    pub call_levels: usize,
}

impl Default for Limits {
    /// Room for Q(11) by the plain solver (2,477,088 steps and 12.5 million operations,
    /// measured), and a stop within seconds for a loop that never ends (50 million
    /// operations of `loop {}` take 0.25 s natively, measured).
    fn default() -> Self {
        Limits {
            operations: 50_000_000,
            steps: 3_000_000,
            call_levels: 64,
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Outcome {
    /// The program ran to its end.
    Finished,
    /// The program was stopped: an error, or a limit reached.
    Stopped(Diagnostic),
}

/// A finished run: what the program did and how it ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// The board's size.
    pub n: u32,
    /// Everything it did.
    pub trace: Trace,
    /// How it ended.
    pub outcome: Outcome,
    /// Rhai operations used (the budget's unit).
    pub operations: u64,
}

/// What the board API and the debugger share while a program runs.
struct State {
    board: Board,
    trace: Trace,
    /// The learner's calls now running, as the trace has recorded them.
    depth: usize,
    /// The line of the last node the debugger saw (for `print`, which has no position).
    line: u32,
    /// A problem the board API found; the interpreter only sees a runtime error.
    problem: Option<Problem>,
    /// The innermost call of the learner's functions entered: its name, its number of
    /// arguments and its position, to name a recursion that never ends.
    innermost: Option<(String, usize, Position)>,
    steps: usize,
    /// Each set of variables in `trace.scopes`, to find its index.
    scope_ids: HashMap<Vec<Variable>, u32>,
    /// The set each frame under way had when last seen, the top level's first, and the
    /// number of variables in its scope then.
    frame_scopes: Vec<(u32, usize)>,
    /// A step whose frame's variables are still to read, at the debugger's next stop in
    /// that frame: a return to it, or a board call the debugger did not stop at.
    pending: Option<u32>,
    /// Where the source calls the board API ([`variables::board_calls`]).
    board_calls: std::collections::HashSet<(usize, usize)>,
    /// The variables read at the call of the board about to run.
    before_call: Option<BeforeCall>,
    /// The last step whose variables were read before its call.
    read_before: Option<u32>,
}

impl State {
    /// The last step recorded, as an index.
    fn last_step(&self) -> u32 {
        self.trace.steps.len().saturating_sub(1) as u32
    }

    /// Records a step of the board, made by the call at `position`.
    fn record(&mut self, action: Action, position: Position) -> Result<(), Box<EvalAltResult>> {
        let line = line_of(position);
        self.room(line)?;
        self.trace.push(action, line);
        self.made_step(position);
        Ok(())
    }

    /// Records the entry to one of the learner's calls.
    fn enter(&mut self, frame: Frame, line: u32) -> Result<(), Box<EvalAltResult>> {
        self.room(line)?;
        self.trace.enter(frame, line);
        Ok(())
    }

    /// Stops the run once the trace holds its limit: as a loop that never ends if the
    /// last tenth of the trace goes round the same steps ([`Trace::repeats`]), else as a
    /// program too large to record. The line is the last step's (a loop's line).
    fn room(&mut self, line: u32) -> Result<(), Box<EvalAltResult>> {
        if self.trace.steps.len() >= self.steps {
            let steps = self.steps;
            let (problem, line) = if self.trace.repeats(steps / 10) {
                let last = self.trace.steps.last().map_or(line, |s| s.line);
                (Problem::Repeating { steps }, last)
            } else {
                (Problem::TraceFull { steps }, 0)
            };
            let position = match line {
                0 => Position::NONE,
                line => Position::new(line as u16, 0),
            };
            return Err(self.fail(problem, position));
        }
        Ok(())
    }

    /// Keeps `problem` to report, and gives the interpreter an error to stop with, at
    /// `position` (a line 0 for none).
    fn fail(&mut self, problem: Problem, position: Position) -> Box<EvalAltResult> {
        self.problem = Some(problem);
        Box::new(EvalAltResult::ErrorRuntime(Dynamic::UNIT, position))
    }

    fn square(
        &mut self,
        col: i64,
        row: i64,
        position: Position,
    ) -> Result<nqueens_core::Square, Box<EvalAltResult>> {
        self.board
            .square(col, row)
            .ok_or_else(|| self.fail(Problem::OffBoard { col, row }, position))
    }
}

type Shared = Rc<RefCell<State>>;

fn line_of(position: Position) -> u32 {
    position.line().unwrap_or(0) as u32
}

/// Runs `source` on an n × n board within `limits`.
pub fn run(source: &str, n: u32, limits: &Limits) -> Run {
    let state = Rc::new(RefCell::new(State {
        board: Board::new(n),
        trace: Trace::default(),
        depth: 0,
        line: 0,
        problem: None,
        innermost: None,
        steps: limits.steps,
        scope_ids: HashMap::from([(Vec::new(), 0)]),
        frame_scopes: vec![(0, 0)],
        pending: None,
        board_calls: board_calls(source),
        before_call: None,
        read_before: None,
    }));
    state.borrow_mut().trace.scopes.push(Vec::new());
    let operations = Rc::new(Cell::new(0));
    let mut engine = engine(n, limits, &state);
    let counted = operations.clone();
    engine.on_progress(move |count| {
        counted.set(count);
        None
    });
    // The top level's variables, kept to tell a function's unknown variable from one it
    // cannot see.
    let mut top = Scope::new();
    let outcome = match engine.compile(source) {
        Err(error) => Outcome::Stopped(syntax(&error)),
        Ok(ast) => match engine.run_ast_with_scope(&mut top, &ast) {
            Ok(()) => Outcome::Finished,
            Err(error) => {
                let (problem, innermost, last_line) = {
                    let mut st = state.borrow_mut();
                    (st.problem.take(), st.innermost.take(), st.line)
                };
                let arities = |name: &str| {
                    ast.iter_functions()
                        .filter(|f| f.name == name)
                        .map(|f| f.params.len())
                        .collect()
                };
                Outcome::Stopped(match (&*error, problem) {
                    (EvalAltResult::ErrorStackOverflow(_), None) => {
                        too_deep(source, innermost, limits.call_levels)
                    }
                    (_, problem) => stopped(&error, problem, limits, last_line, arities, |name| {
                        top.contains(name)
                    }),
                })
            }
        },
    };
    drop(engine);
    // A board call that was the program's last leaves the top level's variables to read.
    if outcome == Outcome::Finished {
        state.borrow_mut().settle(&top);
    }
    let trace = match Rc::try_unwrap(state) {
        Ok(cell) => cell.into_inner().trace,
        Err(shared) => std::mem::take(&mut shared.borrow_mut().trace),
    };
    Run {
        n,
        trace,
        outcome,
        operations: operations.get(),
    }
}

/// The engine, with the board API bound to `state`.
// Rhai marks `on_var` and `register_debugger` as volatile through `deprecated`; they are
// not deprecated, and Cargo.lock pins the version they were checked with.
#[allow(deprecated)]
fn engine(n: u32, limits: &Limits, state: &Shared) -> Engine {
    let mut engine = Engine::new_raw();
    for package in [
        CorePackage::new().as_shared_module(),
        LogicPackage::new().as_shared_module(),
        BitFieldPackage::new().as_shared_module(),
    ] {
        engine.register_global_module(package);
    }
    crate::arrays::register(&mut engine);
    engine
        .set_max_operations(limits.operations)
        .set_max_call_levels(limits.call_levels)
        .set_max_expr_depths(64, 64);
    // `n` is readable everywhere, inside functions too, unless the program defines its own.
    engine.on_var(move |name, index, _| {
        Ok((index == 0 && name == "n").then(|| Dynamic::from(i64::from(n))))
    });

    let s = state.clone();
    engine.register_fn(
        "safe",
        move |ctx: NativeCallContext, col: i64, row: i64| -> Result<bool, Box<EvalAltResult>> {
            let position = ctx.call_position();
            let mut st = s.borrow_mut();
            let square = st.square(col, row, position)?;
            let safe = st.board.is_safe(square);
            st.record(Action::Try { square, safe }, position)?;
            Ok(safe)
        },
    );
    let s = state.clone();
    engine.register_fn(
        "place",
        move |ctx: NativeCallContext, col: i64, row: i64| -> Result<(), Box<EvalAltResult>> {
            let position = ctx.call_position();
            let mut st = s.borrow_mut();
            let square = st.square(col, row, position)?;
            if !st.board.place(square) {
                return Err(st.fail(Problem::Occupied(square), position));
            }
            st.record(Action::Place(square), position)
        },
    );
    let s = state.clone();
    engine.register_fn(
        "remove",
        move |ctx: NativeCallContext, col: i64, row: i64| -> Result<(), Box<EvalAltResult>> {
            let position = ctx.call_position();
            let mut st = s.borrow_mut();
            let square = st.square(col, row, position)?;
            if !st.board.remove(square) {
                return Err(st.fail(Problem::Empty(square), position));
            }
            st.record(Action::Remove(square), position)
        },
    );
    let s = state.clone();
    engine.register_fn(
        "solution",
        move |ctx: NativeCallContext| -> Result<(), Box<EvalAltResult>> {
            s.borrow_mut().record(Action::Solution, ctx.call_position())
        },
    );
    let s = state.clone();
    engine.on_print(move |text| {
        let mut st = s.borrow_mut();
        let line = st.line;
        st.trace.print(text.to_string(), line);
    });

    let s = state.clone();
    engine.register_debugger(
        |_, debugger| debugger,
        move |context, event, _node, _source, position| {
            let mut st = s.borrow_mut();
            // A call stopped by an error ends at its closing brace: the line the run
            // was last seen on is the error's own (a budget used up in a loop).
            let failing = matches!(event, DebuggerEvent::FunctionExitWithError(_));
            if !position.is_none() && !failing {
                st.line = line_of(position);
            }
            let stack = context.global_runtime_state().debugger().call_stack();
            match event {
                // The exiting call is still on the stack. A native function's exit (the
                // board API's, the packages') comes with its frame above the learner's.
                DebuggerEvent::FunctionExitWithValue(_)
                | DebuggerEvent::FunctionExitWithError(_) => {
                    if st.depth > 0 && stack.len() == st.depth {
                        // The learner's function ends: its scope is still the one given.
                        st.settle(context.scope());
                        st.depth -= 1;
                        let value = match event {
                            DebuggerEvent::FunctionExitWithValue(v) if !v.is_unit() => {
                                let index = st.trace.values.len() as u32;
                                st.trace.values.push(v.to_string());
                                Some(index)
                            }
                            _ => None,
                        };
                        let line = st.line;
                        st.room(line)?;
                        st.trace.push(Action::Exit(value), line);
                        st.frame_scopes.pop();
                        // The caller's variables, a value returned assigned, at its next stop.
                        st.pending = Some(st.last_step());
                    }
                }
                DebuggerEvent::Step if st.depth == stack.len() => {
                    // A stop in the running frame: what a return left is read here, and a
                    // board call about to run is read before it.
                    st.settle(context.scope());
                    st.stopped_at(position, context.scope());
                }
                _ => {
                    while st.depth < stack.len() {
                        let call = &stack[st.depth];
                        let frame = Frame {
                            function: call.fn_name.to_string(),
                            args: call.args.iter().map(|a| a.to_string()).collect(),
                        };
                        st.innermost = Some((frame.function.clone(), frame.args.len(), call.pos));
                        let line = line_of(call.pos);
                        st.enter(frame, line)?;
                        st.depth += 1;
                        // The call's own scope, its parameters, is the one given here.
                        let step = st.last_step();
                        st.saw_scope(step, context.scope(), true);
                    }
                }
            }
            Ok(DebuggerCommand::StepInto)
        },
    );
    engine
}
