//! `nqueens`: the core on the command line. Output is exact, for scripts as much as
//! for people; every error is one line on stderr and exit code 2 (1 for `check` when the
//! placement is not a solution), never a panic.

use clap::builder::TypedValueParser;
use clap::{Parser, Subcommand, ValueEnum};
use nqueens_core::construct::verify;
use nqueens_core::enumerate::{all_solutions, solutions_through, MAX_LIST_N};
use nqueens_core::model::Format;
use nqueens_core::placement::code;
use nqueens_core::puzzle::Level;
use nqueens_core::search::branch_bound::MAX_FRONTIER;
use nqueens_core::search::Goal;
use nqueens_core::search::{Algorithm, Heuristic, Machine, Replay, Setup, StepMachine};
use nqueens_core::variants::{Piece, Variant};
use nqueens_core::{Error, Placement, Square, MAX_BOARD_N};
use std::io::{Read, Write};
use std::process::ExitCode;

mod counting;
mod puzzles;
mod variants;

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
        /// Keep finished subproblems in FILE and resume from it: a count stopped in any
        /// way (even kill -9) goes on where it stopped when run again with the same FILE.
        #[arg(long, value_name = "FILE")]
        checkpoint: Option<std::path::PathBuf>,
        /// Count only shard I of K (a deterministic share of the subproblems, 0 ≤ I < K)
        /// and print its report as one JSON line, for `nqueens merge`.
        #[arg(long, value_name = "I/K", value_parser = counting::parse_shard)]
        shard: Option<nqueens_core::count::Shard>,
        /// Print the nodes searched, the time and the nodes per second on stderr.
        #[arg(long)]
        stats: bool,
        /// Count on the toroidal board (rows, columns and diagonals wrap around), n ≤ 17.
        #[arg(long)]
        torus: bool,
        /// Count n pieces of another kind instead of queens: superqueen (n ≤ 16).
        #[arg(long, value_parser = piece_arg(), default_value = "queen")]
        piece: Piece,
        /// Count n + 1 queens with this many pawns blocking lines (1 is supported, n ≤ 10).
        #[arg(long, default_value_t = 0)]
        pawns: u32,
    },
    /// The most non-attacking pieces that fit on the N×N board (first line) and the
    /// number of placements that hold that many (second line).
    Max {
        /// Board size (1 to 8 for knights, 10 for bishops, queens and superqueens, 12 for
        /// rooks and kings; 1 to 4 with --dim 3).
        n: usize,
        /// The piece.
        #[arg(long, value_parser = piece_arg(), default_value = "queen")]
        piece: Piece,
        /// 3 for the N×N×N cube (queens only, moving along the 13 line directions).
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=3))]
        dim: u8,
    },
    /// The fewest queens that attack or occupy every square of the N×N board (first
    /// line), and the number of such sets (second line). N from 1 to 8.
    Dominate {
        /// Board size.
        n: usize,
    },
    /// Add up the shard reports of `count --shard` (every shard once, one program
    /// version, one n): the total, then the fundamental count.
    Merge {
        /// Files holding the reports (one JSON line each).
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
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
        /// Board size: 4 to 64 (brute force to 10, restarts to 12, heuristic to 100,000).
        n: usize,
        #[arg(long, value_parser = algorithm_arg(), default_value = "backtracking")]
        algo: Algorithm,
        /// Seed of the random choices of the seeded algorithms (same seed, same run).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print the search's counters, one `name: value` per line.
        #[arg(long)]
        stats: bool,
    },
    /// One solution without search (the list rule): the row of the queen in each
    /// column, one number per line.
    Construct {
        /// Board size: 1 or 4 to 100,000,000.
        n: usize,
        /// Print a summary (n, seconds, verified) instead of the rows.
        #[arg(long)]
        summary: bool,
    },
    /// One solution by local search (min-conflicts, Sosič–Gu), verified independently.
    Local {
        /// Board size: 1 or 4 to 100,000,000.
        n: usize,
        /// Seed of the random choices (same seed, same run).
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Print the solution (one row per line) instead of the summary.
        #[arg(long)]
        print: bool,
    },
    /// The board after the first STEPS steps of an algorithm, rebuilt from its events
    /// (what the animated solver shows at that step).
    Replay {
        /// Board size (the algorithm's range).
        n: usize,
        #[arg(long, value_parser = algorithm_arg(), default_value = "backtracking")]
        algo: Algorithm,
        #[arg(long, value_enum, default_value_t = GoalArg::All)]
        goal: GoalArg,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long)]
        steps: u64,
        /// Print, as JSON, all that the solver page shows at that step: the board, the
        /// counters, the line of code, the first solutions found, and the run's length.
        #[arg(long)]
        json: bool,
    },
    /// The paper's Model 1 (0/1 variables, rows and columns = 1, diagonals <= 1): print
    /// it for a solver, or solve it with the built-in MILP solver (microlp).
    Model {
        /// Board size, 1 to 64.
        n: usize,
        /// The file format: CPLEX LP (CPLEX, Gurobi, HiGHS, glpsol --lp), lp_solve's own
        /// LP dialect (the lp_solve program), or AMPL (also read by glpsol --math).
        #[arg(long, value_parser = format_arg(), default_value = "lp")]
        format: Format,
        /// Solve the model instead and print the placement found (as `first` does).
        #[arg(long)]
        solve: bool,
        /// With --solve: branch-and-bound nodes allowed before giving up.
        #[arg(long, default_value_t = nqueens_core::model::DEFAULT_NODE_LIMIT)]
        node_limit: u64,
        /// With --solve: print the nodes and simplex pivots, one `name: value` per line.
        #[arg(long)]
        stats: bool,
    },
    /// A puzzle with one answer: some queens given (0 for an empty column), exactly one
    /// way to complete them. The same size, level and seed give the same puzzle.
    Puzzle {
        /// Board size, 6 to 14 (not with --date).
        n: Option<usize>,
        /// Seed of the random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// How much reasoning it takes: easy (last safe squares), medium (also ruling
        /// squares out), hard (also trial and error).
        #[arg(long, value_parser = level_arg(), default_value = "medium")]
        level: Level,
        /// The daily puzzle of this date (YYYY-MM-DD), as /play?puzzle=DATE shows it.
        #[arg(long, value_name = "YYYY-MM-DD", conflicts_with_all = ["seed", "level"])]
        date: Option<String>,
        /// Also print the puzzle's id, size, level and the rules' effort on stderr.
        #[arg(long)]
        stats: bool,
    },
    /// Read a partial placement from stdin (digits, or commas above 9; 0 for an empty
    /// column) and print its number of completions, then each completion.
    Complete {
        /// Board size, 1 to 16.
        n: usize,
    },
    /// Read a placement from stdin and say whether it is a solution.
    Check,
    /// The contest problem UVa 750 (stdin to stdout, rows counted from the top).
    Uva750,
}

