//! Tests of `predict`: guesses judged, moves played, the score kept.
use super::*;
use nqueens_core::search::predict::Verdict;
use nqueens_core::search::{Algorithm, Goal};
use nqueens_core::Square;

fn six() -> Predictor {
    Predictor::new(Setup {
        n: 6,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
    .unwrap()
}

#[test]
fn a_right_guess_scores_and_the_move_plays() {
    let mut p = six();
    let reveal = p.guess(Guess::Square(Square::new(0, 0))).unwrap();
    assert_eq!(reveal.judgement, Judgement::Right);
    assert_eq!(reveal.ahead.verdict, Some(Verdict::Placed));
    assert_eq!(p.placement().rows().next(), Some(Some(0)));
    assert_eq!((p.moves(), p.steps()), (1, 2));
}

#[test]
fn the_second_column_refuses_the_first_two_rows() {
    let mut p = six();
    p.guess(Guess::NotSure);
    let first = p.guess(Guess::Square(Square::new(2, 1))).unwrap();
    assert_eq!(first.judgement, Judgement::Wrong, "b1 comes first");
    assert_eq!(first.ahead.truth, Move::Try(Square::new(0, 1)));
    assert!(matches!(first.ahead.verdict, Some(Verdict::Refused(_))));
}

#[test]
fn the_score_keeps_its_streak_through_not_sure_and_survives_storage() {
    let mut s = Score::default();
    for j in [
        Judgement::Right,
        Judgement::Right,
        Judgement::Unsure,
        Judgement::Right,
        Judgement::Wrong,
        Judgement::Right,
    ] {
        s.add(j);
    }
    assert_eq!(
        (s.right, s.wrong, s.unsure, s.streak, s.best),
        (4, 1, 1, 1, 3)
    );
    assert_eq!(s.answered(), 6);
    assert_eq!(Score::read(&s.write()), s);
    assert_eq!(Score::read("nonsense"), Score::default());
    assert_eq!(
        Score::read("1.0.0.5.5"),
        Score::default(),
        "a streak longer than the right answers"
    );
}

#[test]
fn a_run_guessed_to_its_end_stops_there() {
    let mut p = Predictor::new(Setup {
        n: 4,
        algorithm: Algorithm::Bitmask,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
    .unwrap();
    let mut solutions = 0;
    while let Some(r) = p.guess(Guess::NotSure) {
        solutions += usize::from(r.ahead.truth == Move::Solution);
    }
    assert_eq!(solutions, 2);
    assert!(p.is_done());
    assert_eq!(p.guess(Guess::Back), None);
}

#[test]
fn skipping_reaches_the_same_moment_as_guessing() {
    let mut guessed = six();
    for _ in 0..40 {
        guessed.guess(Guess::NotSure);
    }
    let mut skipped = six();
    skipped.skip(40);
    assert_eq!(skipped.placement(), guessed.placement());
    assert_eq!(skipped.steps(), guessed.steps());
    assert_eq!(skipped.last(), None);
}

#[test]
fn sosic_gu_is_guessed_queen_by_queen_to_its_solution() {
    let mut p = Predictor::new(Setup {
        n: 8,
        algorithm: Algorithm::SosicGu,
        goal: Goal::All,
        seed: 103,
    })
    .unwrap()
    .unwrap();
    // The start places file a's queen first, on a random row (a6): only that very
    // square names it, not any square of the file.
    let first = p.guess(Guess::Square(Square::new(7, 0))).unwrap();
    assert_eq!(first.judgement, Judgement::Wrong);
    assert_eq!(
        first.ahead.judge(Guess::Square(Square::new(5, 0))),
        Judgement::Right
    );
    let mut last = first;
    while let Some(r) = p.guess(Guess::NotSure) {
        last = r;
    }
    assert_eq!(last.ahead.truth, Move::Solution);
    assert!(p.placement().is_solution());
    assert_eq!(
        p.moves(),
        21,
        "the chapter's run: 8 placed, 12 repairs, solved"
    );
}

#[test]
fn min_conflicts_start_is_right_only_on_a_least_conflicted_square() {
    let mut p = Predictor::new(Setup {
        n: 8,
        algorithm: Algorithm::MinConflicts,
        goal: Goal::All,
        seed: 6,
    })
    .unwrap()
    .unwrap();
    // File a on an empty board: every square has no conflict, all are right; the draw
    // falls on one, and a guess of another is told so.
    let before = p.clone();
    let first = p.guess(Guess::Square(Square::new(7, 0))).unwrap();
    assert_eq!(first.judgement, Judgement::Right);
    let drawn = p.placement().row(0).unwrap();
    let guessed = |row| {
        before
            .clone()
            .guess(Guess::Square(Square::new(row, 0)))
            .unwrap()
    };
    assert!(!guessed(drawn).drew_another(), "a{} drawn", drawn + 1);
    assert!(guessed((drawn + 1) % 8).drew_another());
    // File b: the squares a's queen attacks are wrong, not any square of the file.
    let a = p.placement().row(0).unwrap();
    let next = p.clone().guess(Guess::Square(Square::new(a, 1))).unwrap();
    assert_eq!(
        next.judgement,
        Judgement::Wrong,
        "b{} shares a's rank",
        a + 1
    );
    let mut last = next;
    while let Some(r) = p.guess(Guess::NotSure) {
        last = r;
    }
    assert_eq!(last.ahead.truth, Move::Solution);
    assert!(p.placement().is_solution());
}

#[test]
fn branch_and_bound_shows_its_stack_the_next_node_first() {
    let mut p = Predictor::new(Setup {
        n: 6,
        algorithm: Algorithm::BranchBoundDepthFirst,
        goal: Goal::All,
        seed: 1,
    })
    .unwrap()
    .unwrap();
    // Chapter 7's third move: a1, b3 and c5 expanded, c5's only child d2 on top.
    p.skip(3);
    let w = p.waiting().unwrap();
    assert_eq!((w.total, w.head.len(), w.more()), (10, 8, 2));
    assert_eq!(w.next().map(Placement::to_code).as_deref(), Some("135200"));
    assert!(six().waiting().is_none(), "backtracking keeps no frontier");
}

#[test]
fn searches_without_moves_to_point_at_are_not_offered() {
    let setup = Setup {
        n: 6,
        algorithm: Algorithm::Annealing,
        goal: Goal::All,
        seed: 1,
    };
    assert!(Predictor::new(setup).unwrap().is_none());
    assert!(Predictor::new(Setup { n: 99, ..setup }).is_err());
}
