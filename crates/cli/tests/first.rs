//! `nqueens first N --algo ID --seed S`: the four seeded methods reach solutions that
//! the core's verifier accepts, with two seeds each, and the same seed gives the same
//! board; the heuristic finds a 1,000-queen solution.

use nqueens_core::construct::verify;
use std::process::Command;

const NQUEENS: &str = env!("CARGO_BIN_EXE_nqueens");

/// The first line printed (the board), as 0-based rows.
fn first(n: usize, algo: &str, seed: u64) -> Vec<u32> {
    let out = Command::new(NQUEENS)
        .args([
            "first",
            &n.to_string(),
            "--algo",
            algo,
            "--seed",
            &seed.to_string(),
        ])
        .output()
        .unwrap();
    assert!(out.status.success(), "{algo} n = {n} seed {seed}: {out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let line = text.lines().next().unwrap();
    let cells: Vec<u32> = if n <= 9 {
        line.chars().map(|c| c.to_digit(10).unwrap()).collect()
    } else {
        line.split(',').map(|c| c.parse().unwrap()).collect()
    };
    cells.into_iter().map(|c| c - 1).collect()
}

#[test]
fn the_new_methods_reach_verified_solutions_with_two_seeds() {
    for (algo, sizes) in [
        ("heuristic", [8, 32]),
        ("annealing", [8, 32]),
        ("genetic", [8, 32]),
        ("restarts", [8, 12]),
    ] {
        for n in sizes {
            for seed in [1, 2] {
                let rows = first(n, algo, seed);
                assert_eq!(rows.len(), n, "{algo} n = {n}");
                assert_eq!(verify(&rows), Ok(()), "{algo} n = {n} seed {seed}");
            }
            assert_eq!(first(n, algo, 5), first(n, algo, 5), "{algo}: same seed");
        }
    }
}

#[test]
fn the_heuristic_places_a_thousand_queens() {
    assert_eq!(verify(&first(1000, "heuristic", 1)), Ok(()));
}

#[test]
fn restarts_refuse_boards_they_cannot_finish() {
    let out = Command::new(NQUEENS)
        .args(["first", "20", "--algo", "restarts"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stderr).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(text.contains("4 to 12"), "{text}");
}
