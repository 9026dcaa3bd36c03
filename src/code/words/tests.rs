//! /code's words in both languages: the check, the errors and their places, the
//! template, the exercises.

use super::words;
use crate::i18n::Lang;
use nqueens_code::{run, Diagnostic, Limits, Problem, Verdict};
use nqueens_core::Square;

const PLAIN: &str = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);";

#[test]
fn the_check_is_said_in_both_languages() {
    let verdict = Verdict::of(&run(PLAIN, 6, &Limits::default()).trace, 6);
    assert_eq!(
        words(Lang::En).check(&verdict),
        vec![
            "4 solutions reported, 4 of them correct and distinct. That is all of them: Q(6) = 4.",
            "Your search tried the same 894 squares and placed the same 152 queens as the textbook solver to find them all.",
        ]
    );
    assert_eq!(
        words(Lang::Es).check(&verdict)[0],
        "4 soluciones comunicadas, 4 de ellas correctas y distintas. Son todas: Q(6) = 4."
    );
}

#[test]
fn a_board_without_solutions_is_told_none_is_right() {
    let verdict = Verdict::of(&run(PLAIN, 3, &Limits::default()).trace, 3);
    assert_eq!(
        words(Lang::En).check(&verdict)[0],
        "No solution reported, and rightly: the 3×3 board has none, Q(3) = 0."
    );
    assert!(
        words(Lang::Es).check(&verdict)[0].starts_with("Ninguna solución comunicada, y con razón")
    );
    // Where there are solutions, none reported is a fault to fix.
    let none = Verdict::of(&run("let k = 1;", 4, &Limits::default()).trace, 4);
    assert_eq!(
        words(Lang::En).check(&none)[0],
        "No solution reported: call solution() when the board is full."
    );
}

#[test]
fn a_wrong_solution_names_the_line_its_queens_share() {
    let trace = run(
        "for c in 1..=4 { place(c, c); }\nsolution();",
        4,
        &Limits::default(),
    )
    .trace;
    let verdict = Verdict::of(&trace, 4);
    let en = words(Lang::En).check(&verdict);
    assert_eq!(
        en[0],
        "1 solution reported, but it is not correct. Q(4) = 2: you found 0 of 2."
    );
    assert_eq!(en[1], "Solution 1: a1 and b2 share a diagonal.");
    assert_eq!(
        words(Lang::Es).check(&verdict)[1],
        "Solución 1: a1 y b2 comparten una diagonal."
    );
}

#[test]
fn errors_name_their_place_in_both_languages() {
    let d = Diagnostic {
        problem: Problem::Occupied(Square::new(0, 0)),
        line: 2,
        column: 1,
    };
    assert_eq!(
        words(Lang::En).diagnostic(&d),
        "Line 2, column 1: place(1, 1): a1 already holds a queen."
    );
    assert_eq!(
        words(Lang::Es).diagnostic(&d),
        "Línea 2, columna 1: place(1, 1): ya hay una reina en a1."
    );
    let budget = Diagnostic {
        problem: Problem::Budget {
            operations: 50_000_000,
        },
        line: 3,
        column: 5,
    };
    assert_eq!(
        words(Lang::En).diagnostic(&budget),
        "Stopped after 50\u{202f}000\u{202f}000 operations at line 3: is there a loop that never ends?"
    );
    let arity = Problem::UnknownFunction {
        name: "queens".into(),
        given: 2,
        defined: vec![1],
    };
    assert_eq!(
        words(Lang::En).problem(&arity),
        "queens takes 1 argument, but was given 2"
    );
    assert_eq!(
        words(Lang::Es).problem(&arity),
        "queens recibe 1 argumento, pero se le dieron 2"
    );
}

#[test]
fn a_finished_run_says_its_time_in_the_language() {
    assert_eq!(
        words(Lang::En).finished(1508, 7669, 0.2),
        "Done: 1\u{202f}508 steps traced, 7\u{202f}669 operations, in 200 ms."
    );
    assert_eq!(
        words(Lang::Es).finished(24_038, 121_695, 1.5),
        "Terminado: 24\u{202f}038 pasos registrados, 121\u{202f}695 operaciones, en 1,5 s."
    );
}

#[test]
fn the_model_answer_starts_each_line_at_its_own_indent_and_finds_92() {
    for lang in [Lang::En, Lang::Es] {
        for program in [words(lang).template(), words(lang).model_answer()] {
            assert!(
                program.lines().any(|l| l.starts_with("fn queens(k) {")),
                "{program}"
            );
            assert!(
                program.lines().all(|l| !l.starts_with("    //")),
                "{program}"
            );
        }
        let model = words(lang).model_answer();
        let verdict = Verdict::of(&run(model, 8, &Limits::default()).trace, 8);
        assert!(verdict.all_found(), "{lang:?}");
    }
}

