//! The figures the sources and the literature publish (../shared/FACTS.md), reproduced.
//! Slow ones are `#[ignore]`d in debug builds; `make test` runs them in release.

use nqueens_core::classes::classes;
use nqueens_core::construct::{construct, verify};
use nqueens_core::count::{count, subproblems, Counts, PartCount};
use nqueens_core::enumerate::all_solutions;
use nqueens_core::published;
use nqueens_core::search::{
    Backtracking, BranchBound, BruteForce, Candidates, DancingLinks, Goal, Order, SearchEvent,
    StepMachine,
};
use nqueens_core::{Solution, Symmetry};

fn assert_published(n: usize) {
    let (total, fundamental) = published::counts(n).unwrap();
    assert_eq!(count(n).unwrap(), Counts { total, fundamental }, "n = {n}");
}

#[test]
fn counts_up_to_twelve() {
    for n in 1..=12 {
        assert_published(n);
    }
}

#[test]
#[ignore = "release: `make test` runs it"]
fn counts_thirteen_to_sixteen() {
    for n in 13..=16 {
        assert_published(n);
    }
}

#[test]
#[ignore = "release: `make test` runs it"]
fn counts_seventeen_and_eighteen() {
    for n in 17..=18 {
        assert_published(n);
    }
}

#[test]
fn subproblems_sum_to_the_total() {
    for n in [8, 11, 12] {
        let mut sum = PartCount::default();
        let parts = subproblems(n).unwrap();
        assert!(parts.len() > 1, "n = {n} splits into pieces");
        for p in &parts {
            sum += p.count();
        }
        assert_eq!(sum.solutions, published::counts(n).unwrap().0);
    }
}

#[test]
fn backtracking_all_solutions_of_eight() {
    let (found, c) = Backtracking::new(8, Candidates::AllRows, Goal::All)
        .unwrap()
        .run();
    assert_eq!(found.len(), 92);
    assert_eq!(c.tried, 15_720, "8 × 1,965 internal nodes");
    assert_eq!(c.placed, 2_056, "the tree without its root");
    assert_eq!(c.removed, 2_056);
    assert_eq!(c.solutions, 92);
}

#[test]
fn backtracking_tree_profile_of_eight() {
    // Nodes by depth (OEIS A319235): count the queens on the board after each placement.
    let mut m = Backtracking::new(8, Candidates::AllRows, Goal::All).unwrap();
    let mut profile = [0u64; 9];
    profile[0] = 1;
    while let Some(e) = m.step() {
        if let SearchEvent::Place(_) = e {
            profile[m.counters().depth as usize] += 1;
        }
    }
    assert_eq!(profile, [1, 8, 42, 140, 344, 568, 550, 312, 92]);
    assert_eq!(profile.iter().sum::<u64>(), 2_057);
}

#[test]
fn tries_until_the_first_solution_a140450() {
    let published = [
        1, 6, 18, 26, 15, 171, 42, 876, 333, 975, 517, 3066, 1365, 26495, 20280,
    ];
    for (i, &tries) in published.iter().enumerate() {
        let n = i + 1;
        let (found, c) = Backtracking::new(n, Candidates::AllRows, Goal::First)
            .unwrap()
            .run();
        assert_eq!(c.tried, tries, "n = {n}");
        if n == 8 {
            assert_eq!(found[0].to_code(), "15863724");
        }
    }
}

#[test]
fn permutations_with_pruning_examine_5508() {
    let (found, c) = Backtracking::new(8, Candidates::UnusedRows, Goal::All)
        .unwrap()
        .run();
    assert_eq!(found.len(), 92);
    assert_eq!(c.tried, 5_508);
}

#[test]
fn bitmask_backtracking_tries_only_safe_squares() {
    let (found, c) = Backtracking::new(8, Candidates::FreeSquares, Goal::All)
        .unwrap()
        .run();
    assert_eq!(found.len(), 92);
    assert_eq!(c.tried, 2_056);
    assert_eq!(c.placed, 2_056);
}

#[test]
fn brute_force_checks_every_permutation() {
    let (found, c) = BruteForce::new(8, Goal::All).unwrap().run();
    assert_eq!(c.tried, 40_320);
    assert_eq!(found.len(), 92);
}

