//! A puzzle's hints, a little at a time. A puzzle is worth solving only while the
//! player still works it out, and its first hint used to give the answer away ("the
//! queen on b1 is not part of the answer"). Asked again on the same position, a hint
//! climbs one rung: first where to look, then the reason, then the square. /play's
//! puzzles and /queens climb the same ladder, each with its own kind of hint.

use nqueens_core::puzzle::PuzzleHint;

/// A hint a ladder can show: compared to the one shown, so the same hint climbs.
pub trait LadderHint: Clone + PartialEq {
    /// Whether it has nothing to teach (the board is solved): shown whole, not counted.
    fn is_final(&self) -> bool;
}

impl LadderHint for PuzzleHint {
    fn is_final(&self) -> bool {
        *self == PuzzleHint::Solved
    }
}

/// How much of a hint is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Rung {
    /// Where to look: a file or a rank, or "one of your queens".
    Nudge,
    /// Why: the rule that settles it, without the square.
    Reason,
    /// The answer itself on the board: the square, or the step applied.
    Square,
}

impl Rung {
    /// The rung's name in the page's `data-rung` (for tests and styling).
    pub fn id(self) -> &'static str {
        match self {
            Rung::Nudge => "nudge",
            Rung::Reason => "reason",
            Rung::Square => "square",
        }
    }

    /// The rung after this one (the square is the last).
    fn next(self) -> Rung {
        match self {
            Rung::Nudge => Rung::Reason,
            Rung::Reason | Rung::Square => Rung::Square,
        }
    }
}

/// The hint shown on a puzzle, and how many were asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintLadder<H = PuzzleHint> {
    shown: Option<(H, Rung)>,
    used: u32,
    started: u32,
}

impl<H> Default for HintLadder<H> {
    fn default() -> Self {
        HintLadder {
            shown: None,
            used: 0,
            started: 0,
        }
    }
}

impl<H: LadderHint> HintLadder<H> {
    /// A new puzzle: no hint shown, none used.
    pub fn new() -> HintLadder<H> {
        HintLadder::default()
    }

    /// The player asks for a hint and the rules say `hint`: the same hint climbs a rung,
    /// another starts at the nudge. Each ask that shows something new counts as a hint
    /// used; asking again at the square, or on a solved board, gives nothing new.
    pub fn ask(&mut self, hint: H) -> (H, Rung) {
        let rung = match &self.shown {
            _ if hint.is_final() => Rung::Square,
            Some((shown, rung)) if *shown == hint => rung.next(),
            _ => Rung::Nudge,
        };
        let repeated = matches!(&self.shown, Some((shown, r)) if *shown == hint && *r == rung);
        if !hint.is_final() && !repeated {
            self.used += 1;
            if rung == Rung::Nudge {
                self.started += 1;
            }
        }
        self.shown = Some((hint.clone(), rung));
        (hint, rung)
    }

    /// The board changed: the hint shown no longer applies (the count stays).
    pub fn hide(&mut self) {
        self.shown = None;
    }

    /// The hint shown, if any, and its rung.
    pub fn shown(&self) -> Option<(H, Rung)> {
        self.shown.clone()
    }

    /// Hints asked for on this puzzle, each rung counted.
    pub fn used(&self) -> u32 {
        self.used
    }

    /// A ladder that has already given `hints` hints (a game restored).
    pub fn resumed(hints: u32) -> HintLadder<H> {
        HintLadder {
            shown: None,
            used: hints,
            started: hints,
        }
    }

    /// Hints asked for, each counted once however far it climbed (/queens' count: a
    /// step takes three presses to see applied).
    pub fn hints(&self) -> u32 {
        self.started
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::model::Line;
    use nqueens_core::puzzle::{Forced, Why};
    use nqueens_core::Square;

    fn place(col: u32) -> PuzzleHint {
        PuzzleHint::Place(Forced {
            square: Square::new(2, col),
            why: Why::LastSafe {
                line: Line::Column(col as usize + 1),
            },
        })
    }

    #[test]
    fn the_same_hint_climbs_to_the_square_and_stays_there() {
        let mut ladder = HintLadder::new();
        assert_eq!(ladder.ask(place(1)), (place(1), Rung::Nudge));
        assert_eq!(ladder.ask(place(1)), (place(1), Rung::Reason));
        assert_eq!(ladder.ask(place(1)), (place(1), Rung::Square));
        assert_eq!(ladder.ask(place(1)), (place(1), Rung::Square));
        assert_eq!(
            ladder.used(),
            3,
            "asking again at the square gives nothing new"
        );
        assert_eq!(ladder.hints(), 1, "one hint, however far it climbed");
    }

    #[test]
    fn a_move_hides_the_hint_and_the_next_starts_over_at_the_nudge() {
        let mut ladder = HintLadder::new();
        ladder.ask(place(1));
        ladder.ask(place(1));
        ladder.hide();
        assert_eq!(ladder.shown(), None);
        assert_eq!(ladder.ask(place(1)), (place(1), Rung::Nudge));
        assert_eq!(
            ladder.ask(place(4)),
            (place(4), Rung::Nudge),
            "another hint starts low"
        );
        assert_eq!(ladder.used(), 4);
    }

    #[test]
    fn a_solved_board_counts_no_hint() {
        let mut ladder = HintLadder::new();
        assert_eq!(ladder.ask(PuzzleHint::Solved).0, PuzzleHint::Solved);
        assert_eq!(ladder.used(), 0);
    }

    #[test]
    fn a_wrong_queen_climbs_like_a_forced_square() {
        let mut ladder = HintLadder::new();
        let remove = PuzzleHint::Remove(Square::new(0, 1));
        assert_eq!(ladder.ask(remove).1, Rung::Nudge);
        assert_eq!(ladder.ask(remove).1, Rung::Reason);
        assert_eq!(ladder.ask(remove).1, Rung::Square);
    }
}
