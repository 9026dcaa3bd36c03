//! Tests of `quiz`: the questions' answers as the core counts them, and their checking.

use super::*;

#[test]
fn chapter_three_asks_four_questions_whose_answers_the_core_counts() {
    let asked: Vec<Asked> = Question::of(Chapter::Backtracking)
        .iter()
        .map(|q| q.ask().unwrap())
        .collect();
    assert_eq!(asked.len(), 4);
    assert_eq!(asked[0].answer, Answer::Number(894));
    assert_eq!(
        asked[1].choices[asked[1].answer_index()],
        Choice::Action(Action::GoBack)
    );
    let Choice::Solution(first) = &asked[2].choices[asked[2].answer_index()] else {
        panic!("a board")
    };
    assert_eq!(first.to_code(), "15863724", "FACTS.md: the first of the 92");
    assert_eq!(asked[3].answer, Answer::Number(4));
}

impl Asked {
    fn answer_index(&self) -> usize {
        match self.answer {
            Answer::Choice(i) => i,
            _ => panic!("not a choice"),
        }
    }
}

/// The figure each question's answer should be, from FACTS.md and OEIS.
fn answer(q: Question) -> Answer {
    q.ask().unwrap().answer
}

#[test]
fn every_chapter_asks_three_to_five_questions_with_their_published_answers() {
    for chapter in Chapter::ALL {
        let questions = Question::of(chapter);
        assert!((3..=5).contains(&questions.len()), "{chapter:?}");
        for q in questions {
            let asked = q.ask().unwrap();
            if let Answer::Choice(i) = asked.answer {
                assert!(i < asked.choices.len(), "{q:?}");
            }
        }
    }
    assert_eq!(answer(Question::Solutions { n: 8 }), Answer::Number(92));
    assert_eq!(answer(Question::Solutions { n: 10 }), Answer::Number(724));
    assert_eq!(
        answer(Question::AnyPlacements { n: 8 }),
        Answer::Number(4_426_165_368)
    );
    assert_eq!(
        answer(Question::PermutationsChecked { n: 8 }),
        Answer::Number(40_320)
    );
    assert_eq!(answer(Question::Fundamentals { n: 8 }), Answer::Number(12));
    assert_eq!(answer(Question::Fundamentals { n: 9 }), Answer::Number(46));
    assert_eq!(
        answer(Question::ClassSize { code: "35281746" }),
        Answer::Number(4)
    );
    assert_eq!(
        answer(Question::ThroughFirstFile { n: 8, rank: 1 }),
        Answer::Number(4)
    );
    assert_eq!(
        answer(Question::AttackingPairs { code: "12345678" }),
        Answer::Number(28)
    );
    assert_eq!(
        answer(Question::AttackingPairs { code: "24683175" }),
        Answer::Number(0)
    );
    assert_eq!(
        answer(Question::ModelVariables { n: 8 }),
        Answer::Number(64)
    );
    assert_eq!(answer(Question::Torus { n: 5 }), Answer::Number(10));
    assert_eq!(answer(Question::Superqueens { n: 10 }), Answer::Number(4));
}

#[test]
fn a_board_to_complete_takes_any_solution_that_keeps_the_queens_given() {
    let asked = Question::Complete { given: "15860000" }.ask().unwrap();
    let board = |code| Given::Board(Placement::parse(code, 8).unwrap());
    assert!(asked.is_right(&board("15863724")));
    assert!(!asked.is_right(&board("15863720")), "a file left empty");
    assert!(!asked.is_right(&board("16837425")), "a given queen moved");
    assert!(!asked.is_right(&board("15863742")), "two queens attack");
    let Answer::Completion { first, .. } = asked.answer else {
        panic!("a board")
    };
    assert_eq!(first.to_code(), "15863724");
}

