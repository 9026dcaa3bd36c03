//! /queens in English.

use super::{Labels, QueensWords, Solved, Verdict};
use crate::i18n::numbers::{counted, group, list_with};
use crate::queens::game::CellState;
use crate::queens::hint::QueensHint;
use crate::ui::hint_ladder::Rung;
use nqueens_core::puzzle::Date;
use nqueens_core::queens::palette::PALETTE;
use nqueens_core::queens::{Action, Level, QueensError, Technique, Unit};

/// English.
pub struct En;

const LABELS: Labels = Labels {
    hint: "Hint",
    undo: "Undo",
    redo: "Redo",
    clear: "Clear",
    auto_x: "Auto-×: cross out what a queen rules out",
    letters: "Region letters",
    size: "Size",
    level: "Level",
    new_board: "New board",
    today: "Today's board",
    play_today: "Play today's board",
    time: "Time",
    share: "Copy the result",
    next_board: "Next board",
    making: "Making the board…",
    build_link: "Build your own board",
    build_title: "Build a Queens board",
    build_lead: "Paint n regions on an n×n grid. The page counts the answers as you paint: a good board has exactly one.",
    paint: "Region to paint",
    paste: "Or paste a layout: one line per row, one letter per region",
    use_text: "Use this layout",
    play_it: "Play this board",
    copy_link: "Copy its link",
    cap_note: "The count stops at 1\u{202f}000 answers.",
    no_hints: "Hints are off on it, and any answer counts.",
    options: "Options",
};

fn list(names: &[String]) -> String {
    list_with(names, "and")
}

