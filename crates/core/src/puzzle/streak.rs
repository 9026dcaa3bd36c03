//! Days in a row on which the daily puzzle was solved, as the page keeps it in local
//! storage (`2026-11-23:5`: the last day solved, and the run of days up to it).

use super::Date;
use std::fmt;
use std::str::FromStr;

/// A run of consecutive days with the daily puzzle solved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Streak {
    /// The last day solved.
    pub last: Date,
    /// Days in a row up to `last`.
    pub days: u32,
}

impl Streak {
    /// The streak after solving the puzzle of `today`: one more day if the last was
    /// yesterday, unchanged if today was already counted, else a new run of one.
    pub fn after_solving(previous: Option<Streak>, today: Date) -> Streak {
        match previous {
            Some(s) if s.last == today => s,
            Some(s) if Some(s.last) == today.previous() => Streak {
                last: today,
                days: s.days + 1,
            },
            _ => Streak {
                last: today,
                days: 1,
            },
        }
    }

    /// The days in a row that still count on `today`: the run goes on until a whole
    /// day passes without a solve.
    pub fn current(self, today: Date) -> u32 {
        if self.last == today || Some(self.last) == today.previous() {
            self.days
        } else {
            0
        }
    }
}

impl fmt::Display for Streak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.last, self.days)
    }
}

impl FromStr for Streak {
    type Err = ();

    fn from_str(text: &str) -> Result<Streak, ()> {
        let (date, days) = text.split_once(':').ok_or(())?;
        Ok(Streak {
            last: date.parse()?,
            days: days.parse().map_err(|_| ())?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> Date {
        text.parse().unwrap()
    }

    #[test]
    fn a_streak_grows_day_by_day_and_breaks_after_a_missed_day() {
        let first = Streak::after_solving(None, day("2026-11-22"));
        assert_eq!(first.to_string(), "2026-11-22:1");
        let second = Streak::after_solving(Some(first), day("2026-11-23"));
        assert_eq!(second.days, 2);
        assert_eq!(
            Streak::after_solving(Some(second), day("2026-11-23")),
            second
        );
        assert_eq!(second.current(day("2026-11-24")), 2, "today is not over");
        assert_eq!(second.current(day("2026-11-25")), 0);
        assert_eq!(
            Streak::after_solving(Some(second), day("2026-11-25")).days,
            1
        );
        assert_eq!("2026-11-23:2".parse(), Ok(second));
        assert!("yesterday:2".parse::<Streak>().is_err());
    }
}
