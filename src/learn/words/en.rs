//! /learn in English: the chapters, written for this project from the sources, and the
//! sentences of its exercises.

use super::symmetry::SymmetryBoardPhrases;
use super::{by_count_box, queens_list, ChapterText, Labels, LearnWords};
use crate::i18n::en::English;
use crate::i18n::numbers::{format_clock, format_ms, group};
use crate::i18n::{capitalised, Phrases};
use crate::learn::address::AddressProblem;
use crate::learn::bitmask::BitmaskStep;
use crate::learn::parsons::Check;
use crate::learn::progress::Marks;
use crate::learn::quiz::{Action, Asked, Choice, Question};
use crate::learn::set::SetResult;
use crate::learn::verdict::BoardVerdict;
use crate::learn::Chapter;
use nqueens_core::square::file_name;

mod chapters;

use chapters::CHAPTERS;

/// English.
pub struct En;

static LABELS: Labels = Labels {
    title: "Learn the eight queens",
    intro: "Eight short chapters, from a chess puzzle of 1848 to a million queens. Each has something to try (a board, a search to predict or a count of your own), a program to put in order, and questions that check themselves. Your progress stays on this device.",
    path_title: "The path",
    start: "Start with chapter 1",
    reset: "Reset progress",
    reset_confirm: "Progress reset: every chapter is new again.",
    all_chapters: "All chapters",
    next_chapter: "Next chapter",
    chapter_end: "End of the chapter.",
    bars_scale: "Each bar's length is the number's count of digits (a logarithmic scale): at true length, the last two bars would be too short to see.",
    course_end: "End of the last chapter. Now write a solver of your own, and watch it run.",
    write_your_own: "Write your own solver",
    play_queens: "Play Queens, the daily region puzzle",
    sources_title: "Sources",
    open_in: "Open it in the workshop",
    predict_title: "Predict the next step",
    step_once: "Step",
    restart: "Start again",
    parsons_title: "Put the program in order",
    parsons_intro: "The lines of the chapter's algorithm are shuffled. Choose a line, then move and indent it with the arrow buttons under the list, or drag it.",
    parsons_keys: "Keys: on a line, Alt+↑/↓ moves it and Alt+→/← indents it.",
    parsons_check: "Check the order",
    move_up: "Move up",
    move_down: "Move down",
    indent: "Indent",
    outdent: "Outdent",
    quiz_title: "Questions",
    quiz_check: "Check the answers",
    your_answer: "Your answer",
    right: "Right",
    wrong: "Not quite",
    set_title: "A set of exercises",
    set_intro: "Your teacher picked these questions from the chapters. Answer them, check, and send back the results card.",
    hint: "Hint",
    results_title: "Results",
    copy: "Copy the results",
    builder_title: "For teachers: make a set of exercises",
    builder_intro: "Tick the questions, in the order you want them; the link opens them on one sheet, and the learner gets a results card to send back.",
    builder_empty: "Tick a question to make a link.",
    count_it: "Count it here",
    method_choice: "The method to follow",
    q_table: "Q(n), every published count",
    and: "and",
    huge_open: "Place a million queens here",
    torus_caption: "5 queens on a 5×5 torus",
    superqueens_caption: "10 superqueens on 10×10",
};

