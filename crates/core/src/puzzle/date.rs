//! A calendar date, for the daily puzzle: the same puzzle for every visitor on that
//! date, named by it in the address (`/play?puzzle=2026-11-23`), and the streak of days
//! solved in a row. Days are counted from 1970-01-01 with Howard Hinnant's civil-date
//! algorithm, so no time zone or clock is involved: the page passes in its local date.

use std::fmt;
use std::str::FromStr;

/// The years a daily puzzle can name (a typo like `0202-11-23` is refused, not solved).
pub const YEARS: std::ops::RangeInclusive<i32> = 2000..=2999;

/// A day of the Gregorian calendar.
/// (It travels inside a puzzle's id, which is written as text; see `PuzzleId`.)
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

impl Date {
    /// The date, if it exists (and its year is within [`YEARS`]).
    pub fn new(year: i32, month: u32, day: u32) -> Option<Date> {
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
        let days_in_month = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return None,
        };
        (YEARS.contains(&year) && (1..=days_in_month).contains(&day)).then_some(Date {
            year,
            month: month as u8,
            day: day as u8,
        })
    }

    /// The year.
    pub fn year(self) -> i32 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u32 {
        self.month.into()
    }

    /// The day of the month, 1 to 31.
    pub fn day(self) -> u32 {
        self.day.into()
    }

    /// Days since 1970-01-01.
    pub fn days(self) -> i64 {
        let (m, d) = (self.month as i64, self.day as i64);
        let y = self.year as i64 - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01 (None outside [`YEARS`]).
    pub fn from_days(days: i64) -> Option<Date> {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as i32;
        Date::new(year, month, day)
    }

    /// The day before (None before [`YEARS`]).
    pub fn previous(self) -> Option<Date> {
        Date::from_days(self.days() - 1)
    }

    /// 0 for Monday … 6 for Sunday.
    pub fn weekday(self) -> u32 {
        // 1970-01-01 was a Thursday.
        (self.days() + 3).rem_euclid(7) as u32
    }
}

impl fmt::Display for Date {
    /// ISO 8601: `2026-11-23`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = ();

    /// Reads `YYYY-MM-DD`; anything else, or a day that does not exist, is refused.
    fn from_str(text: &str) -> Result<Date, ()> {
        let mut parts = text.split('-');
        let mut field = |digits: usize| -> Result<u32, ()> {
            let part = parts.next().ok_or(())?;
            if part.len() != digits || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(());
            }
            part.parse().map_err(|_| ())
        };
        let (year, month, day) = (field(4)?, field(2)?, field(2)?);
        if parts.next().is_some() {
            return Err(());
        }
        Date::new(year as i32, month, day).ok_or(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn known_days() {
        let d: Date = "2026-11-23".parse().unwrap();
        assert_eq!(d.days(), 20_780);
        assert_eq!(d.weekday(), 0, "a Monday");
        assert_eq!(d.to_string(), "2026-11-23");
        assert_eq!(Date::new(2000, 1, 1).unwrap().days(), 10_957);
        assert_eq!(
            "2024-03-01"
                .parse::<Date>()
                .unwrap()
                .previous()
                .unwrap()
                .to_string(),
            "2024-02-29"
        );
    }

    #[test]
    fn the_years_span_whole_days() {
        assert_eq!(Date::new(2999, 12, 31).unwrap().days(), 376_199);
        assert_eq!(Date::from_days(376_200), None);
        assert_eq!(Date::from_days(10_956), None);
    }

    #[test]
    fn malformed_dates_are_refused() {
        for bad in [
            "2026-02-29",
            "2026-13-01",
            "2026-1-01",
            "26-11-23",
            "2026-11-23-1",
            "",
            "1999-12-31",
            "2026-11-3x",
        ] {
            assert!(bad.parse::<Date>().is_err(), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn days_round_trip(days in 10_957i64..=376_199) {
            let d = Date::from_days(days).unwrap();
            prop_assert_eq!(d.days(), days);
            prop_assert_eq!(d.to_string().parse::<Date>(), Ok(d));
        }
    }
}
