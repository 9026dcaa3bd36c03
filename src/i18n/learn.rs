//! The words of /learn: the chapters, the predictions, the exercises, in each language.
//!
//! Apart from the site-wide [`Strings`](super::Strings), as /code's are: only /learn's
//! modules carry them, so the chapters' text does not weigh on other pages' first visits.

use super::learn_symmetry::SymmetryBoardPhrases;
use super::numbers::group;
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

/// The lines of a Parsons problem, in order and indented, in the language `lang`: a
/// solver's listing, or a chapter's own program ([`LearnPhrases::program`]). Every
/// language's listing of a program matches line for line in depth, so a learner's
/// arrangement follows a change of language ([`Parsons::relabel`]).
///
/// [`Parsons::relabel`]: crate::learn::parsons::Parsons::relabel
pub fn parsons_listing(lang: super::Lang, program: Program) -> Vec<&'static str> {
    match program {
        Program::Solver(algorithm) => lang
            .say()
            .pseudocode(algorithm)
            .iter()
            .map(|(line, _)| *line)
            .collect(),
        Program::Own(chapter) => lang.learn().program(chapter).unwrap_or_default().to_vec(),
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
pub struct LearnStrings {
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

/// What /learn says; [`Lang::learn`](super::Lang::learn) gives the visitor's.
pub trait LearnPhrases {
    /// The fixed words.
    fn t(&self) -> &'static LearnStrings;
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
    super::numbers::list_with(&names, and)
}

/// "1 5 8 6 3 7 2 4": the rank of the queen in each file, "·" for an empty file.
fn ranks(p: &Placement) -> String {
    p.rows()
        .map(|r| r.map_or("·".to_string(), |r| (r + 1).to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::learn::parsons::Parsons;
    use nqueens_core::search::CodeLine;

    /// A line's head: what comes before its first colon, the words a learner reads first.
    fn head(line: &str) -> Option<&str> {
        line.split_once(':').map(|(head, _)| head.trim())
    }

    #[test]
    fn no_two_lines_of_a_program_to_put_in_order_begin_alike() {
        // Two lines that both begin "Check(p):" leave the learner only trial and error.
        for program in Chapter::ALL.into_iter().flat_map(Chapter::programs) {
            for lang in Lang::ALL {
                let listing = parsons_listing(lang, program);
                for (i, a) in listing.iter().enumerate() {
                    for b in &listing[i + 1..] {
                        assert!(
                            head(a).is_none() || head(a) != head(b),
                            "{program:?}, {lang:?}: “{}” and “{}” begin alike",
                            a.trim(),
                            b.trim()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_chapters_program_matches_line_for_line_in_every_language() {
        for chapter in Chapter::ALL {
            for program in chapter.programs() {
                let english = parsons_listing(Lang::En, program);
                for lang in Lang::ALL {
                    let mut problem = Parsons::new(&english, 1);
                    let listing = parsons_listing(lang, program);
                    assert!(
                        problem.relabel(&listing),
                        "chapter {}, {program:?}: {lang:?}'s listing does not match English's line for line",
                        chapter.number()
                    );
                }
            }
        }
    }

    /// The first line of a listing that can never run, by the rule the listings are
    /// written to: the top level runs once, in order, after the loop above it, so a
    /// top-level line that ends the run (a solution, giving up, the end) must be the
    /// last step of the top level. A run's other end belongs inside the loop, under its
    /// own condition. A definition (a line ending in ':' with lines under it) is not a
    /// step.
    fn unreachable_line(listing: &[(&str, Option<CodeLine>)]) -> Option<usize> {
        let depth = |l: &str| (l.len() - l.trim_start().len()) / 2;
        let ends = |line: Option<CodeLine>| {
            matches!(
                line,
                Some(CodeLine::Solved | CodeLine::GaveUp | CodeLine::Done)
            )
        };
        let mut ended = false;
        for (i, &(text, line)) in listing.iter().enumerate() {
            if depth(text) > 0 {
                continue;
            }
            let defines = text.trim_end().ends_with(':') || text.contains("):");
            if ended && !defines {
                return Some(i);
            }
            ended |= ends(line);
        }
        None
    }

    #[test]
    fn every_line_of_every_solvers_listing_can_run_in_the_order_accepted() {
        for chapter in Chapter::ALL {
            for &algorithm in chapter.algorithms() {
                for lang in Lang::ALL {
                    let listing = lang.say().pseudocode(algorithm);
                    assert_eq!(
                        unreachable_line(listing),
                        None,
                        "chapter {}, {algorithm:?} in {lang:?}: a line after the run has ended",
                        chapter.number()
                    );
                }
            }
        }
        // The rule finds the fault chapter 6 had: giving up after the loop that only
        // ends with no collision left, and after the solution it reports.
        let old: &[(&str, Option<CodeLine>)] = &[
            ("while collisions > 0:", None),
            ("  swap", Some(CodeLine::Swap)),
            ("no collisions: a solution", Some(CodeLine::Solved)),
            (
                "the iteration cap is reached: give up",
                Some(CodeLine::GaveUp),
            ),
        ];
        assert_eq!(unreachable_line(old), Some(3));
    }

    /// Pairs of queens that attack each other by chess rules: no queen stands between.
    fn unblocked_pairs(p: &Placement) -> usize {
        p.attacks()
            .iter()
            .filter(|a| {
                let (dr, dc) = (
                    (a.to.row as i64 - a.from.row as i64).signum(),
                    (a.to.col as i64 - a.from.col as i64).signum(),
                );
                let (mut r, mut c) = (a.from.row as i64 + dr, a.from.col as i64 + dc);
                let mut clear = true;
                while (r, c) != (a.to.row as i64, a.to.col as i64) {
                    clear &= !p.has_queen(nqueens_core::Square::new(r as u32, c as u32));
                    r += dr;
                    c += dc;
                }
                clear
            })
            .count()
    }

    #[test]
    fn chapter_six_says_how_its_quiz_counts_attacks_before_asking() {
        use crate::learn::quiz::Question;
        let code = Question::of(Chapter::LocalSearch)
            .iter()
            .find_map(|q| match q {
                Question::AttackingPairs { code } => Some(*code),
                _ => None,
            })
            .unwrap();
        let p = Placement::parse(code, code.len()).unwrap();
        let (through, by_chess) = (p.attacks().len(), unblocked_pairs(&p));
        assert_eq!(
            (through, by_chess),
            (28, 7),
            "the quiz's answer counts through queens"
        );
        for lang in Lang::ALL {
            let text = lang.learn().chapter(Chapter::LocalSearch).body.join(" ");
            let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
            for figure in [code.to_string(), through.to_string(), by_chess.to_string()] {
                assert!(
                    words.contains(&figure.as_str()),
                    "{lang:?}: chapter 6 does not give {figure} for {code}"
                );
            }
        }
    }
}
