//! /queens' jobs in the worker: a level made from its recipe, a layout counted. Plain
//! Rust over the core, tested natively like the rest of the runner.

use crate::protocol::QueensReply;
use crate::site::clock::now_ms;
use nqueens_core::queens::{self, palette, Layout, Recipe};

/// A Queens level from its recipe, timed, with its regions' colours: the page's daily
/// board and shared levels.
pub fn level(recipe: Recipe) -> QueensReply {
    let started = now_ms();
    match recipe.generate() {
        Ok(made) => QueensReply::Level {
            recipe,
            layout: made.layout.id(),
            answer: made.answer,
            level: made.deduction.level(),
            colours: palette::assign(&made.layout),
            attempts: made.attempts,
            ms: now_ms() - started,
        },
        Err(why) => QueensReply::Refused(why),
    }
}

/// A Queens layout's answers up to `cap`, its grade when it has exactly one, and its
/// regions' colours: the builder's verdict.
pub fn count(id: &str, cap: u64) -> QueensReply {
    let started = now_ms();
    let layout = match Layout::from_id(id) {
        Ok(layout) => layout,
        Err(why) => return QueensReply::Refused(why),
    };
    let count = queens::count(&layout, cap);
    let level = (count.complete && count.solutions == 1)
        .then(|| queens::solve_by_deduction(&layout).level())
        .flatten();
    QueensReply::Counted {
        layout: id.to_owned(),
        count,
        level,
        colours: palette::assign(&layout),
        ms: now_ms() - started,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{Level, QueensError};

    #[test]
    fn a_recipe_gives_its_level_with_one_answer_and_its_grade() {
        let recipe = Recipe {
            n: 8,
            level: Level::Easy,
            seed: 7,
        };
        match level(recipe) {
            QueensReply::Level {
                recipe: made,
                layout,
                answer,
                level,
                colours,
                ..
            } => {
                assert_eq!(made, recipe);
                let layout = Layout::from_id(&layout).expect("the id it sent reads back");
                assert!(answer.fits(&layout));
                assert!(queens::is_unique(&layout));
                assert_eq!(level, Some(Level::Easy));
                assert_eq!(colours, palette::assign(&layout));
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_layout_with_many_answers_stops_at_the_cap_and_is_not_graded() {
        let rows = Layout::rows(8).expect("8 is a size");
        match count(&rows.id(), 10) {
            QueensReply::Counted {
                count,
                level,
                layout,
                ..
            } => {
                assert_eq!(layout, rows.id());
                assert_eq!((count.solutions, count.complete), (10, false));
                assert_eq!(count.answers.len(), 2);
                assert_eq!(level, None);
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_bad_id_is_refused_with_the_cores_reason() {
        assert!(matches!(
            count("not-an-id!", 2),
            QueensReply::Refused(QueensError::BadId { .. })
        ));
    }
}
