//! Where each question's answer is taught, before the question asks for it.
//!
//! A quiz that asks what the chapter never showed leaves a beginner guessing. So every
//! [`Question`] names the place that teaches it, and a test reads that place, in every
//! language, for the answer the core computes (the tests beside this file).

use super::quiz::Question;
use super::Chapter;

/// A part of a chapter's text: 0 is the lead, then the body's paragraphs from 1.
pub type Part = usize;

/// What a chapter's widget shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Widget {
    /// The search to predict, step by step, with the reason for each step.
    Predict,
    /// The table of every published Q(n).
    Table,
    /// The box that counts Q(n) on the page, with its fundamental solutions.
    CountBox,
}

/// Where a question is taught.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Taught {
    /// The part states the answer.
    Stated { chapter: Chapter, part: Part },
    /// The part works the same question at another size or on another placement, so the
    /// question asks the learner to do it again.
    Worked {
        chapter: Chapter,
        part: Part,
        example: Question,
    },
    /// The part states the rules, which the question asks the learner to apply (judge a
    /// placement, complete one).
    Applied { chapter: Chapter, part: Part },
    /// The chapter's widget shows it.
    Shown { chapter: Chapter, widget: Widget },
}

impl Taught {
    /// The chapter that teaches it.
    pub fn chapter(self) -> Chapter {
        match self {
            Taught::Stated { chapter, .. }
            | Taught::Worked { chapter, .. }
            | Taught::Applied { chapter, .. }
            | Taught::Shown { chapter, .. } => chapter,
        }
    }
}

impl Question {
    /// Where the answer is taught.
    pub fn taught(self) -> Taught {
        use Chapter::*;
        let stated = |chapter, part| Taught::Stated { chapter, part };
        let worked = |chapter, part, example| Taught::Worked {
            chapter,
            part,
            example,
        };
        match self {
            Question::Solutions { n: 4 | 8 } => stated(Puzzle, 1),
            Question::Solutions { n: 5 } => stated(BruteForce, 2),
            Question::Solutions { n: 6 } => stated(Backtracking, 3),
            Question::Solutions { .. } => Taught::Shown {
                chapter: Counting,
                widget: Widget::Table,
            },
            Question::WhichIsSolution { .. } | Question::Complete { .. } => Taught::Applied {
                chapter: Puzzle,
                part: 0,
            },
            Question::AnyPlacements { .. } => {
                worked(BruteForce, 1, Question::AnyPlacements { n: 8 })
            }
            Question::PermutationsChecked { .. } => {
                worked(BruteForce, 1, Question::PermutationsChecked { n: 8 })
            }
            Question::Tries { .. } => worked(Backtracking, 3, Question::Tries { n: 8 }),
            Question::AfterSolution => Taught::Shown {
                chapter: Backtracking,
                widget: Widget::Predict,
            },
            Question::FirstSolution { .. } => stated(Backtracking, 3),
            Question::Fundamentals { n: 6 | 8 } => stated(Symmetry, 3),
            Question::Fundamentals { .. } => Taught::Shown {
                chapter: Counting,
                widget: Widget::CountBox,
            },
            Question::ClassSize { .. } | Question::KeptBy { .. } => stated(Symmetry, 3),
            Question::ThroughFirstFile { .. } => stated(Counting, 1),
            // Part 2 counts 12345678's pairs, through the queens between.
            Question::AttackingPairs { code: "12345678" } => stated(LocalSearch, 2),
            Question::AttackingPairs { .. } => worked(
                LocalSearch,
                2,
                Question::AttackingPairs { code: "12345678" },
            ),
            Question::ModelVariables { .. } | Question::ModelConstraints { .. } => {
                stated(Models, 1)
            }
            Question::ExpandedToFirst { .. } => {
                worked(Models, 3, Question::ExpandedToFirst { n: 8 })
            }
            Question::Torus { .. } | Question::TorusSize { .. } | Question::Superqueens { .. } => {
                stated(Family, 1)
            }
        }
    }
}

#[cfg(test)]
mod tests;
