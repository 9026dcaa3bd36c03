//! What a learner has done on /learn, kept on the device: each chapter's marks, the
//! answers of its best answer sheet, the predictions' score, and the place left. Stored
//! as one short line of text (`place=3.12;score=4.1.1.1.3;3=rp2/4;q3=t894,c1,c0,t5`), so
//! it reads back without a decoder; a value read back never fails, and what it cannot
//! read is dropped. A value stored before the answers were kept has no `q` fields and
//! reads back with no answers; one with them read by an older version loses only them.
//!
//! What "done" means is decided here, once ([`Marks::is_done`]), and every view of the
//! path asks it: the ✓, the count of chapters done, the card's marks and "continue".

use super::predict::Score;
use super::quiz::Given;
use super::Chapter;
use nqueens_core::Placement;

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

/// The most characters of a typed answer kept: an answer is a number, and the line
/// stays short whatever is typed.
const MAX_TYPED: usize = 40;

/// An answer as it is kept: typed text cut to [`MAX_TYPED`] characters.
fn trimmed(given: &Given) -> Given {
    match given {
        Given::Text(text) => Given::Text(text.chars().take(MAX_TYPED).collect()),
        other => other.clone(),
    }
}

/// One answer in the stored line: `t` and the text typed (its `%`, `;`, `,` and `=`
/// escaped, as the line's separators), `c` and a choice's index, `b` and a board's
/// files' ranks (0 for an empty file) joined by dots; nothing for no answer.
fn write_answer(given: &Option<Given>) -> String {
    match given {
        None => String::new(),
        Some(Given::Choice(c)) => format!("c{c}"),
        Some(Given::Board(board)) => {
            let ranks: Vec<String> = board
                .rows()
                .map(|r| r.map_or(0, |r| r + 1).to_string())
                .collect();
            format!("b{}", ranks.join("."))
        }
        Some(Given::Text(text)) => {
            let mut out = String::from("t");
            for ch in text.chars() {
                match ch {
                    '%' | ';' | ',' | '=' => out.push_str(&format!("%{:02X}", ch as u32)),
                    _ => out.push(ch),
                }
            }
            out
        }
    }
}

/// The answers of a stored `q` field; one it cannot read is no answer.
fn read_answers(value: &str) -> Vec<Option<Given>> {
    value.split(',').map(read_answer).collect()
}

fn read_answer(value: &str) -> Option<Given> {
    let mut chars = value.chars();
    let kind = chars.next()?;
    let rest = chars.as_str();
    match kind {
        'c' => rest.parse().ok().map(Given::Choice),
        'b' => {
            let ranks = rest.replace('.', ",");
            Placement::parse(&ranks, rest.split('.').count())
                .ok()
                .map(Given::Board)
        }
        't' => unescape(rest).map(|t| Given::Text(t.chars().take(MAX_TYPED).collect())),
        _ => None,
    }
}

/// Undoes [`write_answer`]'s escapes; `None` for a broken one.
fn unescape(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let code = rest.get(at + 1..at + 3)?;
        out.push(char::from(u8::from_str_radix(code, 16).ok()?));
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    Some(out)
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
        p.record_quiz(Chapter::Backtracking, 3, 4, &[]);
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
