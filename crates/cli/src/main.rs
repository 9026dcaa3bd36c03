//! `nqueens`: the core on the command line. Output is exact, for scripts as much as
//! for people; every error is one line on stderr and exit code 2 (1 for `check` when the
//! placement is not a solution), never a panic.

use clap::Parser;
use nqueens_core::construct::verify;
use nqueens_core::enumerate::{all_solutions, solutions_through, MAX_LIST_N};
use nqueens_core::placement::code;
use nqueens_core::search::branch_bound::MAX_FRONTIER;
use nqueens_core::search::Goal;
use nqueens_core::search::{Algorithm, Heuristic, Machine, Replay, Setup, StepMachine};
use nqueens_core::variants::{Piece, Variant};
use nqueens_core::{Placement, MAX_BOARD_N};
use std::io::{Read, Write};
use std::process::ExitCode;

mod args;
mod counting;
mod failure;
mod puzzles;
mod text_io;
mod variants;

use args::{Cli, Command, GoalArg};
use failure::Failure;
use text_io::{parse_square, print_rows, read_placement};

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