/// Reads an algorithm by its id (`backtracking`, `branch-bound-dfs`, …): the core's
/// own [`Algorithm`], so a new one needs no change here.
fn algorithm_arg() -> impl TypedValueParser<Value = Algorithm> {
    clap::builder::PossibleValuesParser::new(Algorithm::ALL.map(Algorithm::id))
        .try_map(|id: String| Algorithm::from_id(&id).ok_or("unknown algorithm"))
}

/// Reads a piece by its id (`queen`, `rook`, `bishop`, `king`, `knight`, `superqueen`).
fn piece_arg() -> impl TypedValueParser<Value = Piece> {
    clap::builder::PossibleValuesParser::new(Piece::ALL.map(Piece::id))
        .try_map(|id: String| Piece::from_id(&id).ok_or("unknown piece"))
}

/// Reads a puzzle level by its id (`easy`, `medium`, `hard`).
fn level_arg() -> impl TypedValueParser<Value = Level> {
    clap::builder::PossibleValuesParser::new(Level::ALL.map(Level::id))
        .try_map(|id: String| Level::from_id(&id).ok_or("unknown level"))
}

/// Reads a model format by its id (`lp`, `lp-solve`, `ampl`): the core's [`Format`].
fn format_arg() -> impl TypedValueParser<Value = Format> {
    clap::builder::PossibleValuesParser::new(Format::ALL.map(Format::id))
        .try_map(|id: String| Format::from_id(&id).ok_or("unknown format"))
}

