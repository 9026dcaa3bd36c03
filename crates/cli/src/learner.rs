//! `run`: a learner's Rhai solver, run on a board and checked against the core, as the
//! site's /code page does it. The program's own `print`s come first, then the verdict.

use crate::failure::Failure;
use nqueens_code::{run as run_program, Exercise, Limits, Outcome, Verdict, MAX_N};
use nqueens_core::search::Goal;
use std::io::{Read, Write};
use std::path::Path;

/// Runs the program in `file` on an n × n board, or checks it as `exercise`.
pub fn run(
    file: &Path,
    n: u32,
    exercise: Option<Exercise>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let source = read(file)?;
    let name = file.display();
    if let Some(exercise) = exercise {
        return match exercise.check(&source) {
            Ok(done) => {
                print_output(&done.trace.output, out)?;
                writeln!(out, "exercise {}: passed", exercise.id())?;
                Ok(())
            }
            Err(shortfall) => Err(Failure::NotASolution(format!(
                "exercise {}: {shortfall}",
                exercise.id()
            ))),
        };
    }
    if !(1..=MAX_N).contains(&n) {
        return Err(Failure::Refused(format!(
            "board size {n} is out of range: 1 to {MAX_N}"
        )));
    }
    let done = run_program(&source, n, &Limits::default());
    print_output(&done.trace.output, out)?;
    if let Outcome::Stopped(d) = &done.outcome {
        return Err(Failure::Refused(format!(
            "{name}:{}:{}: {}",
            d.line, d.column, d.problem
        )));
    }
    let verdict = Verdict::of(&done.trace, n);
    for (number, fault) in &verdict.faults {
        writeln!(out, "solution {number}: {fault}")?;
    }
    let expected = verdict
        .expected
        .map_or(String::new(), |q| format!(", Q({n}) = {q}"));
    writeln!(
        out,
        "{} solution(s) reported, {} correct and distinct{expected}",
        verdict.reported, verdict.correct
    )?;
    let effort = verdict.effort;
    if effort.tests_itself() {
        // Its own tests of squares never reach the board: only its placements count.
        write!(
            out,
            "{} queens placed (safe never asked: the squares it tested itself are not counted)",
            effort.placed
        )?;
    } else {
        write!(
            out,
            "{} squares tried, {} queens placed",
            effort.tried, effort.placed
        )?;
    }
    let to = |goal: Goal| match goal {
        Goal::First => "to its first solution",
        Goal::All => "to find them all",
    };
    match effort.reference {
        Some(r) if (r.counters.tried, r.counters.placed) == (effort.tried, effort.placed) => {
            writeln!(
                out,
                ": the same as the textbook backtracking {}",
                to(r.goal)
            )?
        }
        Some(r) => writeln!(
            out,
            "; the textbook backtracking tries {} and places {} {}",
            r.counters.tried,
            r.counters.placed,
            to(r.goal)
        )?,
        None => writeln!(out)?,
    }
    writeln!(
        out,
        "{} steps traced, {} operations",
        done.trace.steps.len(),
        done.operations
    )?;
    Ok(())
}

fn print_output(lines: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    for line in lines {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The program's text, from a file or stdin (`-`).
fn read(file: &Path) -> Result<String, Failure> {
    let mut source = String::new();
    let read = if file == Path::new("-") {
        std::io::stdin().read_to_string(&mut source).map(|_| ())
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_string(&mut source).map(|_| ()))
    };
    read.map_err(|e| Failure::Refused(format!("cannot read {}: {e}", file.display())))?;
    Ok(source)
}
