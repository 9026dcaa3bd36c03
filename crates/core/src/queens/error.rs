//! What can go wrong with a Queens layout. It imports only the levels (a leaf), so every
//! file of the module can return it. Each variant carries the facts, not a sentence:
//! the page words them in its two languages, and `Display` is the command line's English.

use super::technique::Level;
use std::fmt;

/// Why a layout, an id or a generated puzzle was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum QueensError {
    /// No line with a letter was given.
    Empty,
    /// The grid is smaller or larger than the module handles.
    SizeOutOfRange {
        /// The size given (the number of lines of a layout).
        n: usize,
        /// The smallest size supported.
        min: usize,
        /// The largest size supported.
        max: usize,
    },
    /// A line does not hold n cells (the grid is not square).
    Ragged {
        /// The line, 1-based.
        row: usize,
        /// The cells it holds.
        cells: usize,
        /// The number of lines, which every line must match.
        n: usize,
    },
    /// A cell is not a letter.
    NotALetter {
        /// The line, 1-based.
        row: usize,
        /// The cell in its line, 1-based.
        col: usize,
        /// What was there.
        found: char,
    },
    /// An n×n grid must have exactly n regions.
    RegionCount {
        /// The distinct regions found.
        found: usize,
        /// The size of the grid.
        n: usize,
    },
    /// A region is in two or more pieces (regions are joined by edges, not corners).
    SplitRegion {
        /// The region's letter as printed (A for the first).
        region: char,
    },
    /// A layout id that no layout writes.
    BadId {
        /// Its first 40 characters.
        id: String,
    },
    /// A generated puzzle's name that is not `size-level-seed`.
    BadRecipe {
        /// Its first 40 characters.
        text: String,
    },
    /// A date that does not exist (or out of the years the daily puzzle names).
    BadDate {
        /// The year.
        year: i32,
        /// The month, 1 to 12.
        month: u32,
        /// The day of the month.
        day: u32,
    },
    /// The generator tried its bounded number of layouts and none had the level asked.
    GaveUp {
        /// The size asked.
        n: usize,
        /// The level asked.
        level: Level,
        /// The layouts tried.
        attempts: u32,
    },
}

impl fmt::Display for QueensError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            QueensError::Empty => f.write_str("the layout is empty"),
            QueensError::SizeOutOfRange { n, min, max } => {
                write!(f, "a layout is {min}×{min} to {max}×{max}, not {n}×{n}")
            }
            QueensError::Ragged { row, cells, n } => {
                write!(
                    f,
                    "line {row} has {cells} cells, not {n} like the number of lines"
                )
            }
            QueensError::NotALetter { row, col, found } => {
                write!(
                    f,
                    "line {row}, cell {col}: {found:?} is not a region letter"
                )
            }
            QueensError::RegionCount { found, n } => {
                write!(f, "a {n}×{n} layout has {n} regions, not {found}")
            }
            QueensError::SplitRegion { region } => {
                write!(f, "region {region} is in more than one piece")
            }
            QueensError::BadId { id } => write!(f, "{id:?} is not a layout id"),
            QueensError::BadRecipe { text } => {
                write!(f, "{text:?} is not a puzzle name like 9-hard-42")
            }
            QueensError::BadDate { year, month, day } => {
                write!(
                    f,
                    "{year:04}-{month:02}-{day:02} is not a date of the daily puzzle"
                )
            }
            QueensError::GaveUp { n, level, attempts } => write!(
                f,
                "no {} {n}×{n} layout in {attempts} tries (try another seed or level)",
                level.id()
            ),
        }
    }
}

impl std::error::Error for QueensError {}
