use super::*;
use nqueens_core::queens::{generate, next_step, Level};

fn level(n: usize) -> (Game, Vec<Cell>) {
    let made = generate(n, 3, Level::Easy).expect("an easy level");
    let answer = made.answer.cells().to_vec();
    (Game::new(made.layout), answer)
}

#[test]
fn a_tap_cycles_mark_queen_empty_as_linkedin_does() {
    let (mut game, _) = level(7);
    let cell = Cell::new(2, 3);
    let seen: Vec<_> = (0..4)
        .map(|_| {
            game.tap(cell);
            game.state(cell)
        })
        .collect();
    assert_eq!(
        seen,
        [
            CellState::Mark,
            CellState::Queen,
            CellState::Empty,
            CellState::Mark
        ]
    );
}

#[test]
fn a_stroke_crosses_empty_cells_only_and_undoes_as_one_move() {
    let (mut game, _) = level(7);
    game.tap(Cell::new(0, 2));
    game.tap(Cell::new(0, 2)); // a queen
    game.start_stroke(Cell::new(0, 0));
    for col in 1..5 {
        game.cross(Cell::new(0, col));
    }
    let row: Vec<_> = (0..6).map(|c| game.state(Cell::new(0, c))).collect();
    use CellState::*;
    assert_eq!(row, [Mark, Mark, Queen, Mark, Mark, Empty]);
    assert!(game.undo());
    let row: Vec<_> = (0..6).map(|c| game.state(Cell::new(0, c))).collect();
    assert_eq!(row, [Empty, Empty, Queen, Empty, Empty, Empty]);
    assert!(game.redo());
    assert_eq!(game.state(Cell::new(0, 4)), Mark);
    assert!(!game.redo(), "nothing more to redo");
}

#[test]
fn a_new_move_clears_redo() {
    let (mut game, _) = level(7);
    game.tap(Cell::new(1, 1));
    game.undo();
    assert!(game.can_redo());
    game.tap(Cell::new(2, 2));
    assert!(!game.can_redo());
}

#[test]
fn auto_x_shows_what_a_queen_rules_out_and_goes_with_it() {
    let (mut game, _) = level(8);
    let q = Cell::new(3, 3);
    game.tap(q);
    game.tap(q);
    let region_mate = game
        .all_cells()
        .find(|&c| c != q && game.layout().region(c) == game.layout().region(q));
    let far = game.all_cells().find(|&c| {
        c.row.abs_diff(3) > 1
            && c.col.abs_diff(3) > 1
            && game.layout().region(c) != game.layout().region(q)
    });
    for ruled in [
        Cell::new(3, 0),
        Cell::new(0, 3),
        Cell::new(4, 4),
        Cell::new(2, 2),
    ]
    .into_iter()
    .chain(region_mate)
    {
        assert_eq!(game.shown(ruled, true), CellState::Mark, "{ruled:?}");
        assert_eq!(game.shown(ruled, false), CellState::Empty, "{ruled:?}");
    }
    let far = far.expect("an 8×8 board has a cell away from the queen");
    for auto in [true, false] {
        let each: Vec<_> = game.all_cells().map(|c| game.shown(c, auto)).collect();
        assert_eq!(game.shown_all(auto), each);
    }
    assert_eq!(game.shown(far, true), CellState::Empty);
    game.tap(q); // the queen goes, its ×s with it
    assert_eq!(game.shown(Cell::new(3, 0), true), CellState::Empty);
}

#[test]
fn conflicts_name_both_queens_of_a_row_a_column_a_region_or_a_touch() {
    let (game, _) = level(8);
    let place = |cells: &[Cell]| {
        let mut g = game.clone();
        for &c in cells {
            g.tap(c);
            g.tap(c);
        }
        g.conflicts().to_vec()
    };
    assert_eq!(
        place(&[Cell::new(0, 0), Cell::new(0, 5)]),
        [Cell::new(0, 0), Cell::new(0, 5)]
    );
    assert_eq!(
        place(&[Cell::new(1, 4), Cell::new(6, 4)]),
        [Cell::new(1, 4), Cell::new(6, 4)]
    );
    assert_eq!(
        place(&[Cell::new(2, 2), Cell::new(3, 3)]),
        [Cell::new(2, 2), Cell::new(3, 3)]
    );
    // Two queens of one region, apart in every other way.
    let layout = game.layout().clone();
    let pair = game
        .all_cells()
        .flat_map(|a| game.all_cells().map(move |b| (a, b)))
        .find(|&(a, b)| {
            a < b
                && layout.region(a) == layout.region(b)
                && a.row != b.row
                && a.col != b.col
                && !a.touches(b)
        });
    if let Some((a, b)) = pair {
        assert_eq!(place(&[a, b]), [a, b]);
    }
    assert!(place(&[Cell::new(0, 0), Cell::new(2, 5)]).len() <= 2);
}

#[test]
fn the_answer_solves_and_nothing_less_does() {
    let (mut game, answer) = level(9);
    for &c in &answer[..8] {
        game.tap(c);
        game.tap(c);
    }
    assert!(!game.is_solved());
    game.tap(answer[8]);
    game.tap(answer[8]);
    assert!(game.is_solved());
    assert!(game.conflicts().is_empty());
}

#[test]
fn hints_applied_one_after_another_solve_an_easy_level() {
    let (mut game, answer) = level(8);
    for _ in 0..200 {
        let Some(step) = next_step(game.layout(), &game.board(false)) else {
            break;
        };
        game.apply(&step);
    }
    assert!(game.is_solved());
    assert_eq!(game.queens(), answer);
}

#[test]
fn reset_empties_the_board_and_can_be_undone() {
    let (mut game, _) = level(7);
    game.tap(Cell::new(0, 0));
    game.reset();
    assert_eq!(game.state(Cell::new(0, 0)), CellState::Empty);
    game.undo();
    assert_eq!(game.state(Cell::new(0, 0)), CellState::Mark);
}
