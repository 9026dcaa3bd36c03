//! A teacher's set: exercises picked from the chapters' questions, in the teacher's
//! order, handed out as a link (`/learn?set=3.1,3.4,8.2`: chapter 3's first and fourth
//! questions, then chapter 8's second). The learner answers them on one sheet and gets
//! a results card to copy back: the score, the hints used, the time taken.

use super::quiz::Question;
use super::Chapter;

/// One exercise of a set: a chapter's question, by its place in the chapter (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pick {
    /// The chapter.
    pub chapter: Chapter,
    /// Its question, from 1.
    pub question: usize,
}

impl Pick {
    /// The question it names, if the chapter has one there.
    pub fn question(self) -> Option<Question> {
        Question::of(self.chapter)
            .get(self.question.checked_sub(1)?)
            .copied()
    }

    /// Every question of the path, chapter by chapter: what the set builder offers.
    pub fn all() -> Vec<Pick> {
        Chapter::ALL
            .into_iter()
            .flat_map(|chapter| {
                (1..=Question::of(chapter).len()).map(move |question| Pick { chapter, question })
            })
            .collect()
    }
}

/// Reads a set's value: the picks it names in order, and the entries that name none.
pub fn read_set(value: &str) -> (Vec<Pick>, Vec<String>) {
    let mut picks = Vec::new();
    let mut bad = Vec::new();
    for entry in value.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let pick = entry.split_once('.').and_then(|(c, q)| {
            let pick = Pick {
                chapter: Chapter::from_number(c.parse().ok()?)?,
                question: q.parse().ok()?,
            };
            pick.question().map(|_| pick)
        });
        match pick {
            Some(p) if !picks.contains(&p) => picks.push(p),
            Some(_) => {}
            None => bad.push(entry.to_string()),
        }
    }
    (picks, bad)
}

/// The set's value for a link.
pub fn write_set(picks: &[Pick]) -> String {
    picks
        .iter()
        .map(|p| format!("{}.{}", p.chapter.number(), p.question))
        .collect::<Vec<_>>()
        .join(",")
}

/// What the learner hands back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SetResult {
    /// Answers right.
    pub right: usize,
    /// Questions in the set.
    pub of: usize,
    /// Hints shown.
    pub hints: usize,
    /// From opening the set to the last check, in seconds.
    pub seconds: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_reads_back_as_it_was_written() {
        let picks = vec![
            Pick {
                chapter: Chapter::Backtracking,
                question: 1,
            },
            Pick {
                chapter: Chapter::Family,
                question: 2,
            },
        ];
        assert_eq!(write_set(&picks), "3.1,8.2");
        assert_eq!(read_set("3.1,8.2"), (picks, vec![]));
    }

    #[test]
    fn entries_that_name_no_question_are_named_and_repeats_dropped() {
        let (picks, bad) = read_set("3.1, 3.1,9.1,3.9,x,4.0,,2.3");
        assert_eq!(
            picks,
            [
                Pick {
                    chapter: Chapter::Backtracking,
                    question: 1
                },
                Pick {
                    chapter: Chapter::BruteForce,
                    question: 3
                }
            ]
        );
        assert_eq!(bad, ["9.1", "3.9", "x", "4.0"]);
    }

    #[test]
    fn the_builder_offers_every_question_of_every_chapter() {
        let all = Pick::all();
        let expected: usize = Chapter::ALL.iter().map(|&c| Question::of(c).len()).sum();
        assert_eq!(all.len(), expected);
        assert!(all.iter().all(|p| p.question().is_some()));
    }
}
