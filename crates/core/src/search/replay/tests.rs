//! Tests of `replay`.

use super::super::{Algorithm, Goal};
use super::*;

/// The replay of the first k events equals the machine after k steps, for every k,
/// counters included.
fn replay_matches_machine(setup: Setup, limit: usize) {
    let mut machine = Machine::new(setup).unwrap();
    let mut replay = Replay::new(setup).unwrap();
    for k in 0..limit {
        let Some(event) = machine.step() else { break };
        replay.apply(&event);
        if !matches!(machine, Machine::SosicGu(_)) || replay.placed_columns == Some(setup.n as u32)
        {
            assert_eq!(
                replay.placement(),
                machine.placement(),
                "{setup:?} after {} steps",
                k + 1
            );
        }
        assert_eq!(
            replay.tally,
            machine.tally(),
            "{setup:?} after {} steps",
            k + 1
        );
    }
}

#[test]
fn every_algorithm_replays_exactly() {
    for algorithm in Algorithm::ALL {
        for goal in [Goal::First, Goal::All] {
            let n = if algorithm == Algorithm::BruteForce {
                6
            } else {
                8
            };
            replay_matches_machine(
                Setup {
                    n,
                    algorithm,
                    goal,
                    seed: 3,
                },
                50_000,
            );
        }
    }
    replay_matches_machine(
        Setup {
            n: 40,
            algorithm: Algorithm::SosicGu,
            goal: Goal::First,
            seed: 1,
        },
        10_000,
    );
}

#[test]
fn every_rejection_names_its_attacker_and_the_next_square() {
    let setup = Setup {
        n: 8,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    };
    let mut machine = Machine::new(setup).unwrap();
    let mut replay = Replay::new(setup).unwrap();
    let (mut rejections, mut after_solution) = (0, 0);
    while let Some(event) = machine.step() {
        let before = replay.placement();
        replay.apply(&event);
        match replay.focus {
            Some(Focus::Rejected(r)) if event.code_line() == CodeLine::Attacked => {
                let by = r.by.expect("a rejected square has an attacker");
                assert!(before.has_queen(by) && by.attacks(r.square), "{r:?}");
                let expected =
                    (r.square.row < 7).then(|| Square::new(r.square.row + 1, r.square.col));
                assert_eq!(r.next, expected);
                rejections += 1;
            }
            Some(Focus::Removed {
                square,
                after_solution: true,
            }) => {
                assert!(before.is_solution() && before.has_queen(square));
                after_solution += 1;
            }
            _ => {}
        }
    }
    assert!(rejections > 10_000);
    assert_eq!(
        after_solution, 92,
        "one take-back after each of the 92 solutions"
    );
    // The first refusal of 8×8: b1 shares rank 1 with a1, and b2 is next.
    let mut replay = Replay::new(setup).unwrap();
    let mut machine = Machine::new(setup).unwrap();
    let first = std::iter::from_fn(|| machine.step()).find_map(|e| {
        replay.apply(&e);
        match replay.focus {
            Some(Focus::Rejected(r)) => Some(r),
            _ => None,
        }
    });
    assert_eq!(
        first,
        Some(Rejection {
            square: Square::new(0, 1),
            reason: Reason::Row,
            by: Some(Square::new(0, 0)),
            next: Some(Square::new(1, 1)),
        })
    );
}

#[test]
fn the_tree_of_six_has_every_node_of_the_search() {
    let setup = Setup {
        n: 6,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 0,
    };
    let mut m = Machine::new(setup).unwrap();
    let mut r = Replay::new(setup).unwrap();
    while let Some(e) = m.step() {
        r.apply(&e);
    }
    let tree = r.tree.unwrap();
    assert_eq!(tree.nodes.len() as u64, 1 + r.tally.counters.placed);
    assert_eq!(tree.nodes.iter().filter(|t| t.solution).count(), 4);
    assert!(tree
        .nodes
        .iter()
        .skip(1)
        .all(|t| tree.nodes[t.parent as usize].depth + 1 == t.depth));
    assert_eq!(tree.path, vec![0]);
}

#[test]
fn sizes_are_checked() {
    let setup = |n, algorithm, goal| Setup {
        n,
        algorithm,
        goal,
        seed: 0,
    };
    assert!(Machine::new(setup(15, Algorithm::Backtracking, Goal::All)).is_err());
    assert!(Machine::new(setup(64, Algorithm::Backtracking, Goal::First)).is_ok());
    assert!(Machine::new(setup(11, Algorithm::BruteForce, Goal::First)).is_err());
    assert!(Machine::new(setup(3, Algorithm::SosicGu, Goal::First)).is_err());
}
