//! A generated puzzle's name, `9-hard-42` (size, level, seed), from which the
//! generator rebuilds it anywhere; and the daily puzzle's name, from the date alone, so
//! every visitor gets the same puzzle with no server.

use super::error::QueensError;
use super::generate::{generate, Generated};
use super::technique::Level;
use super::{MAX_N, MIN_N};
use crate::puzzle::Date;
use std::fmt;
use std::str::FromStr;

/// What the generator is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Recipe {
    /// The size, 4 to 16.
    pub n: usize,
    /// The level.
    pub level: Level,
    /// The seed of the random choices.
    pub seed: u64,
}

impl Recipe {
    /// The layout it names.
    pub fn generate(self) -> Result<Generated, QueensError> {
        generate(self.n, self.seed, self.level)
    }
}

/// The daily puzzle of a date: sizes 7 to 11 as LinkedIn's, day after day; the level
/// climbs through the week (Monday and Tuesday easy, Wednesday and Thursday medium,
/// Friday and Saturday hard, Sunday expert); the seed is the day's number.
pub fn daily(year: i32, month: u32, day: u32) -> Result<Recipe, QueensError> {
    let date = Date::new(year, month, day).ok_or(QueensError::BadDate { year, month, day })?;
    let days = date.days();
    let level = match date.weekday() {
        0 | 1 => Level::Easy,
        2 | 3 => Level::Medium,
        4 | 5 => Level::Hard,
        _ => Level::Expert,
    };
    Ok(Recipe {
        n: 7 + days.rem_euclid(5) as usize,
        level,
        seed: days as u64,
    })
}

impl fmt::Display for Recipe {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}-{}", self.n, self.level.id(), self.seed)
    }
}

impl FromStr for Recipe {
    type Err = QueensError;

    /// Reads `9-hard-42`.
    fn from_str(text: &str) -> Result<Recipe, QueensError> {
        let bad = || QueensError::BadRecipe {
            text: text.chars().take(40).collect(),
        };
        let mut parts = text.trim().split('-');
        let (Some(n), Some(level), Some(seed), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let n: usize = n.parse().map_err(|_| bad())?;
        if !(MIN_N..=MAX_N).contains(&n) {
            return Err(QueensError::SizeOutOfRange {
                n,
                min: MIN_N,
                max: MAX_N,
            });
        }
        let level = Level::from_id(level).ok_or_else(bad)?;
        let seed = seed.parse().map_err(|_| bad())?;
        Ok(Recipe { n, level, seed })
    }
}
