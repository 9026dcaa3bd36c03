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

mod sheet;

pub use sheet::{parse_number, Given, Sheet};

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
                // Not the first solution, which question 2 shows: two ways to complete it.
                Question::Complete { given: "35280000" },
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
            Question::AnyPlacements { n } => number(super::figure::any(n)),
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
}

#[cfg(test)]
mod tests;
