//! Tests of `placement`.

use super::*;

#[test]
fn a_click_toggles_a_queen() {
    let mut p = Placement::parse("1", 4).unwrap();
    let moved = p.toggle(Square::new(2, 0));
    assert_eq!(
        moved,
        Toggled::Moved {
            from: Square::new(0, 0)
        },
        "a1 moves to a3"
    );
    assert_eq!(p.to_code(), "3000");
    assert_eq!(p.toggle(Square::new(2, 0)), Toggled::Removed);
    assert!(p.is_empty());
    assert_eq!(p.toggle(Square::new(1, 2)), Toggled::Placed);
}

#[test]
fn parses_digits_and_commas() {
    let p = Placement::parse("15863724", 8).unwrap();
    assert_eq!(p.row(0), Some(0));
    assert_eq!(p.row(1), Some(4));
    assert!(p.is_solution());
    let q = Placement::parse("1,5,8,6,3,7,2,4", 8).unwrap();
    assert_eq!(p, q);
    let partial = Placement::parse("1,0,,3", 10).unwrap();
    assert_eq!(partial.len(), 2);
    assert_eq!(partial.to_code(), "1,0,0,3,0,0,0,0,0,0");
    assert_eq!(Placement::parse("", 5).unwrap().len(), 0);
}

#[test]
fn rejects_bad_text() {
    assert!(Placement::parse("19", 8).is_err());
    assert!(Placement::parse("123456789", 8).is_err());
    assert!(Placement::parse("1x", 8).is_err());
    assert!(Placement::parse("1", 0).is_err());
    assert!(Placement::parse("1", 65).is_err());
    assert!(Placement::parse("1", 64).is_ok());
}

#[test]
fn square_states_agree_with_attackers() {
    let p = Placement::parse("1300", 4).unwrap();
    let states = p.square_states();
    for row in 0..4 {
        for col in 0..4 {
            let sq = Square::new(row, col);
            let expect = match (p.has_queen(sq), p.attackers(sq).is_empty()) {
                (true, true) => SquareState::Queen,
                (true, false) => SquareState::Conflict,
                (false, false) => SquareState::Attacked,
                (false, true) => SquareState::Empty,
            };
            assert_eq!(states[(row * 4 + col) as usize], expect, "{sq}");
        }
    }
}

#[test]
fn draws_top_rank_first() {
    let p = Placement::parse("2413", 4).unwrap();
    assert_eq!(p.to_string(), ".Q..\n...Q\nQ...\n..Q.\n");
}
