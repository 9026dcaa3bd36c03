use super::*;
use crate::learn::parsons::orders;
use nqueens_core::count::count;
use nqueens_core::enumerate::all_solutions;
use nqueens_core::search::min_conflicts::{is_min_conflicts_move, least_conflicted};
use nqueens_core::search::{Algorithm, SearchFigures};
use nqueens_core::variants::count_toroidal;
use nqueens_core::{Placement, Solution, Square};

/// Every Parsons problem, with the program beside it.
fn sources() -> impl Iterator<Item = (Program, &'static str)> {
    programs().map(|p| match source(p) {
        Some(s) => (p, s),
        None => panic!("{p:?} has no program beside its listing"),
    })
}

fn source_of(program: Program) -> &'static str {
    source(program).unwrap_or_default()
}

/// The solutions of the n×n board, each the rank of the queen in each file from 1.
fn solutions(n: usize) -> Vec<Vec<i64>> {
    all_solutions(n)
        .unwrap_or_default()
        .iter()
        .map(|s| s.rows().iter().map(|&r| i64::from(r) + 1).collect())
        .collect()
}

fn int(value: Option<Dynamic>) -> i64 {
    value.and_then(|v| v.as_int().ok()).unwrap_or(i64::MIN)
}

#[test]
fn every_line_of_every_listing_has_its_line_in_the_program_in_order_and_at_its_depth() {
    for (program, source) in sources() {
        let listing = listing(program);
        let tags = tagged(source);
        let order: Vec<usize> = tags.iter().map(|t| t.listing_line).collect();
        assert_eq!(
            order,
            (0..listing.len()).collect::<Vec<_>>(),
            "{program:?}: the program's tags are not the listing's lines in order"
        );
        for tag in &tags {
            let line = listing[tag.listing_line];
            assert_eq!(
                tag.depth,
                listing_depth(line),
                "{program:?}: “{}” is at another depth in the program (line {})",
                line.trim(),
                tag.line
            );
        }
    }
}

/// Runs each program once, watched, on a board where every branch is taken.
fn watched_run(program: Program, source: &str) -> BTreeSet<usize> {
    let runner = Runner::watched(source, 6);
    match program {
        Program::Own(Chapter::Puzzle) => {
            // A solution, one short of n, and one with an attack.
            for queens in [
                vec![[1, 2], [2, 4], [3, 6], [4, 1], [5, 3], [6, 5]],
                vec![[1, 2]],
                vec![[1, 1], [1, 2], [3, 6], [4, 1], [5, 3], [6, 5]],
            ] {
                let queens: Array = queens.iter().map(|q| Dynamic::from(array(q))).collect();
                let _ = runner.call("solved", (queens, runner.n()));
            }
        }
        Program::Own(Chapter::Symmetry) => {
            let _ = runner.call("canonical", (array(&[2, 4, 6, 1, 3, 5]),));
        }
        Program::Own(Chapter::Family) => {
            // 6×6 has no torus solution, 5×5 has: both returns run.
            let _ = runner.call("torus", (0_i64, Array::new(), runner.n()));
            let five = Runner::watched(source, 5);
            let _ = five.call("torus", (0_i64, Array::new(), five.n()));
            return runner.seen().union(&five.seen()).copied().collect();
        }
        // Local searches: many seeds, so that every branch is taken (a give-up too).
        Program::Solver(Algorithm::MinConflicts) => {
            for seed in 1..=20 {
                runner.run_with(&[("seed", seed), ("cap", 300)]);
            }
            runner.run_with(&[("seed", 1), ("cap", 0)]);
        }
        Program::Solver(Algorithm::SosicGu) => {
            for seed in 1..=40 {
                runner.run_with(&[("seed", seed)]);
            }
        }
        _ => {
            runner.run();
        }
    }
    runner.seen()
}

