//! What the last step did, as the page highlights and words it: the square in focus and
//! why, a refused square's attacker, branch and bound's expansion, a local move.

use crate::search::Reason;
use crate::{Placement, Square};

/// What the last step did to a square, and why: the highlighted square and the
/// sentence the page says for the step both come from it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Focus {
    /// The square is being considered for the next queen.
    Trying(Square),
    /// The square was refused: a queen attacks it.
    Rejected(Rejection),
    /// The square was safe and a queen now stands on it.
    Placed(Square),
    /// The queen on the square was taken back.
    Removed {
        /// Where it stood.
        square: Square,
        /// Taken back to look for more solutions after one was found (otherwise
        /// nothing beyond it could be completed).
        after_solution: bool,
    },
}

/// A refused square: which line is taken, by which queen, and where the search looks
/// next ("d5 is attacked along the / diagonal by b3 — try d6").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rejection {
    /// The square refused.
    pub square: Square,
    /// The line it shares with a queen.
    pub reason: Reason,
    /// That queen.
    pub by: Option<Square>,
    /// The square tried next in the same column, or `None` when the column is used up
    /// and the search goes back.
    pub next: Option<Square>,
}

impl Focus {
    /// The square under test: being tried, or just refused. The running call of a
    /// recursive search is at it; a placed or removed queen is not under test.
    pub fn tried(&self) -> Option<Square> {
        match *self {
            Focus::Trying(sq) => Some(sq),
            Focus::Rejected(r) => Some(r.square),
            Focus::Placed(_) | Focus::Removed { .. } => None,
        }
    }

    /// The square highlighted on the board: none once a queen is taken back.
    pub fn square(&self) -> Option<Square> {
        match *self {
            Focus::Trying(sq) | Focus::Placed(sq) => Some(sq),
            Focus::Rejected(r) => Some(r.square),
            Focus::Removed { .. } => None,
        }
    }
}

/// Branch and bound's last expansion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Expanded {
    /// The node taken from the frontier.
    pub node: Placement,
    /// Its safe children, put in the frontier.
    pub children: u32,
    /// Open nodes after that.
    pub frontier: u32,
}

/// The queens a local search's move touched.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Moved {
    /// One column.
    pub a: u32,
    /// The other (the same for a move of one queen).
    pub b: u32,
    /// The move was made (false: refused, or no helpful partner).
    pub kept: bool,
}
