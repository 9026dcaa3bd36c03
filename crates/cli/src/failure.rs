//! How a subcommand fails: one line for stderr and the exit code (2 for bad input or a
//! failed run, 1 from `check` for a placement that is not a solution).

use nqueens_core::Error;

/// A failure: the message, and the exit code.
pub struct Failure(pub String, pub u8);

impl From<Error> for Failure {
    fn from(e: Error) -> Self {
        Failure(e.to_string(), 2)
    }
}
