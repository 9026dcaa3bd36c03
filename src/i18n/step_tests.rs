//! The solver page's words, checked in both languages: the pseudocode's lines, the call
//! stack, and a sentence for every step of every algorithm and variant walk.

use super::tests::sq;
use super::*;

#[test]
fn every_pseudocode_marks_each_line_its_steps_execute_once() {
    for lang in Lang::ALL {
        for algorithm in Algorithm::ALL {
            let listing = lang.say().pseudocode(algorithm);
            for line in algorithm.code_lines() {
                let marked = listing.iter().filter(|(_, l)| *l == Some(*line)).count();
                assert_eq!(marked, 1, "{lang:?} {algorithm:?} {line:?}");
            }
            for (text, line) in listing {
                assert!(!text.trim().is_empty(), "{lang:?} {algorithm:?}");
                if let Some(line) = line {
                    assert!(
                        algorithm.code_lines().contains(line),
                        "{lang:?} {algorithm:?}: {text}"
                    );
                }
            }
        }
    }
}

#[test]
fn a_step_says_what_happens_and_why_in_both_languages() {
    use nqueens_core::search::{Focus, Reason, Rejection};
    let attacked = Focus::Rejected(Rejection {
        square: sq("d5"),
        reason: Reason::Diagonal,
        by: Some(sq("b3")),
        next: Some(sq("d6")),
    });
    assert_eq!(
        Lang::En.say().focus(attacked),
        "d5 is attacked along the / diagonal by b3 — try d6"
    );
    assert_eq!(
        Lang::Es.say().focus(attacked),
        "d5 está atacada en la diagonal / por b3 — prueba d6"
    );
    let last = Focus::Rejected(Rejection {
        square: sq("e8"),
        reason: Reason::AntiDiagonal,
        by: Some(sq("c6")),
        next: None,
    });
    assert_eq!(
        Lang::En.say().focus(last),
        "e8 is attacked along the \\ diagonal by c6 — no square is left in file e: go back"
    );
    assert_eq!(
        Lang::Es.say().focus(last),
        "e8 está atacada en la diagonal \\ por c6 — no quedan casillas en la columna e: vuelve atrás"
    );
    let solved = Focus::Removed {
        square: sq("h4"),
        after_solution: true,
    };
    assert_eq!(
        Lang::En.say().focus(solved),
        "Take back the queen on h4 to look for more solutions"
    );
    assert_eq!(
        Lang::Es.say().focus(Focus::Placed(sq("a1"))),
        "Ninguna reina ataca a1 — coloca una reina ahí"
    );
}

#[test]
fn every_step_of_every_stepping_algorithm_has_a_sentence() {
    use nqueens_core::search::{Goal, Machine, Replay, Setup};
    for algorithm in Algorithm::ALL
        .into_iter()
        .filter(|a| *a != Algorithm::Construct)
    {
        let (min, max) = algorithm.sizes(Goal::First);
        let setup = Setup {
            n: 8.clamp(min, max),
            algorithm,
            goal: Goal::First,
            seed: 1,
        };
        let mut machine = Machine::new(setup).unwrap();
        let mut replay = Replay::new(setup).unwrap();
        for step in 1..=300 {
            let Some(event) = machine.step() else { break };
            replay.apply(&event);
            for lang in Lang::ALL {
                let said = lang.say().step(algorithm, &replay);
                assert!(
                    said.as_deref().is_some_and(|s| !s.is_empty()),
                    "{algorithm:?} step {step} ({event:?}) in {lang:?}"
                );
            }
        }
    }
}
