//! The questions that end a chapter. Each asks for something the core computes (a
//! count, the first solution found, what a search does next), so the answer key is
//! never written by hand and a wrong answer can be told the figures behind the right one.

use super::Chapter;
use nqueens_core::completion::completions;
use nqueens_core::count::count;
use nqueens_core::enumerate::solutions_through;
use nqueens_core::error::Error;
use nqueens_core::model::Model;
use nqueens_core::search::predict::{Ahead, Move};
use nqueens_core::search::{Algorithm, Goal, Machine, Record, SearchFigures, Setup};
use nqueens_core::variants::{count_superqueens, count_toroidal};
use nqueens_core::{Placement, Solution, Square, Symmetry};

/// A question, with the values that make it one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// How many squares backtracking tries on the n×n board, in the whole search.
    Tries { n: usize },
    /// How many solutions the n×n board has.
    Solutions { n: usize },
    /// What backtracking does right after it reports a solution.
    AfterSolution,
    /// Which solution backtracking finds first on the n×n board.
    FirstSolution { n: usize },
    /// Which of three placements of n queens is a solution.
    WhichIsSolution { n: usize },
    /// How many placements brute force checks on the n×n board (its permutations).
    PermutationsChecked { n: usize },
    /// In how many ways n queens can stand on the n² squares, anyhow.
    AnyPlacements { n: usize },
    /// How many fundamental solutions (one per class) the n×n board has.
    Fundamentals { n: usize },
    /// How many distinct solutions the class of this solution has.
    ClassSize { code: &'static str },
    /// Which turn or reflection leaves this solution as it is.
    KeptBy { code: &'static str },
    /// How many solutions of the n×n board have the queen of file a on this rank (1-based).
    ThroughFirstFile { n: usize, rank: u32 },
    /// How many pairs of queens attack each other in this placement.
    AttackingPairs { code: &'static str },
    /// How many 0/1 variables the paper's Model 1 has for the n×n board.
    ModelVariables { n: usize },
    /// How many constraints (ranks, files and diagonals) Model 1 has for the n×n board.
    ModelConstraints { n: usize },
    /// How many nodes depth-first branch and bound expands up to its first solution.
    ExpandedToFirst { n: usize },
    /// How many ways n queens fit on the n×n torus.
    Torus { n: usize },
    /// How many ways n superqueens fit on the n×n board.
    Superqueens { n: usize },
    /// Which of three sizes lets n queens share a torus.
    TorusSize { sizes: [usize; 3] },
    /// Complete this placement to a solution (the rank of the queen in each file, 0 for
    /// an empty file).
    Complete { given: &'static str },
}

/// What backtracking can do after a solution, as the choices of
/// [`Question::AfterSolution`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// It stops.
    Stop,
    /// It takes the last queen back and goes on.
    GoBack,
    /// It clears the board and starts again.
    StartOver,
}

/// One choice of a multiple-choice question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Choice {
    /// Something a search does.
    Action(Action),
    /// A solution, by its rows.
    Solution(Solution),
    /// A full placement, maybe not a solution.
    Placement(Placement),
    /// A turn or reflection of the board.
    Symmetry(Symmetry),
    /// A board size.
    Size(usize),
}

/// A question made ready to show: its choices and its answer, computed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    /// The question.
    pub question: Question,
    /// The choices; empty when the answer is a number.
    pub choices: Vec<Choice>,
    /// The answer.
    pub answer: Answer,
    /// The search's figures behind the answer, for the sentence that explains it.
    pub figures: Option<SearchFigures>,
}

/// A question's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A whole number.
    Number(u64),
    /// The index of the right choice.
    Choice(usize),
    /// Any solution that keeps the queens given; the first such, for the explanation.
    Completion {
        /// The queens given.
        given: Placement,
        /// The first completion in order.
        first: Solution,
    },
}

