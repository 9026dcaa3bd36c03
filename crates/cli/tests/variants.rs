//! The variants on the command line: the figures print as plain numbers, one per line,
//! and unsupported combinations get one line and exit code 2.

use std::process::Command;

const NQUEENS: &str = env!("CARGO_BIN_EXE_nqueens");

fn run(args: &str) -> std::process::Output {
    Command::new(NQUEENS)
        .args(args.split(' '))
        .output()
        .unwrap()
}

#[test]
fn each_variant_prints_its_figures() {
    for (args, expected) in [
        ("count 13 --torus", "4524\n"),
        ("count 11 --piece superqueen", "44\n"),
        ("count 9 --pawns 1", "396\n"),
        ("max 8 --piece rook", "8\n40320\n"),
        ("max 8 --piece bishop", "14\n256\n"),
        ("max 8 --piece king", "16\n281571\n"),
        ("max 8 --piece knight", "32\n2\n"),
        ("max 8 --piece queen", "8\n92\n"),
        ("dominate 8", "5\n4860\n"),
        ("max 3 --dim 3", "4\n16\n"),
        ("max 4 --dim 3", "7\n1344\n"),
    ] {
        let out = run(args);
        assert!(out.status.success(), "{args}: {out:?}");
        assert_eq!(String::from_utf8(out.stdout).unwrap(), expected, "{args}");
    }
}

#[test]
fn unsupported_combinations_get_one_line_and_exit_code_2() {
    for args in [
        "count 8 --torus --pawns 1",
        "count 8 --piece knight",
        "count 8 --pawns 2",
        "count 8 --torus --fundamental",
        "count 18 --torus",
        "max 9 --piece knight",
        "max 5 --dim 3",
        "max 4 --dim 3 --piece king",
        "max 8 --dim 4",
        "dominate 9",
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.trim_end().lines().count(), 1, "{args}: {err}");
    }
}

#[test]
fn every_variant_command_has_help() {
    for args in ["max --help", "dominate --help", "count --help"] {
        let out = run(args);
        assert!(out.status.success(), "{args}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.contains("Usage: nqueens"), "{args}");
    }
    let count = String::from_utf8(run("count --help").stdout).unwrap();
    for flag in ["--torus", "--piece", "--pawns"] {
        assert!(count.contains(flag), "{flag}");
    }
}
