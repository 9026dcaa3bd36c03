//! The command line's grammar: every subcommand and its options, read by clap into the
//! core's own types (an algorithm, a piece, a level and a format by their ids).

use clap::builder::TypedValueParser;
use clap::{Parser, Subcommand, ValueEnum};
use nqueens_code::Exercise;
use nqueens_core::model::Format;
use nqueens_core::puzzle::Level;
use nqueens_core::search::Algorithm;
use nqueens_core::variants::Piece;
use std::path::PathBuf;

#[derive(Parser)]
#[command(
    name = "nqueens",
    version,
    about = "The N-Queens problem: count, list, search, check."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Count all solutions Q(n) (first line) and, with --fundamental, the classes (second line).
    Count {
        /// Board size, 1 to 23.
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
        #[arg(long, value_name = "I/K", value_parser = crate::counting::parse_shard)]
        shard: Option<nqueens_core::count::Shard>,
        /// Print the half-boards built, the time, the rate, the memory (what the
        /// count's tables need at most, and the process's peak), and the instructions
        /// the count ran with (x86-64-v3 where the processor has them) on stderr.
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
    /// One solution by local search (Sosič and Gu's queen swaps, QS4), verified independently.
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
    /// Queens, the region puzzle: generate, count, grade and solve layouts (n lines of
    /// n letters, one letter a region).
    Queens {
        #[command(subcommand)]
        command: crate::queens::QueensCommand,
    },
    /// Read a placement from stdin and say whether it is a solution.
    Check,
    /// The contest problem UVa 750 (stdin to stdout, rows counted from the top).
    Uva750,
    /// Run a solver written in Rhai (the language of the site's /code page) and check
    /// it against the core: its solutions, Q(n), and the textbook search's effort.
    Run {
        /// The program (`-` for stdin).
        file: PathBuf,
        /// Board size, 1 to 12.
        #[arg(short, default_value_t = 8)]
        n: u32,
        /// Check the program as this exercise instead (own-safe, first-solution,
        /// count-all, mirror, permutations, bitmasks).
        #[arg(long, value_parser = exercise_arg())]
        exercise: Option<Exercise>,
    },
}

/// Reads an exercise by its id.
fn exercise_arg() -> impl TypedValueParser<Value = Exercise> {
    clap::builder::PossibleValuesParser::new(Exercise::ALL.map(Exercise::id))
        .try_map(|id: String| Exercise::from_id(&id).ok_or("unknown exercise"))
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
pub enum GoalArg {
    First,
    All,
}

/// A refusal of the arguments as one line, as every error of the CLI is. clap's message
/// runs over several lines: its first paragraph says what is wrong, and may end in a
/// list ("the following required arguments were not provided:" then `<N>` below), so
/// that paragraph is joined, and the usage that follows is left to `--help`. With no
/// command at all, the line names the commands.
pub fn error_line(error: &clap::Error) -> String {
    use clap::error::ErrorKind;
    use clap::CommandFactory;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand
    ) {
        let cli = Cli::command();
        let names: Vec<&str> = cli
            .get_subcommands()
            .map(|c| c.get_name())
            .filter(|&name| name != "help")
            .collect();
        return format!(
            "a command is needed, one of: {} (`nqueens --help` says what each does)",
            names.join(", ")
        );
    }
    let text = error.render().to_string();
    let paragraph: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    let line = paragraph.join(" ");
    let line = line.strip_prefix("error: ").unwrap_or(&line);
    if line.is_empty() {
        "invalid arguments (`nqueens --help` says what each command takes)".to_string()
    } else {
        line.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(args: &[&str]) -> String {
        match Cli::try_parse_from(args) {
            Ok(_) => panic!("{args:?} was accepted"),
            Err(e) => error_line(&e),
        }
    }

    #[test]
    fn a_refusal_is_one_line_that_says_what_is_wrong() {
        for (args, says) in [
            (
                &["nqueens", "count"][..],
                "required arguments were not provided: <N>",
            ),
            (&["nqueens"][..], "a command is needed, one of: count, max,"),
            (
                &["nqueens", "solve", "8"][..],
                "unrecognized subcommand 'solve'",
            ),
            (
                &["nqueens", "count", "abc"][..],
                "invalid value 'abc' for '<N>'",
            ),
            (
                &["nqueens", "count", "8", "--jobs", "0"][..],
                "0 is not in 1..=256",
            ),
        ] {
            let line = refusal(args);
            assert!(line.contains(says), "{args:?}: {line}");
            assert!(!line.contains('\n'), "{args:?}: {line}");
            assert!(!line.starts_with("error"), "{args:?}: {line}");
        }
    }
}
