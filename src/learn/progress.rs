//! What a learner has done on /learn, kept on the device: each chapter's marks, the
//! answers of its best answer sheet, the predictions' score, and the place left. Stored
//! as one short line of text (`place=3.12;score.3=4.1.1.1.3;3=rp2/4;q3=t894,c1,c0,t5`), so
//! it reads back without a decoder; a value read back never fails, and what it cannot
//! read is dropped. A value stored before the answers were kept has no `q` fields and
//! reads back with no answers; one with them read by an older version loses only them.
//!
//! What "done" means is decided here, once ([`Marks::is_done`]), and every view of the
//! path asks it: the ✓, the count of chapters done, the card's marks and "continue".

use super::quiz::Given;
use super::Chapter;
use crate::predict::predictor::Score;
use answers::{read_answers, trimmed, write_answer};
use nqueens_core::search::predict::Judgement;
use nqueens_core::search::Algorithm;
use std::collections::BTreeMap;

mod answers;

/// Where the device keeps the progress.
pub const PROGRESS_KEY: &str = "nqueens.learn";

/// One chapter's marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Marks {
    /// Read to its end.
    pub read: bool,
    /// Its Parsons problem solved.
    pub parsons: bool,
    /// Its questions: the most answered right at once, and of how many.
    pub quiz: Option<(u8, u8)>,
}

impl Marks {
    /// The chapter is done: read to its end. That is what a learner means by a chapter
    /// done, as of a book's; its exercises stand before its end, so a reader who reached
    /// it has passed them, and their results are marks of their own beside the ✓. A
    /// stricter "done" (every question right as well) left a learner who had read three
    /// chapters looking at "0 of 8 chapters done" beside three cards saying "read".
    pub fn is_done(&self) -> bool {
        self.read
    }
}

/// A moment of the path: a chapter, and how far its live search has gone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    /// The chapter.
    pub chapter: Chapter,
    /// Moves played in its search.
    pub step: usize,
}

/// Where "continue" takes the learner.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resume {
    /// Back to the place left, in a chapter not done yet.
    At(Place),
    /// To the start of the next chapter not done: the place left is in a done one.
    Next(Chapter),
}

/// Everything kept.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Progress {
    marks: [Marks; 8],
    /// Each chapter's answer sheet that earned its best score, question by question
    /// (empty: never checked), so a reload shows the answers with their marks.
    answers: [Vec<Option<Given>>; 8],
    /// The last place the learner was at.
    pub place: Option<Place>,
    /// The predictions' running scores, one for each chapter's search and each of
    /// /solve's algorithms: a streak earned on one is not another's.
    scores: BTreeMap<String, Score>,
}

/// Whose predictions a score counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Predicting {
    /// A chapter's search, on /learn.
    Chapter(Chapter),
    /// An algorithm, on /solve.
    Algorithm(Algorithm),
}

impl Predicting {
    /// Its name in the stored line: the chapter's number, or the algorithm's id.
    fn key(self) -> String {
        match self {
            Predicting::Chapter(c) => c.number().to_string(),
            Predicting::Algorithm(a) => a.id().to_string(),
        }
    }
}

impl Progress {
    /// The progress a stored value holds (nothing for a value never stored).
    pub fn read(stored: Option<&str>) -> Progress {
        let mut progress = Progress::default();
        for field in stored.unwrap_or("").split(';') {
            let Some((key, value)) = field.split_once('=') else {
                continue;
            };
            match key {
                "place" => progress.place = read_place(value),
                // The one score shared by every search (before scores were kept apart)
                // belongs to none of them: it is dropped.
                "score" => {}
                _ if key.starts_with("score.") => {
                    progress
                        .scores
                        .insert(key["score.".len()..].to_string(), Score::read(value));
                }
                _ if key.starts_with('q') => {
                    if let Some(chapter) = key[1..].parse().ok().and_then(Chapter::from_number) {
                        progress.answers[chapter as usize] = read_answers(value);
                    }
                }
                _ => {
                    if let Some(chapter) = key.parse().ok().and_then(Chapter::from_number) {
                        progress.marks[chapter as usize] = read_marks(value);
                    }
                }
            }
        }
        progress
    }

    /// The score of the predictions of `of`.
    pub fn score(&self, of: Predicting) -> Score {
        self.scores.get(&of.key()).copied().unwrap_or_default()
    }

    /// Counts a judged prediction in the score of `of`.
    pub fn judge(&mut self, of: Predicting, judgement: Judgement) {
        self.scores.entry(of.key()).or_default().add(judgement);
    }

