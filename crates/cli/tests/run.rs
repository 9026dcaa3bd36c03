//! `nqueens run FILE`: a learner's Rhai solver runs, and is checked against the core; an
//! error is one line naming the place, and an exercise that falls short exits 1.

use std::process::Output;

mod common;

const PLAIN: &str = "fn queens(k) {
    if k > n { solution(); return; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); queens(k + 1); remove(k, r); }
    }
}
queens(1);
";

/// Runs `nqueens run - ARGS` with `source` on stdin.
fn run(source: &str, args: &[&str]) -> Output {
    common::with_stdin(["run", "-"].into_iter().chain(args.iter().copied()), source)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn the_plain_solver_is_checked_against_q_and_the_textbook_effort() {
    let out = run(PLAIN, &["-n", "6"]);
    assert!(out.status.success(), "{out:?}");
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("4 solution(s) reported, 4 correct and distinct, Q(6) = 4"),
        "{stdout}"
    );
    assert!(stdout.contains("894 squares tried"), "{stdout}");
    assert!(
        stdout.contains(": the same as the textbook backtracking"),
        "{stdout}"
    );
}

#[test]
fn a_wrong_solution_is_named_with_its_attack() {
    let out = run("for c in 1..=4 { place(c, c); }\nsolution();", &["-n", "4"]);
    assert!(out.status.success());
    let stdout = text(&out.stdout);
    assert!(
        stdout.contains("solution 1: a1 and b2 share a diagonal"),
        "{stdout}"
    );
    assert!(
        stdout.contains("1 solution(s) reported, 0 correct and distinct, Q(4) = 2"),
        "{stdout}"
    );
}

#[test]
fn errors_are_one_line_with_the_place_and_exit_2() {
    for (source, message) in [
        ("let a = (1;\n", "-:1:"),
        ("print(nope);", "-:1:7: unknown variable nope"),
        (
            "place(1, 1);\nplace(1, 1);",
            "-:2:1: place on a1, which already holds a queen",
        ),
        (
            "loop {}",
            "stopped after 50000000 operations: is there a loop that never ends?",
        ),
    ] {
        let out = run(source, &[]);
        assert_eq!(out.status.code(), Some(2), "{source}");
        let stderr = text(&out.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(message), "{source}: {stderr}");
    }
    let out = run(PLAIN, &["-n", "40"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("board size 40 is out of range: 1 to 11"));
}

#[test]
fn an_exercise_passes_or_says_what_is_short() {
    let out = run(PLAIN, &["--exercise", "first-solution"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out.stderr).trim(),
        "nqueens: exercise first-solution: 92 solutions reported, where only the first was asked for"
    );
    let first = "fn queens(k) {
    if k > n { solution(); return true; }
    for r in 1..=n {
        if safe(k, r) { place(k, r); if queens(k + 1) { return true; } remove(k, r); }
    }
    false
}
queens(1);";
    let out = run(first, &["--exercise", "first-solution"]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(text(&out.stdout).trim(), "exercise first-solution: passed");
}
