//! What a learner has done on /learn, kept on the device: each chapter's marks, the
//! predictions' score, and the place left. Stored as one short line of text
//! (`place=3.12;score=4.1.1.1.3;3=rp2/4`), so it reads back without a decoder; a value
//! read back never fails, and what it cannot read is dropped.

use super::predict::Score;
use super::Chapter;

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
    /// Everything the chapter asks is done: read, its Parsons problem solved and every
    /// one of its `questions` answered right.
    pub fn is_done(&self, questions: usize) -> bool {
        self.read
            && self.parsons
            && (questions == 0 || self.quiz.is_some_and(|(right, of)| right == of))
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

/// Everything kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Progress {
    marks: [Marks; 8],
    /// The last place the learner was at.
    pub place: Option<Place>,
    /// The predictions' running score.
    pub score: Score,
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
                "score" => progress.score = Score::read(value),
                _ => {
                    if let Some(chapter) = key.parse().ok().and_then(Chapter::from_number) {
                        progress.marks[chapter as usize] = read_marks(value);
                    }
                }
            }
        }
        progress
    }

    /// The value to store.
    pub fn write(&self) -> String {
        let mut fields = Vec::new();
        if let Some(place) = self.place {
            fields.push(format!("place={}.{}", place.chapter.number(), place.step));
        }
        if self.score.answered() > 0 {
            fields.push(format!("score={}", self.score.write()));
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
        fields.join(";")
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

    /// Records an answer sheet: `right` of `of` questions; the best sheet is kept.
    pub fn record_quiz(&mut self, chapter: Chapter, right: u8, of: u8) {
        let quiz = &mut self.marks[chapter as usize].quiz;
        if quiz.is_none_or(|(best, _)| right >= best) {
            *quiz = Some((right.min(of), of));
        }
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
mod tests {
    use super::*;
    use nqueens_core::search::predict::Judgement;

    #[test]
    fn progress_survives_storage() {
        let mut p = Progress::read(None);
        assert_eq!(p, Progress::default());
        p.mark_read(Chapter::Backtracking);
        p.mark_parsons(Chapter::Backtracking);
        p.record_quiz(Chapter::Backtracking, 3, 4);
        p.mark_read(Chapter::Puzzle);
        p.score.add(Judgement::Right);
        p.place = Some(Place {
            chapter: Chapter::Backtracking,
            step: 12,
        });
        assert_eq!(p.write(), "place=3.12;score=1.0.0.1.1;1=r;3=rp3/4");
        assert_eq!(Progress::read(Some(&p.write())), p);
    }

    #[test]
    fn the_best_answer_sheet_is_kept() {
        let mut p = Progress::default();
        p.record_quiz(Chapter::Symmetry, 4, 4);
        p.record_quiz(Chapter::Symmetry, 2, 4);
        assert_eq!(p.marks(Chapter::Symmetry).quiz, Some((4, 4)));
    }

    #[test]
    fn a_chapter_is_done_when_read_solved_and_answered() {
        let mut p = Progress::default();
        let ch = Chapter::Backtracking;
        p.mark_read(ch);
        assert!(!p.marks(ch).is_done(4));
        p.mark_parsons(ch);
        assert!(p.marks(ch).is_done(0));
        p.record_quiz(ch, 3, 4);
        assert!(!p.marks(ch).is_done(4));
        p.record_quiz(ch, 4, 4);
        assert!(p.marks(ch).is_done(4));
    }

    #[test]
    fn a_damaged_value_keeps_what_it_can() {
        let p = Progress::read(Some("place=9.1;score=x;3=rp5/4;2=r;junk;7=p2/3;=;0=r"));
        assert_eq!(p.place, None);
        assert_eq!(p.score, Score::default());
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
}
