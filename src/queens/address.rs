//! What /queens' address names: today's board (no query), a board of the generator by
//! its recipe (`?level=9-hard-42`), or any layout by its id (`?layout=…`, the builder's
//! links). A query that names nothing readable opens today's board and says why.

use nqueens_core::puzzle::Date;
use nqueens_core::queens::{daily, Layout, QueensError, Recipe};

/// The board an address asks for.
#[derive(Debug, Clone, PartialEq)]
pub enum Wanted {
    /// The daily board of a date.
    Daily(Date, Recipe),
    /// A generated board, by its recipe.
    Recipe(Recipe),
    /// A layout given whole (its answers still to be counted).
    Layout(Layout),
}

impl Wanted {
    /// Reads the query's `level` and `layout` values, on `today` (None: the date is
    /// unknown, and 2026-12-06 stands in). A bad value gives today's board with the
    /// reason it was not read.
    pub fn read(
        level: Option<&str>,
        layout: Option<&str>,
        today: Option<Date>,
    ) -> (Wanted, Option<QueensError>) {
        let read = match (layout, level) {
            (Some(id), _) => Layout::from_id(id).map(Wanted::Layout),
            (None, Some(recipe)) => recipe.parse::<Recipe>().map(Wanted::Recipe),
            (None, None) => return (Wanted::today(today), None),
        };
        match read {
            Ok(wanted) => (wanted, None),
            Err(why) => (Wanted::today(today), Some(why)),
        }
    }

    /// Today's board.
    pub fn today(today: Option<Date>) -> Wanted {
        let date = today
            .or_else(|| Date::new(2026, 12, 6))
            .unwrap_or_else(|| unreachable!("2026-12-06 is a date"));
        let recipe = daily(date.year(), date.month(), date.day())
            .unwrap_or_else(|_| unreachable!("a calendar date has a daily board"));
        Wanted::Daily(date, recipe)
    }

    /// The query that names it again (empty for the daily board, which the bare page
    /// opens on its day).
    pub fn query(&self) -> String {
        match self {
            Wanted::Daily(..) => String::new(),
            Wanted::Recipe(recipe) => format!("?level={recipe}"),
            Wanted::Layout(layout) => format!("?layout={}", layout.id()),
        }
    }

    /// The daily board's date.
    pub fn date(&self) -> Option<Date> {
        match self {
            Wanted::Daily(date, _) => Some(*date),
            Wanted::Recipe(_) | Wanted::Layout(_) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{generate, Level};

    fn day() -> Option<Date> {
        Date::new(2026, 12, 7)
    }

    #[test]
    fn no_query_is_todays_board() {
        let (wanted, why) = Wanted::read(None, None, day());
        assert_eq!(why, None);
        assert_eq!(wanted.date(), day());
        assert_eq!(wanted.query(), "");
        assert!(matches!(wanted, Wanted::Daily(_, r) if r == daily(2026, 12, 7).expect("a date")));
    }

    #[test]
    fn a_recipe_and_a_layout_read_back_from_their_own_query() {
        let recipe: Recipe = "9-hard-42".parse().expect("a recipe");
        let (wanted, why) = Wanted::read(Some("9-hard-42"), None, day());
        assert_eq!((wanted.clone(), why), (Wanted::Recipe(recipe), None));
        assert_eq!(wanted.query(), "?level=9-hard-42");
        let layout = generate(7, 1, Level::Easy).expect("a level").layout;
        let (wanted, _) = Wanted::read(None, Some(&layout.id()), day());
        assert_eq!(wanted, Wanted::Layout(layout.clone()));
        assert_eq!(wanted.query(), format!("?layout={}", layout.id()));
    }

    #[test]
    fn a_bad_query_opens_today_and_says_why() {
        for (level, layout) in [
            (Some("99-hard-1"), None),
            (None, Some("%%")),
            (Some("x"), None),
        ] {
            let (wanted, why) = Wanted::read(level, layout, day());
            assert_eq!(wanted.date(), day(), "{level:?} {layout:?}");
            assert!(why.is_some(), "{level:?} {layout:?}");
        }
    }
}
