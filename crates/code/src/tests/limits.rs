//! How a run that does not end by itself is stopped and named: the operations budget,
//! the trace's length (a program merely too large for the n chosen, or a loop that goes
//! round the same steps forever), and a recursion without end, named at its function.

use super::{stopped, PLAIN};
use crate::*;

fn with_steps(steps: usize) -> Limits {
    Limits {
        steps,
        ..Limits::default()
    }
}

fn problem_and_place(source: &str, limits: &Limits) -> (Problem, u32, u32) {
    match run(source, 8, limits).outcome {
        Outcome::Stopped(d) => (d.problem, d.line, d.column),
        Outcome::Finished => panic!("{source} ran to its end"),
    }
}

#[test]
fn the_starter_program_runs_to_its_end_on_the_largest_board_offered() {
    let done = run(PLAIN, MAX_N, &Limits::default());
    assert_eq!(done.outcome, Outcome::Finished);
    assert_eq!(done.trace.steps.len(), 2_477_088);
    assert!(Verdict::of(&done.trace, MAX_N).all_found());
    // One size more does not fit: a program merely too large, not an endless loop.
    let over = run(PLAIN, MAX_N + 1, &Limits::default());
    assert!(
        matches!(
            over.outcome,
            Outcome::Stopped(Diagnostic {
                problem: Problem::TraceFull { steps: 3_000_000 },
                line: 0,
                ..
            })
        ),
        "{:?}",
        over.outcome
    );
}

#[test]
fn a_loop_that_never_ends_stops_at_the_budget_with_its_line() {
    let limits = Limits {
        operations: 100_000,
        ..Limits::default()
    };
    let run = run("let x = 0;\nloop {\n  x += 1;\n}\n", 8, &limits);
    match run.outcome {
        Outcome::Stopped(Diagnostic {
            problem: Problem::Budget {
                operations: 100_000,
            },
            line,
            ..
        }) => {
            assert!((2..=3).contains(&line), "line {line}")
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_loop_that_never_ends_inside_a_function_is_placed_in_it_not_at_the_call() {
    let limits = Limits {
        operations: 100_000,
        ..Limits::default()
    };
    let run = run(
        "fn f() {\n  let x = 0;\n  while true {\n    x += 1;\n  }\n}\nf();\n",
        8,
        &limits,
    );
    match run.outcome {
        Outcome::Stopped(Diagnostic {
            problem: Problem::Budget { .. },
            line,
            ..
        }) => assert!((3..=4).contains(&line), "line {line}, not the call's 7"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_program_too_large_to_record_is_told_to_take_a_smaller_n() {
    let run = run(PLAIN, 8, &with_steps(1_000));
    assert_eq!(run.trace.steps.len(), 1_000);
    assert!(
        matches!(
            run.outcome,
            Outcome::Stopped(Diagnostic {
                problem: Problem::TraceFull { steps: 1_000 },
                line: 0,
                ..
            })
        ),
        "{:?}",
        run.outcome
    );
}

#[test]
fn a_loop_that_calls_the_board_forever_is_a_loop_that_never_ends() {
    let limits = with_steps(100_000);
    let endless = |source: &str| problem_and_place(source, &limits);
    let repeating = Problem::Repeating { steps: 100_000 };
    // After a whole search, safe asked forever on the same square.
    let after_search = format!("{PLAIN}loop {{\n    safe(1, 1);\n}}\n");
    assert_eq!(endless(&after_search), (repeating.clone(), 9, 0));
    // The row never moves on: `r += 1` is missing.
    let stuck = "fn queens(k) {
    if k > n { solution(); return; }
    let r = 1;
    while r <= n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);
";
    assert_eq!(endless(stuck), (repeating.clone(), 5, 0));
    // A counter printed, a call with it, a queen placed and taken back: still one round.
    let rounds = "fn ask(x) { safe(1, x % 2 + 1) }\nlet x = 0;\nloop {\n    x += 1;\n    print(x);\n    ask(x);\n    place(2, 4); remove(2, 4);\n}\n";
    let (problem, line, _) = endless(rounds);
    assert_eq!(problem, repeating);
    assert!((1..=7).contains(&line), "line {line}");
}

#[test]
fn a_recursion_that_never_ends_points_at_its_function_and_names_the_call() {
    let d = stopped("fn f(k) { f(k + 1) }\nf(1);", 8);
    assert_eq!(
        (d.problem, d.line, d.column),
        (
            Problem::TooDeep {
                levels: 64,
                function: "f".into(),
                call_line: 1,
                call_column: 11
            },
            1,
            4
        )
    );
    let d = stopped(
        "// counts down, and never stops\nfn down(k) {\n    print(k);\n    down(k - 1);\n}\ndown(3);\n",
        8,
    );
    assert_eq!(
        (d.problem, d.line, d.column),
        (
            Problem::TooDeep {
                levels: 64,
                function: "down".into(),
                call_line: 4,
                call_column: 5
            },
            2,
            4
        )
    );
}

#[test]
fn a_board_call_refused_names_its_own_column() {
    let d = stopped("fn f() {\n  place(0, 1);\n}\nf();\n", 8);
    assert_eq!(
        (d.problem, d.line, d.column),
        (Problem::OffBoard { col: 0, row: 1 }, 2, 3)
    );
    let d = stopped("place(2, 2);\nlet k = 2; remove(k, 2); remove(k, 2);\n", 8);
    assert_eq!(
        (d.problem, d.line, d.column),
        (Problem::Empty(nqueens_core::Square::new(1, 1)), 2, 26)
    );
}
