//! Everything /learn says: the chapters, the exercises, the quizzes, English and Spanish
//! side by side in `words/en.rs` and `words/es.rs` (the chapters' text in
//! `words/<lang>/chapters.rs`, chapter 4's board in [`symmetry`]): one trait, so a phrase
//! missing in either language is a compile error.
//!
//! Apart from the site-wide [`Strings`](crate::i18n::Strings), as /code's are: only
//! /learn's modules carry them, so the chapters' text does not weigh on other pages' first
//! visits. The programs behind the chapters' listings are written once, in
//! `learn/programs/`; the listings themselves are pseudocode, words in each line.

mod en;
mod es;
pub mod symmetry;

use crate::i18n::numbers::group;
use crate::i18n::Lang;
use crate::learn::address::AddressProblem;
use crate::learn::bitmask::BitmaskStep;
use crate::learn::parsons::Check;
use crate::learn::progress::Marks;
use crate::learn::quiz::{Answer, Asked, Choice, Question};
use crate::learn::set::SetResult;
use crate::learn::taught::{Taught, Widget};
use crate::learn::verdict::BoardVerdict;
use crate::learn::{Chapter, Program};
use nqueens_core::Placement;
use symmetry::SymmetryBoardPhrases;

/// The lines of a Parsons problem, in order and indented, in the language `lang`: a
/// solver's listing, or a chapter's own program ([`LearnWords::program`]). Every
/// language's listing of a program matches line for line in depth, so a learner's
/// arrangement follows a change of language ([`Parsons::relabel`]).
///
/// [`Parsons::relabel`]: crate::learn::parsons::Parsons::relabel
pub fn parsons_listing(lang: Lang, program: Program) -> Vec<&'static str> {
    match program {
        Program::Solver(algorithm) => lang
            .say()
            .pseudocode(algorithm)
            .iter()
            .map(|(line, _)| *line)
            .collect(),
        Program::Own(chapter) => words(lang).program(chapter).unwrap_or_default().to_vec(),
    }
}

/// Whether the answer to `question` is shown only by chapter 5's count box, so its words
/// send the learner there.
pub(super) fn by_count_box(question: Question) -> bool {
    matches!(
        question.taught(),
        Taught::Shown {
            widget: Widget::CountBox,
            ..
        }
    )
}

/// The fixed words of /learn, one value per language.
pub struct Labels {
    pub title: &'static str,
    pub intro: &'static str,
    pub path_title: &'static str,
    pub start: &'static str,
    pub reset: &'static str,
    pub reset_confirm: &'static str,
    pub all_chapters: &'static str,
    pub next_chapter: &'static str,
    pub chapter_end: &'static str,
    /// Under chapter 2's bars: their lengths are logarithmic.
    pub bars_scale: &'static str,
    /// The last chapter's end: the path is done, and where to go from it.
    pub course_end: &'static str,
    pub write_your_own: &'static str,
    /// After the last chapter: the region puzzle.
    pub play_queens: &'static str,
    pub sources_title: &'static str,
    pub open_in: &'static str,
    pub predict_title: &'static str,
    pub step_once: &'static str,
    pub restart: &'static str,
    pub parsons_title: &'static str,
    pub parsons_intro: &'static str,
    /// The Parsons problem's keys, shown only where there is a keyboard (`.hint .keys`).
    pub parsons_keys: &'static str,
    pub parsons_check: &'static str,
    pub move_up: &'static str,
    pub move_down: &'static str,
    pub indent: &'static str,
    pub outdent: &'static str,
    pub quiz_title: &'static str,
    pub quiz_check: &'static str,
    pub your_answer: &'static str,
    pub right: &'static str,
    pub wrong: &'static str,
    pub set_title: &'static str,
    pub set_intro: &'static str,
    pub hint: &'static str,
    pub results_title: &'static str,
    pub copy: &'static str,
    pub builder_title: &'static str,
    pub builder_intro: &'static str,
    pub builder_empty: &'static str,
    pub count_it: &'static str,
    /// The name of the choice between a chapter's solvers (chapter 6 teaches two).
    pub method_choice: &'static str,
    /// The name of the table of published counts, which scrolls on its own.
    pub q_table: &'static str,
    /// The word before the last of a list of figures: "4, 8 and 16".
    pub and: &'static str,
    pub huge_open: &'static str,
    pub torus_caption: &'static str,
    pub superqueens_caption: &'static str,
}

/// A chapter's text.
pub struct ChapterText {
    /// Its title.
    pub title: &'static str,
    /// The first lines, above the chapter's live board: what to do with it.
    pub lead: &'static str,
    /// The chapter, paragraph by paragraph.
    pub body: &'static [&'static str],
    /// The sources it was written from.
    pub sources: &'static [&'static str],
}

