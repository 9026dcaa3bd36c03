//! The programs behind the chapters' Parsons problems, each kept beside its listing as
//! a Rhai program that runs, so that what a chapter teaches is a program and not a
//! sketch of one.
//!
//! A line of a program that stands for a line of the listing ends in `// [k]`, k
//! counting the listing's lines from 1. The tests hold each program to its listing:
//! - every line of the listing has its line in the program, in the same order and at
//!   the same depth (two spaces a level in the listing, four in the program), so the
//!   order a Parsons problem accepts is the order of a program that runs;
//! - every such line runs, so no accepted order has a line that can never be reached;
//! - the program's results agree with the core's, on every placement of small boards
//!   or every size the core checks quickly.
//!
//! Rhai functions see no top-level variable: the board size comes in as `n`, and a
//! recursive search keeps its tally in `this`, the map it is called on.

use crate::i18n::Lang;
use crate::learn::parsons::{permutations, Interchangeable};
use crate::learn::words::parsons_listing;
use crate::learn::{Chapter, Program};
use nqueens_core::search::Algorithm;
use rhai::debugger::DebuggerCommand;
use rhai::{Array, Dynamic, Engine, Scope, AST};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::ops::Range;
use std::rc::Rc;

mod tests;

/// The program kept beside a Parsons problem's listing.
pub fn source(program: Program) -> Option<&'static str> {
    Some(match program {
        Program::Own(Chapter::Puzzle) => include_str!("puzzle.rhai"),
        Program::Own(Chapter::Symmetry) => include_str!("symmetry.rhai"),
        Program::Own(Chapter::Family) => include_str!("family.rhai"),
        Program::Solver(Algorithm::BruteForce) => include_str!("brute_force.rhai"),
        Program::Solver(Algorithm::Backtracking) => include_str!("backtracking.rhai"),
        Program::Solver(Algorithm::Bitmask) => include_str!("counting.rhai"),
        Program::Solver(Algorithm::BranchBoundDepthFirst) => include_str!("models.rhai"),
        Program::Solver(Algorithm::BranchBoundBreadthFirst) => {
            include_str!("models_breadth_first.rhai")
        }
        Program::Solver(Algorithm::MinConflicts) => include_str!("min_conflicts.rhai"),
        Program::Solver(Algorithm::SosicGu) => include_str!("sosic_gu.rhai"),
        Program::Own(
            Chapter::BruteForce
            | Chapter::Backtracking
            | Chapter::Counting
            | Chapter::LocalSearch
            | Chapter::Models,
        )
        | Program::Solver(
            Algorithm::Permutations
            | Algorithm::DancingLinks
            | Algorithm::SwapSearch
            | Algorithm::Construct
            | Algorithm::Heuristic
            | Algorithm::Restarts
            | Algorithm::Annealing
            | Algorithm::Genetic,
        ) => return None,
    })
}

/// The program and each reordering of it that its Parsons problem also takes
/// ([`Program::interchangeable`]), the listing's own order first: each order the check
/// takes is a program that runs.
pub fn variants(program: Program) -> Vec<String> {
    let mut all = vec![source(program).unwrap_or_default().to_string()];
    for &group in program.interchangeable() {
        all = all.iter().flat_map(|s| reorder(s, group)).collect();
    }
    all
}

/// `source` with the blocks of `group` in every order. A block is its tagged lines and
/// the lines after them that are deeper or close it (`}` at its depth); only blank
/// lines stand between blocks, and they stay where they are.
fn reorder(source: &str, group: Interchangeable) -> Vec<String> {
    let lines: Vec<&str> = source.lines().collect();
    let tags = tagged(source);
    let indent = |line: &str| line.len() - line.trim_start().len();
    let extents: Vec<Range<usize>> = group
        .0
        .iter()
        .map(|block| {
            let mine: Vec<usize> = tags
                .iter()
                .filter(|t| block.contains(&t.listing_line))
                .map(|t| t.line - 1)
                .collect();
            let (Some(&start), Some(&last)) = (mine.iter().min(), mine.iter().max()) else {
                panic!("block {block:?} has no line in the program");
            };
            let depth = indent(lines[start]);
            let mut end = last + 1;
            while let Some(line) = lines.get(end) {
                let closes = indent(line) == depth && line.trim_start().starts_with('}');
                if line.trim().is_empty() || !(indent(line) > depth || closes) {
                    break;
                }
                end += 1;
            }
            start..end
        })
        .collect();
    for pair in extents.windows(2) {
        assert!(
            lines[pair[0].end..pair[1].start]
                .iter()
                .all(|l| l.trim().is_empty()),
            "only blank lines may stand between interchangeable blocks: {pair:?}"
        );
    }
    let (Some(first), Some(last)) = (extents.first(), extents.last()) else {
        return vec![source.to_string()];
    };
    permutations(extents.len())
        .into_iter()
        .map(|order| {
            let mut out: Vec<&str> = lines[..first.start].to_vec();
            for (i, &b) in order.iter().enumerate() {
                out.extend_from_slice(&lines[extents[b].clone()]);
                if let Some(next) = extents.get(i + 1) {
                    out.extend_from_slice(&lines[extents[i].end..next.start]);
                }
            }
            out.extend_from_slice(&lines[last.end..]);
            out.join("\n")
        })
        .collect()
}

