//! "Predict the next step" in English: shared by /solve and /learn.

use crate::i18n::capitalised;
use crate::i18n::en::English;
use crate::i18n::en::{collisions_count, line_name};
use crate::i18n::numbers::{counted, group};
use crate::i18n::predict::{PredictPhrases, PredictStrings};
use crate::predict::grain::{Grain, Passed};
use crate::predict::predictor::{Reveal, Score};
use nqueens_core::search::predict::{Judgement, Move, Predicts, Verdict, Why};
use nqueens_core::search::Reason;
use nqueens_core::square::file_name;

/// "3 free squares", for the line dancing links branches on.
fn squares(free: u32) -> String {
    counted(u64::from(free), "free square", "free squares")
}

/// "file c has 2 safe squares, which become its children", for a node expanded.
fn children_of(children: u32, next_file: u32) -> String {
    let file = file_name(next_file);
    match children {
        0 => format!("file {file} has no safe square, so it has no children"),
        1 => format!("file {file} has 1 safe square, which becomes its child"),
        k => format!("file {file} has {k} safe squares, which become its children"),
    }
}

/// "5 open nodes wait", the frontier after an expansion.
fn nodes(frontier: u32) -> String {
    match frontier {
        0 => "no open node is left".to_string(),
        1 => "1 open node waits".to_string(),
        k => format!("{} open nodes wait", group(u64::from(k))),
    }
}

/// "3 collisions left", after a repair.
/// "2 conflicts": queens of other files that attack a square.
fn conflicts_count(conflicts: u32) -> String {
    match conflicts {
        0 => "no conflict".to_string(),
        1 => "1 conflict".to_string(),
        k => format!("{k} conflicts"),
    }
}

/// Min-conflicts' collisions: pairs of queens that attack each other.
fn attacking_pairs(pairs: u64) -> String {
    match pairs {
        0 => "no queen is attacked now".to_string(),
        1 => "1 pair of queens attacks each other now".to_string(),
        k => format!("{} pairs of queens attack each other now", group(k)),
    }
}

fn collision_pairs(collisions: u64) -> String {
    match collisions {
        0 => "no collision left".to_string(),
        c => format!("{} left", collisions_count(c)),
    }
}

fn line(reason: Reason) -> &'static str {
    match reason {
        Reason::Row => "its rank",
        Reason::Diagonal => "a / diagonal",
        Reason::AntiDiagonal => "a \\ diagonal",
    }
}

static PREDICT_STRINGS: PredictStrings = PredictStrings {
    toggle: "Predict before each step",
    go_back: "Go back",
    solution: "A solution",
    not_sure: "Not sure",
    grain_label: "What one prediction covers",
};