    /// The value to store.
    pub fn write(&self) -> String {
        let mut fields = Vec::new();
        if let Some(place) = self.place {
            fields.push(format!("place={}.{}", place.chapter.number(), place.step));
        }
        for (key, score) in &self.scores {
            if score.answered() > 0 {
                fields.push(format!("score.{key}={}", score.write()));
            }
        }
        for chapter in Chapter::ALL {
            let m = self.marks(chapter);
            if m == Marks::default() {
                continue;
            }
            let mut value = String::new();
            if m.read {
                value.push('r');
            }
            if m.parsons {
                value.push('p');
            }
            if let Some((right, of)) = m.quiz {
                value.push_str(&format!("{right}/{of}"));
            }
            fields.push(format!("{}={value}", chapter.number()));
        }
        for chapter in Chapter::ALL {
            let answers = self.quiz_answers(chapter);
            if !answers.is_empty() {
                let value: Vec<String> = answers.iter().map(write_answer).collect();
                fields.push(format!("q{}={}", chapter.number(), value.join(",")));
            }
        }
        fields.join(";")
    }

    /// Whether a chapter is done (see [`Marks::is_done`]).
    pub fn is_done(&self, chapter: Chapter) -> bool {
        self.marks(chapter).is_done()
    }

    /// How many chapters are done.
    pub fn done(&self) -> usize {
        Chapter::ALL.iter().filter(|&&c| self.is_done(c)).count()
    }

    /// Where "continue" goes: the place left while its chapter is not done, else the
    /// next chapter not done after it (from the first, past the last); the place left
    /// once every chapter is done. `None`: nothing begun, start with chapter 1.
    pub fn resume(&self) -> Option<Resume> {
        if let Some(place) = self.place.filter(|p| !self.is_done(p.chapter)) {
            return Some(Resume::At(place));
        }
        let from = self.place.map_or(0, |p| p.chapter as usize + 1);
        let next = (0..Chapter::ALL.len())
            .map(|i| Chapter::ALL[(from + i) % Chapter::ALL.len()])
            .find(|&c| !self.is_done(c));
        match (next, self.place) {
            (Some(Chapter::Puzzle), None) if self.done() == 0 => None,
            (Some(chapter), _) => Some(Resume::Next(chapter)),
            (None, place) => place.map(Resume::At),
        }
    }

    /// A chapter's marks.
    pub fn marks(&self, chapter: Chapter) -> Marks {
        self.marks[chapter as usize]
    }

    /// Marks a chapter read to its end.
    pub fn mark_read(&mut self, chapter: Chapter) {
        self.marks[chapter as usize].read = true;
    }

    /// Marks a chapter's Parsons problem solved.
    pub fn mark_parsons(&mut self, chapter: Chapter) {
        self.marks[chapter as usize].parsons = true;
    }

    /// Records a checked answer sheet: `right` of `of` questions, and the `answers`
    /// given. The best sheet is kept, its answers with its score (a later one as good
    /// replaces it), so what a reload shows agrees with the score on the chapter's card.
    pub fn record_quiz(&mut self, chapter: Chapter, right: u8, of: u8, answers: &[Option<Given>]) {
        let quiz = &mut self.marks[chapter as usize].quiz;
        if quiz.is_none_or(|(best, _)| right >= best) {
            *quiz = Some((right.min(of), of));
            self.answers[chapter as usize] =
                answers.iter().map(|a| a.as_ref().map(trimmed)).collect();
        }
    }

    /// The answers of a chapter's kept sheet, question by question (empty: none kept).
    pub fn quiz_answers(&self, chapter: Chapter) -> &[Option<Given>] {
        &self.answers[chapter as usize]
    }
}

fn read_place(value: &str) -> Option<Place> {
    let (chapter, step) = value.split_once('.')?;
    Some(Place {
        chapter: Chapter::from_number(chapter.parse().ok()?)?,
        step: step.parse().ok()?,
    })
}

fn read_marks(value: &str) -> Marks {
    let quiz = value
        .trim_start_matches(['r', 'p'])
        .split_once('/')
        .and_then(|(right, of)| Some((right.parse::<u8>().ok()?, of.parse::<u8>().ok()?)))
        .filter(|(right, of)| right <= of);
    let flags = &value[..value.len() - value.trim_start_matches(['r', 'p']).len()];
    Marks {
        read: flags.contains('r'),
        parsons: flags.contains('p'),
        quiz,
    }
}

#[cfg(test)]
mod tests;
