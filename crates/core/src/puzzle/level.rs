//! How hard a puzzle is. A leaf of its own, with no import: the core's errors name a
//! level, and would otherwise depend on the puzzle module that depends on them.

/// How hard a puzzle is: the strongest rule of [`deduction`](super::deduction) it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// The last safe square of a column or row, again and again.
    Easy,
    /// Also ruling out squares that would leave a line without a safe square.
    Medium,
    /// Also trial and error.
    Hard,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The id in puzzle ids and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level of an id.
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}