/// What /learn says; [`words`] gives the visitor's.
pub trait LearnWords {
    /// The fixed words.
    fn labels(&self) -> &'static Labels;
    /// A chapter's text.
    fn chapter(&self, chapter: Chapter) -> &'static ChapterText;
    /// "Chapter 3".
    fn chapter_label(&self, chapter: Chapter) -> String;
    /// "Continue: chapter 3, step 12".
    fn continue_at(&self, chapter: Chapter, step: usize) -> String;
    /// "Continue with chapter 4": the place left is in a chapter done.
    fn continue_with(&self, chapter: Chapter) -> String;
    /// "2 of 8 chapters done".
    fn chapters_done(&self, done: usize, of: usize) -> String;
    /// A chapter's marks, for its card: "done · program in order · 3 of 4 right", or
    /// what it takes to be done ([`Marks::is_done`]).
    fn marks(&self, marks: Marks, questions: usize) -> String;
    /// The program of a chapter whose Parsons problem is not one of the solver's
    /// listings, line by line with its indentation (two spaces a level).
    fn program(&self, chapter: Chapter) -> Option<&'static [&'static str]>;
    /// The Parsons check, in words.
    fn parsons_result(&self, check: Check) -> String;
    /// A question's prompt.
    fn question(&self, question: Question) -> String;
    /// A choice of a multiple-choice question; a board by the rank of each file's queen,
    /// as every language writes it.
    fn choice(&self, choice: &Choice) -> String {
        match choice {
            Choice::Solution(s) => ranks(&Placement::from(*s)),
            Choice::Placement(p) => ranks(p),
            other => self.choice_in_words(other),
        }
    }
    /// A choice that is not a board.
    fn choice_in_words(&self, choice: &Choice) -> String;
    /// The right answer as the learner would give it: a number, or the right choice.
    fn answer(&self, asked: &Asked) -> String {
        match asked.answer {
            Answer::Number(a) => group(a),
            Answer::Completion { first, .. } => ranks(&Placement::from(first)),
            Answer::Choice(i) => asked
                .choices
                .get(i)
                .map(|c| self.choice(c))
                .unwrap_or_default(),
        }
    }
    /// Why the right answer is right, told after a wrong one.
    fn why(&self, asked: &Asked) -> String;
    /// A count made on the page: "Q(8) = 92, 12 fundamental, counted in 1 ms."
    fn counted(&self, n: usize, total: u64, fundamental: u64, ms: f64) -> String;
    /// A hint: where the chapter that answers a question is.
    fn hint_for(&self, chapter: Chapter) -> String;
    /// The results card: "Score: 3 of 4 · hints: 1 · time: 2:13".
    fn results(&self, result: &SetResult) -> String;
    /// Why a value of the address was not used.
    fn bad_address(&self, problem: &AddressProblem) -> String;
    /// "3 of 4 right."
    fn quiz_score(&self, right: usize, of: usize) -> String;
    /// The sizes chapter 5's count box takes, said beside it: a size out of range is
    /// refused in the banner at the top, out of sight of the box.
    fn count_sizes(&self, max: usize) -> String;
    /// The names of chapter 5's worked example's masks: ranks, left, right, free.
    fn bitmask_masks(&self) -> [&'static str; 4];
    /// What the worked example starts from, and how its masks read.
    fn bitmask_intro(&self, step: &BitmaskStep) -> String;
    /// Where the worked example's next queen goes, and why.
    fn bitmask_next(&self, step: &BitmaskStep) -> String;
    /// What chapter 1's board says of the queens placed by hand.
    fn board_verdict(&self, verdict: BoardVerdict) -> String;
    /// The words of chapter 4's board to try the symmetries on.
    fn symmetry_board(&self) -> &'static dyn SymmetryBoardPhrases;
}

/// "a1 and b3": the queens of a worked example, in the language's word for "and".
pub(super) fn queens_list(step: &BitmaskStep, and: &str) -> String {
    let names: Vec<String> = step.queens.iter().map(|q| q.to_string()).collect();
    crate::i18n::numbers::list_with(&names, and)
}

/// "1 5 8 6 3 7 2 4": the rank of the queen in each file, "·" for an empty file.
fn ranks(p: &Placement) -> String {
    p.rows()
        .map(|r| r.map_or("·".to_string(), |r| (r + 1).to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The words in `lang`.
pub fn words(lang: Lang) -> &'static dyn LearnWords {
    match lang {
        Lang::En => &en::En,
        Lang::Es => &es::Es,
    }
}

#[cfg(test)]
mod tests;