#[test]
fn every_order_a_parsons_problem_takes_is_a_program_with_its_lines_in_that_order() {
    for program in programs() {
        let taken = orders(program.interchangeable(), listing(program).len());
        let written: Vec<Vec<usize>> = variants(program)
            .iter()
            .map(|source| tagged(source).iter().map(|t| t.listing_line).collect())
            .collect();
        assert_eq!(written, taken, "{program:?}");
        for source in variants(program) {
            // Every variant compiles (Runner::new panics otherwise).
            let _ = Runner::new(&source, 4);
        }
    }
}

#[test]
fn every_line_of_every_listing_runs() {
    for (program, source) in sources() {
        let seen = watched_run(program, source);
        for tag in tagged(source) {
            // A function's first line is reached when its body is.
            let line = if tag.opens_function {
                tag.line + 1
            } else {
                tag.line
            };
            assert!(
                seen.contains(&line),
                "{program:?}: “{}” (program line {}) never runs: no order can reach it",
                listing(program)[tag.listing_line].trim(),
                tag.line
            );
        }
    }
}

/// Every set of `size` squares of the n×n board, each square [file, rank] from 1.
fn sets(n: i64, size: usize) -> Vec<Vec<[i64; 2]>> {
    let squares: Vec<[i64; 2]> = (1..=n).flat_map(|f| (1..=n).map(move |r| [f, r])).collect();
    let mut out = Vec::new();
    let mut pick = Vec::new();
    fn choose(
        squares: &[[i64; 2]],
        from: usize,
        size: usize,
        pick: &mut Vec<[i64; 2]>,
        out: &mut Vec<Vec<[i64; 2]>>,
    ) {
        if pick.len() == size {
            out.push(pick.clone());
            return;
        }
        for i in from..squares.len() {
            pick.push(squares[i]);
            choose(squares, i + 1, size, pick, out);
            pick.pop();
        }
    }
    choose(&squares, 0, size, &mut pick, &mut out);
    out
}

/// The core's word on a set of squares: a solution has a queen in every file, and its
/// ranks make a solution.
fn core_solved(n: usize, queens: &[[i64; 2]]) -> bool {
    let mut rows = vec![None; n];
    for &[file, rank] in queens {
        let slot = &mut rows[(file - 1) as usize];
        if slot.is_some() {
            return false;
        }
        *slot = Some((rank - 1) as u32);
    }
    let rows: Option<Vec<u32>> = rows.into_iter().collect();
    rows.is_some_and(|rows| Solution::new(&rows).is_ok())
}

#[test]
fn chapter_1s_solved_agrees_with_the_core_on_every_placement_of_small_boards() {
    let mut cases = Vec::new();
    for size in 0..=5 {
        cases.extend(sets(4, size).into_iter().map(|s| (4, s)));
    }
    cases.extend(sets(5, 5).into_iter().map(|s| (5, s)));
    // Each order its Parsons problem takes: its functions and its returns either way.
    let variants = variants(Program::Own(Chapter::Puzzle));
    assert_eq!(variants.len(), 4);
    for source in &variants {
        let runners = [Runner::new(source, 4), Runner::new(source, 5)];
        let mut solved = 0;
        for (n, queens) in &cases {
            let runner = &runners[n - 4];
            let given: Array = queens.iter().map(|q| Dynamic::from(array(q))).collect();
            let says = runner
                .call("solved", (given, *n as i64))
                .as_bool()
                .unwrap_or(false);
            assert_eq!(
                says,
                core_solved(*n, queens),
                "{n}×{n}: {queens:?}\n{source}"
            );
            solved += usize::from(says);
        }
        assert_eq!(solved, 2 + 10, "4×4 has 2 solutions and 5×5 has 10");
    }
    // The listing says what the program tests: the file too.
    for lang in Lang::ALL {
        let attacks = parsons_listing(lang, Program::Own(Chapter::Puzzle))[1];
        let file = match lang {
            Lang::En => "same file",
            Lang::Es => "misma columna",
        };
        assert!(
            attacks.contains(file),
            "{lang:?}: “{attacks}” misses the file"
        );
    }
}

