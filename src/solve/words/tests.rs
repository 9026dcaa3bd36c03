use super::*;
use nqueens_core::search::Algorithm;

#[test]
fn a_bad_solve_address_is_named_in_both_languages() {
    use crate::solve::address::AddressProblem;
    let problems = [
        AddressProblem::Algorithm("quantum".into()),
        AddressProblem::Size {
            given: "99".into(),
            min: 4,
            max: 14,
        },
        AddressProblem::Goal("some".into()),
        AddressProblem::Seed("-1".into()),
        AddressProblem::Step("57th".into()),
    ];
    let given = ["quantum", "99", "some", "-1", "57th"];
    for lang in Lang::ALL {
        for (problem, given) in problems.iter().zip(given) {
            let words = words(lang).bad_address(problem);
            assert!(words.contains(given), "{lang:?}: {words}");
        }
    }
    assert!(words(Lang::En)
        .bad_address(&problems[0])
        .contains("sosic-gu"));
    assert!(words(Lang::Es).bad_address(&problems[4]).contains("paso"));
}

#[test]
fn a_stack_frame_reads_like_the_pseudocodes_call() {
    let sq = |col, row| nqueens_core::Square { row, col };
    let frames = crate::solver::call_stack::frames(&[sq(0, 0), sq(1, 4), sq(2, 2)], 8);
    assert_eq!(
        words(Lang::En).stack_frame(Recursion::Sets, &frames[2]),
        "queens(3, {1, 5}, {2, 7}, {0, 3}) → row 3"
    );
    assert_eq!(
        words(Lang::Es).stack_frame(Recursion::Permutations, &frames[0]),
        "resolver(1, ∅, ∅, ∅) → fila 1"
    );
    let running = crate::solver::call_stack::with_running(&[sq(0, 0), sq(1, 4)], 8, Some(sq(2, 3)));
    assert_eq!(
        words(Lang::En).stack_frame(Recursion::Sets, &running[2]),
        "queens(3, {1, 5}, {2, 7}, {0, 3}): running, tries row 4"
    );
    assert_eq!(
        words(Lang::Es).stack_frame(Recursion::Bitmask, &running[2]),
        "contar(3, filas 00010001, izquierda 00100100, derecha 00001000): en curso, libres 11000010, prueba la fila 4"
    );
    assert_eq!(
        words(Lang::En).stack_frame(Recursion::Bitmask, &frames[1]),
        "count(2, rows 00000001, left 00000010, right 00000000) → row 5"
    );
}

#[test]
fn the_search_figures_name_the_step_of_the_first_solution() {
    let f = nqueens_core::search::SearchFigures::of(Algorithm::Backtracking, 8).unwrap();
    assert!(words(Lang::En)
        .search_figures(&f)
        .ends_with("the first solution after 876 squares tried, at step 1\u{202f}858."));
    assert!(words(Lang::Es)
        .search_figures(&f)
        .ends_with("la primera solución tras 876 casillas probadas, en el paso 1\u{202f}858."));
}
