//! A learner's answers and their checking: what was given, whether it is right, whether
//! a kept answer still fits its question, and the sheet's marks.
//!
//! Apart from the questions in [`super`] because making a question asks the core for its
//! figures, and checking one never does: it compares what was typed, chosen or placed
//! with an answer already computed.

use super::{Answer, Asked};
use nqueens_core::Placement;

impl Asked {
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