#[test]
fn chapter_2s_brute_force_checks_every_permutation_and_finds_every_solution() {
    let source = source_of(Program::Solver(Algorithm::BruteForce));
    for n in 4..=7 {
        let scope = Runner::new(source, n).run();
        let figures = SearchFigures::of(Algorithm::BruteForce, n).expect("figures");
        assert_eq!(
            int(scope.get_value("checks")) as u64,
            figures.whole.tried,
            "{n}"
        );
        let mut found = boards(scope.get_value::<Dynamic>("found").unwrap_or_default());
        found.sort();
        assert_eq!(found, solutions(n), "{n}");
    }
}

#[test]
fn chapter_3s_backtracking_tries_what_the_core_tries() {
    let source = source_of(Program::Solver(Algorithm::Backtracking));
    for n in 4..=8 {
        let scope = Runner::new(source, n).run();
        let tally = scope.get_value::<rhai::Map>("tally").expect("the tally");
        let figures = SearchFigures::of(Algorithm::Backtracking, n).expect("figures");
        assert_eq!(
            int(tally.get("tried").cloned()) as u64,
            figures.whole.tried,
            "{n}"
        );
        let found = boards(tally.get("found").cloned().unwrap_or_default());
        assert_eq!(
            found,
            solutions(n),
            "{n}: the solutions, in the order found"
        );
        if !found.is_empty() {
            assert_eq!(
                int(tally.get("first").cloned()) as u64,
                figures.to_first.tried,
                "{n}"
            );
        }
    }
}

#[test]
fn chapter_4s_canonical_is_the_cores() {
    let source = source_of(Program::Own(Chapter::Symmetry));
    for n in 4..=8 {
        let runner = Runner::new(source, n);
        for s in all_solutions(n).unwrap_or_default() {
            let code: Vec<i64> = s.rows().iter().map(|&r| i64::from(r) + 1).collect();
            let canonical: Vec<i64> = s
                .canonical()
                .rows()
                .iter()
                .map(|&r| i64::from(r) + 1)
                .collect();
            assert_eq!(
                numbers(runner.call("canonical", (array(&code),))),
                canonical,
                "{code:?}"
            );
        }
    }
}

#[test]
fn chapter_5s_bitmask_count_is_q_of_n() {
    let source = source_of(Program::Solver(Algorithm::Bitmask));
    for n in 1..=10 {
        let scope = Runner::new(source, n).run();
        let tally = scope.get_value::<rhai::Map>("tally").expect("the tally");
        let total = count(n).expect("Q(n)").total;
        assert_eq!(int(tally.get("solutions").cloned()) as u64, total, "Q({n})");
    }
}

#[test]
fn chapter_7s_branch_and_bound_expands_what_the_core_expands() {
    for (algorithm, n) in [
        Algorithm::BranchBoundDepthFirst,
        Algorithm::BranchBoundBreadthFirst,
    ]
    .into_iter()
    .flat_map(|a| (4..=7).map(move |n| (a, n)))
    {
        let source = source_of(Program::Solver(algorithm));
        let scope = Runner::new(source, n).run();
        let figures = SearchFigures::of(algorithm, n).expect("figures");
        assert_eq!(
            int(scope.get_value("expanded")) as u64,
            figures.whole.expanded,
            "{algorithm:?} at {n}"
        );
        let found = boards(scope.get_value::<Dynamic>("found").unwrap_or_default());
        assert_eq!(found, solutions(n), "{algorithm:?} at {n}");
        if !found.is_empty() {
            assert_eq!(
                int(scope.get_value("first")) as u64,
                figures.to_first.expanded,
                "{algorithm:?} at {n}"
            );
        }
    }
}

#[test]
fn chapter_8s_torus_test_counts_what_the_core_counts() {
    // Each order its Parsons problem takes: its three checks in any.
    let variants = variants(Program::Own(Chapter::Family));
    assert_eq!(variants.len(), 6);
    for (source, n) in variants.iter().flat_map(|s| (1..=8).map(move |n| (s, n))) {
        let runner = Runner::new(source, n);
        let ways = runner
            .call("torus", (0_i64, Array::new(), n as i64))
            .as_int()
            .unwrap_or(-1);
        assert_eq!(ways as u64, count_toroidal(n).expect("torus"), "{n}");
    }
}

