//! `nqueens model`: the exported files are solved by real solvers (Debian's lp_solve and
//! GLPK, installed by scripts/bootstrap.sh) for n = 8 and n = 12, and every placement
//! they report passes the core's verifier; `--solve` does the same with microlp.

use nqueens_core::construct::verify;
use nqueens_core::model::parse_variable;
use std::process::Command;

const NQUEENS: &str = env!("CARGO_BIN_EXE_nqueens");

fn nqueens(args: &[&str]) -> std::process::Output {
    Command::new(NQUEENS).args(args).output().unwrap()
}

/// Writes `nqueens model N --format F` to a temporary file and returns its path.
fn export(n: usize, format: &str) -> std::path::PathBuf {
    let out = nqueens(&["model", &n.to_string(), "--format", format]);
    assert!(out.status.success(), "{out:?}");
    let path =
        std::env::temp_dir().join(format!("nqueens-model-{}-{n}.{format}", std::process::id()));
    std::fs::write(&path, out.stdout).unwrap();
    path
}

/// Runs a solver; a missing one fails with what to install.
fn run(program: &str, args: &[&str]) -> String {
    let out = Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!(
                "{program} cannot run ({e}): scripts/bootstrap.sh installs lp-solve and glpk-utils"
            )
        });
    assert!(out.status.success(), "{program} {args:?}: {out:?}");
    String::from_utf8(out.stdout).unwrap()
}

/// The rows of the queens (0-based, by column) from (rank, file) pairs, checked to be a
/// full placement, then verified.
fn verified(n: usize, queens: impl IntoIterator<Item = (u32, u32)>) -> Vec<u32> {
    let mut rows = vec![None; n];
    for (row, col) in queens {
        assert!(
            rows[col as usize].replace(row).is_none(),
            "two queens in file {col}"
        );
    }
    let rows: Vec<u32> = rows
        .into_iter()
        .map(|r| r.expect("a file without a queen"))
        .collect();
    assert_eq!(verify(&rows), Ok(()), "{rows:?}");
    rows
}

#[test]
fn lp_solve_solves_its_lp_file() {
    for n in [8, 12] {
        let path = export(n, "lp-solve");
        // -S3 prints "x_i_j   value" for every variable.
        let text = run("lp_solve", &["-S3", path.to_str().unwrap()]);
        let queens = text.lines().filter_map(|line| {
            let mut words = line.split_whitespace();
            let sq = parse_variable(words.next()?)?;
            (words.next()? == "1").then_some((sq.row, sq.col))
        });
        verified(n, queens);
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn glpk_solves_the_cplex_lp_file() {
    for n in [8, 12] {
        let path = export(n, "lp");
        let report = path.with_extension("txt");
        run(
            "glpsol",
            &[
                "--lp",
                path.to_str().unwrap(),
                "-o",
                report.to_str().unwrap(),
            ],
        );
        let text = std::fs::read_to_string(&report).unwrap();
        assert!(text.contains("INTEGER OPTIMAL"), "{text}");
        // Column lines: "No. name * activity lower upper".
        let queens = text.lines().filter_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let sq = parse_variable(words.get(1)?)?;
            (words.get(3)? == &"1").then_some((sq.row, sq.col))
        });
        verified(n, queens);
        std::fs::remove_file(path).unwrap();
        std::fs::remove_file(report).unwrap();
    }
}

#[test]
fn glpk_solves_the_ampl_model() {
    for n in [8, 12] {
        let path = export(n, "ampl");
        let text = run("glpsol", &["--math", path.to_str().unwrap()]);
        let queens = text.lines().filter_map(|line| {
            let rest = line.strip_prefix("queen on rank ")?;
            let (rank, file) = rest.split_once(", file ")?;
            Some((rank.parse::<u32>().ok()? - 1, file.parse::<u32>().ok()? - 1))
        });
        verified(n, queens);
        std::fs::remove_file(path).unwrap();
    }
}

#[test]
fn the_built_in_solver_prints_a_verified_placement_and_its_nodes() {
    let out = nqueens(&["model", "12", "--solve", "--stats"]);
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let rows: Vec<u32> = lines
        .next()
        .unwrap()
        .split(',')
        .map(|c| c.parse::<u32>().unwrap() - 1)
        .collect();
    assert_eq!(verify(&rows), Ok(()));
    assert!(lines.next().unwrap().starts_with("nodes: "));
    assert!(lines.next().unwrap().starts_with("pivots: "));
    let none = nqueens(&["model", "3", "--solve"]);
    assert_eq!(String::from_utf8(none.stdout).unwrap(), "no solution\n");
}

#[test]
fn bad_sizes_and_budgets_get_one_line_and_exit_code_2() {
    for args in [
        &["model", "0"][..],
        &["model", "65", "--format", "ampl"],
        &["model", "20", "--solve", "--node-limit", "0"],
    ] {
        let out = nqueens(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}