#[derive(Clone, Copy, ValueEnum)]
enum GoalArg {
    First,
    All,
}

/// A failure: the message, and the exit code.
struct Failure(String, u8);

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure(e.to_string(), 2)
    }
}

/// Solutions the solver page lists at most (`replay --json` lists as many).
const SOLVER_PAGE_FOUND: usize = 60;

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
            torus,
            piece,
            pawns,
            n,
            fundamental,
            jobs,
            checkpoint,
            shard,
            ..
        } if torus || piece != Piece::Queen || pawns > 0 => {
            if fundamental || jobs > 1 || checkpoint.is_some() || shard.is_some() {
                return Err(Failure(
                    "--torus, --piece and --pawns count on one thread, without --fundamental, --jobs, --checkpoint or --shard".into(),
                    2,
                ));
            }
            let solved = variants::counted(torus, piece, pawns)?.solve(n)?;
            writeln!(out, "{}", solved.optimum.ways).map_err(io)?;
        }
        Command::Max { n, piece, dim } => {
            let best = variants::maximised(piece, dim)?.solve(n)?.optimum;
            writeln!(out, "{}\n{}", best.pieces, best.ways).map_err(io)?;
        }
        Command::Dominate { n } => {
            let best = Variant::Domination.solve(n)?.optimum;
            writeln!(out, "{}\n{}", best.pieces, best.ways).map_err(io)?;
        }
        Command::Count {
            n,
            fundamental,
            jobs,
            checkpoint,
            shard,
            stats,
            ..
        } => counting::run_count(
            counting::CountRequest {
                n,
                fundamental,
                jobs: jobs as usize,
                checkpoint,
                shard,
                stats,
            },
            out,
        )?,
        Command::Merge { files } => counting::run_merge(&files, out)?,
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
        Command::First {
            n,
            algo,
            seed,
            stats,
        } => {
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
                return Err(Failure(
                    format!(
                        "breadth-first search stopped: over {MAX_FRONTIER} open nodes after {} expanded, before the first solution (depth first finds it)",
                        c.expanded
                    ),
                    2,
                ));
            }
            match found {
                Some(rows) => {
                    // Checked by the core's independent verifier before it is printed.
                    if let Err(flaw) = verify(&rows) {
                        return Err(Failure(
                            format!("internal error: the search gave {flaw:?}"),
                            2,
                        ));
                    }
                    let cells: Vec<u32> = rows.iter().map(|r| r + 1).collect();
                    writeln!(out, "{}", code(&cells)).map_err(io)?
                }
                None => writeln!(out, "no solution").map_err(io)?,
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
                if algo.has_frontier() {
                    figures.push(("expanded", c.expanded));
                    figures.push(("frontier peak", c.frontier_peak));
                }
                for (name, value) in figures {
                    writeln!(out, "{name}: {value}").map_err(io)?;
                }
            }
        }
        Command::Replay {
            n,
            algo,
            goal,
            seed,
            steps,
            json,
        } => {
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
                writeln!(out, "{shown}").map_err(io)?;
            } else {
                writeln!(out, "{}", replay.placement().to_code()).map_err(io)?;
            }
        }
        Command::Construct { n, summary } => {
            let start = std::time::Instant::now();
            let rows = nqueens_core::construct::construct(n)?;
            let built = start.elapsed();
            if let Err(flaw) = nqueens_core::construct::verify(&rows) {
                return Err(Failure(
                    format!("internal error: the rule gave {flaw:?}"),
                    2,
                ));
            }
            let total = start.elapsed();
            if summary {
                writeln!(
                    out,
                    "n: {n}\nconstruct seconds: {:.4}\nverify seconds: {:.4}\nverified: yes",
                    built.as_secs_f64(),
                    (total - built).as_secs_f64()
                )
                .map_err(io)?;
            } else {
                print_rows(&rows, out).map_err(io)?;
            }
        }
        Command::Local { n, seed, print } => {
            let start = std::time::Instant::now();
            // When the (last) greedy start placed its last column: the repairs follow.
            let mut started = start.elapsed();
            let (rows, stats) = nqueens_core::search::MinConflicts::new(n, seed)?
                .solve_with_progress(u32::MAX, &mut |done| {
                    if done as usize == n {
                        started = start.elapsed();
                    }
                });
            let solved = start.elapsed();
            let verified = nqueens_core::construct::verify(&rows);
            let total = start.elapsed();
            if print {
                if let Err(flaw) = verified {
                    return Err(Failure(
                        format!("the search ended on a non-solution: {flaw:?}"),
                        2,
                    ));
                }
                print_rows(&rows, out).map_err(io)?;
            } else {
                writeln!(
                    out,
                    "n: {n}\nseed: {}\nrestarts: {}\ninitial collisions: {}\nswaps tried: {}\nswaps done: {}\nsolve seconds: {:.3}\nstart seconds: {:.3}\nrepair seconds: {:.3}\nverify seconds: {:.3}\nverified: {}",
                    stats.seed,
                    stats.restarts,
                    stats.initial_collisions,
                    stats.swaps_tried,
                    stats.swaps_done,
                    solved.as_secs_f64(),
                    started.as_secs_f64(),
                    (solved - started).as_secs_f64(),
                    (total - solved).as_secs_f64(),
                    if verified.is_ok() { "yes" } else { "NO" },
                )
                .map_err(io)?;
                if verified.is_err() {
                    return Err(Failure("the solution failed verification".to_string(), 2));
                }
            }
        }
        Command::Model {
            n,
            format,
            solve,
            node_limit,
            stats,
        } => {
            use nqueens_core::model;
            let m = model::Model::new(n)?;
            if !solve {
                write!(out, "{}", format.write(&m)).map_err(io)?;
                return Ok(());
            }
            let run = model::solve(&m, node_limit)?;
            match &run.solution {
                Some(s) => writeln!(out, "{}", s.to_code()).map_err(io)?,
                None if run.infeasible => writeln!(out, "no solution").map_err(io)?,
                None => {
                    return Err(Failure(
                        format!(
                            "the MILP solver gave up after {} branch-and-bound nodes (raise --node-limit)",
                            run.nodes
                        ),
                        2,
                    ))
                }
            }
            if stats {
                writeln!(out, "nodes: {}\npivots: {}", run.nodes, run.pivots).map_err(io)?;
            }
        }
        Command::Puzzle {
            n,
            seed,
            level,
            date,
            stats,
        } => {
            let p = puzzles::puzzle(n, level, seed, date.as_deref())?;
            writeln!(out, "{}", p.clues.to_code()).map_err(io)?;
            if stats {
                let e = p.effort;
                eprintln!(
                    "id: {}\nn: {}\nlevel: {}\nclues: {}\nlast safe squares: {}\nruled out: {}\ntried: {}",
                    p.id,
                    p.n(),
                    p.level().id(),
                    p.clues.len(),
                    e.last_safe,
                    e.ruled_out,
                    e.tried
                );
            }
        }
        Command::Complete { n } => {
            let mut input = String::new();
            std::io::stdin()
                .read_to_string(&mut input)
                .map_err(|e| Failure(format!("cannot read stdin: {e}"), 2))?;
            puzzles::complete(&Placement::parse(&input, n)?, out)?;
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

/// One 1-based row per line. Digits are written straight into a buffer (formatting
/// ten million numbers through `fmt` would take longer than finding the solution).
fn print_rows(rows: &[u32], out: &mut dyn Write) -> std::io::Result<()> {
    let mut buf = Vec::with_capacity(1 << 20);
    let mut digits = [0u8; 10];
    for &r in rows {
        let mut v = r + 1;
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        buf.extend_from_slice(&digits[i..]);
        buf.push(b'\n');
        if buf.len() > (1 << 20) - 16 {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()
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

/// A placement from stdin (see [`Placement::parse_any`]).
fn read_placement() -> Result<Placement, Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure(format!("cannot read stdin: {e}"), 2))?;
    Ok(Placement::parse_any(&input)?)
}
