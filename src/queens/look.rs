//! What each cell of a Queens board shows: the player's mark (with auto-×'s), whether
//! its queen clashes, and what the hint shown lights: its proof at the reason's rung,
//! the cells it clears (striped) and the cell it fills. Read off the game and the hint
//! ladder in one pass, natively tested; the board view only draws it.

use super::game::{CellState, Game};
use super::hint::QueensHint;
use crate::ui::hint_ladder::Rung;

/// What a cell shows besides its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lit {
    /// Nothing.
    #[default]
    None,
    /// A cell of the hint's proof.
    Proof,
    /// A cell the hint clears: striped.
    Clears,
    /// The cell the hint fills.
    Place,
    /// A cell of the builder's second answer, where it differs from the first.
    Second,
}

impl Lit {
    /// Its `data-lit` (empty: none).
    pub fn id(self) -> &'static str {
        match self {
            Lit::None => "",
            Lit::Proof => "proof",
            Lit::Clears => "clears",
            Lit::Place => "place",
            Lit::Second => "second",
        }
    }
}

/// One cell as drawn: its state, whether its queen clashes, and its mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct CellLook {
    /// Empty, ×, or a queen.
    pub state: CellState,
    /// A queen that breaks a rule.
    pub clash: bool,
    /// The hint's or the builder's mark.
    pub lit: Lit,
}

/// Every cell's look, row by row, with the ×s auto-× adds and the hint `shown`.
pub fn looks(game: &Game, auto_x: bool, shown: Option<&(QueensHint, Rung)>) -> Vec<CellLook> {
    let states = game.shown_all(auto_x);
    let clashes = game.conflicts();
    let (proof, (clears, place)) = match shown {
        Some((hint, Rung::Reason)) => (hint.proof(), hint.effect()),
        _ => (Vec::new(), (Vec::new(), None)),
    };
    game.all_cells()
        .zip(states)
        .map(|(cell, state)| CellLook {
            state,
            clash: clashes.contains(cell),
            lit: if place == Some(cell) {
                Lit::Place
            } else if clears.contains(&cell) {
                Lit::Clears
            } else if proof.contains(&cell) {
                Lit::Proof
            } else {
                Lit::None
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{generate, Cell, Level};

    #[test]
    fn only_the_reason_lights_the_board_and_a_clash_marks_both_queens() {
        let made = generate(8, 2, Level::Medium).expect("a level");
        let mut game = Game::new(made.layout);
        let hint = QueensHint::next(&game, &made.answer, false);
        for rung in [Rung::Nudge, Rung::Square] {
            let lit = looks(&game, false, Some(&(hint.clone(), rung)));
            assert!(lit.iter().all(|l| l.lit == Lit::None), "{rung:?}");
        }
        let lit = looks(&game, false, Some(&(hint.clone(), Rung::Reason)));
        let proof = lit.iter().filter(|l| l.lit != Lit::None).count();
        assert!(proof >= hint.proof().len().min(1), "{hint:?}");
        for cell in [Cell::new(0, 0), Cell::new(1, 1)] {
            game.tap(cell);
            game.tap(cell);
        }
        let shown = looks(&game, true, None);
        assert!(shown[0].clash && shown[9].clash);
        assert_eq!(shown[0].state, CellState::Queen);
        assert_eq!(shown[1].state, CellState::Mark, "auto-× beside a queen");
    }
}
