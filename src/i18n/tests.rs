//! The sentences, checked in both languages.

use super::*;

/// A square by its name (`c5`).
pub(crate) fn sq(name: &str) -> Square {
    let col = u32::from(name.as_bytes()[0] - b'a');
    let row: u32 = name[1..].parse().unwrap();
    Square::new(row - 1, col)
}

#[test]
fn square_names_list_attackers() {
    let en = Lang::En.say();
    assert_eq!(
        en.square_name(sq("d5"), SquareState::Queen, &[]),
        "d5, queen"
    );
    assert_eq!(
        en.square_name(sq("d6"), SquareState::Attacked, &[sq("d5")]),
        "d6, attacked by d5"
    );
    assert_eq!(
        en.square_name(
            sq("b3"),
            SquareState::Conflict,
            &[sq("d5"), sq("a2"), sq("b8")]
        ),
        "b3, queen, attacked by d5, a2 and b8"
    );
    assert_eq!(
        Lang::Es
            .say()
            .square_name(sq("b3"), SquareState::Conflict, &[sq("d5")]),
        "b3, reina, atacada por d5"
    );
}

#[test]
fn core_errors_speak_spanish_too() {
    let e = Error::SizeOutOfRange {
        n: 99,
        min: 1,
        max: 20,
    };
    assert_eq!(
        Lang::En.say().error(&e),
        "board size 99 is out of range: use 1 to 20"
    );
    assert_eq!(
        Lang::Es.say().error(&e),
        "el tamaño 99 está fuera de rango: usa de 1 a 20"
    );
    // A solver's failure carries facts, not an English sentence the Spanish page would
    // print after its own words.
    let stopped = Error::Solver(nqueens_core::error::SolverFailure::Stopped {
        detail: "singular matrix".into(),
    });
    assert_eq!(
        Lang::Es.say().error(&stopped),
        "el solver MILP se detuvo por un problema numérico"
    );
    assert!(Lang::En.say().error(&stopped).contains("singular matrix"));
    // The page quotes as its other messages do; the command line keeps straight marks.
    let bad = Error::BadPuzzleId { id: "x".into() };
    assert!(Lang::En
        .say()
        .error(&bad)
        .starts_with("“x” is not a puzzle"));
    assert!(bad.to_string().starts_with("'x' is not a puzzle"));
}

#[test]
fn every_algorithm_and_symmetry_has_words() {
    for lang in Lang::ALL {
        for a in Algorithm::ALL {
            let (name, text) = lang.say().algorithm(a);
            assert!(!name.is_empty() && text.len() > 40, "{lang:?} {a:?}");
        }
        for g in Symmetry::ALL {
            assert!(!lang.say().symmetry_name(g).is_empty());
        }
    }
}

#[test]
fn language_from_browser_code() {
    assert_eq!(Lang::from_code("es-AR"), Lang::Es);
    assert_eq!(Lang::from_code("en-GB"), Lang::En);
    assert_eq!(Lang::from_code(""), Lang::En);
}

#[test]
fn capitals_cover_every_first_letter_the_words_start_with() {
    assert_eq!(super::capitalised("kings"), "Kings");
    assert_eq!(super::capitalised("reinas en c3"), "Reinas en c3");
    assert_eq!(super::capitalised("árbol"), "Árbol");
    assert_eq!(super::capitalised("ñandú"), "Ñandú");
    assert_eq!(super::capitalised(""), "");
    // The puzzle names use a level in lower case, Spanish accents included.
    let id = nqueens_core::puzzle::Level::Hard;
    assert_eq!(
        Lang::Es.say().level_name(id).to_ascii_lowercase(),
        "difícil"
    );
}

#[test]
fn one_collision_is_singular_in_both_languages() {
    use nqueens_core::search::{Algorithm, Goal, LocalEvent, Replay, Setup};
    let setup = Setup {
        n: 8,
        algorithm: Algorithm::SwapSearch,
        goal: Goal::First,
        seed: 1,
    };
    let mut shown = Replay::new(setup).unwrap();
    for collisions in [1, 3] {
        shown.apply(&nqueens_core::search::Event::Local(LocalEvent::Swap {
            a: 0,
            b: 1,
            collisions,
        }));
        let en = Lang::En.say().step(Algorithm::SwapSearch, &shown).unwrap();
        let es = Lang::Es.say().step(Algorithm::SwapSearch, &shown).unwrap();
        if collisions == 1 {
            assert!(en.ends_with("1 collision left"), "{en}");
            assert!(es.ends_with("queda 1 colisión"), "{es}");
        } else {
            assert!(en.ends_with("3 collisions left"), "{en}");
            assert!(es.ends_with("quedan 3 colisiones"), "{es}");
        }
    }
}

#[test]
fn a_prediction_is_told_right_or_wrong_with_what_the_search_did() {
    use crate::predict::predictor::Predictor;
    use nqueens_core::search::predict::Guess;
    use nqueens_core::search::{Algorithm, Goal, Setup};
    let mut p = Predictor::new(Setup {
        n: 6,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
    .unwrap();
    let first = p.guess(Guess::Square(sq("a1"))).unwrap();
    assert_eq!(
        Lang::En.predict().reveal(&first),
        "Right. It tries a1, the lowest square of file a it has not tried yet: no queen attacks it, so a queen goes there."
    );
    let second = p.guess(Guess::Back).unwrap();
    assert_eq!(
        Lang::Es.predict().reveal(&second),
        "Esta vez no. Prueba b1, la casilla siguiente de la columna b: una reina la ataca por su fila, así que sigue."
    );
}

#[test]
fn each_kind_of_prediction_says_what_decided_the_move() {
    use crate::predict::predictor::Predictor;
    use nqueens_core::search::predict::Guess;
    use nqueens_core::search::{Algorithm, Goal, Setup};
    let first = |algorithm, n, seed, skip| {
        let mut p = Predictor::new(Setup {
            n,
            algorithm,
            goal: Goal::All,
            seed,
        })
        .unwrap()
        .unwrap();
        p.skip(skip);
        p.guess(Guess::NotSure).unwrap()
    };
    let links = first(Algorithm::DancingLinks, 6, 1, 3);
    assert_eq!(
        Lang::Es.predict().reveal(&links),
        "Vuelve atrás: en la columna f no queda casilla libre que probar, así que quita la reina de e3."
    );
    let node = first(Algorithm::BranchBoundDepthFirst, 6, 1, 4);
    assert_eq!(
        Lang::En.predict().reveal(&node),
        "It expands the node whose newest queen is on e4, the next in its frontier: file f has no safe square, so it has no children; 9 open nodes wait."
    );
    assert_eq!(
        Lang::Es.predict().reveal(&node),
        "Expande el nodo cuya reina más nueva está en e4, el siguiente de su frontera: la columna f no tiene casilla segura, así que no tiene hijos; esperan 9 nodos abiertos."
    );
    let repair = first(Algorithm::SosicGu, 8, 103, 9);
    assert_eq!(
        Lang::Es.predict().reveal(&repair),
        "Repara la reina de la columna h, que está atacada: intercambia la fila con la reina de la columna d y pasa a h2. Queda 1 colisión."
    );
    let start = first(Algorithm::SosicGu, 8, 103, 0);
    assert!(Lang::En
        .predict()
        .reveal(&start)
        .starts_with("The start places the queen of file a on a6"));
}
