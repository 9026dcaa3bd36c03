//! `first` and `replay`: one search of the core, to its first solution or to a step.

use crate::args::GoalArg;
use crate::Failure;
use nqueens_core::construct::verify;
use nqueens_core::placement::code;
use nqueens_core::search::branch_bound::MAX_FRONTIER;
use nqueens_core::search::{Algorithm, Goal, Heuristic, Machine, Replay, Setup, StepMachine};
use nqueens_core::MAX_BOARD_N;
use std::io::Write;

/// Solutions the solver page lists at most (`replay --json` lists as many).
const SOLVER_PAGE_FOUND: usize = 60;

/// `first`: the first solution `algo` finds, checked by the core's verifier, and with
/// `stats` the search's figures.
pub fn first(
    n: usize,
    algo: Algorithm,
    seed: u64,
    stats: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let (found, c) = if algo == Algorithm::Heuristic && n > MAX_BOARD_N {
        // Wider than a placement: the same search, its rows read directly.
        let mut search = Heuristic::new(n, Goal::First, seed)?;
        search.finish();
        (search.rows(), search.counters())
    } else {
        let setup = Setup {
            n,
            algorithm: algo,
            goal: Goal::First,
            seed,
        };
        let mut machine = Machine::new(setup)?;
        let found = machine
            .first_solution()
            .map(|p| p.rows().flatten().collect());
        (found, machine.counters())
    };
    if c.frontier_peak > MAX_FRONTIER as u64 {
        return Err(Failure::Refused(format!(
                "breadth-first search stopped: over {MAX_FRONTIER} open nodes after {} expanded, before the first solution (depth first finds it)",
                c.expanded
            )));
    }
    match found {
        Some(rows) => {
            // Checked by the core's independent verifier before it is printed.
            if let Err(flaw) = verify(&rows) {
                return Err(Failure::Refused(format!(
                    "internal error: the search gave {flaw:?}"
                )));
            }
            let cells: Vec<u32> = rows.iter().map(|r| r + 1).collect();
            writeln!(out, "{}", code(&cells))?
        }
        None => writeln!(out, "no solution")?,
    }
    if stats {
        let mut figures = vec![
            ("tried", c.tried),
            ("placed", c.placed),
            ("removed", c.removed),
            ("solutions", c.solutions),
            ("depth", c.depth as u64),
            ("steps", c.steps),
        ];
        if algo.frontier().is_some() {
            figures.push(("expanded", c.expanded));
            figures.push(("frontier peak", c.frontier_peak));
        }
        for (name, value) in figures {
            writeln!(out, "{name}: {value}")?;
        }
    }
    Ok(())
}

/// `replay`: the board after `steps` steps of a search, as the solver page shows it
/// (`json`: with its counters, code line and the solutions found so far).
pub fn replay(
    n: usize,
    algo: Algorithm,
    goal: GoalArg,
    seed: u64,
    steps: u64,
    json: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let goal = match goal {
        GoalArg::First => Goal::First,
        GoalArg::All => Goal::All,
    };
    let setup = Setup {
        n,
        algorithm: algo,
        goal,
        seed,
    };
    let mut machine = Machine::new(setup)?;
    let mut replay = Replay::new(setup)?;
    let mut found = Vec::new();
    let mut step = 0u64;
    while step < steps {
        let Some(event) = machine.step() else { break };
        replay.apply(&event);
        step += 1;
        if replay.at_solution && found.len() < SOLVER_PAGE_FOUND {
            found.push(replay.placement().to_code());
        }
    }
    if json {
        let total = step + std::iter::from_fn(|| machine.step()).count() as u64;
        let shown = serde_json::json!({
            "step": step,
            "total": total,
            "board": replay.placement().to_code(),
            "counters": replay.tally.counters,
            "line": replay.line,
            "at_solution": replay.at_solution,
            "found": found,
        });
        writeln!(out, "{shown}")?;
    } else {
        writeln!(out, "{}", replay.placement().to_code())?;
    }
    Ok(())
}
