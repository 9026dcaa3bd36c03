//! Tests of `progress`: the stored line, the best sheet kept, "done" and "continue".

use super::answers::MAX_TYPED;
use super::*;
use nqueens_core::Placement;

#[test]
fn progress_survives_storage() {
    let mut p = Progress::read(None);
    assert_eq!(p, Progress::default());
    p.mark_read(Chapter::Backtracking);
    p.mark_parsons(Chapter::Backtracking);
    p.record_quiz(Chapter::Backtracking, 3, 4, &[]);
    p.mark_read(Chapter::Puzzle);
    p.judge(Predicting::Chapter(Chapter::Backtracking), Judgement::Right);
    p.place = Some(Place {
        chapter: Chapter::Backtracking,
        step: 12,
    });
    assert_eq!(p.write(), "place=3.12;score.3=1.0.0.1.1;1=r;3=rp3/4");
    assert_eq!(Progress::read(Some(&p.write())), p);
}

#[test]
fn each_chapter_and_each_algorithm_keeps_its_own_score() {
    // Finding 11: chapter 6 opened with chapter 3's streak of 166.
    let mut p = Progress::default();
    let three = Predicting::Chapter(Chapter::Backtracking);
    let six = Predicting::Chapter(Chapter::LocalSearch);
    let solve = Predicting::Algorithm(Algorithm::Backtracking);
    for _ in 0..5 {
        p.judge(three, Judgement::Right);
    }
    p.judge(solve, Judgement::Wrong);
    assert_eq!(p.score(three).streak, 5);
    assert_eq!(p.score(six), Score::default());
    assert_eq!(p.score(solve).wrong, 1);
    let kept = Progress::read(Some(&p.write()));
    assert_eq!(kept.score(three), p.score(three));
    assert_eq!(kept.score(solve), p.score(solve));
    assert_eq!(kept.score(six), Score::default());
    // The score shared by everything, from before, is nobody's.
    let old = Progress::read(Some("score=9.0.0.9.9"));
    assert_eq!(old.score(three), Score::default());
}

#[test]
fn the_best_answer_sheet_is_kept() {
    let mut p = Progress::default();
    let best = [Some(Given::Text("4".into())), Some(Given::Choice(0))];
    p.record_quiz(Chapter::Symmetry, 2, 2, &best);
    p.record_quiz(
        Chapter::Symmetry,
        1,
        2,
        &[Some(Given::Text("5".into())), None],
    );
    assert_eq!(p.marks(Chapter::Symmetry).quiz, Some((2, 2)));
    assert_eq!(
        p.quiz_answers(Chapter::Symmetry),
        best,
        "the answers of the best sheet"
    );
    let again = [Some(Given::Text("4.0".into())), Some(Given::Choice(0))];
    p.record_quiz(Chapter::Symmetry, 2, 2, &again);
    assert_eq!(
        p.quiz_answers(Chapter::Symmetry),
        again,
        "a sheet as good replaces it"
    );
}

#[test]
fn a_chapter_is_done_once_read_to_its_end_whatever_its_exercises() {
    let mut p = Progress::default();
    let ch = Chapter::Backtracking;
    p.mark_parsons(ch);
    p.record_quiz(ch, 4, 4, &[]);
    assert!(!p.is_done(ch), "exercises alone do not finish a chapter");
    assert_eq!(p.done(), 0);
    p.mark_read(ch);
    assert!(p.is_done(ch));
    p.mark_read(Chapter::Puzzle);
    p.mark_read(Chapter::Family);
    assert_eq!(p.done(), 3, "three chapters read, three done");
    let mut q = Progress::default();
    q.mark_read(ch);
    q.record_quiz(ch, 1, 4, &[]);
    assert!(
        q.is_done(ch),
        "a question wrong leaves a mark, not a chapter undone"
    );
}

#[test]
fn continue_goes_back_to_the_place_or_on_to_the_next_chapter_not_done() {
    let mut p = Progress::default();
    assert_eq!(p.resume(), None, "nothing begun: start with chapter 1");
    let at = |chapter, step| Place { chapter, step };
    p.place = Some(at(Chapter::Backtracking, 10));
    assert_eq!(p.resume(), Some(Resume::At(at(Chapter::Backtracking, 10))));
    p.mark_read(Chapter::Backtracking);
    assert_eq!(p.resume(), Some(Resume::Next(Chapter::Symmetry)));
    p.mark_read(Chapter::Symmetry);
    assert_eq!(p.resume(), Some(Resume::Next(Chapter::Counting)));
    for c in [
        Chapter::Counting,
        Chapter::LocalSearch,
        Chapter::Models,
        Chapter::Family,
    ] {
        p.mark_read(c);
    }
    assert_eq!(
        p.resume(),
        Some(Resume::Next(Chapter::Puzzle)),
        "past the last, from the first"
    );
    p.mark_read(Chapter::Puzzle);
    p.mark_read(Chapter::BruteForce);
    assert_eq!(
        p.resume(),
        Some(Resume::At(at(Chapter::Backtracking, 10))),
        "all done"
    );
    let mut q = Progress::default();
    q.mark_read(Chapter::Puzzle);
    assert_eq!(
        q.resume(),
        Some(Resume::Next(Chapter::BruteForce)),
        "no place kept"
    );
}

#[test]
fn answers_survive_storage_and_older_values_still_load() {
    let mut p = Progress::default();
    let board = Placement::parse("15863724", 8).unwrap();
    let answers = [
        Some(Given::Text("15,720; =%x".into())),
        None,
        Some(Given::Choice(2)),
        Some(Given::Board(board)),
    ];
    p.mark_read(Chapter::Puzzle);
    p.record_quiz(Chapter::Puzzle, 2, 4, &answers);
    let stored = p.write();
    assert_eq!(
        stored,
        "1=r2/4;q1=t15%2C720%3B %3D%25x,,c2,b1.5.8.6.3.7.2.4"
    );
    assert_eq!(Progress::read(Some(&stored)), p);
    // A value stored before answers were kept: the marks, no answers.
    let old = Progress::read(Some("place=3.12;3=rp4/4"));
    assert_eq!(old.marks(Chapter::Backtracking).quiz, Some((4, 4)));
    assert!(old.quiz_answers(Chapter::Backtracking).is_empty());
    // A damaged answer is no answer; the others stay.
    let damaged = Progress::read(Some("q3=t8%G,cx,b9.9,z1,t4;q9=c1;q=c1"));
    assert_eq!(
        damaged.quiz_answers(Chapter::Backtracking),
        [None, None, None, None, Some(Given::Text("4".into()))]
    );
    // What is typed is kept short.
    let mut long = Progress::default();
    long.record_quiz(Chapter::Models, 0, 3, &[Some(Given::Text("9".repeat(500)))]);
    assert_eq!(
        long.quiz_answers(Chapter::Models),
        [Some(Given::Text("9".repeat(MAX_TYPED)))]
    );
}

#[test]
fn a_damaged_value_keeps_what_it_can() {
    let p = Progress::read(Some("place=9.1;score=x;3=rp5/4;2=r;junk;7=p2/3;=;0=r"));
    assert_eq!(p.place, None);
    assert_eq!(
        p.score(Predicting::Chapter(Chapter::Backtracking)),
        Score::default()
    );
    assert_eq!(
        p.marks(Chapter::Backtracking),
        Marks {
            read: true,
            parsons: true,
            quiz: None
        }
    );
    assert!(p.marks(Chapter::BruteForce).read);
    assert_eq!(p.marks(Chapter::Models).quiz, Some((2, 3)));
}
