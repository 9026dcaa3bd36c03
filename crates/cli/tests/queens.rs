//! `nqueens queens`: generated layouts count one answer, grade at the level asked and
//! solve; bad layouts get one line and exit code 2.

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
fn a_generated_layout_has_one_answer_its_level_and_a_solution() {
    for (n, level) in [(7, "easy"), (9, "medium"), (11, "hard"), (8, "expert")] {
        let layout = stdout(&run(
            &format!("queens generate {n} --seed 5 --level {level}"),
            "",
        ));
        let lines: Vec<&str> = layout.lines().collect();
        assert_eq!(lines.len(), n);
        assert!(lines
            .iter()
            .all(|l| l.len() == n && l.bytes().all(|b| b.is_ascii_uppercase())));
        assert_eq!(stdout(&run("queens count", &layout)), "1\n");
        let grade = stdout(&run("queens grade", &layout));
        assert_eq!(grade.lines().next(), Some(level), "{grade}");
        let solved = stdout(&run("queens solve", &layout));
        assert_eq!(solved.lines().count(), n);
        assert!(
            solved.lines().all(|l| l.matches('Q').count() == 1),
            "{solved}"
        );
        // The same seed, the same layout.
        let again = stdout(&run(
            &format!("queens generate {n} --seed 5 --level {level}"),
            "",
        ));
        assert_eq!(again, layout);
    }
}

#[test]
fn count_prints_the_exact_number_first() {
    let rows = "AAAAAAAA\nBBBBBBBB\nCCCCCCCC\nDDDDDDDD\nEEEEEEEE\nFFFFFFFF\nGGGGGGGG\nHHHHHHHH\n";
    assert_eq!(stdout(&run("queens count", rows)), "5242\n");
    assert_eq!(stdout(&run("queens count --cap 2", rows)), "2\n");
    assert_eq!(
        stdout(&run("queens grade", rows)).lines().next(),
        Some("unsolved")
    );
}

#[test]
fn the_daily_layout_follows_the_date() {
    let a = stdout(&run("queens generate --date 2026-11-23", ""));
    assert_eq!(a, stdout(&run("queens generate --date 2026-11-23", "")));
    assert_ne!(a, stdout(&run("queens generate --date 2026-11-24", "")));
}

#[test]
fn bad_layouts_get_one_line_and_exit_code_2() {
    let cases = [
        (
            "queens count",
            "AAAA\nBBB\nCCCC\nDDDD\n",
            "line 2 has 3 cells",
        ),
        (
            "queens grade",
            "AAAA\nBBBB\nCCCC\nCCCC\n",
            "has 4 regions, not 3",
        ),
        (
            "queens solve",
            "AAAA\nABCC\nCCBD\nDDDD\n",
            "region B is in more than one piece",
        ),
        ("queens count", "", "empty"),
        ("queens solve", "AABB\nCCCC\nDDDD\nDDDD\n", "no answer"),
        ("queens generate 20", "", "not 20×20"),
        ("queens generate --date 2026-02-30", "", "not a date"),
        ("queens generate", "", "give a size"),
    ];
    for (args, stdin, says) in cases {
        let out = run(args, stdin);
        assert_eq!(out.status.code(), Some(2), "{args}: {out:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(
            err.starts_with("nqueens: ") && err.contains(says),
            "{args}: {err}"
        );
    }
}
