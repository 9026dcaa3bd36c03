//! Arguments the CLI refuses: whatever is wrong, the process exits 2 with one line on
//! stderr that says what, and prints nothing on stdout.

use std::process::Command;

const NQUEENS: &str = env!("CARGO_BIN_EXE_nqueens");

#[test]
fn every_refusal_is_one_line_that_names_what_is_wrong() {
    for (args, says) in [
        (&[][..], "a command is needed, one of: count, max"),
        (&["count"][..], "required arguments were not provided: <N>"),
        (
            &["merge"][..],
            "required arguments were not provided: <FILES>",
        ),
        (&["count", "abc"][..], "invalid value 'abc' for '<N>'"),
        (
            &["count", "99"][..],
            "board size 99 is out of range: use 1 to 23",
        ),
        (
            &["count", "8", "--piece", "dragon"][..],
            "possible values: queen,",
        ),
        (&["frobnicate"][..], "unrecognized subcommand 'frobnicate'"),
    ] {
        let out = Command::new(NQUEENS).args(args).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("nqueens: "), "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
