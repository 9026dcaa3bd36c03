//! The predictions of every search, move by move.

use super::*;
use crate::search::{Goal, Setup};

fn machine(algorithm: Algorithm, n: usize) -> Machine {
    Machine::new(Setup {
        n,
        algorithm,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
}

/// Plays every move of a search, checking that each one's square is where the
/// board shows it after the move; the moves' steps add up to the machine's events.
fn moves(algorithm: Algorithm, n: usize) -> Vec<Ahead> {
    moves_seeded(algorithm, n, 1)
}

/// The same, with the seed of a local search.
fn moves_seeded(algorithm: Algorithm, n: usize, seed: u64) -> Vec<Ahead> {
    let mut m = Machine::new(Setup {
        n,
        algorithm,
        goal: Goal::All,
        seed,
    })
    .unwrap();
    let mut moves = Vec::new();
    loop {
        let ahead = Ahead::of(&m).unwrap();
        for _ in 0..ahead.steps {
            m.step();
        }
        let stands = match ahead.truth {
            Move::Try(sq) if ahead.verdict == Some(Verdict::Placed) => Some(sq),
            Move::Expand(sq) | Move::Place(sq) | Move::Repair(sq) | Move::Shift(sq) => Some(sq),
            _ => None,
        };
        if let Some(sq) = stands {
            assert!(m.placement().has_queen(sq), "{algorithm:?}: {ahead:?}");
        }
        moves.push(ahead);
        if ahead.truth == Move::Done {
            return moves;
        }
    }
}

fn count(all: &[Ahead], what: impl Fn(&Ahead) -> bool) -> usize {
    all.iter().filter(|a| what(a)).count()
}

#[test]
fn backtracking_starts_on_the_bottom_left_square_and_keeps_it() {
    let m = machine(Algorithm::Backtracking, 6);
    let ahead = Ahead::of(&m).unwrap();
    assert_eq!(ahead.truth, Move::Try(Square::new(0, 0)));
    assert_eq!(ahead.verdict, Some(Verdict::Placed));
    assert_eq!((ahead.why, ahead.steps), (Why::InOrder, 2));
}

#[test]
fn looking_ahead_leaves_the_machine_where_it_was() {
    for algorithm in [Algorithm::Backtracking, Algorithm::SosicGu] {
        let m = machine(algorithm, 6);
        let before = (m.counters(), m.placement());
        Ahead::of(&m).unwrap();
        assert_eq!((m.counters(), m.placement()), before);
    }
}

#[test]
fn the_moves_of_eight_queens_read_the_published_figures() {
    let all = moves(Algorithm::Backtracking, 8);
    let tries = count(&all, |a| matches!(a.truth, Move::Try(_)));
    let backs = count(&all, |a| matches!(a.truth, Move::Back(_)));
    let solutions = count(&all, |a| a.truth == Move::Solution);
    assert_eq!((tries, backs, solutions), (15_720, 2_056, 92));
    let placed = count(&all, |a| a.verdict == Some(Verdict::Placed));
    assert_eq!(placed, 2_056);
}

#[test]
fn bitmasks_only_try_free_squares() {
    let all = moves(Algorithm::Bitmask, 6);
    assert!(all
        .iter()
        .all(|a| !matches!(a.verdict, Some(Verdict::Refused(_)))));
    assert_eq!(count(&all, |a| a.truth == Move::Solution), 4);
}

#[test]
fn dancing_links_places_a_square_of_the_line_with_the_fewest_free_squares() {
    for n in [4, 6, 7] {
        let all = moves(Algorithm::DancingLinks, n);
        for a in &all {
            if let (Move::Try(sq), Why::Fewest(Some((line, free)))) = (a.truth, a.why) {
                assert!(free > 0, "{a:?}");
                match line {
                    Line::Row(r) => assert_eq!(sq.row as usize + 1, r, "{a:?}"),
                    Line::Column(c) => assert_eq!(sq.col as usize + 1, c, "{a:?}"),
                    _ => panic!("dancing links branched on a diagonal: {a:?}"),
                }
            } else {
                assert!(
                    !matches!(a.truth, Move::Try(_)),
                    "a try without its line: {a:?}"
                );
            }
        }
        let tries = count(&all, |a| matches!(a.truth, Move::Try(_)));
        let backs = count(&all, |a| matches!(a.truth, Move::Back(_)));
        assert_eq!(tries, backs, "every queen placed is taken back at {n}");
        let solutions = count(&all, |a| a.truth == Move::Solution) as u64;
        assert_eq!(solutions, crate::count::count(n).unwrap().total);
    }
    // On the empty 6×6 board every line has six free squares: the first rank wins.
    let first = Ahead::of(&machine(Algorithm::DancingLinks, 6)).unwrap();
    assert_eq!(first.why, Why::Fewest(Some((Line::Row(1), 6))));
    assert_eq!(first.truth, Move::Try(Square::new(0, 0)));
}

#[test]
fn branch_and_bound_names_its_nodes_by_their_newest_queen() {
    let all = moves(Algorithm::BranchBoundDepthFirst, 6);
    // The empty root is expanded with the first move, which is its lowest child.
    assert_eq!(all[0].truth, Move::Expand(Square::new(0, 0)));
    assert_eq!(all[0].steps, 2);
    assert_eq!(
        all[0].why,
        Why::Expanded {
            children: 4,
            frontier: 9,
            complete: false
        },
        "a1 leaves b3 to b6 safe: four children, beside a2 to a6"
    );
    assert_eq!(count(&all, |a| a.truth == Move::Solution), 4);
    // Depth first: after a1, its lowest child (b3).
    assert_eq!(all[1].truth, Move::Expand(Square::new(2, 1)));
    let breadth = moves(Algorithm::BranchBoundBreadthFirst, 6);
    // Breadth first: after a1, its sibling a2.
    assert_eq!(breadth[1].truth, Move::Expand(Square::new(1, 0)));
    assert_eq!(count(&breadth, |a| a.truth == Move::Solution), 4);
}

#[test]
fn sosic_gu_starts_column_by_column_then_repairs_attacked_queens() {
    let all = moves(Algorithm::SosicGu, 8);
    for (col, a) in all.iter().take(8).enumerate() {
        assert!(
            matches!(a.truth, Move::Place(sq) if sq.col == col as u32),
            "{a:?}"
        );
        assert_eq!(a.why, Why::Started);
        // A random row: only the square itself names it.
        let Move::Place(sq) = a.truth else {
            unreachable!()
        };
        assert_eq!(a.judge(Guess::Square(sq)), Judgement::Right);
        let other = Square::new((sq.row + 1) % 8, sq.col);
        assert_eq!(a.judge(Guess::Square(other)), Judgement::Wrong);
    }
    // After the start, repairs (and a fresh start's columns if it gives up).
    let repairs = &all[8..all.len() - 2];
    assert!(repairs
        .iter()
        .all(|a| matches!(a.why, Why::Repaired { .. } | Why::Started)));
    assert_eq!(all[all.len() - 2].truth, Move::Solution);
    assert_eq!(all[all.len() - 1].truth, Move::Done);
}

#[test]
fn a_guess_is_right_only_when_it_names_the_move() {
    let a1 = Square::new(0, 0);
    let try_a1 = Ahead {
        truth: Move::Try(a1),
        verdict: Some(Verdict::Placed),
        why: Why::InOrder,
        steps: 2,
    };
    assert_eq!(try_a1.judge(Guess::Square(a1)), Judgement::Right);
    assert_eq!(
        try_a1.judge(Guess::Square(Square::new(1, 0))),
        Judgement::Wrong
    );
    assert_eq!(try_a1.judge(Guess::Back), Judgement::Wrong);
    assert_eq!(try_a1.judge(Guess::NotSure), Judgement::Unsure);
    let back = Ahead {
        truth: Move::Back(a1),
        ..try_a1
    };
    assert_eq!(back.judge(Guess::Back), Judgement::Right);
    assert_eq!(back.judge(Guess::Square(a1)), Judgement::Wrong);
    // A queen to repair is named by its column: it stood on a3 and ends on a1.
    let repair = Ahead {
        truth: Move::Repair(a1),
        ..try_a1
    };
    assert_eq!(
        repair.judge(Guess::Square(Square::new(2, 0))),
        Judgement::Right
    );
    assert_eq!(
        repair.judge(Guess::Square(Square::new(0, 1))),
        Judgement::Wrong
    );
    assert_eq!(repair.judge(Guess::Solution), Judgement::Wrong);
}

#[test]
fn the_events_alone_tell_the_same_move_or_say_they_are_too_few() {
    for algorithm in [
        Algorithm::Backtracking,
        Algorithm::DancingLinks,
        Algorithm::BranchBoundDepthFirst,
        Algorithm::SosicGu,
        Algorithm::MinConflicts,
    ] {
        let predicts = Predicts::of(algorithm).unwrap();
        let mut m = machine(algorithm, 5);
        for _ in 0..300 {
            let mut copy = m.clone();
            let next: Vec<Event> = std::iter::from_fn(|| copy.step()).take(LOOK).collect();
            let ahead = Ahead::of(&m).unwrap();
            if next.is_empty() {
                assert_eq!(ahead.truth, Move::Done);
                break;
            }
            assert_eq!(
                Ahead::from_events(predicts, &m.placement(), &next),
                Some(ahead),
                "{algorithm:?}"
            );
            for _ in 0..ahead.steps {
                m.step();
            }
        }
    }
    let empty = Placement::empty(5).unwrap();
    let try_alone = [Event::Search(SearchEvent::Try(Square::new(0, 0)))];
    assert_eq!(
        Ahead::from_events(Predicts::Squares, &empty, &try_alone),
        None
    );
    assert_eq!(Ahead::from_events(Predicts::Squares, &empty, &[]), None);
}

#[test]
fn other_searches_are_not_offered() {
    assert!(Ahead::of(&machine(Algorithm::BruteForce, 6)).is_none());
    assert_eq!(Predicts::of(Algorithm::Annealing), None);
    assert_eq!(Predicts::of(Algorithm::SosicGu), Some(Predicts::Queens));
    assert_eq!(
        Predicts::of(Algorithm::MinConflicts),
        Some(Predicts::Shifts)
    );
    assert!(!Predicts::Shifts.goes_back());
    assert!(Predicts::of(Algorithm::DancingLinks).unwrap().goes_back());
    assert!(!Predicts::Nodes.goes_back());
}

#[test]
fn min_conflicts_moves_stay_in_their_file_and_any_choice_the_rule_allows_is_right() {
    for seed in 0..8 {
        let all = moves_seeded(Algorithm::MinConflicts, 8, seed);
        let mut shifts = 0;
        for a in &all {
            match (a.truth, a.why) {
                (Move::Place(sq), Why::Greedy { options, .. }) => {
                    assert_ne!(options >> sq.row & 1, 0, "{a:?}");
                    for row in 0..8 {
                        let guess = Guess::Square(Square::new(row, sq.col));
                        let right = options >> row & 1 == 1;
                        assert_eq!(a.judge(guess) == Judgement::Right, right, "{a:?}");
                    }
                    let elsewhere = Square::new(sq.row, (sq.col + 1) % 8);
                    assert_eq!(a.judge(Guess::Square(elsewhere)), Judgement::Wrong);
                }
                (
                    Move::Shift(sq),
                    Why::LeastConflicts {
                        before,
                        from,
                        had,
                        conflicts,
                        ..
                    },
                ) => {
                    shifts += 1;
                    // The queen moved along its own file, no worse off than it was.
                    assert_eq!(before.row(sq.col as usize), Some(from));
                    assert!(conflicts <= had, "{a:?}");
                    assert_eq!(a.judge(Guess::Square(sq)), Judgement::Right);
                    // An unattacked queen's file is never right.
                    for q in before.queens() {
                        if !before.is_attacked(q) {
                            assert_eq!(a.judge(Guess::Square(q)), Judgement::Wrong);
                        }
                    }
                }
                (Move::Solution | Move::Done, _) => {}
                other => panic!("min-conflicts made {other:?}"),
            }
        }
        assert!(shifts > 0, "seed {seed}: the greedy start solved 8 queens");
    }
}
