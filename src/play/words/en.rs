//! /play in English.

use super::SharedSolve;
use super::{Labels, PlayWords};
use crate::i18n::capitalised;
use crate::i18n::en::line_name;
use crate::i18n::en::English;
use crate::i18n::format_clock;
use crate::i18n::group;
use crate::i18n::list;
use crate::i18n::Phrases;
use crate::ui::hint_ladder::Rung;
use nqueens_core::analysis::Verdict;
use nqueens_core::completion::Hint;
use nqueens_core::dead_end::DeadEnd;
use nqueens_core::model::Line;
use nqueens_core::puzzle::Forced;
use nqueens_core::puzzle::Level;
use nqueens_core::puzzle::PuzzleHint;
use nqueens_core::puzzle::PuzzleId;
use nqueens_core::puzzle::Why;
use nqueens_core::square::file_name;
use nqueens_core::Error;
use nqueens_core::Square;
use nqueens_core::Symmetry;
use nqueens_core::Toggled;

/// English.
pub struct En;

const LABELS: Labels = Labels {
    play_title: "Place n queens so that none attacks another",
    play_intro: "Choose a square to put a queen there or take it away. A file holds one queen, so choosing another square of its file moves it.",
    undo: "Undo",
    redo: "Redo",
    show_attacks: "Show attacked squares",
    share: "Share and export",
    copy_text: "Copy as text",
    download_svg: "Download SVG",
    download_png: "Download PNG",
    contest_title: "The contest puzzle: one queen fixed",
    contest_intro: "Pick a square: every solution with a queen there is listed in lexicographic order. Choose one to load it.",
    fix_queen: "Pick a square",
    fix_queen_active: "Choose a square of the board…",
    contest_format: "In the contest's format (UVa 750: rows counted from the top)",
    keyboard_help: "Keys: arrows move, Space or Enter toggles, Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
    puzzle_keyboard_help: "Keys: arrows move, Space or Enter places or removes a queen. The dark queens are given.",
    open_in_gallery: "See its class in the gallery",
    no_solution_title: "No solution exists",
    solved: "Solved! No queen attacks another.",
    given_queen: "This queen is part of the puzzle: it stays.",
    puzzles_title: "Puzzles with one answer",
    puzzles_intro: "Some queens are given, and there is exactly one way to finish the board. Find it by reasoning: which squares are left?",
    daily_puzzle: "Today's puzzle",
    new_puzzle: "New puzzle",
    level: "Level",
    start_over: "Start over",
    free_play: "Free play",
    puzzle_facts: "Completing a placement of queens is NP-complete in general (Gent, Jefferson and Nightingale, 2017), yet any placement of at most n/60 queens can always be completed. Every puzzle here was proven by the completion counter to have exactly one completion.",
    copy_result: "Copy result",
    time_taken: "Time",
};