/// Every Parsons problem of every chapter.
pub fn programs() -> impl Iterator<Item = Program> {
    Chapter::ALL.into_iter().flat_map(Chapter::programs)
}

/// A line of a program that stands for a line of the listing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tagged {
    /// The listing's line, from 0.
    pub listing_line: usize,
    /// The program's line, from 1 (as Rhai counts).
    pub line: usize,
    /// Its depth: four spaces a level.
    pub depth: usize,
    /// It opens a function, whose body runs when it is called.
    pub opens_function: bool,
}

/// The lines of `source` tagged `// [k]`.
pub fn tagged(source: &str) -> Vec<Tagged> {
    source
        .lines()
        .enumerate()
        .filter_map(|(i, text)| {
            let (code, tag) = text.rsplit_once("// [")?;
            let k: usize = tag.strip_suffix(']')?.parse().ok()?;
            Some(Tagged {
                listing_line: k.checked_sub(1)?,
                line: i + 1,
                depth: (code.len() - code.trim_start().len()) / 4,
                opens_function: code.trim_start().starts_with("fn "),
            })
        })
        .collect()
}

/// The depth of a line of a listing: two spaces a level.
pub fn listing_depth(line: &str) -> usize {
    (line.len() - line.trim_start().len()) / 2
}

/// The listing a Parsons problem shows, in English (every language's matches it line
/// for line in depth).
pub fn listing(program: Program) -> Vec<&'static str> {
    parsons_listing(Lang::En, program)
}

/// A Rhai engine as the learner's runs, with `n` given.
pub struct Runner {
    engine: Engine,
    ast: AST,
    n: i64,
    /// The lines the debugger saw run, when asked to watch.
    seen: Option<Rc<RefCell<BTreeSet<usize>>>>,
}

impl Runner {
    /// Compiles `source` for the n×n board.
    pub fn new(source: &str, n: usize) -> Runner {
        let engine = engine();
        let ast = compile(&engine, source);
        Runner {
            engine,
            ast,
            n: n as i64,
            seen: None,
        }
    }

    /// Compiles `source` with a debugger that notes every line that runs.
    // Rhai marks `register_debugger` as volatile through `deprecated`; it is not.
    #[allow(deprecated)]
    pub fn watched(source: &str, n: usize) -> Runner {
        let seen = Rc::new(RefCell::new(BTreeSet::new()));
        let mut engine = engine();
        let noted = seen.clone();
        engine.register_debugger(
            |_, debugger| debugger,
            move |_, _, _, _, position| {
                if let Some(line) = position.line() {
                    noted.borrow_mut().insert(line);
                }
                Ok(DebuggerCommand::StepInto)
            },
        );
        let ast = compile(&engine, source);
        Runner {
            engine,
            ast,
            n: n as i64,
            seen: Some(seen),
        }
    }

    /// Runs the program's top level; returns its variables.
    pub fn run(&self) -> Scope<'static> {
        self.run_with(&[])
    }

    /// Runs the program's top level with `given` values (a seed, a cap) beside `n`.
    pub fn run_with(&self, given: &[(&'static str, i64)]) -> Scope<'static> {
        let mut scope = Scope::new();
        scope.push_constant("n", self.n);
        for &(name, value) in given {
            scope.push_constant(name, value);
        }
        if let Err(error) = self.engine.run_ast_with_scope(&mut scope, &self.ast) {
            panic!("the program stopped: {error}");
        }
        scope
    }

    /// Calls the program's function `name`.
    pub fn call(&self, name: &str, args: impl rhai::FuncArgs) -> Dynamic {
        let mut scope = Scope::new();
        match self
            .engine
            .call_fn::<Dynamic>(&mut scope, &self.ast, name, args)
        {
            Ok(value) => value,
            Err(error) => panic!("{name} stopped: {error}"),
        }
    }

    /// The board size.
    pub fn n(&self) -> i64 {
        self.n
    }

    /// The lines seen to run so far (only when watched).
    pub fn seen(&self) -> BTreeSet<usize> {
        self.seen
            .as_ref()
            .map(|s| s.borrow().clone())
            .unwrap_or_default()
    }
}

/// Rhai's engine, allowed the nesting of the chapters' one-line loops.
fn engine() -> Engine {
    let mut engine = Engine::new();
    engine.set_max_expr_depths(128, 128);
    engine.set_max_call_levels(64);
    // A local search that never ends fails its test instead of hanging it.
    engine.set_max_operations(200_000_000);
    engine
}

fn compile(engine: &Engine, source: &str) -> AST {
    match engine.compile(source) {
        Ok(ast) => ast,
        Err(error) => panic!("the program does not compile: {error}"),
    }
}

/// A Rhai array of whole numbers, as a vector.
pub fn numbers(value: Dynamic) -> Vec<i64> {
    value
        .into_array()
        .unwrap_or_default()
        .into_iter()
        .map(|v| v.as_int().unwrap_or(i64::MIN))
        .collect()
}

/// A Rhai array of arrays of whole numbers.
pub fn boards(value: Dynamic) -> Vec<Vec<i64>> {
    value
        .into_array()
        .unwrap_or_default()
        .into_iter()
        .map(numbers)
        .collect()
}

/// A vector of whole numbers as a Rhai array.
pub fn array(values: &[i64]) -> Array {
    values.iter().map(|&v| Dynamic::from_int(v)).collect()
}
