//! One deduction as the page shows it: the technique, the cells that prove it (to
//! highlight), the units it reasons about, and what it does to the board.

use super::cells::Cell;
use super::technique::Technique;
use super::units::Unit;

/// What a step does.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// A queen goes on the cell.
    Place(Cell),
    /// The cells cannot hold a queen (×), row by row.
    Clear(Vec<Cell>),
}

/// The next deduction on a board.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Step {
    /// How it is found.
    pub technique: Technique,
    /// The cells that prove it (a queen, a unit's remaining cells, the cell tried), row
    /// by row.
    pub because: Vec<Cell>,
    /// The units it reasons about: the unit with one cell left, the region and its
    /// line, the N regions then the N lines, the unit a contradiction empties.
    pub units: Vec<Unit>,
    /// What it does.
    pub action: Action,
}
