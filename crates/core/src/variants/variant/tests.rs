//! Tests of `variant`.

use super::*;

#[test]
fn every_variant_solves_its_default_size_with_a_checked_example() {
    for v in Variant::ALL {
        assert_eq!(Variant::from_id(v.id()), Some(v));
        let solved = v.solve(v.default_size()).unwrap();
        assert!(solved.optimum.ways > 0, "{v:?}");
        assert_eq!(solved.flaw(), None, "{v:?}");
    }
}

#[test]
fn every_size_of_every_variant_has_a_checked_example() {
    for v in Variant::ALL {
        let (min, max) = v.sizes();
        for n in min..=max.min(10) {
            let solved = v.solve(n).unwrap_or_else(|e| panic!("{v:?} n = {n}: {e}"));
            assert_eq!(solved.flaw(), None, "{v:?} n = {n}");
        }
    }
}

#[test]
fn a_placement_is_judged_as_a_player_builds_it() {
    let kings = Variant::Most(Piece::King).solve(3).unwrap();
    let at = |row, col| Cell { layer: 0, row, col };
    // One king in the middle attacks the other eight squares.
    let one = kings.judge(&Arrangement::of(vec![at(1, 1)]));
    assert_eq!(
        (one.attacked.len(), one.conflicts.len(), one.optimal),
        (8, 0, false)
    );
    let clash = kings.judge(&Arrangement::of(vec![at(0, 0), at(0, 1)]));
    assert_eq!(clash.conflicts, vec![at(0, 0), at(0, 1)]);
    let corners = kings.judge(&Arrangement::of(vec![
        at(0, 0),
        at(0, 2),
        at(2, 0),
        at(2, 2),
    ]));
    assert!(corners.optimal, "{corners:?}");
    let dominated = Variant::Domination.solve(3).unwrap();
    assert!(dominated.judge(&Arrangement::of(vec![at(1, 1)])).optimal);
    assert!(!dominated.judge(&Arrangement::of(vec![at(0, 0)])).optimal);
}

#[test]
fn long_counts_report_their_progress() {
    for (variant, n, parts) in [
        (Variant::Most(Piece::Bishop), 8, 15),
        (Variant::Superqueens, 11, 6),
        (Variant::Most(Piece::Superqueen), 10, 5),
    ] {
        let mut seen = Vec::new();
        let solved = variant
            .solve_with(n, &mut |done, total| seen.push((done, total)))
            .unwrap();
        assert_eq!(solved, variant.solve(n).unwrap());
        let expected: Vec<(u64, u64)> = (1..=parts).map(|d| (d, parts)).collect();
        assert_eq!(seen, expected, "{variant:?} {n}");
    }
}

#[test]
fn the_pawn_is_the_placements_own() {
    let solved = Variant::Pawn.solve(8).unwrap();
    let example = solved.example.clone().unwrap();
    assert!(solved.judge(&example).optimal);
    // Moved to the opposite square, it no longer stands between the queens it
    // separated: they attack each other.
    let pawn = example.pawn.unwrap();
    let moved = Arrangement {
        pawn: Some(Cell {
            layer: 0,
            row: 7 - pawn.row,
            col: 7 - pawn.col,
        }),
        ..example.clone()
    };
    let judged = solved.judge(&moved);
    assert!(
        !judged.optimal && !judged.conflicts.is_empty(),
        "{judged:?}"
    );
    // A piece on the pawn's square is in conflict.
    let on_pawn = Arrangement {
        pieces: vec![pawn],
        pawn: Some(pawn),
    };
    assert_eq!(solved.judge(&on_pawn).conflicts, vec![pawn]);
}

#[test]
fn a_wrong_example_is_caught() {
    let mut solved = Variant::Torus.solve(5).unwrap();
    if let Some(e) = &mut solved.example {
        e.pieces[1].col = (e.pieces[0].col + 1) % 5;
        e.pieces[1].row = e.pieces[0].row + 1;
    }
    assert!(solved.flaw().is_some());
}