impl PlayWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn hint(&self, hint: Hint) -> String {
        match hint {
            Hint::Place(sq) => format!("Try a queen on {sq}: the board can still be completed."),
            Hint::Remove {
                square,
                enough,
                why,
            } => {
                let cause = match why {
                    None => {
                        "Two queens attack each other, so no solution goes through these queens."
                            .to_string()
                    }
                    Some(DeadEnd { line, ahead }) if ahead.is_empty() => {
                        format!(
                            "Dead end: {} has no safe square left, every square of it is attacked.",
                            line_name(line)
                        )
                    }
                    Some(DeadEnd { line, ahead }) => {
                        let added: Vec<Square> = ahead.queens().collect();
                        format!(
                            "No file or rank is blocked yet, but every way on runs into one: even the longest, adding {}, leaves {} with no safe square.",
                            list(&added, "and"),
                            line_name(line)
                        )
                    }
                };
                let advice = if enough {
                    format!(
                        "Take back the queen on {square}: without it, there is a solution again."
                    )
                } else {
                    format!("Take back the queen on {square} first: taking back one queen is not enough, more will have to go.")
                };
                format!("{cause} {advice}")
            }
            Hint::Solved => "Already solved!".into(),
            Hint::Impossible => "This board has no solution.".into(),
        }
    }

    fn verdict(&self, v: &Verdict) -> String {
        let rank = match (v.rank, v.total) {
            (Some(r), Some(t)) => format!(
                "Solved! This is solution {} of {} in lexicographic order",
                group(r),
                group(t)
            ),
            _ => "Solved! No queen attacks another".into(),
        };
        let canonical = v.canonical.to_code();
        let class = match (v.class_number, v.classes) {
            (Some(i), Some(c)) => format!("fundamental solution #{i} of {c} ({canonical})"),
            _ => format!("fundamental solution {canonical}"),
        };
        let how = self.symmetry_participle(v.symmetry);
        format!(
            "{rank}: {class}, {how}. Its class has {} solutions.",
            v.orbit_size
        )
    }

    fn queens_status(&self, placed: usize, n: usize, conflicts: usize) -> String {
        let conflicts = match conflicts {
            0 => "no conflicts".to_string(),
            1 => "1 conflict".to_string(),
            c => format!("{c} conflicts"),
        };
        format!("{placed} of {n} queens placed, {conflicts}")
    }

    fn unreadable_position(&self, error: &Error) -> String {
        format!(
            "{}. The board starts empty.",
            capitalised(&English.error(error))
        )
    }

    fn unknown_puzzle(&self, error: &Error) -> String {
        format!(
            "{}. Here is today's puzzle.",
            capitalised(&English.error(error))
        )
    }

    fn completion(&self, completable: bool, count: Option<u64>) -> String {
        match (completable, count) {
            (false, _) => "No solution contains these queens.".into(),
            (true, Some(1)) => "Still solvable: exactly 1 solution contains these queens.".into(),
            (true, Some(c)) => format!(
                "Still solvable: {} solutions contain these queens.",
                group(c)
            ),
            (true, None) => "Still solvable.".into(),
        }
    }

    fn announce(&self, toggled: Toggled, square: Square, status: &str) -> String {
        match toggled {
            Toggled::Placed => format!("Queen on {square} — {status}"),
            Toggled::Moved { from } => format!("Queen moved from {from} to {square} — {status}"),
            Toggled::Removed => format!("Queen removed from {square} — {status}"),
        }
    }

    fn moved_in_file(&self, from: Square, to: Square) -> String {
        format!(
            "The queen of file {} moved from {from} to {to}: a file holds one queen, since two would attack each other along it.",
            file_name(to.col)
        )
    }

    fn through_count(&self, count: u64, square: Square) -> String {
        format!(
            "{} solutions have a queen on {square}, in lexicographic order:",
            group(count)
        )
    }

    fn level_explained(&self, level: Level) -> &'static str {
        match level {
            Level::Easy => "Again and again, a file or a rank has one safe square left.",
            Level::Medium => "Also rule out squares whose queen would leave a file or a rank without a safe square.",
            Level::Hard => "Also try a square and follow it to the end: some steps need trial and error.",
        }
    }

    fn puzzle_heading(&self, id: PuzzleId) -> String {
        match id.date() {
            Some(date) => format!("Daily puzzle, {date}"),
            None => format!("Puzzle {id}"),
        }
    }

    fn puzzle_summary(&self, n: usize, given: usize) -> String {
        let to_place = n - given.min(n);
        format!("{n}×{n} · {given} queens given, {to_place} to place")
    }

    fn puzzle_hint(&self, hint: PuzzleHint, rung: Rung) -> String {
        let line = line_name;
        match (hint, rung) {
            (PuzzleHint::Solved, _) => "Solved!".into(),
            (PuzzleHint::Remove(_), Rung::Nudge) => {
                "One of your queens is not part of the answer. Ask again for a clue to which.".into()
            }
            (PuzzleHint::Remove(sq), Rung::Reason) => format!(
                "The queen in {} is not part of the answer: with it, the given queens have no completion. Ask again for the square.",
                line(Line::Column(sq.col as usize + 1))
            ),
            (PuzzleHint::Remove(sq), Rung::Square) => {
                format!("The queen on {sq} is not part of the answer: take it away.")
            }
            (PuzzleHint::Place(Forced { why, .. }), Rung::Nudge) => format!(
                "Look at {}. Ask again for the reason.",
                line(why.line())
            ),
            (PuzzleHint::Place(Forced { why, .. }), Rung::Reason) => match why {
                Why::LastSafe { line: l } => {
                    format!("{} has only one safe square left. Which one? Ask again for the square.", capitalised(&line(l)))
                }
                Why::RuledOut { line: l, example, emptied } => format!(
                    "A queen on {example} would leave {} without a safe square, so rule it out (and every square like it). Then {} has one safe square left. Ask again for the square.",
                    line(emptied),
                    line(l)
                ),
                Why::OnlyWayThrough { line: l, open } => format!(
                    "No rule settles the next queen: try each of the {open} safe squares of {} and follow it to the end. Only one does not run into a dead end. Ask again for the square.",
                    line(l)
                ),
            },
            (PuzzleHint::Place(Forced { square, why }), Rung::Square) => match why {
                Why::LastSafe { line: l } => {
                    format!("{} has one safe square left: {square}.", capitalised(&line(l)))
                }
                Why::RuledOut { line: l, example, emptied } => format!(
                    "A queen on {example} would leave {} without a safe square, so rule it out (and every square like it). Then {} has one safe square left: {square}.",
                    line(emptied),
                    line(l)
                ),
                Why::OnlyWayThrough { line: l, open } => format!(
                    "No rule settles the next queen: try each of the {open} safe squares of {} and follow it to the end. Only {square} does not run into a dead end.",
                    line(l)
                ),
            },
        }
    }

    fn puzzle_solved(&self, elapsed_ms: f64) -> String {
        format!("Solved in {}!", format_clock(elapsed_ms))
    }

    fn streak(&self, days: u32) -> String {
        match days {
            1 => "1 day in a row".into(),
            d => format!("{d} days in a row"),
        }
    }

    fn share_result(&self, solve: &SharedSolve) -> String {
        let (id, url) = (solve.id, &solve.url);
        let n = id.n();
        let what = match id.date() {
            Some(date) => format!("the daily N-Queens puzzle of {date}"),
            None => format!("N-Queens puzzle {id}"),
        };
        let streak = solve
            .streak
            .map(|d| format!(" ({})", self.streak(d)))
            .unwrap_or_default();
        let hints = match solve.hints {
            0 => "no hints".to_string(),
            1 => "1 hint".to_string(),
            h => format!("{h} hints"),
        };
        format!(
            "I solved {what} ({n}×{n}, {}) in {} with {hints}{streak}.\n{url}",
            English.level_name(id.level()).to_ascii_lowercase(),
            format_clock(solve.elapsed_ms)
        )
    }

    fn symmetry_participle(&self, g: Symmetry) -> &'static str {
        match g {
            Symmetry::Identity => "in its canonical form",
            Symmetry::Rotate90 => "rotated by 90°",
            Symmetry::Rotate180 => "rotated by 180°",
            Symmetry::Rotate270 => "rotated by 270°",
            Symmetry::ReflectVertical => "reflected in the vertical axis",
            Symmetry::ReflectHorizontal => "reflected in the horizontal axis",
            Symmetry::ReflectDiagonal => "reflected in the main diagonal",
            Symmetry::ReflectAntiDiagonal => "reflected in the anti-diagonal",
        }
    }
}