/// The sentence with its first letter in capitals ("the orange region…" opens one).
pub(super) fn capitalized(sentence: &str) -> String {
    let mut chars = sentence.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

fn at(row: u8, col: u8) -> String {
    format!("row {}, column {}", row + 1, col + 1)
}

impl QueensWords for En {
    fn title(&self) -> &'static str {
        "Queens"
    }

    fn rules(&self) -> &'static str {
        "Place one queen in each row, each column and each coloured region. No two queens may touch, not even at a corner."
    }

    fn relation(&self) -> &'static str {
        "It is the eight queens' cousin: one queen to a row and a column as there, but regions take the place of the diagonals, and queens keep apart only from their neighbours. Each board here has exactly one answer, proven by the same core that counts the eight queens, and every hint is a step of reasoning, named."
    }

    fn how_to(&self) -> &'static str {
        "Press a cell once for ×, twice for a queen, a third time to clear it. Drag across cells to cross them out."
    }

    fn board_label(&self, n: usize) -> String {
        format!("Queens board, {n} by {n}")
    }

    fn cell_label(&self, row: usize, col: usize, region: &str, state: &str) -> String {
        format!("Row {row}, column {col}, {region}: {state}")
    }

    fn state_name(&self, state: CellState) -> &'static str {
        match state {
            CellState::Empty => "empty",
            CellState::Mark => "crossed out",
            CellState::Queen => "queen",
        }
    }

    fn region(&self, swatch: usize, letter: char) -> String {
        let colour = COLOURS[swatch % COLOURS.len()];
        format!("the {colour} region ({letter})")
    }

    fn unit(&self, unit: Unit, region: &str) -> String {
        match unit {
            Unit::Row(r) => format!("row {}", r + 1),
            Unit::Col(c) => format!("column {}", c + 1),
            Unit::Region(_) => region.to_string(),
        }
    }

    fn level(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    fn technique(&self, technique: Technique) -> &'static str {
        match technique {
            Technique::QueenClears => "A queen clears",
            Technique::LastCell => "Last cell",
            Technique::RegionInLine => "Region in a line",
            Technique::LineInRegion => "Line in a region",
            Technique::EveryOptionTouches => "Every option touches",
            Technique::RegionsInLines => "Regions fill lines",
            Technique::LinesInRegions => "Lines fill regions",
            Technique::Contradiction => "Contradiction",
            Technique::TwoStepContradiction => "Two-step contradiction",
        }
    }

    fn heading(&self, date: Option<Date>, n: usize, level: Option<Option<Level>>) -> String {
        let level = match level {
            None => return self.plain_heading(n),
            Some(level) => level,
        };
        let level = level.map_or("needs a guess", |l| self.level(l));
        match date {
            Some(date) => format!("Today's board, {date}: {n}×{n}, {level}"),
            None => format!("A board of {n}×{n}, {level}"),
        }
    }

    fn plain_heading(&self, n: usize) -> String {
        format!("A board of {n}×{n}")
    }

    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn progress(&self, placed: usize, n: usize, clashes: usize) -> String {
        match clashes {
            0 => format!("{placed} of {n} queens placed."),
            _ => format!(
                "{placed} of {n} queens placed. {clashes} queens clash: two share a row, a column or a region, or touch."
            ),
        }
    }

    fn solved(&self, elapsed: &str, hints: u32) -> String {
        match hints {
            0 => format!("Solved in {elapsed}, with no hints!"),
            1 => format!("Solved in {elapsed}, with 1 hint."),
            k => format!("Solved in {elapsed}, with {k} hints."),
        }
    }

    fn streak(&self, days: u32) -> String {
        match days {
            1 => "Daily streak: 1 day.".into(),
            d => format!("Daily streak: {d} days."),
        }
    }

    fn share_line(&self, solved: &Solved, elapsed: &str) -> String {
        let hints = match solved.hints {
            0 => "no hints".to_string(),
            k => counted(k.into(), "hint", "hints"),
        };
        let day = solved.date.map(|d| format!(" {d}")).unwrap_or_default();
        let n = solved.n;
        format!(
            "Queens{day} · {n}×{n} · {elapsed} · {hints}\n{}",
            solved.url
        )
    }

    fn hint(&self, hint: &QueensHint, rung: Rung, units: &[String]) -> String {
        let first = units.first().cloned().unwrap_or_default();
        let step = match hint {
            QueensHint::Solved => return "The board is solved.".into(),
            QueensHint::Mistake(cell, state) => {
                let what = match state {
                    CellState::Queen => "queen",
                    CellState::Mark | CellState::Empty => "×",
                };
                return match rung {
                    Rung::Nudge => {
                        "Something on the board is not in the answer: a queen or an ×.".into()
                    }
                    Rung::Reason => format!(
                        "The {what} at {} is wrong: the answer has {}.",
                        at(cell.row, cell.col),
                        if *state == CellState::Queen {
                            "no queen there"
                        } else {
                            "its queen there"
                        }
                    ),
                    Rung::Square => {
                        format!("The {what} at {} is taken back.", at(cell.row, cell.col))
                    }
                };
            }
            QueensHint::Reveal(cell) => {
                return match rung {
                    Rung::Nudge => "No rule of the hints settles this board by reasoning alone. Ask again for a queen of the answer.".into(),
                    Rung::Reason | Rung::Square => format!("The answer has a queen at {}.", at(cell.row, cell.col)),
                };
            }
            QueensHint::Step(step) => step,
        };
        let half = units.len() / 2;
        let reason = match step.technique {
            Technique::QueenClears => format!(
                "The queen in {first} rules out the rest of its row, its column and its region, and the cells around it."
            ),
            Technique::LastCell => format!("{first} has one cell left: its queen goes there."),
            Technique::RegionInLine => {
                let line = units.get(1).cloned().unwrap_or_default();
                format!("The cells left to {first} all lie in {line}, so the queen of {line} is the one of {first}: cross out the rest of {line}.")
            }
            Technique::LineInRegion => {
                let region = units.get(1).cloned().unwrap_or_default();
                format!("The cells left to {first} all lie in {region}, so the queen of {region} is in {first}: cross out the rest of {region}.")
            }
            Technique::EveryOptionTouches => format!(
                "Wherever {first}'s queen goes, it rules out the striped cells: cross them out."
            ),
            Technique::RegionsInLines => format!(
                "{} lie within {}: those {half} queens fill those lines, so cross out the rest of them.",
                list(&units[..half]),
                list(&units[half..])
            ),
            Technique::LinesInRegions => format!(
                "{} lie within {}: those {half} queens fill those regions, so cross out the rest of them.",
                list(&units[..half]),
                list(&units[half..])
            ),
            Technique::Contradiction => format!(
                "A queen on the striped cell would leave {first} with no cell: cross it out."
            ),
            Technique::TwoStepContradiction => format!(
                "A queen on the striped cell would force a queen in {first}, and the two would leave {} with no cell: cross it out.",
                units.get(1).cloned().unwrap_or_default()
            ),
        };
        let name = self.technique(step.technique);
        match rung {
            Rung::Nudge => match step.technique {
                Technique::RegionsInLines | Technique::LinesInRegions => {
                    format!("Look at {}.", list(&units[..half]))
                }
                _ => format!("Look at {first}."),
            },
            Rung::Reason => format!("{name}. {}", capitalized(&reason)),
            Rung::Square => match &step.action {
                Action::Place(cell) => format!("{name}. A queen at {}.", at(cell.row, cell.col)),
                Action::Clear(cells) => format!(
                    "{name}. {} crossed out.",
                    counted(cells.len() as u64, "cell", "cells")
                ),
            },
        }
    }

    fn error(&self, error: &QueensError) -> String {
        match error {
            QueensError::Empty => "The layout is empty: write one line of letters per row.".into(),
            QueensError::SizeOutOfRange { n, min, max } => {
                format!("A board of {n}×{n} is out of range: sizes go from {min} to {max}.")
            }
            QueensError::Ragged { row, cells, n } => {
                format!(
                    "Line {row} has {cells} cells, but the grid has {n} lines: it must be square."
                )
            }
            QueensError::NotALetter { row, col, found } => {
                format!("Line {row}, cell {col} holds “{found}”, not a letter.")
            }
            QueensError::RegionCount { found, n } => {
                format!("A board of {n}×{n} needs {n} regions; this one has {found}.")
            }
            QueensError::SplitRegion { region } => {
                format!("Region {region} is in more than one piece: its cells must join by their sides.")
            }
            QueensError::BadId { .. } => {
                "The address's board could not be read; here is today's.".into()
            }
            QueensError::BadRecipe { text } => {
                format!("“{text}” names no board (it should look like 9-hard-42); here is today's.")
            }
            QueensError::BadDate { year, month, day } => {
                format!("{year}-{month:02}-{day:02} is not a date the daily boards know.")
            }
            QueensError::GaveUp { n, level, attempts } => format!(
                "No {} board of {n}×{n} came out of {} tries. Try another size or level.",
                self.level(*level),
                group(u64::from(*attempts))
            ),
        }
    }

    fn verdict(&self, verdict: Verdict, level: Option<&str>) -> String {
        match verdict {
            Verdict::Counting => "Counting the answers…".into(),
            Verdict::None => "No answer: no queens can be placed by the rules.".into(),
            Verdict::One(_) => match level {
                Some(level) => format!("Exactly one answer. Level: {level}."),
                None => {
                    "Exactly one answer, but reasoning alone does not reach it: it needs a guess."
                        .into()
                }
            },
            Verdict::Many {
                found,
                complete: true,
            } => {
                format!("{} answers: a fair board has one.", group(found))
            }
            Verdict::Many {
                found,
                complete: false,
            } => {
                format!("More than {} answers.", group(found))
            }
        }
    }

    fn second_answer(&self) -> &'static str {
        "The board shows two answers: the queens of the first, and ◇ where the second differs. Move a cell between regions to break the second."
    }
}

/// The palette's colours as players name them, lower case, in the palette's order.
pub const COLOURS: [&str; PALETTE.len()] = [
    "red",
    "orange",
    "yellow",
    "lime",
    "green",
    "mint",
    "turquoise",
    "sky blue",
    "blue",
    "lavender",
    "purple",
    "pink",
    "magenta",
    "brown",
    "grey",
    "white",
];
