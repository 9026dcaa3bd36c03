//! The next hint on a Queens board: a mistake to take back first, else the deduction
//! engine's easiest step, else (where no technique of the engine settles the board) a
//! queen of the answer. Shown a rung at a time by [`HintLadder`](crate::ui::hint_ladder).

use super::game::{CellState, Game};
use crate::ui::hint_ladder::LadderHint;
use nqueens_core::queens::{next_step, Action, Answer, Cell, Step};

/// What a hint is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum QueensHint {
    /// A queen, or a ×, where the answer has none (a queen) or has its queen (a ×):
    /// every hint after it would reason from something false.
    Mistake(Cell, CellState),
    /// The next deduction.
    Step(Step),
    /// No technique of the engine settles the board: a queen of the answer.
    Reveal(Cell),
    /// The board is solved.
    Solved,
}

impl LadderHint for QueensHint {
    fn is_final(&self) -> bool {
        *self == QueensHint::Solved
    }
}

impl QueensHint {
    /// The hint for `game`, whose one answer is `answer`, with the ×s shown (`auto_x`).
    pub fn next(game: &Game, answer: &Answer, auto_x: bool) -> QueensHint {
        if game.is_solved() {
            return QueensHint::Solved;
        }
        let right = answer.cells();
        let wrong = |cell| match game.state(cell) {
            CellState::Queen if !right.contains(cell) => Some((cell, CellState::Queen)),
            CellState::Mark if right.contains(cell) => Some((cell, CellState::Mark)),
            CellState::Queen | CellState::Mark | CellState::Empty => None,
        };
        // A clash the board already shows first: that is where the player looks.
        let mistake = game
            .conflicts()
            .iter()
            .find_map(wrong)
            .or_else(|| game.all_cells().find_map(wrong));
        if let Some((cell, state)) = mistake {
            return QueensHint::Mistake(cell, state);
        }
        match next_step(game.layout(), &game.board(auto_x)) {
            Some(step) => QueensHint::Step(step),
            None => right
                .iter()
                .find(|&c| game.state(c) != CellState::Queen)
                .map_or(QueensHint::Solved, QueensHint::Reveal),
        }
    }

    /// The cells that prove it, lit at the reason's rung.
    pub fn proof(&self) -> Vec<Cell> {
        match self {
            QueensHint::Step(step) => step.because.clone(),
            QueensHint::Mistake(cell, _) | QueensHint::Reveal(cell) => vec![*cell],
            QueensHint::Solved => Vec::new(),
        }
    }

    /// The cells it clears (striped at the reason's rung), and the cell it fills.
    pub fn effect(&self) -> (Vec<Cell>, Option<Cell>) {
        match self {
            QueensHint::Step(Step {
                action: Action::Clear(cells),
                ..
            }) => (cells.clone(), None),
            QueensHint::Step(Step {
                action: Action::Place(cell),
                ..
            })
            | QueensHint::Reveal(cell) => (Vec::new(), Some(*cell)),
            QueensHint::Mistake(..) | QueensHint::Solved => (Vec::new(), None),
        }
    }

    /// Applies it at the top rung, as one move that can be undone.
    pub fn apply(&self, game: &mut Game) {
        match self {
            QueensHint::Step(step) => game.apply(step),
            QueensHint::Mistake(cell, _) => game.clear(*cell),
            QueensHint::Reveal(cell) => game.place(*cell),
            QueensHint::Solved => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{generate, Level, Technique};

    fn level() -> (Game, Answer) {
        let made = generate(8, 11, Level::Medium).expect("a medium level");
        (Game::new(made.layout), made.answer)
    }

    #[test]
    fn a_wrong_queen_comes_before_any_deduction_and_applying_takes_it_back() {
        let (mut game, answer) = level();
        let wrong = game
            .all_cells()
            .find(|&c| !answer.cells().contains(c))
            .expect("a cell off the answer");
        game.tap(wrong);
        game.tap(wrong);
        let hint = QueensHint::next(&game, &answer, false);
        assert_eq!(hint, QueensHint::Mistake(wrong, CellState::Queen));
        hint.apply(&mut game);
        assert_eq!(game.state(wrong), CellState::Empty);
    }

    #[test]
    fn a_clashing_wrong_queen_comes_before_a_quiet_one() {
        let (mut game, answer) = level();
        let right = answer.cells();
        let quiet = game
            .all_cells()
            .find(|&c| !right.contains(c))
            .expect("a cell");
        let cells: Vec<Cell> = game.all_cells().collect();
        let clashing = cells
            .iter()
            .rev()
            .copied()
            .find(|&c| {
                !right.contains(c) && right.iter().any(|r| r.touches(c)) && !c.touches(quiet)
            })
            .expect("a wrong cell beside a queen of the answer");
        let beside = right
            .iter()
            .find(|r| r.touches(clashing))
            .expect("its neighbour");
        for c in [quiet, clashing, beside] {
            game.tap(c);
            game.tap(c);
        }
        assert_eq!(
            QueensHint::next(&game, &answer, false),
            QueensHint::Mistake(clashing, CellState::Queen)
        );
    }

    #[test]
    fn a_cross_on_the_answer_is_a_mistake_too() {
        let (mut game, answer) = level();
        let right = answer.cells().first().expect("an answer has queens");
        game.tap(right);
        assert_eq!(
            QueensHint::next(&game, &answer, false),
            QueensHint::Mistake(right, CellState::Mark)
        );
    }

    #[test]
    fn hints_alone_solve_a_level_and_then_say_solved() {
        let (mut game, answer) = level();
        let mut techniques = Vec::new();
        for _ in 0..300 {
            let hint = QueensHint::next(&game, &answer, true);
            if let QueensHint::Step(step) = &hint {
                techniques.push(step.technique);
                assert!(!hint.proof().is_empty());
            }
            if hint == QueensHint::Solved {
                break;
            }
            hint.apply(&mut game);
        }
        assert!(game.is_solved());
        assert_eq!(QueensHint::next(&game, &answer, true), QueensHint::Solved);
        assert!(techniques.contains(&Technique::EveryOptionTouches));
        assert!(
            !techniques.contains(&Technique::QueenClears),
            "auto-× already shows what a queen clears"
        );
    }

    #[test]
    fn a_clearing_step_stripes_its_cells_and_a_placing_one_names_its_cell() {
        let (game, answer) = level();
        let hint = QueensHint::next(&game, &answer, false);
        let (cleared, placed) = hint.effect();
        assert!(cleared.is_empty() != placed.is_none(), "{hint:?}");
    }
}
