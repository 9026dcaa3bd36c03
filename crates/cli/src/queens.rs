//! `queens`: the region puzzle of issue #76 on the command line. A layout is read from
//! stdin as n lines of n letters (one letter a region) and printed the same way, so
//! `nqueens queens generate 9 | nqueens queens solve` shows a puzzle's answer.

use crate::failure::Failure;
use clap::builder::TypedValueParser;
use clap::Subcommand;
use nqueens_core::queens::{count, daily, generate, solve_by_deduction, Layout, Level};
use std::io::{Read, Write};

#[derive(Subcommand)]
pub enum QueensCommand {
    /// Make a layout with exactly one answer and print it (N lines of N letters).
    Generate {
        /// Size, 4 to 16 (not with --date).
        n: Option<usize>,
        /// Seed of the random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hardest technique allowed: easy, medium, hard or expert (contradictions).
        #[arg(long, value_parser = level_arg(), default_value = "medium")]
        level: Level,
        /// The daily layout of this date (YYYY-MM-DD): its size and level follow from it.
        #[arg(long, value_name = "YYYY-MM-DD", conflicts_with_all = ["seed", "level"])]
        date: Option<String>,
        /// Also print its name, id, level and layouts tried on stderr.
        #[arg(long)]
        stats: bool,
    },
    /// Read a layout from stdin and print its number of answers (first line).
    Count {
        /// Stop counting at this many (2 proves a layout unique).
        #[arg(long)]
        cap: Option<u64>,
    },
    /// Read a layout from stdin and print its level, then the techniques its solution by
    /// deduction uses ("unsolved" when deduction stops short).
    Grade,
    /// Read a layout from stdin and print its answer: Q for a queen, the region's letter
    /// in lower case elsewhere.
    Solve,
    /// Time the counter, the generator and the engine (build with --release).
    Bench {
        /// Generated layouts whose uniqueness is timed.
        #[arg(long, default_value_t = 1000)]
        layouts: u64,
    },
}

/// Reads a level by its id.
fn level_arg() -> impl TypedValueParser<Value = Level> {
    clap::builder::PossibleValuesParser::new(Level::ALL.map(Level::id))
        .try_map(|id: String| Level::from_id(&id).ok_or("unknown level"))
}

/// Runs one `queens` subcommand.
pub fn run(command: QueensCommand, out: &mut dyn Write) -> Result<(), Failure> {
    match command {
        QueensCommand::Generate {
            n,
            seed,
            level,
            date,
            stats,
        } => run_generate(n, seed, level, date.as_deref(), stats, out),
        QueensCommand::Count { cap } => {
            let found = count(&read_layout()?, cap.unwrap_or(u64::MAX));
            writeln!(out, "{}", found.solutions)?;
            Ok(())
        }
        QueensCommand::Grade => {
            let d = solve_by_deduction(&read_layout()?);
            let level = d.level().map_or("unsolved", Level::id);
            let used: Vec<&str> = d.techniques().iter().map(|t| t.id()).collect();
            writeln!(out, "{level}\n{}\nsteps: {}", used.join(" "), d.steps.len())?;
            Ok(())
        }
        QueensCommand::Solve => {
            let layout = read_layout()?;
            let found = count(&layout, 2);
            let answer = found
                .answers
                .first()
                .ok_or_else(|| Failure::Refused("the layout has no answer".into()))?;
            if found.solutions > 1 {
                eprintln!("nqueens: the layout has more than one answer; the first found:");
            }
            write!(out, "{}", answer.draw(&layout))?;
            Ok(())
        }
        QueensCommand::Bench { layouts } => crate::queens_bench::run(layouts, out),
    }
}

fn run_generate(
    n: Option<usize>,
    seed: u64,
    level: Level,
    date: Option<&str>,
    stats: bool,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    let (n, seed, level) = match (n, date) {
        (Some(n), None) => (n, seed, level),
        (None, Some(date)) => {
            let r = daily_of(date)?;
            (r.n, r.seed, r.level)
        }
        (Some(_), Some(_)) => {
            return Err(Failure::Refused(
                "give a size or --date, not both (the date sets the size)".into(),
            ))
        }
        (None, None) => {
            return Err(Failure::Refused(
                "give a size (4 to 16) or --date YYYY-MM-DD".into(),
            ))
        }
    };
    let g = generate(n, seed, level).map_err(Failure::Queens)?;
    writeln!(out, "{}", g.layout)?;
    if stats {
        let used: Vec<&str> = g.deduction.techniques().iter().map(|t| t.id()).collect();
        eprintln!(
            "name: {n}-{}-{seed}\nid: {}\nlevel: {}\ntechniques: {}\ntries: {}",
            level.id(),
            g.layout.id(),
            level.id(),
            used.join(" "),
            g.attempts
        );
    }
    Ok(())
}

/// The daily recipe of `YYYY-MM-DD`.
fn daily_of(date: &str) -> Result<nqueens_core::queens::Recipe, Failure> {
    let bad = || Failure::Refused(format!("{date:?} is not a date like 2026-11-23"));
    let parts: Vec<&str> = date.trim().split('-').collect();
    let [y, m, d] = parts[..] else {
        return Err(bad());
    };
    let (y, m, d) = (
        y.parse().map_err(|_| bad())?,
        m.parse().map_err(|_| bad())?,
        d.parse().map_err(|_| bad())?,
    );
    daily(y, m, d).map_err(Failure::Queens)
}

/// The layout on stdin.
fn read_layout() -> Result<Layout, Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure::Refused(format!("cannot read stdin: {e}")))?;
    Layout::parse(&input).map_err(Failure::Queens)
}
