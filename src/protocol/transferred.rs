//! What travels beside a message's bytes rather than inside them.
//!
//! A ten-million-queen board's rows are 40 MB. Encoding them would copy them twice (into
//! the bytes and out again), so they travel as a transferred `Uint32Array`, handed over
//! without a copy, next to the message (`wire`). The field that holds them has a type of
//! its own, and [`Carries`] finds it in any message, so neither side of the wire needs to
//! know which job sent it.

use super::FromWorker;

/// Rows that travel beside the message: empty inside the bytes, filled on arrival.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transferred(pub Vec<u32>);

/// A message, or a part of one, that may hold a [`Transferred`] field.
pub trait Carries {
    /// The field, if this value has one.
    fn transferred(&mut self) -> Option<&mut Transferred> {
        None
    }
}

impl<R: Carries, A> Carries for FromWorker<R, A> {
    fn transferred(&mut self) -> Option<&mut Transferred> {
        match self {
            FromWorker::Done { result, .. } => result.transferred(),
            _ => None,
        }
    }
}
