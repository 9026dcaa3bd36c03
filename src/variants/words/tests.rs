use super::*;

#[test]
fn every_variant_has_a_name_a_rule_and_a_result_in_both_languages() {
    use nqueens_core::variants::Variant;
    for v in Variant::ALL {
        let solved = v.solve(v.default_size()).unwrap();
        for lang in Lang::ALL {
            assert!(!lang.say().variant_name(v).is_empty());
            assert!(!words(lang).variant_rule(v).is_empty());
            assert!(
                !words(lang).variant_result(&solved).is_empty(),
                "{v:?} {lang:?}"
            );
        }
    }
    let kings = Variant::Most(nqueens_core::variants::Piece::King)
        .solve(8)
        .unwrap();
    assert_eq!(
        words(Lang::En).variant_result(&kings),
        "At most 16 kings fit on the 8×8 board, none attacked, in 281\u{202f}571 ways."
    );
    assert!(words(Lang::Es)
        .variant_result(&kings)
        .starts_with("Caben como mucho 16 reyes"));
    let torus = Variant::Torus.solve(6).unwrap();
    assert_eq!(
        words(Lang::En).variant_result(&torus),
        "The 6×6 torus has no solution: 6 is divisible by 2."
    );
    let cube = Variant::Cube.solve(3).unwrap();
    let pieces = cube.example.clone().unwrap().pieces;
    assert!(Lang::En
        .say()
        .variant_board(&cube, &pieces)
        .starts_with("Queens on 1: "));
    assert_eq!(
        Lang::Es.say().variant_board(&kings, &[]),
        "Ningún rey colocado"
    );
    assert_eq!(
        words(Lang::En).variant_play_status(&kings, 0, &kings.judge(&Default::default())),
        "0 kings placed, 0 attacked; the most possible is 16"
    );
}

#[test]
fn the_play_line_agrees_in_number_and_gender() {
    use nqueens_core::variants::{Cell, Piece, Variant};
    let at = |row, col| Cell { layer: 0, row, col };
    let queens = Variant::Most(Piece::Queen).solve(4).unwrap();
    let one = nqueens_core::variants::Arrangement::of(vec![at(0, 0)]);
    assert_eq!(
        words(Lang::En).variant_play_status(&queens, 1, &queens.judge(&one)),
        "1 queen placed, 0 attacked; the most possible is 4"
    );
    assert_eq!(
        words(Lang::Es).variant_play_status(&queens, 1, &queens.judge(&one)),
        "1 reina colocada, 0 atacadas; el máximo posible es 4"
    );
    let kings = Variant::Most(Piece::King).solve(4).unwrap();
    let two = nqueens_core::variants::Arrangement::of(vec![at(0, 0), at(0, 1)]);
    assert_eq!(
        words(Lang::Es).variant_play_status(&kings, 2, &kings.judge(&two)),
        "2 reyes colocados, 2 atacados; el máximo posible es 4"
    );
}

#[test]
fn a_class_is_named_by_its_smallest_member() {
    use nqueens_core::variants::{Arrangement, Cell, Variant};
    let torus = Variant::Torus.solve(5).unwrap();
    // Queens on (r, 3r mod 5): its class's smallest member is (r, 2r mod 5).
    let found = Arrangement::of(
        (0..5)
            .map(|r| Cell {
                layer: 0,
                row: r,
                col: 3 * r % 5,
            })
            .collect(),
    );
    let class = Variant::Torus.class_of(5, &found);
    assert_eq!(
        words(Lang::En).variant_class(&torus, &class),
        "Its symmetry class holds 10 placements: the board has 200 symmetries, and 20 of them keep it. The class is named by its smallest member: a1, c2, e3, b4, d5."
    );
    assert!(words(Lang::Es)
        .variant_class(&torus, &class)
        .ends_with("La clase se nombra por su miembro menor: a1, c2, e3, b4, d5."));
}

#[test]
fn every_step_of_a_variant_walk_has_a_sentence_in_both_languages() {
    use nqueens_core::variants::{Piece, Variant};
    for (variant, n) in [
        (Variant::Torus, 7),
        (Variant::Domination, 5),
        (Variant::Cube, 3),
        (Variant::Most(Piece::Knight), 5),
    ] {
        let solved = variant.solve(n).unwrap();
        let walk = solved.walk();
        for lang in Lang::ALL {
            for step in &walk.steps {
                let text = words(lang).walk_step(&solved, step);
                assert!(
                    text.len() > 10 && text.ends_with('.'),
                    "{variant:?} {lang:?}: {text}"
                );
            }
            let total = crate::i18n::group(walk.steps.len() as u64);
            assert!(words(lang).walk_position(0, &walk).contains(&total));
        }
    }
    let cube = Variant::Cube.solve(3).unwrap();
    let first = cube.walk().steps[0];
    assert_eq!(
        words(Lang::En).walk_step(&cube, &first),
        "Nothing attacks a1 (layer 1): place a queen there."
    );
    assert_eq!(
        words(Lang::Es).walk_step(&cube, &first),
        "Nada ataca a1 (capa 1): pon una reina ahí."
    );
}
