//! `nqueens`: the core on the command line. Output is exact, for scripts as much as
//! for people; every error is one line on stderr and exit code 2 (1 for `check` when the
//! placement is not a solution), never a panic.

use clap::{Parser, Subcommand, ValueEnum};
use nqueens_core::count::{self, Counts};
use nqueens_core::enumerate::{all_solutions, solutions_through, MAX_LIST_N};
use nqueens_core::search::{Backtracking, Candidates, Goal};
use nqueens_core::{Error, Placement, Square, MAX_SEARCH_N};
use std::io::{Read, Write};
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "nqueens",
    version,
    about = "The N-Queens problem: count, list, search, check."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count all solutions Q(n) (first line) and, with --fundamental, the classes (second line).
    Count {
        /// Board size, 1 to 32.
        n: usize,
        /// Also print the number of fundamental solutions (up to rotation and reflection).
        #[arg(long)]
        fundamental: bool,
        /// Threads sharing the count.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
        jobs: u16,
    },
    /// List every solution in lexicographic order (digits for n ≤ 9, commas above).
    List {
        /// Board size, 1 to 14.
        n: usize,
        /// Only solutions with a queen on ROW,COL (1-based, row 1 at the bottom).
        #[arg(long, value_name = "ROW,COL")]
        fixed: Option<String>,
    },
    /// The first solution found by an algorithm, and with --stats its counters.
    First {
        /// Board size, 1 to 32.
        n: usize,
        #[arg(long, value_enum, default_value_t = Algo::Backtracking)]
        algo: Algo,
        /// Print the search's counters, one `name: value` per line.
        #[arg(long)]
        stats: bool,
    },
    /// Read a placement from stdin and say whether it is a solution.
    Check,
    /// The contest problem UVa 750 (stdin to stdout, rows counted from the top).
    Uva750,
}

#[derive(Clone, Copy, ValueEnum)]
enum Algo {
    /// Every row of the next column tried against the sets (Dijkstra, Wirth).
    Backtracking,
    /// Only unused rows tried: permutations pruned by the diagonals.
    Permutations,
}

/// A failure: the message, and the exit code.
struct Failure(String, u8);

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure(e.to_string(), 2)
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            // clap's message, cut to its first line (the rest is usage help).
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("invalid arguments");
            eprintln!("nqueens: {}", first.trim_start_matches("error: "));
            return ExitCode::from(2);
        }
        Err(e) => {
            // --help and --version.
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    let mut out = std::io::stdout().lock();
    match run(cli.command, &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(message, code)) => {
            let _ = out.flush();
            eprintln!("nqueens: {message}");
            ExitCode::from(code)
        }
    }
}

fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
    let io = |e: std::io::Error| Failure(format!("cannot write the output: {e}"), 2);
    match command {
        Command::Count {
            n,
            fundamental,
            jobs,
        } => {
            let counts = count_parallel(n, jobs as usize)?;
            writeln!(out, "{}", counts.total).map_err(io)?;
            if fundamental {
                writeln!(out, "{}", counts.fundamental).map_err(io)?;
            }
        }
        Command::List { n, fixed } => {
            nqueens_core::error::check_size(n, 1, MAX_LIST_N)?;
            let solutions = match fixed {
                None => all_solutions(n)?,
                Some(text) => solutions_through(n, parse_square(&text, n)?)?,
            };
            for s in solutions {
                writeln!(out, "{}", s.to_code()).map_err(io)?;
            }
        }
        Command::First { n, algo, stats } => {
            nqueens_core::error::check_size(n, 1, MAX_SEARCH_N)?;
            let candidates = match algo {
                Algo::Backtracking => Candidates::AllRows,
                Algo::Permutations => Candidates::UnusedRows,
            };
            let (found, c) = Backtracking::new(n, candidates, Goal::First)?.run();
            match found.first() {
                Some(s) => writeln!(out, "{}", s.to_code()).map_err(io)?,
                None => writeln!(out, "no solution").map_err(io)?,
            }
            if stats {
                for (name, value) in [
                    ("tried", c.tried),
                    ("placed", c.placed),
                    ("removed", c.removed),
                    ("solutions", c.solutions),
                    ("depth", c.depth as u64),
                    ("steps", c.steps),
                ] {
                    writeln!(out, "{name}: {value}").map_err(io)?;
                }
            }
        }
        Command::Check => {
            let placement = read_placement()?;
            let attacks = placement.attacks();
            if placement.len() < placement.n() {
                return Err(Failure(
                    format!("{} of {} queens placed", placement.len(), placement.n()),
                    1,
                ));
            }
            if let Some(a) = attacks.first() {
                return Err(Failure(format!("{} attacks {}", a.from, a.to), 1));
            }
            writeln!(out, "valid").map_err(io)?;
        }
        Command::Uva750 => {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| Failure(format!("cannot read stdin: {e}"), 2))?;
            write!(out, "{}", nqueens_core::uva750::solve(&input)?).map_err(io)?;
        }
    }
    Ok(())
}

/// Counts with `jobs` threads taking subproblems from a shared index.
fn count_parallel(n: usize, jobs: usize) -> Result<Counts, Failure> {
    let parts = count::subproblems(n)?;
    let next = std::sync::atomic::AtomicUsize::new(0);
    let total: u64 = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.min(parts.len()).max(1))
            .map(|_| {
                scope.spawn(|| {
                    let mut sum = 0u64;
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(part) = parts.get(i) else { break sum };
                        sum += part.count().solutions;
                    }
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap_or(0)).sum()
    });
    let sym = count::symmetric_counts(n)?;
    Ok(Counts {
        total,
        fundamental: count::fundamental_from(n, total, sym),
    })
}

/// "ROW,COL", 1-based, row 1 at the bottom.
fn parse_square(text: &str, n: usize) -> Result<Square, Failure> {
    let bad = || {
        Failure(
            format!("--fixed wants ROW,COL with numbers from 1 to {n}, not '{text}'"),
            2,
        )
    };
    let (row, col) = text.split_once(',').ok_or_else(bad)?;
    let read = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (1..=n as u32).contains(v))
    };
    match (read(row), read(col)) {
        (Some(r), Some(c)) => Ok(Square::new(r - 1, c - 1)),
        _ => Err(bad()),
    }
}

/// A placement from stdin: a digit string, or numbers separated by spaces, commas or
/// newlines (0 for an empty column); its length is the board size.
fn read_placement() -> Result<Placement, Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure(format!("cannot read stdin: {e}"), 2))?;
    let text = input.trim();
    let cells: Vec<&str> = if text.contains([',', ' ', '\n', '\t']) {
        text.split([',', ' ', '\n', '\t', '\r'])
            .filter(|s| !s.is_empty())
            .collect()
    } else {
        text.split("").filter(|s| !s.is_empty()).collect()
    };
    if cells.is_empty() {
        return Err(Failure("no placement on stdin".to_string(), 2));
    }
    Ok(Placement::parse(&cells.join(","), cells.len())?)
}
