//! Puzzles on the command line: `puzzle` prints the queens given, `complete` reads them
//! back and finds the one answer, which `check` accepts.

use std::process::Output;

mod common;

fn run(args: &str, stdin: &str) -> Output {
    common::with_stdin(args.split(' '), stdin)
}

fn stdout(out: &Output) -> String {
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn every_puzzle_completes_one_way_and_the_answer_is_a_solution() {
    for n in 6..=14 {
        for level in ["easy", "medium", "hard"] {
            let clues = stdout(&run(&format!("puzzle {n} --seed {n} --level {level}"), ""));
            assert_eq!(clues.lines().count(), 1);
            let completed = stdout(&run(&format!("complete {n}"), &clues));
            let lines: Vec<&str> = completed.lines().collect();
            assert_eq!(lines.len(), 2, "{n} {level}: {completed}");
            assert_eq!(lines[0], "1");
            assert_eq!(stdout(&run("check", lines[1])), "valid\n");
            // The answer keeps every queen given.
            let given: Vec<&str> = clues
                .trim()
                .split(if n > 9 { "," } else { "" })
                .filter(|c| !c.is_empty())
                .collect();
            let answer: Vec<&str> = lines[1]
                .split(if n > 9 { "," } else { "" })
                .filter(|c| !c.is_empty())
                .collect();
            for (g, a) in given.iter().zip(&answer) {
                assert!(*g == "0" || g == a, "{n} {level}: {clues} → {}", lines[1]);
            }
        }
    }
}

#[test]
fn the_daily_puzzle_is_the_same_every_time() {
    let a = stdout(&run("puzzle --date 2026-11-23", ""));
    assert_eq!(a, stdout(&run("puzzle --date 2026-11-23", "")));
    assert_ne!(a, stdout(&run("puzzle --date 2026-11-24", "")));
}

#[test]
fn complete_counts_and_lists() {
    assert_eq!(
        stdout(&run("complete 6", "0")),
        "4\n246135\n362514\n415263\n531642\n"
    );
    assert_eq!(stdout(&run("complete 8", "12")), "0\n");
    let out = stdout(&run("complete 8", "1"));
    assert_eq!(out.lines().next(), Some("4"));
    assert_eq!(out.lines().count(), 5);
}

#[test]
fn bad_input_gets_one_line_and_exit_code_2() {
    for (args, stdin) in [
        ("puzzle 5", ""),
        ("puzzle 15", ""),
        ("puzzle", ""),
        ("puzzle 8 --level extreme", ""),
        ("puzzle --date 2026-02-30", ""),
        ("puzzle 8 --date 2026-11-23", ""),
        ("complete 17", "1"),
        ("complete 8", "19"),
        ("complete 8", "banana"),
    ] {
        let out = run(args, stdin);
        assert_eq!(out.status.code(), Some(2), "{args}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args}: {err}");
    }
    for args in ["puzzle --help", "complete --help"] {
        assert!(stdout(&run(args, "")).contains("Usage"));
    }
}