/// A Rhai board (rows from 0, -1 for an empty file) as a placement.
fn placement(rows: &[i64]) -> Placement {
    let rows: Vec<Option<u32>> = rows.iter().map(|&r| u32::try_from(r).ok()).collect();
    Placement::from_rows(&rows).expect("a placement")
}

fn is_solution(rows: &[i64]) -> bool {
    let rows: Vec<u32> = rows.iter().map(|&r| r as u32).collect();
    Solution::new(&rows).is_ok()
}

#[test]
fn chapter_6s_min_conflicts_moves_only_as_the_core_allows_and_ends_solved_or_capped() {
    let source = source_of(Program::Solver(Algorithm::MinConflicts));
    let (mut runs, mut solved) = (0, 0);
    for n in 4..=10 {
        let runner = Runner::new(source, n);
        let cap = 50 * n as i64;
        for seed in 1..=8 {
            let scope = runner.run_with(&[("seed", seed), ("cap", cap)]);
            let starts = numbers(scope.get_value::<Dynamic>("starts").unwrap_or_default());
            for (c, &row) in starts.iter().enumerate() {
                let mut before: Vec<i64> = starts[..c].to_vec();
                before.resize(n, -1);
                let allowed = least_conflicted(&placement(&before), c as u32);
                assert!(
                    allowed >> row & 1 == 1,
                    "{n}×{n}, seed {seed}: the start's file {c}"
                );
            }
            let moves = scope.get_value::<Array>("moves").unwrap_or_default();
            for m in moves {
                let m = m.into_array().unwrap_or_default();
                let (q, to) = (m[0].as_int().unwrap_or(-1), m[1].as_int().unwrap_or(-1));
                let board = numbers(m[2].clone());
                let sq = Square::new(to as u32, q as u32);
                assert!(
                    is_min_conflicts_move(&placement(&board), sq),
                    "{n}×{n}, seed {seed}: {sq}"
                );
            }
            let board = numbers(scope.get_value::<Dynamic>("board").unwrap_or_default());
            let done = scope.get_value::<bool>("solved").unwrap_or(false);
            assert_eq!(done, is_solution(&board), "{n}×{n}, seed {seed}");
            assert_eq!(scope.get_value::<bool>("gave_up"), Some(!done));
            runs += 1;
            solved += usize::from(done);
        }
    }
    assert!(solved * 10 >= runs * 9, "{solved} of {runs} solved");
}

#[test]
fn chapter_6s_queen_swaps_never_raise_the_collisions_and_end_solved() {
    let source = source_of(Program::Solver(Algorithm::SosicGu));
    let mut restarts = 0;
    for n in 4..=10 {
        let runner = Runner::new(source, n);
        for seed in 1..=8 {
            let scope = runner.run_with(&[("seed", seed)]);
            for start in boards(scope.get_value::<Dynamic>("starts").unwrap_or_default()) {
                let mut sorted = start.clone();
                sorted.sort();
                assert_eq!(
                    sorted,
                    (0..n as i64).collect::<Vec<_>>(),
                    "a start is a permutation"
                );
            }
            for swap in boards(scope.get_value::<Dynamic>("swaps").unwrap_or_default()) {
                assert!(
                    swap[1] <= swap[0],
                    "{n}×{n}, seed {seed}: a swap kept raised {swap:?}"
                );
            }
            let board = numbers(scope.get_value::<Dynamic>("board").unwrap_or_default());
            assert!(is_solution(&board), "{n}×{n}, seed {seed}: {board:?}");
            assert_eq!(placement(&board).attacks().len(), 0);
            restarts += int(scope.get_value("restarts"));
        }
    }
    assert!(
        restarts > 0,
        "no run started again: the listing's restart line never ran"
    );
}
