//! /learn in English: the chapters, written for this project from the sources, and the
//! sentences of its exercises.

use super::en::English;
use super::en::{collisions_count, line_name};
use super::learn::{by_count_box, queens_list, ChapterText, LearnPhrases, LearnStrings};
use super::learn_symmetry::SymmetryBoardPhrases;
use super::numbers::{counted, format_clock, format_ms, group};
use super::predict::{PredictPhrases, PredictStrings};
use super::{capitalised, Phrases};
use crate::learn::address::AddressProblem;
use crate::learn::bitmask::BitmaskStep;
use crate::learn::parsons::Check;
use crate::learn::progress::Marks;
use crate::learn::quiz::{Action, Asked, Choice, Question};
use crate::learn::set::SetResult;
use crate::learn::verdict::BoardVerdict;
use crate::learn::Chapter;
use crate::predict::grain::{Grain, Passed};
use crate::predict::predictor::{Reveal, Score};
use nqueens_core::search::predict::{Judgement, Move, Predicts, Verdict, Why};
use nqueens_core::search::Reason;
use nqueens_core::square::file_name;

const ENCYCLOPEDIA: &str = "“Problema de las ocho reinas”, the Spanish encyclopedia article";
const TRANSLATED: &str = "“Eight queens puzzle”, the longer English encyclopedia article";
const SCHOOL: &str = "The school article on solving the eight queens with a calculator";
const CONTEST: &str = "UVa 750, “8 Queens Chess Problem” (programming contest)";
const PAPER: &str = "Spading & Itaim (2005), the university paper on models and search";

