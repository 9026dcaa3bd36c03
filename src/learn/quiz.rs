//! The questions that end a chapter. Each asks for something the core computes (a
//! count, the first solution found, what a search does next), so the answer key is
//! never written by hand and a wrong answer can be told the figures behind the right one.

use super::Chapter;
use nqueens_core::error::Error;
use nqueens_core::search::predict::{Ahead, Move};
use nqueens_core::search::{Algorithm, Goal, Machine, Record, SearchFigures, Setup};
use nqueens_core::{Solution, Symmetry};

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
}

impl Question {
    /// The questions that end `chapter`.
    pub fn of(chapter: Chapter) -> &'static [Question] {
        match chapter {
            Chapter::Backtracking => &[
                Question::Tries { n: 6 },
                Question::AfterSolution,
                Question::FirstSolution { n: 8 },
                Question::Solutions { n: 6 },
            ],
            _ => &[],
        }
    }

    /// The question with its choices and answer, computed by the core.
    pub fn ask(self) -> Result<Asked, Error> {
        let backtracking = |n| SearchFigures::of(Algorithm::Backtracking, n);
        Ok(match self {
            Question::Tries { n } => {
                let figures = backtracking(n)?;
                Asked::number(self, figures.whole.tried, Some(figures))
            }
            Question::Solutions { n } => {
                let figures = backtracking(n)?;
                Asked::number(self, figures.whole.solutions, Some(figures))
            }
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
                Asked {
                    question: self,
                    answer: Answer::Choice(choices.iter().position(|&a| a == did).unwrap_or(0)),
                    choices: choices.into_iter().map(Choice::Action).collect(),
                    figures: None,
                }
            }
            Question::FirstSolution { n } => {
                let first = search(n)?
                    .first_solution()
                    .and_then(|p| Solution::try_from(p).ok())
                    .ok_or(Error::NoSolution { n })?;
                // The same solution turned and reflected: solutions too, found later.
                let choices = vec![
                    first.transform(Symmetry::ReflectHorizontal),
                    first,
                    first.transform(Symmetry::Rotate90),
                ];
                Asked {
                    question: self,
                    answer: Answer::Choice(1),
                    choices: choices.into_iter().map(Choice::Solution).collect(),
                    figures: Some(backtracking(n)?),
                }
            }
        })
    }
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

    /// Whether `given` is the answer: a choice's index, or a number as typed.
    pub fn is_right(&self, given: &Given) -> bool {
        match (self.answer, given) {
            (Answer::Number(a), Given::Text(text)) => parse_number(text) == Some(a),
            (Answer::Choice(a), Given::Choice(c)) => a == *c,
            _ => false,
        }
    }
}

/// What a learner answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Given {
    /// Typed into a number field.
    Text(String),
    /// A choice, by its index.
    Choice(usize),
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
                Answer::Number(_) => panic!("a number"),
            }
        }
    }

    #[test]
    fn the_choices_of_the_first_solution_are_all_solutions_and_distinct() {
        let asked = Question::FirstSolution { n: 8 }.ask().unwrap();
        let mut codes: Vec<String> = asked
            .choices
            .iter()
            .map(|c| match c {
                Choice::Solution(s) => s.to_code(),
                Choice::Action(_) => panic!("boards only"),
            })
            .collect();
        codes.dedup();
        assert_eq!(codes.len(), 3);
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