impl LearnWords for En {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn chapter(&self, chapter: Chapter) -> &'static ChapterText {
        &CHAPTERS[chapter as usize]
    }

    fn chapter_label(&self, chapter: Chapter) -> String {
        format!("Chapter {}", chapter.number())
    }

    fn continue_at(&self, chapter: Chapter, step: usize) -> String {
        match step {
            0 => format!("Continue where you left off: chapter {}", chapter.number()),
            s => format!(
                "Continue where you left off: chapter {}, step {s}",
                chapter.number()
            ),
        }
    }

    fn continue_with(&self, chapter: Chapter) -> String {
        format!("Continue with chapter {}", chapter.number())
    }

    fn chapters_done(&self, done: usize, of: usize) -> String {
        format!("{done} of {of} chapters done")
    }

    fn marks(&self, marks: Marks, questions: usize) -> String {
        let mut parts = vec![if marks.is_done() {
            "done"
        } else {
            "not read to its end yet"
        }
        .to_string()];
        if marks.parsons {
            parts.push("program in order".into());
        }
        if let Some((right, of)) = marks.quiz.filter(|_| questions > 0) {
            parts.push(format!("{right} of {of} right"));
        }
        parts.join(" · ")
    }

    fn program(&self, chapter: Chapter) -> Option<&'static [&'static str]> {
        Some(match chapter {
            Chapter::Puzzle => &[
                "attacks(a, b):",
                "  return same rank, same file, or |rank a − rank b| = |file a − file b|",
                "solved(queens):",
                "  if fewer than n queens: return no",
                "  for each pair a, b of queens:",
                "    if attacks(a, b): return no",
                "  return yes",
            ],
            Chapter::Symmetry => &[
                "canonical(s):",
                "  best ← s",
                "  for each of the 8 turns and reflections g:",
                "    t ← g applied to s",
                "    if t comes before best in order: best ← t",
                "  return best",
            ],
            Chapter::Family => &[
                "safe_on_torus(r, c, queens):",
                "  for each queen (q, d) in queens:",
                "    if q = r or d = c: return no",
                "    if (q − d) mod n = (r − c) mod n: return no",
                "    if (q + d) mod n = (r + c) mod n: return no",
                "  return yes",
            ],
            _ => return None,
        })
    }

    fn parsons_result(&self, check: Check) -> String {
        match check {
            Check::Solved => "Right: every line in its place and at its depth.".into(),
            Check::OutOfOrder(at) => format!("Line {} does not belong there yet.", at + 1),
            Check::WrongDepth(at) => {
                format!("Line {} is in its place, but at the wrong depth.", at + 1)
            }
        }
    }

    fn question(&self, question: Question) -> String {
        match question {
            Question::Tries { n } => format!("How many squares does backtracking try on the {n}×{n} board, searching for every solution?"),
            Question::Solutions { n } => format!("How many solutions has the {n}×{n} board?"),
            Question::AfterSolution => "What does backtracking do right after it reports a solution?".into(),
            Question::FirstSolution { n } => format!("Which is the first solution backtracking finds on the {n}×{n} board (the rank of the queen in each file)?"),
            Question::WhichIsSolution { n } => format!("Which of these placements of {n} queens is a solution (the rank of the queen in each file)?"),
            Question::PermutationsChecked { n } => format!("How many placements does brute force by permutations check on the {n}×{n} board?"),
            Question::AnyPlacements { n } => format!("In how many ways can {n} queens stand on the {} squares of the {n}×{n} board, if anything goes?", n * n),
            Question::Fundamentals { n } if by_count_box(question) => format!("How many fundamental solutions (one per class) has the {n}×{n} board? Count it in chapter 5's box."),
            Question::Fundamentals { n } => format!("How many fundamental solutions (one per class) has the {n}×{n} board?"),
            Question::ClassSize { code } => format!("How many distinct solutions are there in the class of {code}?"),
            Question::KeptBy { code } => format!("Which of these leaves the solution {code} exactly as it is?"),
            Question::ThroughFirstFile { n, rank } => format!("How many solutions of the {n}×{n} board have the queen of file a on rank {rank}?"),
            Question::AttackingPairs { code } => format!("How many pairs of queens attack each other in the placement {code}, counting through the queens between them?"),
            Question::ModelVariables { n } => format!("How many 0/1 variables has Model 1 for the {n}×{n} board?"),
            Question::ModelConstraints { n } => format!("How many constraints (ranks, files and diagonals with two squares or more) has Model 1 for the {n}×{n} board?"),
            Question::ExpandedToFirst { n } => format!("How many nodes does depth-first branch and bound expand on the {n}×{n} board up to its first solution, counting the empty board it starts from?"),
            Question::Torus { n } => format!("In how many ways can {n} queens stand on a {n}×{n} torus without attacking each other?"),
            Question::Superqueens { n } => format!("How many solutions has the {n}×{n} board for superqueens (queens that also jump like knights)?"),
            Question::Complete { given } => format!("Complete the board {}: put a queen in each empty file (·), none attacking another: choose their squares.", given.replace('0', "·")),
            Question::TorusSize { .. } => "On which of these tori can n queens stand, one per rank, file and wrapped diagonal?".into(),
        }
    }

    fn choice_in_words(&self, choice: &Choice) -> String {
        match choice {
            Choice::Action(Action::Stop) => "It stops: the puzzle is solved.".into(),
            Choice::Action(Action::GoBack) => {
                "It takes the last queen back and goes on searching.".into()
            }
            Choice::Action(Action::StartOver) => {
                "It clears the board and starts again from a1.".into()
            }
            Choice::Solution(_) | Choice::Placement(_) => self.choice(choice),
            Choice::Symmetry(g) => capitalised(English.symmetry_name(*g)),
            Choice::Size(n) => format!("{n}×{n}"),
        }
    }

    fn why(&self, asked: &Asked) -> String {
        let answer = self.answer(asked);
        match asked.question {
            Question::Tries { n } => {
                let (tried, placed) = asked.figures.map_or((0, 0), |f| (f.whole.tried, f.whole.placed));
                format!("It tries {answer} squares: every square of the next file at each of the {} placements that still have a file to fill, {n} at a time. {} of the tries place a queen.", group(tried / n as u64), group(placed))
            }
            Question::Solutions { n } => format!("The {n}×{n} board has {answer} solutions; the lab counts them for any n."),
            Question::AfterSolution => "It goes back, exactly as at a dead end: the last queen comes off and moves up its file, so the search finds every solution.".into(),
            Question::FirstSolution { .. } => format!("{answer}: backtracking tries the lowest squares first, so the first solution it finds is the smallest in order; the other two are the same solution mirrored and turned, found later."),
            Question::WhichIsSolution { .. } => format!("{answer}: in the other two, two neighbouring queens share a diagonal."),
            Question::PermutationsChecked { n } => format!("{answer}, that is {n}!: every order of the ranks 1 to {n}, each checked whole for two queens on a diagonal."),
            Question::AnyPlacements { n } => format!("{answer}: the ways to choose {n} squares of {}, C({}, {n}).", n * n, n * n),
            Question::Fundamentals { n } => format!(
                "{answer}: the {n}×{n} board's solutions fall into {answer} {} under the 8 turns and reflections.",
                if answer == "1" { "class" } else { "classes" }
            ),
            Question::ClassSize { code } => format!("{answer}: a half turn leaves {code} as it is, so its 8 images are only {answer} different boards."),
            Question::KeptBy { code } => format!("{answer}: turning {code} half round gives {code} again."),
            Question::ThroughFirstFile { n, rank } => format!("{answer}: of the {n}×{n} board's solutions, {answer} put the queen of file a on rank {rank}."),
            Question::AttackingPairs { code } => format!("{answer}: count every pair of queens of {code} on one rank or one diagonal, even with queens between them."),
            Question::ModelVariables { n } => format!("{answer}: one variable per square, {n} × {n}."),
            Question::ModelConstraints { n } => format!("{answer}: {n} ranks and {n} files (exactly one queen each), and the diagonals of two squares or more in both directions (at most one)."),
            Question::ExpandedToFirst { n } => format!("{answer}: the empty board first, then, depth-first, one branch at a time down to the first full {n}×{n} board. Predicting it, you name each expansion after the empty board's."),
            Question::Torus { n } => format!("{answer}: n queens fit on a torus only when n shares no factor with 6, and {n} does."),
            Question::Superqueens { n } => format!("{answer}: the knight's jumps rule out almost every placement; {n}×{n} is the smallest board with any."),
            Question::Complete { .. } => format!("One answer: {answer}. Any board that keeps the queens given, with one queen in every file and none attacking another, is right."),
            Question::TorusSize { .. } => format!("{answer}: n queens fit on a torus only when n shares no factor with 6 (Pólya)."),
        }
    }

    fn counted(&self, n: usize, total: u64, fundamental: u64, ms: f64) -> String {
        format!(
            "Q({n}) = {}, {} fundamental, counted here in {}.",
            group(total),
            group(fundamental),
            format_ms(ms)
        )
    }

    fn hint_for(&self, chapter: Chapter) -> String {
        format!(
            "Chapter {}, “{}”, has what you need.",
            chapter.number(),
            self.chapter(chapter).title
        )
    }

    fn results(&self, r: &SetResult) -> String {
        let hints = if r.hints == 1 {
            "1 hint".to_string()
        } else {
            format!("{} hints", r.hints)
        };
        format!(
            "Score: {} of {} · {hints} · time {}",
            r.right,
            r.of,
            format_clock(r.seconds as f64 * 1000.0)
        )
    }

    fn bad_address(&self, problem: &AddressProblem) -> String {
        match problem {
            AddressProblem::Set(bad) => format!("The set names no question at {}: the others are here.", bad.join(", ")),
            AddressProblem::Chapter(given) => format!("The link asks for chapter “{given}”, but the chapters are numbered 1 to 8: here is the path."),
            AddressProblem::Step(given) => format!("The link's step “{given}” is not a whole number: the chapter starts at its beginning."),
        }
    }

    fn quiz_score(&self, right: usize, of: usize) -> String {
        format!("{right} of {of} right.")
    }

    fn count_sizes(&self, max: usize) -> String {
        format!("It counts boards from 1×1 to {max}×{max} here, in a few milliseconds; the lab counts the larger ones.")
    }

    fn bitmask_masks(&self) -> [&'static str; 4] {
        [
            "ranks taken",
            "left: diagonals climbing to the right, shifted ≪ 1 a file",
            "right: diagonals falling to the right, shifted ≫ 1 a file",
            "free = ¬(ranks | left | right)",
        ]
    }

    fn bitmask_intro(&self, step: &BitmaskStep) -> String {
        format!(
            "A worked example: queens on {}; file {} is next. Each mask has one bit per rank, the top rank first, 1 where the bit is set.",
            queens_list(step, "and"),
            file_name(step.file)
        )
    }

    fn bitmask_next(&self, step: &BitmaskStep) -> String {
        match step.next_square() {
            Some(sq) => format!("The lowest free bit, free & −free, is rank {}: the next queen goes on {sq}, and the count goes on from there.", sq.row + 1),
            None => format!("No bit is free: file {} has no safe square, and the count goes back.", file_name(step.file)),
        }
    }

    fn board_verdict(&self, verdict: BoardVerdict) -> String {
        match verdict {
            BoardVerdict::Empty => "Place a queen: choose a square.".into(),
            BoardVerdict::Going { placed, n } => format!("{placed} of {n} queens, none attacked. Keep going."),
            BoardVerdict::Attacking { a, b } => format!("The queens on {a} and {b} attack each other: lift one of them."),
            BoardVerdict::Stuck { file } => format!("Stuck: no queen attacks another, but every square of file {} is attacked. Lift a queen to go on.", file_name(file)),
            BoardVerdict::Solved => "Solved: every file has a queen, and none attacks another.".into(),
        }
    }

    fn symmetry_board(&self) -> &'static dyn SymmetryBoardPhrases {
        &En
    }
}