#[test]
fn the_choice_questions_pick_what_the_core_says() {
    let kept = Question::KeptBy { code: "35281746" }.ask().unwrap();
    assert_eq!(
        kept.choices[kept.answer_index()],
        Choice::Symmetry(Symmetry::Rotate180)
    );
    let torus = Question::TorusSize { sizes: [6, 7, 9] }.ask().unwrap();
    assert_eq!(torus.choices[torus.answer_index()], Choice::Size(7));
    let which = Question::WhichIsSolution { n: 8 }.ask().unwrap();
    let valid: Vec<bool> = which
        .choices
        .iter()
        .map(|c| matches!(c, Choice::Placement(p) if p.attacks().is_empty()))
        .collect();
    assert_eq!(
        valid.iter().filter(|&&v| v).count(),
        1,
        "one solution among the three"
    );
    assert!(valid[which.answer_index()]);
}

#[test]
fn the_choices_of_the_first_solution_are_all_solutions_and_distinct() {
    let asked = Question::FirstSolution { n: 8 }.ask().unwrap();
    let mut codes: Vec<String> = asked
        .choices
        .iter()
        .map(|c| match c {
            Choice::Solution(s) => s.to_code(),
            _ => panic!("boards only"),
        })
        .collect();
    codes.dedup();
    assert_eq!(codes.len(), 3);
}

#[test]
fn a_sheet_is_marked_and_restored_only_onto_the_questions_it_answers() {
    let asked: Vec<Asked> = Question::of(Chapter::Backtracking)
        .iter()
        .map(|q| q.ask().unwrap())
        .collect();
    let answers = vec![
        Some(Given::Text("894".into())),
        Some(Given::Choice(asked[1].answer_index())),
        None,
        Some(Given::Text("5".into())),
    ];
    let sheet = Sheet::check(&asked, answers.clone());
    assert_eq!((sheet.right, sheet.of()), (2, 4));
    assert_eq!(Sheet::marks(&asked, &answers), [true, true, false, false]);
    assert_eq!(Sheet::restore(&asked, &answers), Some(answers.clone()));
    assert_eq!(Sheet::restore(&asked, &[]), None, "nothing kept");
    assert_eq!(
        Sheet::restore(&asked, &answers[..3]),
        None,
        "another number of questions"
    );
    let mut other = answers.clone();
    other[1] = Some(Given::Choice(7));
    assert_eq!(
        Sheet::restore(&asked, &other),
        None,
        "a choice it does not offer"
    );
    other[1] = Some(Given::Text("1".into()));
    assert_eq!(
        Sheet::restore(&asked, &other),
        None,
        "a number for a choice"
    );
    let board = Question::Complete { given: "15860000" }.ask().unwrap();
    let kept = |code| Given::Board(Placement::parse(code, 8).unwrap());
    assert!(board.fits(&kept("15860000")));
    assert!(!board.fits(&kept("25860000")), "a given queen moved");
    assert!(!board.fits(&Given::Board(Placement::parse("1342", 4).unwrap())));
}

#[test]
fn numbers_are_read_as_people_type_them() {
    for typed in ["15720", "15,720", "15.720", " 15 720 ", "15\u{a0}720"] {
        assert_eq!(parse_number(typed), Some(15_720), "{typed:?}");
    }
    for typed in ["", "abc", "15720x", "-3", "1e4"] {
        assert_eq!(parse_number(typed), None, "{typed:?}");
    }
    let asked = Question::Solutions { n: 8 }.ask().unwrap();
    assert!(asked.is_right(&Given::Text("92".into())));
    assert!(!asked.is_right(&Given::Text("91".into())));
    assert!(!asked.is_right(&Given::Choice(0)));
}

#[test]
fn chapter_1s_board_to_complete_is_not_answered_by_question_2s_solution() {
    let asked: Vec<Asked> = Question::of(Chapter::Puzzle)
        .iter()
        .map(|q| q.ask().unwrap())
        .collect();
    let shown = asked
        .iter()
        .find_map(|a| match (a.question, a.answer) {
            (Question::WhichIsSolution { .. }, Answer::Choice(i)) => Some(a.choices[i].clone()),
            _ => None,
        })
        .unwrap();
    let Choice::Placement(shown) = shown else {
        panic!("a placement")
    };
    let complete = asked
        .iter()
        .find(|a| matches!(a.question, Question::Complete { .. }))
        .unwrap();
    assert!(
        !complete.is_right(&Given::Board(shown)),
        "question 2's right choice would answer the board to complete"
    );
}