impl Question {
    /// The questions that end `chapter`.
    pub fn of(chapter: Chapter) -> &'static [Question] {
        match chapter {
            Chapter::Puzzle => &[
                Question::Solutions { n: 8 },
                Question::WhichIsSolution { n: 8 },
                Question::Solutions { n: 4 },
                Question::Complete { given: "15860000" },
            ],
            Chapter::BruteForce => &[
                Question::AnyPlacements { n: 4 },
                Question::PermutationsChecked { n: 6 },
                Question::Solutions { n: 5 },
            ],
            Chapter::Backtracking => &[
                Question::Tries { n: 6 },
                Question::AfterSolution,
                Question::FirstSolution { n: 8 },
                Question::Solutions { n: 6 },
            ],
            Chapter::Symmetry => &[
                Question::Fundamentals { n: 8 },
                Question::ClassSize { code: "35281746" },
                Question::KeptBy { code: "35281746" },
                Question::Fundamentals { n: 6 },
            ],
            Chapter::Counting => &[
                Question::Solutions { n: 10 },
                Question::ThroughFirstFile { n: 8, rank: 1 },
                Question::Fundamentals { n: 9 },
            ],
            Chapter::LocalSearch => &[
                Question::AttackingPairs { code: "12345678" },
                Question::AttackingPairs { code: "15863742" },
                Question::AttackingPairs { code: "24683175" },
            ],
            Chapter::Models => &[
                Question::ModelVariables { n: 8 },
                Question::ModelConstraints { n: 8 },
                Question::ExpandedToFirst { n: 6 },
            ],
            Chapter::Family => &[
                Question::Torus { n: 5 },
                Question::TorusSize { sizes: [6, 7, 9] },
                Question::Superqueens { n: 10 },
            ],
        }
    }

    /// The question with its choices and answer, computed by the core.
    pub fn ask(self) -> Result<Asked, Error> {
        let backtracking = |n| SearchFigures::of(Algorithm::Backtracking, n);
        let number = |answer: u64| Ok(Asked::number(self, answer, None));
        match self {
            Question::Tries { n } => {
                let figures = backtracking(n)?;
                Ok(Asked::number(self, figures.whole.tried, Some(figures)))
            }
            Question::Solutions { n } => number(count(n)?.total),
            Question::AfterSolution => {
                let mut machine = search(6)?;
                while let Some(event) = machine.step() {
                    if event.is_solution() {
                        break;
                    }
                }
                let did = match Ahead::of(&machine).map(|a| a.truth) {
                    Some(Move::Back(_)) => Action::GoBack,
                    Some(Move::Done) | None => Action::Stop,
                    _ => Action::StartOver,
                };
                let choices = [Action::Stop, Action::GoBack, Action::StartOver];
                Ok(Asked::choice(
                    self,
                    choices.map(Choice::Action).to_vec(),
                    |c| *c == Choice::Action(did),
                ))
            }
            Question::FirstSolution { n } => {
                let first = first_solution(n)?;
                // The same solution turned and reflected: solutions too, found later.
                let choices = vec![
                    Choice::Solution(first.transform(Symmetry::ReflectHorizontal)),
                    Choice::Solution(first),
                    Choice::Solution(first.transform(Symmetry::Rotate90)),
                ];
                let mut asked = Asked::choice(self, choices, |c| *c == Choice::Solution(first));
                asked.figures = Some(backtracking(n)?);
                Ok(asked)
            }
            Question::WhichIsSolution { n } => {
                let first = first_solution(n)?;
                let rows: Vec<u32> = first.rows().iter().map(|&r| u32::from(r)).collect();
                // Two queens of the solution swap ranks: still one per rank and file.
                let swapped = |a: usize, b: usize| {
                    let mut r = rows.clone();
                    r.swap(a, b);
                    Placement::from_rows(&r.into_iter().map(Some).collect::<Vec<_>>())
                };
                let choices = vec![
                    Choice::Placement(swapped(1, 2)?),
                    Choice::Placement(swapped(4, 6)?),
                    Choice::Placement(Placement::from(first)),
                ];
                Ok(Asked::choice(
                    self,
                    choices,
                    |c| matches!(c, Choice::Placement(p) if p.len() == p.n() && p.attacks().is_empty()),
                ))
            }
            Question::PermutationsChecked { n } => {
                number(SearchFigures::of(Algorithm::BruteForce, n)?.whole.tried)
            }
            Question::AnyPlacements { n } => number(binomial((n * n) as u64, n as u64)),
            Question::Fundamentals { n } => number(count(n)?.fundamental),
            Question::ClassSize { code } => number(parse(code)?.orbit_size() as u64),
            Question::KeptBy { code } => {
                let kept = parse(code)?.stabilizer();
                let choices = [
                    Symmetry::Rotate90,
                    Symmetry::Rotate180,
                    Symmetry::ReflectVertical,
                ];
                Ok(Asked::choice(
                    self,
                    choices.map(Choice::Symmetry).to_vec(),
                    |c| matches!(c, Choice::Symmetry(g) if kept.contains(g)),
                ))
            }
            Question::ThroughFirstFile { n, rank } => {
                let square = Square::new(rank.saturating_sub(1), 0);
                number(solutions_through(n, square)?.len() as u64)
            }
            Question::AttackingPairs { code } => {
                let n = code.chars().count();
                number(Placement::parse(code, n)?.attacks().len() as u64)
            }
            Question::ModelVariables { n } => number(Model::new(n)?.squares().count() as u64),
            Question::ModelConstraints { n } => number(Model::new(n)?.constraints().len() as u64),
            Question::ExpandedToFirst { n } => number(
                SearchFigures::of(Algorithm::BranchBoundDepthFirst, n)?
                    .to_first
                    .expanded,
            ),
            Question::Torus { n } => number(count_toroidal(n)?),
            Question::Superqueens { n } => number(count_superqueens(n)?),
            Question::Complete { given } => {
                let given = Placement::parse(given, given.chars().count())?;
                let first = completions(&given, 1)
                    .first
                    .ok_or(Error::NoSolution { n: given.n() })?;
                Ok(Asked {
                    question: self,
                    choices: Vec::new(),
                    answer: Answer::Completion { given, first },
                    figures: None,
                })
            }
            Question::TorusSize { sizes } => {
                let fits: Vec<bool> = sizes
                    .iter()
                    .map(|&n| count_toroidal(n).map(|c| c > 0))
                    .collect::<Result<_, _>>()?;
                Ok(Asked::choice(
                    self,
                    sizes.map(Choice::Size).to_vec(),
                    |c| matches!(c, Choice::Size(n) if sizes.iter().zip(&fits).any(|(s, f)| s == n && *f)),
                ))
            }
        }
    }
}