#[test]
fn a_first_solution_run_is_compared_with_the_textbook_first_solution() {
    use nqueens_code::Exercise;
    use nqueens_core::search::Goal;
    let model = Exercise::FirstSolution.model();
    let verdict = Verdict::of(&run(model, 8, &Limits::default()).trace, 8);
    let first = nqueens_code::Reference::textbook(8, Goal::First).expect("n = 8");
    let said = words(Lang::En).check(&verdict);
    assert_eq!(
        said[1],
        format!(
            "Your search tried the same {} squares and placed the same {} queens as the textbook solver to its first solution.",
            first.counters.tried, first.counters.placed
        )
    );
    assert!(words(Lang::Es).check(&verdict)[1].ends_with("hasta su primera solución."));
}

#[test]
fn a_solver_with_its_own_safety_test_is_not_told_it_tried_nothing() {
    use nqueens_code::Exercise;
    let own = Exercise::OwnSafe.model();
    let verdict = Verdict::of(&run(own, 8, &Limits::default()).trace, 8);
    for lang in [Lang::En, Lang::Es] {
        let effort = &words(lang).check(&verdict)[1];
        assert!(!effort.contains(" 0 "), "{lang:?}: {effort}");
        assert!(effort.contains("2\u{202f}056"), "{lang:?}: {effort}");
    }
    assert!(words(Lang::En).check(&verdict)[1].contains("only its queens are counted"));
}

#[test]
fn a_top_level_variable_in_a_function_is_told_as_rhai_scoping() {
    let source = "let count = 0;\nfn queens(k) {\n  count += 1;\n}\nqueens(1);\n";
    let nqueens_code::Outcome::Stopped(d) = run(source, 8, &Limits::default()).outcome else {
        panic!("it ran");
    };
    let en = words(Lang::En).diagnostic(&d);
    assert!(
        en.starts_with(
            "Line 3, column 3: unknown variable count in queens: count is defined at the top level"
        ),
        "{en}"
    );
    assert!(en.contains("pass count in as a parameter"), "{en}");
    assert!(words(Lang::Es).diagnostic(&d).contains("como parámetro"));
}

#[test]
fn every_exercise_starts_from_a_program_that_runs_but_does_not_pass_yet() {
    use nqueens_code::{Exercise, Shortfall};
    for lang in [Lang::En, Lang::Es] {
        for exercise in Exercise::ALL {
            let text = words(lang).exercise(exercise);
            assert!(!text.title.is_empty() && !text.task.is_empty() && !text.hint.is_empty());
            let shortfall = exercise.check(text.template).err();
            assert!(
                matches!(shortfall, Some(ref s) if !matches!(s, Shortfall::Stopped(_))),
                "{lang:?} {exercise:?}: {shortfall:?}"
            );
            let words = words(lang).shortfall(exercise, shortfall.as_ref().unwrap());
            assert!(words.ends_with('.'), "{words}");
        }
    }
}

#[test]
fn the_mirror_exercise_names_the_missing_images() {
    use nqueens_code::{Exercise, Shortfall};
    let half = Shortfall::Found {
        n: 8,
        found: 46,
        expected: 92,
    };
    assert_eq!(
        words(Lang::En).shortfall(Exercise::Mirror, &half),
        "You found 46 of 92: the mirror images are missing."
    );
    assert_eq!(
        words(Lang::Es).shortfall(Exercise::Mirror, &half),
        "Encontraste 46 de 92: faltan las imágenes especulares."
    );
    assert_eq!(
        words(Lang::Es).progress(2, 6),
        "2 de 6 superados en este dispositivo."
    );
}

#[test]
fn the_model_answer_runs_to_its_end_on_the_largest_board_the_page_offers() {
    use nqueens_code::{Outcome, MAX_N};
    let template = words(Lang::En).model_answer();
    let done = run(template, MAX_N, &Limits::default());
    assert_eq!(done.outcome, Outcome::Finished);
    assert!(Verdict::of(&done.trace, MAX_N).all_found());
}