impl PredictPhrases for English {
    fn t(&self) -> &'static PredictStrings {
        &PREDICT_STRINGS
    }

    fn keys(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares | Predicts::Cover => "Keys: arrows and Enter on the board, B for go back, S for a solution, N for not sure.",
            Predicts::Nodes | Predicts::Queens | Predicts::Shifts => "Keys: arrows and Enter on the board, S for a solution, N for not sure.",
        }
    }

    fn intro(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares => "Before each step, say what backtracking does next: choose the square it tries, or “Go back” or “A solution”.",
            Predicts::Cover => "Before each step, say where dancing links puts its next queen: it branches on the rank or file with the fewest free squares (on a tie, the lowest rank, then the leftmost file), and tries them in order. Choose the square, or “Go back” or “A solution”.",
            Predicts::Nodes => "Before each step, say which node branch and bound expands next: choose its newest queen, the one in its last filled file, or “A solution”.",
            Predicts::Queens => "Before each step, say which queen the queen swaps move next. First they place the queens file by file, each on a random row: only its very square is right, so “Not sure” is fair. Then they repair attacked queens: the attacked queen furthest right first, then the same queen again while it is still attacked, then its partner, then the ones it listed before. Choose the queen, or “A solution” when none is attacked.",
            Predicts::Shifts => "Before each step, say where min-conflicts puts a queen next. A square’s conflicts are the queens of other files that attack it, through any queen between. First it places the queens file by file, each on a square of its file with the fewest conflicts with the queens already placed; then it picks an attacked queen at random and moves it along its file to a square with the fewest conflicts. Any queen and square the rule allows is right. Choose the square, or “A solution” when no queen is attacked.",
        }
    }

    fn score(&self, s: &Score) -> String {
        format!(
            "{} right, {} wrong, {} not sure · streak {}, best {}",
            s.right, s.wrong, s.unsure, s.streak, s.best
        )
    }

    fn reveal(&self, r: &Reveal) -> String {
        let verdict = match r.judgement {
            // A draw among squares the rule allows alike: the learner named another.
            Judgement::Right if r.drew_another() => {
                "Right: your square was one of those the rule allows, and the draw fell elsewhere. "
            }
            Judgement::Right => "Right. ",
            Judgement::Wrong => "Not this time. ",
            Judgement::Unsure => "",
        };
        let what = match (r.ahead.truth, r.ahead.verdict, r.ahead.why) {
            (Move::Try(sq), _, Why::Fewest(Some((on, free)))) => format!(
                "It branches on {}, which has {}, the fewest of any rank or file left, and puts a queen on {sq}, the next of them.",
                line_name(on),
                squares(free)
            ),
            (Move::Try(sq), Some(Verdict::Refused(reason)), _) => format!(
                "It tries {sq}, the next square up file {}: a queen attacks it along {}, so it moves on.",
                file_name(sq.col),
                line(reason)
            ),
            (Move::Try(sq), _, _) => format!(
                "It tries {sq}, the lowest square of file {} it has not tried yet: no queen attacks it, so a queen goes there.",
                file_name(sq.col)
            ),
            (Move::Back(sq), _, Why::Fewest(Some((on, _)))) => format!(
                "It goes back: {} has no free square left to try, so the queen on {sq} comes off.",
                line_name(on)
            ),
            (Move::Back(sq), _, Why::Fewest(None)) => format!(
                "It goes back: after the solution, the queen on {sq} comes off and the search goes on."
            ),
            (Move::Back(sq), _, _) => format!(
                "It goes back: no square is left to try in the next file (or a solution was just reported), so the queen on {sq} comes off and the search goes on above it."
            ),
            (Move::Expand(sq), _, Why::Expanded { complete: true, frontier, .. }) => format!(
                "It expands the node whose newest queen is on {sq}, the next in its frontier: every file has a queen, so it has no children; {}.",
                nodes(frontier)
            ),
            (Move::Expand(sq), _, Why::Expanded { children, frontier, .. }) => format!(
                "It expands the node whose newest queen is on {sq}, the next in its frontier: {}; {}.",
                children_of(children, sq.col + 1),
                nodes(frontier)
            ),
            (Move::Expand(sq), _, _) => format!("It expands the node whose newest queen is on {sq}."),
            (Move::Place(sq), _, Why::Greedy { options, conflicts }) => format!(
                "The start places the queen of file {} on {sq}, with {} with the queens to its left, the fewest in its file{}.",
                file_name(sq.col),
                conflicts_count(conflicts),
                match options.count_ones() {
                    1 => String::new(),
                    k => format!(": {k} squares tied, and it drew this one"),
                }
            ),
            (Move::Place(sq), _, _) => format!(
                "The start places the queen of file {} on {sq}: a random free row, one that no queen to its left attacks on a diagonal if a few tries find one.",
                file_name(sq.col)
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, collisions, .. }) if from == sq.row => format!(
                "It picks the attacked queen of file {} at random: on {sq} it has {}, already the fewest in its file, and the draw keeps it there. {}.",
                file_name(sq.col),
                conflicts_count(had),
                capitalised(&attacking_pairs(collisions))
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, conflicts, collisions, .. }) => format!(
                "It picks the attacked queen of file {} at random, with {} on {}, and moves it along its file to {sq}, with {}, the fewest in its file. {}.",
                file_name(sq.col),
                conflicts_count(had),
                nqueens_core::Square::new(from, sq.col),
                conflicts_count(conflicts),
                capitalised(&attacking_pairs(collisions))
            ),
            (Move::Shift(sq), _, _) => format!("It moves the queen of file {} to {sq}.", file_name(sq.col)),
            (Move::Repair(sq), _, Why::Repaired { partner: Some(b), collisions }) => format!(
                "It repairs the queen of file {}, which is attacked: it swaps rows with the queen of file {} and goes to {sq}. {}.",
                file_name(sq.col),
                file_name(b),
                capitalised(&collision_pairs(collisions))
            ),
            (Move::Repair(sq), _, _) => format!(
                "It tries to repair the queen of file {}, which is attacked, but no swap lowers the collisions this time: it stays on {sq}.",
                file_name(sq.col)
            ),
            (Move::Solution, _, _) => "A solution: every file has a queen and none attacks another.".to_string(),
            (Move::Done, _, _) => "Nothing is left to try: the search is over.".to_string(),
        };
        format!("{verdict}{}{what}", self.passed(r.passed))
    }

    fn ask_next(&self, moves: usize) -> String {
        format!("Move {}: what does the search do next?", moves + 1)
    }

    fn watch_next(&self, moves: usize) -> String {
        format!(
            "Move {}: press Step to see what the search does.",
            moves + 1
        )
    }

    fn search_over(&self, moves: usize) -> String {
        format!("The search is over, after {} moves.", group(moves as u64))
    }

    fn grain_name(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "Each square tried",
            Grain::Queen => "Each queen placed",
            Grain::Backtrack => "Each backtrack",
        }
    }

    fn grain_intro(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "",
            Grain::Queen => "Say where the next queen goes: choose its square, or “Go back” if the search must go back first, or “A solution”. The attacked squares it tries on the way pass without a question.",
            Grain::Backtrack => "Say which queen comes off at the next backtrack: choose it, or “A solution” if one comes first. The tries and queens placed on the way pass without a question.",
        }
    }

    fn ask_grain(&self, grain: Grain, moves: usize) -> String {
        match grain {
            Grain::Step => self.ask_next(moves),
            Grain::Queen => format!("Move {}: where does the next queen go?", moves + 1),
            Grain::Backtrack => format!(
                "Move {}: which queen comes off at the next backtrack?",
                moves + 1
            ),
        }
    }

    fn ask_grain_at_step(&self, grain: Grain, step: usize) -> String {
        match grain {
            Grain::Step => self.ask_at_step(step),
            Grain::Queen => format!("Step {}: where does the next queen go?", group(step as u64)),
            Grain::Backtrack => format!(
                "Step {}: which queen comes off at the next backtrack?",
                group(step as u64)
            ),
        }
    }

    fn passed(&self, passed: Passed) -> String {
        let refused = match passed.refused {
            0 => None,
            1 => Some("passes over 1 attacked square".to_string()),
            k => Some(format!("passes over {k} attacked squares")),
        };
        let placed = match passed.placed {
            0 => None,
            1 => Some("places 1 queen".to_string()),
            k => Some(format!("places {k} queens")),
        };
        match (placed, refused) {
            (None, None) => String::new(),
            (Some(a), None) | (None, Some(a)) => format!("First it {a}. "),
            (Some(a), Some(b)) => format!("First it {a} and {b}. "),
        }
    }

    fn ask_at_step(&self, step: usize) -> String {
        format!("Step {}: what does the search do next?", group(step as u64))
    }
}