#[test]
fn branch_and_bound_expands_the_whole_tree() {
    for order in [Order::DepthFirst, Order::BreadthFirst] {
        let (found, c) = BranchBound::new(8, order, Goal::All).unwrap().run();
        assert_eq!((found.len(), c.expanded), (92, 2_057), "{order:?}");
    }
}

#[test]
fn fundamental_solutions_of_eight() {
    let cs = classes(8).unwrap();
    let names: Vec<String> = cs.iter().map(|c| c.canonical.to_code()).collect();
    assert_eq!(
        names,
        [
            "15863724", "16837425", "24683175", "25713864", "25741863", "26174835", "26831475",
            "27368514", "27581463", "35281746", "35841726", "36258174"
        ]
    );
    let half_turn = cs.iter().find(|c| c.orbit_size() == 4).unwrap();
    let orbit: Vec<String> = half_turn
        .canonical
        .orbit()
        .iter()
        .map(|s| s.to_code())
        .collect();
    assert_eq!(orbit, ["35281746", "46827135", "53172864", "64718253"]);
    assert!(half_turn.stabilizer.contains(&Symmetry::Rotate180));
}

#[test]
fn orbit_sizes_by_board() {
    let sizes = |n| {
        let mut v: Vec<usize> = classes(n).unwrap().iter().map(|c| c.orbit_size()).collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    };
    assert_eq!(sizes(1), [1]);
    assert_eq!(sizes(4), [2]);
    assert_eq!(sizes(5), [8, 2]);
    assert_eq!(sizes(6), [4]);
    assert_eq!(sizes(7), [8, 8, 8, 8, 4, 4]);
    assert_eq!(sizes(8), [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 4]);
}

#[test]
fn no_solution_is_its_own_reflection() {
    for n in 2..=10 {
        for s in all_solutions(n).unwrap() {
            for g in [
                Symmetry::ReflectVertical,
                Symmetry::ReflectHorizontal,
                Symmetry::ReflectDiagonal,
                Symmetry::ReflectAntiDiagonal,
            ] {
                assert_ne!(s.transform(g), s, "n = {n}, {s:?}");
            }
        }
    }
}

#[test]
fn first_and_last_of_the_92() {
    let all = all_solutions(8).unwrap();
    assert_eq!(all.first().unwrap().to_code(), "15863724");
    assert_eq!(all.last().unwrap().to_code(), "84136275");
}

#[test]
fn dancing_links_agree_with_backtracking() {
    for n in 1..=10 {
        let (mut dlx, _) = DancingLinks::new(n, Goal::All).unwrap().run();
        dlx.sort();
        assert_eq!(dlx, all_solutions(n).unwrap(), "n = {n}");
    }
}

#[test]
fn every_step_machine_lists_the_same_solutions() {
    for n in 1..=9 {
        let expected = all_solutions(n).unwrap();
        for candidates in [
            Candidates::AllRows,
            Candidates::UnusedRows,
            Candidates::FreeSquares,
        ] {
            let (found, _) = Backtracking::new(n, candidates, Goal::All).unwrap().run();
            assert_eq!(found, expected, "n = {n}, {candidates:?}");
        }
        let mut brute: Vec<Solution> = BruteForce::new(n, Goal::All).unwrap().run().0;
        brute.sort();
        assert_eq!(brute, expected, "brute force, n = {n}");
        for order in [Order::DepthFirst, Order::BreadthFirst] {
            let mut bb = BranchBound::new(n, order, Goal::All).unwrap().run().0;
            bb.sort();
            assert_eq!(bb, expected, "branch and bound {order:?}, n = {n}");
        }
    }
}

#[test]
fn construction_is_valid_for_small_n() {
    for n in (1..=3000).filter(|&n| n != 2 && n != 3) {
        assert_eq!(verify(&construct(n).unwrap()), Ok(()), "n = {n}");
    }
}

#[test]
#[ignore = "release: `make test` runs it"]
fn construction_is_valid_for_every_n_up_to_100000() {
    let next = std::sync::atomic::AtomicUsize::new(4);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let n = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                if n > 100_000 {
                    break;
                }
                assert_eq!(verify(&construct(n).unwrap()), Ok(()), "n = {n}");
            });
        }
    });
}

#[test]
fn uva750_sample() {
    let out = nqueens_core::uva750::solve("1\n\n1 1\n").unwrap();
    assert!(out.ends_with(" 4      1 7 5 8 2 4 6 3\n"));
}
