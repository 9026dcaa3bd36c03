//! The one error type of the crate: every message is a complete sentence a user can read.

use std::fmt;

/// What can go wrong when input reaches the core.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The board size is outside what the operation supports.
    SizeOutOfRange { n: usize, min: usize, max: usize },
    /// A placement string could not be read.
    Parse(String),
    /// A full placement is not a solution (two queens attack each other).
    NotASolution(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::SizeOutOfRange { n, min, max } => {
                write!(f, "board size {n} is out of range: use {min} to {max}")
            }
            Error::Parse(why) => write!(f, "cannot read the placement: {why}"),
            Error::NotASolution(why) => write!(f, "not a solution: {why}"),
        }
    }
}

impl std::error::Error for Error {}

/// Checks `min <= n <= max`.
pub fn check_size(n: usize, min: usize, max: usize) -> Result<(), Error> {
    if (min..=max).contains(&n) {
        Ok(())
    } else {
        Err(Error::SizeOutOfRange { n, min, max })
    }
}
