use super::*;
use crate::i18n::tests::sq;
use nqueens_core::{Solution, Symmetry};

#[test]
fn status_line_in_both_languages() {
    assert_eq!(
        words(Lang::En).queens_status(3, 8, 0),
        "3 of 8 queens placed, no conflicts"
    );
    assert_eq!(
        words(Lang::Es).queens_status(3, 8, 2),
        "3 de 8 reinas colocadas, 2 conflictos"
    );
}

#[test]
fn verdict_names_the_class_and_symmetry() {
    let v = Verdict {
        canonical: Solution::new(&[0, 4, 7, 5, 2, 6, 1, 3]).unwrap(),
        symmetry: Symmetry::ReflectDiagonal,
        orbit_size: 8,
        rank: Some(3),
        total: Some(92),
        class_number: Some(1),
        classes: Some(12),
    };
    assert_eq!(
        words(Lang::En).verdict(&v),
        "Solved! This is solution 3 of 92 in lexicographic order: fundamental solution #1 of 12 (15863724), reflected in the main diagonal. Its class has 8 solutions."
    );
    assert!(words(Lang::Es).verdict(&v).contains("n.º 1 de 12"));
}

#[test]
fn the_shared_text_counts_the_hints_and_ends_with_the_link() {
    let id: PuzzleId = "8-hard-42".parse().unwrap();
    let solve = |hints| SharedSolve {
        id,
        elapsed_ms: 83_000.0,
        hints,
        streak: None,
        url: "https://example.org/nqueens/play?puzzle=8-hard-42".into(),
    };
    let en = words(Lang::En);
    let es = words(Lang::Es);
    assert!(en
        .share_result(&solve(0))
        .contains("in 1:23 with no hints."));
    assert!(en.share_result(&solve(3)).contains("with 3 hints"));
    assert!(es.share_result(&solve(0)).contains("sin pistas"));
    assert!(es.share_result(&solve(1)).contains("con 1 pista."));
    for text in [en.share_result(&solve(2)), es.share_result(&solve(2))] {
        assert!(
            text.ends_with("\nhttps://example.org/nqueens/play?puzzle=8-hard-42"),
            "{text}"
        );
    }
}

#[test]
fn the_hints_name_the_queen_to_take_back_in_both_languages() {
    let hint = Hint::Remove {
        square: sq("c4"),
        enough: true,
        why: None,
    };
    assert!(words(Lang::Es).hint(hint).contains("Quita la reina de c4"));
    // The classic dead end, in both languages: the blocked file, then the queen.
    let classic = nqueens_core::Placement::parse("13572460", 8).unwrap();
    let hint = nqueens_core::completion::hint(&classic);
    assert_eq!(
        words(Lang::En).hint(hint),
        "Dead end: file h has no safe square left, every square of it is attacked. \
         Take back the queen on g6 first: taking back one queen is not enough, more will have to go."
    );
    assert!(words(Lang::Es)
        .hint(hint)
        .starts_with("Callejón sin salida: la columna h no tiene ninguna casilla segura"));
}