/// One diagnostic of each kind, at a place.
fn every_problem() -> Vec<Diagnostic> {
    let at = |problem, line, column| Diagnostic {
        problem,
        line,
        column,
    };
    vec![
        at(Problem::Syntax { expected: None }, 2, 9),
        at(
            Problem::Syntax {
                expected: Some(")".into()),
            },
            2,
            15,
        ),
        at(Problem::UnknownVariable("b".into()), 3, 7),
        at(
            Problem::TopLevelVariable {
                name: "count".into(),
                function: "queens".into(),
            },
            3,
            3,
        ),
        at(
            Problem::UnknownFunction {
                name: "f".into(),
                given: 1,
                defined: vec![2],
            },
            3,
            1,
        ),
        at(Problem::IndexOutOfRange { index: 5, len: 3 }, 2, 9),
        at(
            Problem::WrongType {
                expected: "i64".into(),
                actual: "bool".into(),
            },
            1,
            1,
        ),
        at(Problem::OffBoard { col: 0, row: 1 }, 2, 3),
        at(Problem::Occupied(Square::new(0, 0)), 2, 1),
        at(Problem::Empty(Square::new(0, 0)), 2, 1),
        at(
            Problem::TooDeep {
                levels: 64,
                function: "down".into(),
                call_line: 4,
                call_column: 5,
            },
            2,
            4,
        ),
        at(
            Problem::Budget {
                operations: 50_000_000,
            },
            3,
            5,
        ),
        at(Problem::TraceFull { steps: 3_000_000 }, 0, 0),
        at(Problem::Repeating { steps: 3_000_000 }, 2, 0),
        at(Problem::Other("Stack overflow".into()), 0, 0),
    ]
}

#[test]
fn every_message_is_one_sentence_and_names_the_column_the_underline_starts_at() {
    use crate::code::words::named_column;
    for d in every_problem() {
        for (lang, column) in [(Lang::En, "column"), (Lang::Es, "columna")] {
            let said = words(lang).diagnostic(&d);
            assert!(!said.contains("?.") && !said.contains(".."), "{said}");
            assert!(said.ends_with(['.', '?']), "{said}");
            let head = said.split(": ").next().unwrap_or_default();
            match named_column(&d) {
                Some(c) => assert!(head.ends_with(&format!(" {column} {c}")), "{said}"),
                None => assert!(!head.contains(column), "{said}"),
            }
        }
    }
}

#[test]
fn an_endless_recursion_is_named_at_its_function_with_its_last_call() {
    let down = "// counts down, and never stops\nfn down(k) {\n    print(k);\n    down(k - 1);\n}\ndown(3);\n";
    let nqueens_code::Outcome::Stopped(d) = run(down, 8, &Limits::default()).outcome else {
        panic!("the recursion ended");
    };
    assert_eq!(
        words(Lang::En).diagnostic(&d),
        "Line 2, column 4: calls of down nested more than 64 deep, the last one at line 4, column 5: where does its recursion stop?"
    );
    assert_eq!(
        words(Lang::Es).diagnostic(&d),
        "Línea 2, columna 4: llamadas a down anidadas a más de 64 niveles, la última en la línea 4, columna 5: ¿dónde se detiene su recursión?"
    );
}

#[test]
fn a_loop_around_the_board_is_told_apart_from_a_program_too_large() {
    let limits = Limits {
        steps: 10_000,
        ..Limits::default()
    };
    let said = |source: &str, lang: Lang| match run(source, 8, &limits).outcome {
        nqueens_code::Outcome::Stopped(d) => words(lang).diagnostic(&d),
        nqueens_code::Outcome::Finished => panic!("{source} ran to its end"),
    };
    let endless = "let x = 0;\nloop {\n    x += 1;\n    safe(1, 1);\n}\n";
    assert_eq!(
        said(endless, Lang::En),
        "Stopped after 10\u{202f}000 recorded steps going round the same ones on the same board, at line 4: is there a loop that never ends?"
    );
    assert_eq!(
        said(endless, Lang::Es),
        "Detenido tras 10\u{202f}000 pasos registrados que repiten los mismos sobre el mismo tablero, en la línea 4: ¿hay un bucle que no termina nunca?"
    );
    assert_eq!(
        said(PLAIN, Lang::En),
        "Stopped after 10\u{202f}000 recorded steps, all the replay keeps, with the program still at work: try a smaller n."
    );
    assert!(said(PLAIN, Lang::Es).ends_with(": prueba con un n menor."));
}

/// Every program the page shows, in one language: the first one, its model answer, and
/// each exercise's starting program.
fn programs(lang: Lang) -> Vec<&'static str> {
    let w = words(lang);
    let exercises = nqueens_code::Exercise::ALL.map(|e| w.exercise(e).template);
    [w.template(), w.model_answer()]
        .into_iter()
        .chain(exercises)
        .collect()
}

/// The program with its `//` comments taken out.
fn without_comments(program: &str) -> String {
    program
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_programs_differ_between_languages_only_in_their_comments() {
    let (english, spanish) = (programs(Lang::En), programs(Lang::Es));
    assert_eq!(english.len(), spanish.len());
    for (en, es) in english.iter().zip(&spanish) {
        assert_eq!(without_comments(en), without_comments(es));
    }
    assert_ne!(english[0], spanish[0], "the comments are translated");
}
