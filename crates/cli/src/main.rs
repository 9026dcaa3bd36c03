//! `nqueens`: the core on the command line. Output is exact, for scripts as much as
//! for people; every error is one line on stderr and exit code 2 (1 for `check` when the
//! placement is not a solution), never a panic. Each subcommand lives in a module of
//! its own; this file reads the arguments and hands them over.

use clap::Parser;
use nqueens_core::variants::{Piece, Variant};
use std::io::Write;
use std::process::ExitCode;

mod args;
mod check;
mod counting;
mod failure;
mod huge;
mod learner;
mod list;
mod model;
mod puzzles;
mod queens;
mod queens_bench;
mod search;
mod text_io;
mod variants;

use args::{Cli, Command};
use failure::Failure;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            eprintln!("nqueens: {}", args::error_line(&e));
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
        Err(failure) => {
            let _ = out.flush();
            eprintln!("nqueens: {failure}");
            failure.exit_code()
        }
    }
}

/// Runs one subcommand, writing its output to `out`.
fn run(command: Command, out: &mut dyn Write) -> Result<(), Failure> {
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
            let queens_only = fundamental || jobs > 1 || checkpoint.is_some() || shard.is_some();
            variants::count(n, (torus, piece, pawns), queens_only, out)
        }
        Command::Count {
            n,
            fundamental,
            jobs,
            checkpoint,
            shard,
            stats,
            ..
        } => {
            let request = counting::CountRequest {
                n,
                fundamental,
                jobs: jobs as usize,
                checkpoint,
                shard,
                stats,
            };
            counting::run_count(request, out)
        }
        Command::Max { n, piece, dim } => {
            variants::optimum(variants::maximised(piece, dim)?, n, out)
        }
        Command::Dominate { n } => variants::optimum(Variant::Domination, n, out),
        Command::Merge { files } => counting::run_merge(&files, out),
        Command::List { n, fixed } => list::run(n, fixed, out),
        Command::First {
            n,
            algo,
            seed,
            stats,
        } => search::first(n, algo, seed, stats, out),
        Command::Replay {
            n,
            algo,
            goal,
            seed,
            steps,
            json,
        } => search::replay(n, algo, goal, seed, steps, json, out),
        Command::Construct { n, summary } => huge::construct(n, summary, out),
        Command::Local { n, seed, print } => huge::local(n, seed, print, out),
        Command::Model {
            n,
            format,
            solve,
            node_limit,
            stats,
        } => model::run(n, format, solve, node_limit, stats, out),
        Command::Puzzle {
            n,
            seed,
            level,
            date,
            stats,
        } => puzzles::run_puzzle(n, level, seed, date.as_deref(), stats, out),
        Command::Complete { n } => puzzles::run_complete(n, out),
        Command::Queens { command } => queens::run(command, out),
        Command::Check => check::check(out),
        Command::Uva750 => check::uva750(out),
        Command::Run { file, n, exercise } => learner::run(&file, n, exercise, out),
    }
}
