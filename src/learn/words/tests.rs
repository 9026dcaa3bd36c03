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
        let text = words(lang).chapter(Chapter::LocalSearch).body.join(" ");
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        for figure in [code.to_string(), through.to_string(), by_chess.to_string()] {
            assert!(
                words.contains(&figure.as_str()),
                "{lang:?}: chapter 6 does not give {figure} for {code}"
            );
        }
    }
}

#[test]
fn every_chapter_has_its_text_and_sources_in_both_languages() {
    use crate::learn::Chapter;
    for lang in Lang::ALL {
        let l = words(lang);
        for chapter in Chapter::ALL {
            let text = l.chapter(chapter);
            assert!(
                !text.title.is_empty() && !text.lead.is_empty(),
                "{lang:?} {chapter:?}"
            );
            assert!(
                text.body.len() >= 3,
                "{lang:?} {chapter:?}: three paragraphs"
            );
            assert!(
                !text.sources.is_empty(),
                "{lang:?} {chapter:?}: its sources"
            );
        }
    }
    // The figures the chapters quote are the ones FACTS.md publishes, in both languages.
    for lang in Lang::ALL {
        let and = words(lang).labels().and;
        let body = |c| {
            let text = words(lang).chapter(c).body.join(" ");
            crate::learn::figure::fill(&text, and)
        };
        assert!(body(Chapter::BruteForce).contains("4\u{202f}426\u{202f}165\u{202f}368"));
        assert!(body(Chapter::Backtracking).contains("15\u{202f}720"));
        assert!(body(Chapter::Backtracking).contains("876"));
        assert!(body(Chapter::Symmetry).contains("11 × 8 + 1 × 4 = 92"));
    }
}
