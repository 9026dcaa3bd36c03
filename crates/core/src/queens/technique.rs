//! The deduction techniques, named as players name them, easiest first, and the levels
//! they grade a layout into. A leaf: the engine, the steps and the generator all name
//! them.

/// A way to make progress on a board. The order of the variants is the order of
/// difficulty: the engine always offers the easiest that applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Technique {
    /// A queen clears its row, column, region and eight neighbours.
    QueenClears,
    /// A region, row or column has one cell left: the queen goes there.
    LastCell,
    /// A region's cells all lie in one row or column: the rest of that line is cleared.
    RegionInLine,
    /// A row's or column's cells all lie in one region: the rest of that region is cleared.
    LineInRegion,
    /// Every cell left to a unit (a domino, an L or I tromino, a T…) attacks or touches
    /// some cell: that cell is cleared, whichever option takes the queen.
    EveryOptionTouches,
    /// N regions lie inside N lines: their queens fill those lines, whose other cells
    /// are cleared.
    RegionsInLines,
    /// N lines lie inside N regions: their queens fill those regions, whose other cells
    /// are cleared.
    LinesInRegions,
    /// A queen on the cell would leave some unit with no cell: the cell is cleared.
    Contradiction,
    /// A queen on the cell would force another queen (a unit with one cell left), and
    /// the two would leave some unit with no cell: the cell is cleared.
    TwoStepContradiction,
}

impl Technique {
    /// Every technique, easiest first.
    pub const ALL: [Technique; 9] = [
        Technique::QueenClears,
        Technique::LastCell,
        Technique::RegionInLine,
        Technique::LineInRegion,
        Technique::EveryOptionTouches,
        Technique::RegionsInLines,
        Technique::LinesInRegions,
        Technique::Contradiction,
        Technique::TwoStepContradiction,
    ];

    /// The id on the command line and in messages.
    pub fn id(self) -> &'static str {
        match self {
            Technique::QueenClears => "queen-clears",
            Technique::LastCell => "last-cell",
            Technique::RegionInLine => "region-in-line",
            Technique::LineInRegion => "line-in-region",
            Technique::EveryOptionTouches => "every-option-touches",
            Technique::RegionsInLines => "regions-in-lines",
            Technique::LinesInRegions => "lines-in-regions",
            Technique::Contradiction => "contradiction",
            Technique::TwoStepContradiction => "two-step-contradiction",
        }
    }

    /// The level of a layout whose hardest step is this technique.
    pub fn level(self) -> Level {
        match self {
            Technique::QueenClears
            | Technique::LastCell
            | Technique::RegionInLine
            | Technique::LineInRegion => Level::Easy,
            Technique::EveryOptionTouches => Level::Medium,
            Technique::RegionsInLines | Technique::LinesInRegions => Level::Hard,
            Technique::Contradiction | Technique::TwoStepContradiction => Level::Expert,
        }
    }
}

/// How hard a layout is: the level of the hardest technique its solution by deduction
/// needs. Every level below Expert is solved without trying a queen to see what breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// Lines and regions confined to one another, and last cells.
    Easy,
    /// Also the cells every option of a unit touches (small shapes).
    Medium,
    /// Also N regions inside N lines, and N lines inside N regions.
    Hard,
    /// Also contradictions: a queen tried on a cell breaks a unit, one or two steps on.
    Expert,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The id on the command line and in puzzle names.
    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// The level of an id.
    pub fn from_id(id: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == id)
    }
}