/// C(n, k), exactly.
fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

fn parse(code: &str) -> Result<Solution, Error> {
    Solution::parse(code, code.chars().count())
}

fn first_solution(n: usize) -> Result<Solution, Error> {
    search(n)?
        .first_solution()
        .and_then(|p| Solution::try_from(p).ok())
        .ok_or(Error::NoSolution { n })
}

fn search(n: usize) -> Result<Machine, Error> {
    Machine::new(Setup {
        n,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    })
}

impl Asked {
    fn number(question: Question, answer: u64, figures: Option<SearchFigures>) -> Asked {
        Asked {
            question,
            choices: Vec::new(),
            answer: Answer::Number(answer),
            figures,
        }
    }

    /// A multiple-choice question whose answer is the first choice `is_right` accepts.
    fn choice(
        question: Question,
        choices: Vec<Choice>,
        is_right: impl Fn(&Choice) -> bool,
    ) -> Asked {
        let answer = choices.iter().position(is_right).unwrap_or(0);
        Asked {
            question,
            choices,
            answer: Answer::Choice(answer),
            figures: None,
        }
    }

    /// Whether `given` is the answer: a choice's index, a number as typed, or a board
    /// that is a solution and keeps every queen given.
    pub fn is_right(&self, given: &Given) -> bool {
        match (&self.answer, given) {
            (Answer::Number(a), Given::Text(text)) => parse_number(text) == Some(*a),
            (Answer::Choice(a), Given::Choice(c)) => a == c,
            (Answer::Completion { given: start, .. }, Given::Board(board)) => {
                board.is_solution() && start.queens().all(|q| board.has_queen(q))
            }
            _ => false,
        }
    }
}

impl Asked {
    /// Whether `given` is an answer of this question's kind (a number typed, one of its
    /// choices, a board of its size keeping the queens given): an answer kept on the
    /// device by an older version of a question is not shown against a new one.
    pub fn fits(&self, given: &Given) -> bool {
        match (&self.answer, given) {
            (Answer::Number(_), Given::Text(_)) => true,
            (Answer::Choice(_), Given::Choice(c)) => *c < self.choices.len(),
            (Answer::Completion { given: start, .. }, Given::Board(board)) => {
                board.n() == start.n() && start.queens().all(|q| board.has_queen(q))
            }
            _ => false,
        }
    }
}

/// A sheet checked: the answers given, question by question, and how many were right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet {
    /// Each question's answer, if one was given.
    pub answers: Vec<Option<Given>>,
    /// How many of them are right.
    pub right: usize,
}

impl Sheet {
    /// Checks `answers` against the questions `asked`.
    pub fn check(asked: &[Asked], answers: Vec<Option<Given>>) -> Sheet {
        let right = Sheet::marks(asked, &answers).iter().filter(|&&m| m).count();
        Sheet { answers, right }
    }

    /// Each question's mark: its answer given and right.
    pub fn marks(asked: &[Asked], answers: &[Option<Given>]) -> Vec<bool> {
        asked
            .iter()
            .enumerate()
            .map(|(i, a)| {
                answers
                    .get(i)
                    .and_then(Option::as_ref)
                    .is_some_and(|g| a.is_right(g))
            })
            .collect()
    }

    /// The answers kept for `asked` that can be shown again: all of them, each of its
    /// question's kind, or none (a sheet kept for other questions).
    pub fn restore(asked: &[Asked], kept: &[Option<Given>]) -> Option<Vec<Option<Given>>> {
        let fits = kept.len() == asked.len()
            && asked
                .iter()
                .zip(kept)
                .all(|(a, g)| g.as_ref().is_none_or(|g| a.fits(g)));
        (fits && !kept.is_empty()).then(|| kept.to_vec())
    }

    /// How many questions the sheet has.
    pub fn of(&self) -> usize {
        self.answers.len()
    }
}

/// What a learner answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    /// Typed into a number field.
    Text(String),
    /// A choice, by its index.
    Choice(usize),
    /// A board.
    Board(Placement),
}

/// A whole number as a person types it: "15720", "15,720", "15.720", "15 720".
pub fn parse_number(text: &str) -> Option<u64> {
    let digits: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, ',' | '.' | ' ' | '\u{a0}' | '\u{202f}' | '\'' | '_'))
        .collect();
    if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
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
}
