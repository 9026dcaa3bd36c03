//! How a subcommand fails: one line for stderr, and the exit code its kind chooses.

use nqueens_core::queens::QueensError;
use nqueens_core::Error;
use std::fmt;
use std::process::ExitCode;

/// Why a subcommand stopped.
#[derive(Debug)]
pub enum Failure {
    /// The core refused the input, or its run failed (a size out of range, a bad square).
    Core(Error),
    /// A Queens layout, id or generation was refused (a ragged grid, a split region…).
    Queens(QueensError),
    /// The arguments or the input cannot be used, or a run gave up: said in one line.
    Refused(String),
    /// The output could not be written (a closed pipe, a full disk).
    Output(std::io::Error),
    /// `check`: the placement read is not a solution. An answer rather than an error,
    /// so it exits 1, as `grep` and `diff` do for "no".
    NotASolution(String),
}

impl Failure {
    /// 1 for a placement that is not a solution, 2 for everything that went wrong.
    pub fn exit_code(&self) -> ExitCode {
        match self {
            Failure::NotASolution(_) => ExitCode::from(1),
            Failure::Core(_) | Failure::Queens(_) | Failure::Refused(_) | Failure::Output(_) => {
                ExitCode::from(2)
            }
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Failure::Core(e) => write!(f, "{e}"),
            Failure::Queens(e) => write!(f, "{e}"),
            Failure::Refused(line) | Failure::NotASolution(line) => f.write_str(line),
            Failure::Output(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure::Core(e)
    }
}

/// Writing to the output is the only I/O a `?` may pass on as it is: reading the input
/// says what it read (`cannot read stdin: …`).
impl From<std::io::Error> for Failure {
    fn from(e: std::io::Error) -> Self {
        Failure::Output(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_placement_that_is_not_a_solution_exits_1() {
        let no = Failure::NotASolution("a1 attacks b2".into());
        assert_eq!(no.exit_code(), ExitCode::from(1));
        let size = Failure::from(Error::SizeOutOfRange {
            n: 0,
            min: 1,
            max: 32,
        });
        assert_eq!(size.exit_code(), ExitCode::from(2));
        let pipe = Failure::from(std::io::Error::from(std::io::ErrorKind::BrokenPipe));
        assert!(pipe.to_string().starts_with("cannot write the output: "));
    }
}
