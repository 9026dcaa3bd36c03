use super::*;
use crate::queens::hint::QueensHint;
use nqueens_core::queens::{generate, Action, Cell, Level, Step};

#[test]
fn every_technique_and_level_has_a_name_of_its_own_in_each_language() {
    for lang in Lang::ALL {
        let w = words(lang);
        let names: std::collections::HashSet<_> =
            Technique::ALL.iter().map(|&t| w.technique(t)).collect();
        assert_eq!(names.len(), Technique::ALL.len(), "{lang:?}");
        let levels: std::collections::HashSet<_> = Level::ALL.iter().map(|&l| w.level(l)).collect();
        assert_eq!(levels.len(), Level::ALL.len(), "{lang:?}");
    }
}

#[test]
fn the_share_line_reads_as_the_issue_shows_it() {
    let solved = Solved {
        date: Date::new(2026, 12, 6),
        n: 8,
        elapsed_ms: 86_000.0,
        hints: 0,
        url: "https://example.org/queens".into(),
    };
    assert_eq!(
        words(Lang::En).share_line(&solved, "1:26"),
        "Queens 2026-12-06 · 8×8 · 1:26 · no hints\nhttps://example.org/queens"
    );
    let two = Solved {
        hints: 2,
        date: None,
        ..solved
    };
    assert!(words(Lang::Es)
        .share_line(&two, "1:26")
        .contains("· 2 pistas"));
}

#[test]
fn every_rung_of_a_real_hint_names_its_units_in_both_languages() {
    let made = generate(9, 5, Level::Hard).expect("a hard level");
    let game = crate::queens::game::Game::new(made.layout);
    let hint = QueensHint::next(&game, &made.answer, true);
    let QueensHint::Step(step) = &hint else {
        panic!("a fresh board's hint is a step: {hint:?}")
    };
    for lang in Lang::ALL {
        let w = words(lang);
        let names: Vec<String> = step.units.iter().map(|&u| w.unit(u, "REGION")).collect();
        for rung in [Rung::Nudge, Rung::Reason, Rung::Square] {
            let text = w.hint(&hint, rung, &names);
            assert!(
                !text.is_empty() && !text.contains("{"),
                "{lang:?} {rung:?}: {text}"
            );
        }
        let reason = w.hint(&hint, Rung::Reason, &names);
        assert!(reason.starts_with(w.technique(step.technique)), "{reason}");
        for name in &names {
            assert!(
                reason.contains(name.as_str()),
                "{lang:?}: {reason} lacks {name}"
            );
        }
    }
}

#[test]
fn a_placing_step_names_its_cell_one_based() {
    let step = Step {
        technique: Technique::LastCell,
        because: vec![Cell::new(0, 2)],
        units: vec![nqueens_core::queens::Unit::Row(0)],
        action: Action::Place(Cell::new(0, 2)),
    };
    let text = words(Lang::En).hint(&QueensHint::Step(step), Rung::Square, &["row 1".into()]);
    assert_eq!(text, "Last cell. A queen at row 1, column 3.");
}

#[test]
fn every_error_is_a_sentence_in_each_language() {
    let errors = [
        QueensError::Empty,
        QueensError::SizeOutOfRange {
            n: 20,
            min: 4,
            max: 16,
        },
        QueensError::Ragged {
            row: 2,
            cells: 3,
            n: 5,
        },
        QueensError::NotALetter {
            row: 1,
            col: 2,
            found: '7',
        },
        QueensError::RegionCount { found: 4, n: 5 },
        QueensError::SplitRegion { region: 'C' },
        QueensError::BadId { id: "x".into() },
        QueensError::BadRecipe { text: "x".into() },
        QueensError::BadDate {
            year: 2026,
            month: 2,
            day: 30,
        },
        QueensError::GaveUp {
            n: 9,
            level: Level::Expert,
            attempts: 400,
        },
    ];
    for lang in Lang::ALL {
        for e in &errors {
            let text = words(lang).error(e);
            assert!(text.ends_with('.'), "{lang:?} {e:?}: {text}");
        }
    }
}

#[test]
fn the_cap_note_names_the_builders_cap() {
    let cap = crate::i18n::group(crate::queens::builder::COUNT_CAP);
    for lang in Lang::ALL {
        assert!(words(lang).labels().cap_note.contains(&cap), "{lang:?}");
    }
}

#[test]
fn every_swatch_is_named_once_in_each_language_in_lower_case() {
    for (lang, names) in [("en", super::en::COLOURS), ("es", super::es::COLOURS)] {
        for (i, name) in names.iter().enumerate() {
            assert!(
                !name.is_empty() && *name == name.to_lowercase(),
                "{lang} {name}"
            );
            assert!(!names[i + 1..].contains(name), "{lang}: {name} twice");
        }
    }
    assert!(words(Lang::En).region(7, 'H').contains("sky blue"));
    assert!(words(Lang::Es).region(7, 'H').contains("celeste"));
}