static STRINGS: LearnStrings = LearnStrings {
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

static CHAPTERS: [ChapterText; 8] = [
    ChapterText {
        title: "The puzzle",
        lead: "Place eight queens on the board so that none attacks another: no two on a rank (a row, numbered from 1 at the bottom), a file (a column, lettered from a on the left) or a diagonal. Choose a square to place or lift a queen; attacked squares are shaded. A file holds one queen here, so another square of its file moves it.",
        body: &[
            "A queen moves any distance along its rank, its file and both diagonals. Eight queens that do not attack each other fill every file and every rank, one each, since no two may share one, so the puzzle is really about the diagonals, and that is what makes it hard: most ways to fill the ranks and files put two queens on one diagonal. Only {solutions:8} placements are solutions. The puzzle can be set on any n×n board: the smallest with a solution, after 1×1, is 4×4, which has {solutions:4}.",
            "The chess composer Max Bezzel posed the puzzle in a Berlin chess paper in 1848. Franz Nauck published solutions in 1850 and asked the question for any board size n, and Carl Friedrich Gauss took an interest in it. In 1874 Siegmund Günther proposed a method with determinants, later refined by J. W. L. Glaisher.",
            "A century on, Edsger Dijkstra used it in 1972 to show structured programming: a search written step by step, that tries a place, goes deeper, and goes back when it is stuck. That search is chapter 3. On the way there, chapter 2 asks why trying everything does not work.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Brute force, and why it is hopeless",
        lead: "Count the ways before searching them. Eight queens on 64 squares can stand in C(64, 8) ways; here are the numbers, and a brute force to watch on a small board.",
        body: &[
            "Put 8 queens anywhere on 64 squares: {any:8} ways. That is C(64, 8), read “64 choose 8”, the ways to choose 8 squares of 64: 64 × 63 × … × 57 squares in turn, divided by the 8! orders that choose the same eight. Insist on one queen per file: 8⁸ = {per-file:8}. Insist on one per rank too, so that only the diagonals are left to check: 8! = {permutations:8} permutations. The first rule divides the count by about {per-file-divides:8}, the second by about {per-rank-divides:8} more, and still the last list is too long to check by hand.",
            "The school article does exactly this with a calculator: it makes every permutation of 1 2 3 4 5 6 7 8 by rotations (the last digits move one place to the left, the first of them goes to the end) and checks each for two queens on a diagonal. It finds all {solutions:8} solutions, after {permutations:8} checks. On the 5×5 board it checks {permutations:5} permutations and finds {solutions:5} solutions.",
            "The numbers grow faster than any computer: n! for n = 20 is more than two billion billion. Brute force is hopeless because it checks a whole placement before it notices that its first two queens already attack each other.",
        ],
        sources: &[SCHOOL, ENCYCLOPEDIA],
    },
    ChapterText {
        title: "Backtracking",
        lead: "Watch backtracking, one decision at a time, and guess each one before it happens: the square it tries next, going back, or a solution.",
        body: &[
            "Backtracking places the queens file by file. In the next file it tries the squares from the bottom up; the first one no queen attacks gets a queen, and the search goes on to the next file. When a file has no safe square left, the last queen goes back and moves up its own file. When all n queens stand, it reports a solution and goes back to look for the others.",
            "The encyclopedia writes it with three sets: the ranks taken, and the two kinds of diagonal taken (rank + file is constant along one, rank − file along the other). A square is safe when it is in none of them, so a check costs three look-ups instead of a look at every queen.",
            "For eight queens the search tree has {nodes:8} nodes: 1 empty board, then {levels:8} partial placements with 1 to 8 queens. Trying every square of the next file at each of the {inner-nodes:8} nodes with a file left to fill examines 8 × {inner-nodes:8} = {tries:8} squares, against {permutations:8} permutations checked whole. The first solution, 1 5 8 6 3 7 2 4, comes after {tries-to-first:8} squares tried. On the 6×6 board of the exercise above, the search finds {solutions:6} solutions, and {inner-nodes:6} of its nodes have a file left to fill.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED, CONTEST],
    },
    ChapterText {
        title: "Symmetry",
        lead: "Turn the board a quarter, a half, three quarters, or mirror it in four ways, and every image of a solution is a solution too. Try them one after another on the board below, then see one solution and its seven images.",
        body: &[
            "The board has eight symmetries: the identity, three rotations (a quarter turn clockwise, by 90°; a half turn, by 180°; three quarters, by 270°), and four reflections (in the vertical and horizontal axes, in the main diagonal a1–h8 and in the other, a8–h1). Each one turns a solution into a solution, so solutions come in families, or classes.",
            "A class usually has 8 members. It has 4 when the solution equals its own half turn, and 2 when it equals its own quarter turn (the 4×4 board's only class). For n > 1 no solution equals its own mirror image.",
            "For eight queens there are {fundamentals:8} fundamental solutions, one per class: eleven classes of 8 and one of 4, and 11 × 8 + 1 × 4 = {solutions:8}. The class of 4 is 35281746's, which a half turn (a rotation by 180°) leaves as it is. The 6×6 board's {solutions:6} solutions make {fundamentals:6} class, of 4. The gallery shows the eight queens' twelve classes with their images.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Counting",
        lead: "Q(n), the number of solutions on an n×n board, is known up to n = {largest-known} and no further: no formula gives it, so each one was counted, the largest over years of computing.",
        body: &[
            "Fast counters keep the taken ranks and diagonals as the bits of three machine words. The free squares of the next file are one expression, ¬(ranks | left | right), and the lowest one is a single instruction away. With the board's symmetries, only about an eighth of the search is needed: the 8×8 board's {solutions:8} solutions split by the rank of file a's queen, from rank 1 up, as {by-first-rank:8}, the same read from either end, so counting the lower half and doubling it is enough.",
            "Faster still, the border constellations of NQueensFAF fix the queens of the outer ranks and files first and hand out the rest as independent pieces. Parts assembly splits the board into four quadrants, lists each quadrant's placements, joins them into half-boards, and counts matching halves instead of searching queen by queen.",
            "Q(26) = 22 317 699 616 364 044 was counted in 2009 at TU Dresden, and Q(27) in 2016 by the Q27 project, on FPGAs, in about a year of computing. Q(n) grows roughly like (0.143·n)ⁿ (Simkin, 2021). The lab counts Q(n) on your own machine.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Local search",
        lead: "Forget the tree: put all the queens down at once, then move the ones in conflict. It is how a million queens are placed in seconds. Choose a method to predict: min-conflicts moves one queen along its file, the queen swaps exchange two queens’ ranks.",
        body: &[
            "Min-conflicts (Minton, Johnston, Philips and Laird, 1992) first fills the board file by file, each queen on the square of its file with the fewest conflicts with the queens already there. Then it repeats one repair: pick an attacked queen at random and move it, along its file, to the square with the fewest conflicts; a tie is drawn at random, so the queen may stay where it is. From such a start it solves a million queens in about 50 repairs. On a small board it can be caught where no move helps, so it stops at an iteration cap and says it gave up.",
            "A square’s conflicts are the queens that attack it along a rank, a file or a diagonal, counted through any queen between them, as min-conflicts counts them and as this chapter’s questions do. On 12345678 all eight queens stand on one diagonal, so 28 pairs attack each other; by chess rules, where the queen between blocks the line, only 7 would.",
            "Sosič and Gu (1991) placed 3 000 000 queens in about 55 seconds on a 1991 workstation, in time that grows only linearly with n. Their queen swaps (QS4) keep one queen per rank and per file, so only diagonals clash: an attacked queen swaps ranks with a random partner when that lowers the collisions (a diagonal with k queens counts k − 1 of them), or, after many tries, leaves them unchanged.",
            "The university paper describes a swap search of its own: start from a permutation, keep each queen's count of diagonal conflicts, swap two queens when the total does not grow, and stop at zero conflicts or at an iteration cap. A local search can give up without an answer; the searches of chapter 3 cannot, but they cannot reach a million either.",
        ],
        sources: &[PAPER, ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "The paper's models",
        lead: "The same problem written twice, as a 0/1 program for a solver and as a permutation to search, and two ways to search it.",
        body: &[
            "Spading and Itaim's Model 1 has a 0/1 variable for each square, {variables:8} on the 8×8 board: exactly one queen per rank and per file, at most one per diagonal with two squares or more, {constraints:8} constraints in all. Any integer-programming solver takes it; the authors wrote it in AMPL and solved it with lp_solve.",
            "Model 2 keeps one queen per file by construction, so a solution is a permutation and only the diagonals need constraints. That is the model every search on this site uses.",
            "Branch and bound explores the partial placements as a tree. Depth-first, it dives to a full board and finds the first solution fast (on 8×8 it expands {expanded-to-first:8} nodes to its first, counting the empty board it starts from); breadth-first, it keeps a whole level open at once. The paper's Java timings for the first solution, in minutes and seconds: n = 8, 0:05 against 0:53; n = 20, 0:51 against 11:34; n = 30, 4:27 against more than 30 minutes. The list under the board holds the open nodes: depth first takes them from a stack, the newest first; breadth first from a queue, the oldest first. Choose the method above the board and watch the list grow. While you predict, it lists them in the order they went in, so the end that comes out is yours to find.",
        ],
        sources: &[PAPER],
    },
    ChapterText {
        title: "The family",
        lead: "Change the board or the piece and the puzzle changes with it: some become impossible, some easy, some still unsolved.",
        body: &[
            "On a torus, where the edges wrap around, n queens fit only when n shares no factor with 6 (Pólya): {torus:5} ways on the 5×5 torus, {torus:7} on the 7×7. Superqueens, which also move like knights, need a board of at least 10×10, which holds {superqueens:10} solutions.",
            "Add a pawn, which blocks the lines through it, and n + 1 queens fit from n = {pawn-from}: {with-pawn:8} ways on the 8×8 board. Other pieces have their own maximum: {most-rook:8} rooks ({ways-rook:8} ways), {most-bishop:8} bishops ({ways-bishop:8}), {most-king:8} kings ({ways-king:8}), {most-knight:8} knights (only {ways-knight:8}).",
            "Domination turns the question around: how few queens attack or occupy every square? {dominating:8} for the 8×8 board, in {dominating-ways:8} ways, and never fewer. In a 3×3×3 cube, where a queen moves along 13 lines, at most {in-cube:3} queens fit. The variants page plays them all.",
            "The daily game Queens keeps one queen to a row and a column, but cuts the board into n coloured regions that take the place of the diagonals: one queen to a region, and no two queens touching, not even at a corner. Its boards are made to have exactly one answer, found by reasoning alone. The Queens page plays it, with hints that name each step.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
];

/// "3 free squares", for the line dancing links branches on.
fn squares(free: u32) -> String {
    counted(u64::from(free), "free square", "free squares")
}

/// "file c has 2 safe squares, which become its children", for a node expanded.
fn children_of(children: u32, next_file: u32) -> String {
    let file = file_name(next_file);
    match children {
        0 => format!("file {file} has no safe square, so it has no children"),
        1 => format!("file {file} has 1 safe square, which becomes its child"),
        k => format!("file {file} has {k} safe squares, which become its children"),
    }
}

/// "5 open nodes wait", the frontier after an expansion.
fn nodes(frontier: u32) -> String {
    match frontier {
        0 => "no open node is left".to_string(),
        1 => "1 open node waits".to_string(),
        k => format!("{} open nodes wait", group(u64::from(k))),
    }
}

/// "3 collisions left", after a repair.
/// "2 conflicts": queens of other files that attack a square.
fn conflicts_count(conflicts: u32) -> String {
    match conflicts {
        0 => "no conflict".to_string(),
        1 => "1 conflict".to_string(),
        k => format!("{k} conflicts"),
    }
}

/// Min-conflicts' collisions: pairs of queens that attack each other.
fn attacking_pairs(pairs: u64) -> String {
    match pairs {
        0 => "no queen is attacked now".to_string(),
        1 => "1 pair of queens attacks each other now".to_string(),
        k => format!("{} pairs of queens attack each other now", group(k)),
    }
}

fn collision_pairs(collisions: u64) -> String {
    match collisions {
        0 => "no collision left".to_string(),
        c => format!("{} left", collisions_count(c)),
    }
}

fn line(reason: Reason) -> &'static str {
    match reason {
        Reason::Row => "its rank",
        Reason::Diagonal => "a / diagonal",
        Reason::AntiDiagonal => "a \\ diagonal",
    }
}

impl LearnPhrases for English {
    fn t(&self) -> &'static LearnStrings {
        &STRINGS
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
            Choice::Symmetry(g) => capitalised(self.symmetry_name(*g)),
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
        &English
    }
}

static PREDICT_STRINGS: PredictStrings = PredictStrings {
    toggle: "Predict before each step",
    go_back: "Go back",
    solution: "A solution",
    not_sure: "Not sure",
    grain_label: "What one prediction covers",
};

impl PredictPhrases for English {
    fn t(&self) -> &'static PredictStrings {
        &PREDICT_STRINGS
    }

    fn keys(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares | Predicts::Cover => "Keys: arrows and Enter on the board, B for go back, S for a solution, N for not sure.",
            Predicts::Nodes | Predicts::Queens | Predicts::Shifts => "Keys: arrows and Enter on the board, S for a solution, N for not sure.",
        }
    }

    fn intro(&self, predicts: Predicts) -> &'static str {
        match predicts {
            Predicts::Squares => "Before each step, say what backtracking does next: choose the square it tries, or “Go back” or “A solution”.",
            Predicts::Cover => "Before each step, say where dancing links puts its next queen: it branches on the rank or file with the fewest free squares (on a tie, the lowest rank, then the leftmost file), and tries them in order. Choose the square, or “Go back” or “A solution”.",
            Predicts::Nodes => "Before each step, say which node branch and bound expands next: choose its newest queen, the one in its last filled file, or “A solution”.",
            Predicts::Queens => "Before each step, say which queen the queen swaps move next. First they place the queens file by file, each on a random row: only its very square is right, so “Not sure” is fair. Then they repair attacked queens: the attacked queen furthest right first, then the same queen again while it is still attacked, then its partner, then the ones it listed before. Choose the queen, or “A solution” when none is attacked.",
            Predicts::Shifts => "Before each step, say where min-conflicts puts a queen next. A square’s conflicts are the queens of other files that attack it, through any queen between. First it places the queens file by file, each on a square of its file with the fewest conflicts with the queens already placed; then it picks an attacked queen at random and moves it along its file to a square with the fewest conflicts. Any queen and square the rule allows is right. Choose the square, or “A solution” when no queen is attacked.",
        }
    }

    fn score(&self, s: &Score) -> String {
        format!(
            "{} right, {} wrong, {} not sure · streak {}, best {}",
            s.right, s.wrong, s.unsure, s.streak, s.best
        )
    }

    fn reveal(&self, r: &Reveal) -> String {
        let verdict = match r.judgement {
            // A draw among squares the rule allows alike: the learner named another.
            Judgement::Right if r.drew_another() => {
                "Right: your square was one of those the rule allows, and the draw fell elsewhere. "
            }
            Judgement::Right => "Right. ",
            Judgement::Wrong => "Not this time. ",
            Judgement::Unsure => "",
        };
        let what = match (r.ahead.truth, r.ahead.verdict, r.ahead.why) {
            (Move::Try(sq), _, Why::Fewest(Some((on, free)))) => format!(
                "It branches on {}, which has {}, the fewest of any rank or file left, and puts a queen on {sq}, the next of them.",
                line_name(on),
                squares(free)
            ),
            (Move::Try(sq), Some(Verdict::Refused(reason)), _) => format!(
                "It tries {sq}, the next square up file {}: a queen attacks it along {}, so it moves on.",
                file_name(sq.col),
                line(reason)
            ),
            (Move::Try(sq), _, _) => format!(
                "It tries {sq}, the lowest square of file {} it has not tried yet: no queen attacks it, so a queen goes there.",
                file_name(sq.col)
            ),
            (Move::Back(sq), _, Why::Fewest(Some((on, _)))) => format!(
                "It goes back: {} has no free square left to try, so the queen on {sq} comes off.",
                line_name(on)
            ),
            (Move::Back(sq), _, Why::Fewest(None)) => format!(
                "It goes back: after the solution, the queen on {sq} comes off and the search goes on."
            ),
            (Move::Back(sq), _, _) => format!(
                "It goes back: no square is left to try in the next file (or a solution was just reported), so the queen on {sq} comes off and the search goes on above it."
            ),
            (Move::Expand(sq), _, Why::Expanded { complete: true, frontier, .. }) => format!(
                "It expands the node whose newest queen is on {sq}, the next in its frontier: every file has a queen, so it has no children; {}.",
                nodes(frontier)
            ),
            (Move::Expand(sq), _, Why::Expanded { children, frontier, .. }) => format!(
                "It expands the node whose newest queen is on {sq}, the next in its frontier: {}; {}.",
                children_of(children, sq.col + 1),
                nodes(frontier)
            ),
            (Move::Expand(sq), _, _) => format!("It expands the node whose newest queen is on {sq}."),
            (Move::Place(sq), _, Why::Greedy { options, conflicts }) => format!(
                "The start places the queen of file {} on {sq}, with {} with the queens to its left, the fewest in its file{}.",
                file_name(sq.col),
                conflicts_count(conflicts),
                match options.count_ones() {
                    1 => String::new(),
                    k => format!(": {k} squares tied, and it drew this one"),
                }
            ),
            (Move::Place(sq), _, _) => format!(
                "The start places the queen of file {} on {sq}: a random free row, one that no queen to its left attacks on a diagonal if a few tries find one.",
                file_name(sq.col)
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, collisions, .. }) if from == sq.row => format!(
                "It picks the attacked queen of file {} at random: on {sq} it has {}, already the fewest in its file, and the draw keeps it there. {}.",
                file_name(sq.col),
                conflicts_count(had),
                capitalised(&attacking_pairs(collisions))
            ),
            (Move::Shift(sq), _, Why::LeastConflicts { from, had, conflicts, collisions, .. }) => format!(
                "It picks the attacked queen of file {} at random, with {} on {}, and moves it along its file to {sq}, with {}, the fewest in its file. {}.",
                file_name(sq.col),
                conflicts_count(had),
                nqueens_core::Square::new(from, sq.col),
                conflicts_count(conflicts),
                capitalised(&attacking_pairs(collisions))
            ),
            (Move::Shift(sq), _, _) => format!("It moves the queen of file {} to {sq}.", file_name(sq.col)),
            (Move::Repair(sq), _, Why::Repaired { partner: Some(b), collisions }) => format!(
                "It repairs the queen of file {}, which is attacked: it swaps rows with the queen of file {} and goes to {sq}. {}.",
                file_name(sq.col),
                file_name(b),
                capitalised(&collision_pairs(collisions))
            ),
            (Move::Repair(sq), _, _) => format!(
                "It tries to repair the queen of file {}, which is attacked, but no swap lowers the collisions this time: it stays on {sq}.",
                file_name(sq.col)
            ),
            (Move::Solution, _, _) => "A solution: every file has a queen and none attacks another.".to_string(),
            (Move::Done, _, _) => "Nothing is left to try: the search is over.".to_string(),
        };
        format!("{verdict}{}{what}", self.passed(r.passed))
    }

    fn ask_next(&self, moves: usize) -> String {
        format!("Move {}: what does the search do next?", moves + 1)
    }

    fn watch_next(&self, moves: usize) -> String {
        format!(
            "Move {}: press Step to see what the search does.",
            moves + 1
        )
    }

    fn search_over(&self, moves: usize) -> String {
        format!("The search is over, after {} moves.", group(moves as u64))
    }

    fn grain_name(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "Each square tried",
            Grain::Queen => "Each queen placed",
            Grain::Backtrack => "Each backtrack",
        }
    }

    fn grain_intro(&self, grain: Grain) -> &'static str {
        match grain {
            Grain::Step => "",
            Grain::Queen => "Say where the next queen goes: choose its square, or “Go back” if the search must go back first, or “A solution”. The attacked squares it tries on the way pass without a question.",
            Grain::Backtrack => "Say which queen comes off at the next backtrack: choose it, or “A solution” if one comes first. The tries and queens placed on the way pass without a question.",
        }
    }

    fn ask_grain(&self, grain: Grain, moves: usize) -> String {
        match grain {
            Grain::Step => self.ask_next(moves),
            Grain::Queen => format!("Move {}: where does the next queen go?", moves + 1),
            Grain::Backtrack => format!(
                "Move {}: which queen comes off at the next backtrack?",
                moves + 1
            ),
        }
    }

    fn ask_grain_at_step(&self, grain: Grain, step: usize) -> String {
        match grain {
            Grain::Step => self.ask_at_step(step),
            Grain::Queen => format!("Step {}: where does the next queen go?", group(step as u64)),
            Grain::Backtrack => format!(
                "Step {}: which queen comes off at the next backtrack?",
                group(step as u64)
            ),
        }
    }

    fn passed(&self, passed: Passed) -> String {
        let refused = match passed.refused {
            0 => None,
            1 => Some("passes over 1 attacked square".to_string()),
            k => Some(format!("passes over {k} attacked squares")),
        };
        let placed = match passed.placed {
            0 => None,
            1 => Some("places 1 queen".to_string()),
            k => Some(format!("places {k} queens")),
        };
        match (placed, refused) {
            (None, None) => String::new(),
            (Some(a), None) | (None, Some(a)) => format!("First it {a}. "),
            (Some(a), Some(b)) => format!("First it {a} and {b}. "),
        }
    }

    fn ask_at_step(&self, step: usize) -> String {
        format!("Step {}: what does the search do next?", group(step as u64))
    }
}
