use super::*;
use crate::i18n::Lang;
use crate::learn::figure::{fill, tokens, Figure};
use crate::learn::quiz::Answer;
use crate::learn::words::words;
use crate::learn::COUNT_BOX_MAX_N;
use nqueens_core::published::TOTAL;
use std::mem::discriminant;

/// A part of a chapter's text, in `lang`, with its figures filled in.
fn part_text(lang: Lang, chapter: Chapter, part: Part) -> Option<String> {
    let text = words(lang).chapter(chapter);
    let raw = match part {
        0 => text.lead,
        p => text.body.get(p - 1).copied()?,
    };
    Some(fill(raw, words(lang).labels().and))
}

fn holds(text: &str, answer: &str) -> bool {
    text.to_lowercase().contains(&answer.to_lowercase())
}

#[test]
fn every_question_is_taught_by_its_chapter_or_an_earlier_one_and_the_place_holds_the_answer() {
    for chapter in Chapter::ALL {
        for &question in Question::of(chapter) {
            let taught = question.taught();
            assert!(
                taught.chapter() <= chapter,
                "chapter {} asks {question:?}, which only chapter {} teaches",
                chapter.number(),
                taught.chapter().number()
            );
            let asked = question.ask().expect("the core answers");
            for lang in Lang::ALL {
                let says = words(lang);
                match taught {
                    Taught::Stated { chapter, part } => {
                        let text = part_text(lang, chapter, part).expect("the part");
                        let answer = says.answer(&asked);
                        assert!(
                            holds(&text, &answer),
                            "{lang:?}: {question:?} wants “{answer}”, which chapter {} part {part} never states: “{text}”",
                            chapter.number()
                        );
                    }
                    Taught::Worked {
                        chapter,
                        part,
                        example,
                    } => {
                        assert_eq!(discriminant(&example), discriminant(&question));
                        let text = part_text(lang, chapter, part).expect("the part");
                        let worked = says.answer(&example.ask().expect("the core answers"));
                        assert!(
                            holds(&text, &worked),
                            "{lang:?}: chapter {} part {part} does not work {example:?} (“{worked}”): “{text}”",
                            chapter.number()
                        );
                    }
                    Taught::Applied { chapter, part } => {
                        assert!(part_text(lang, chapter, part).is_some(), "{question:?}");
                    }
                    Taught::Shown { chapter, widget } => match (widget, question, asked.answer) {
                        (Widget::Table, Question::Solutions { n }, Answer::Number(q)) => {
                            assert_eq!(TOTAL.get(n - 1), Some(&q), "the table shows Q({n})");
                            assert_eq!(chapter, Chapter::Counting);
                        }
                        (Widget::CountBox, Question::Fundamentals { n }, _) => {
                            assert!(
                                n <= COUNT_BOX_MAX_N,
                                "the count box takes up to {COUNT_BOX_MAX_N}"
                            );
                            assert_eq!(chapter, Chapter::Counting);
                        }
                        // Chapter 3 predicts backtracking, whose move after a solution
                        // is the answer, and says why.
                        (Widget::Predict, Question::AfterSolution, _) => {
                            assert_eq!(chapter, Chapter::Backtracking);
                        }
                        other => panic!("{other:?}: no widget shows this"),
                    },
                }
            }
        }
    }
}

#[test]
fn every_figure_a_chapter_quotes_is_computed_by_the_core() {
    for lang in Lang::ALL {
        for chapter in Chapter::ALL {
            let text = words(lang).chapter(chapter);
            for part in std::iter::once(text.lead).chain(text.body.iter().copied()) {
                for token in tokens(part) {
                    let figure = Figure::parse(token);
                    assert!(
                        figure.is_some_and(|f| f.values().is_ok()),
                        "{lang:?}, chapter {}: {{{token}}} is not a figure the core computes",
                        chapter.number()
                    );
                }
            }
        }
    }
}

#[test]
fn chapter_2_says_each_rule_divides_by_hundreds_as_the_core_computes() {
    // Finding 3: “divides the work by thousands” was wrong: about 264, then about 416.
    for figure in [Figure::PerFileDivides(8), Figure::PerRankDivides(8)] {
        let ratio = figure.values().unwrap_or_default()[0];
        assert!((100..1000).contains(&ratio), "{figure:?} = {ratio}");
    }
    for lang in Lang::ALL {
        let text = part_text(lang, Chapter::BruteForce, 1).unwrap_or_default();
        assert!(
            text.contains("264") && text.contains("416"),
            "{lang:?}: {text}"
        );
    }
}

#[test]
fn chapter_5s_lead_says_how_far_q_of_n_is_known() {
    // Finding 7: the lead read as if Q(n) were known for every n.
    for lang in Lang::ALL {
        let lead = part_text(lang, Chapter::Counting, 0).unwrap_or_default();
        assert!(
            lead.contains(&format!("n = {}", TOTAL.len())),
            "{lang:?}: {lead}"
        );
    }
}

#[test]
fn chapter_7s_question_counts_the_empty_boards_expansion_as_its_answer_does() {
    // Finding 5: predict mode shows 31 expansions after the empty board's; the quiz
    // wanted 32 without saying that the empty board's counts.
    let empty = [(Lang::En, "empty board"), (Lang::Es, "tablero vacío")];
    for (lang, said) in empty {
        let asked = words(lang).question(Question::ExpandedToFirst { n: 6 });
        assert!(asked.contains(said), "{lang:?}: {asked}");
    }
}
