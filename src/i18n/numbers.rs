//! Numbers as both languages write them on this site: thin-space thousands, SI rates,
//! and durations in s, min and h.

use crate::ui::decimal::fixed;

/// Thousands separated by thin spaces: 14 200 reads the same in both languages.
pub fn group(value: u64) -> String {
    let digits = value.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(ch);
    }
    out
}

/// A count and its noun, singular for one: "1 square", "14 200 squares".
pub fn counted(value: u64, one: &str, many: &str) -> String {
    format!("{} {}", group(value), if value == 1 { one } else { many })
}

/// "a, b and c", with the language's word for "and" before the last.
pub fn list_with(words: &[String], and: &str) -> String {
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, first)) => format!("{} {and} {last}", first.join(", ")),
        None => String::new(),
    }
}

/// A rate with an SI prefix: 812, 3.4 k, 12.5 M, 1.02 G.
pub fn format_rate(per_s: f64) -> String {
    if per_s >= 1e9 {
        format!("{} G", fixed(per_s / 1e9, 2))
    } else if per_s >= 1e6 {
        format!("{} M", fixed(per_s / 1e6, 1))
    } else if per_s >= 1e3 {
        format!("{} k", fixed(per_s / 1e3, 1))
    } else {
        fixed(per_s, 0)
    }
}

/// 40 ms, 0.4 s, 12 s, 3 min 5 s, 2 h 10 min: under a tenth of a second in milliseconds,
/// as "0.0 s" (a count of Q(12) in the lab) says nothing.
pub fn format_seconds(s: f64) -> String {
    if s < 0.095 {
        format_ms(s * 1000.0)
    } else if s < 10.0 {
        format!("{} s", fixed(s, 1))
    } else if s < 60.0 {
        format!("{} s", fixed(s, 0))
    } else if s < 3600.0 {
        format!("{} min {} s", (s / 60.0) as u64, (s % 60.0) as u64)
    } else {
        format!(
            "{} h {} min",
            (s / 3600.0) as u64,
            ((s % 3600.0) / 60.0) as u64
        )
    }
}

/// < 0.1 ms, 0.4 ms, 3.2 ms, 850 ms, then as [`format_seconds`] from one second on: under
/// ten milliseconds with a tenth, as a thousand queens placed and checked in "0 ms" said
/// nothing (the clock reads tenths of a millisecond, or finer).
pub fn format_ms(ms: f64) -> String {
    if ms < 0.05 {
        "< 0.1 ms".to_string()
    } else if ms < 9.95 {
        format!("{} ms", fixed(ms, 1))
    } else if ms < 1000.0 {
        format!("{} ms", fixed(ms, 0))
    } else {
        format_seconds(ms / 1000.0)
    }
}

/// 10¹⁸: a power of ten as a chart's axis writes it, its exponent raised (as the
/// legend's (0.143·n)ⁿ is), where "10^18" read as code.
pub fn power_of_ten(exponent: u32) -> String {
    const RAISED: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let raised: String = exponent
        .to_string()
        .bytes()
        .map(|digit| RAISED[usize::from(digit - b'0')])
        .collect();
    format!("10{raised}")
}

/// Memory in megabytes (10⁶ bytes, as the CLI's `--stats` writes them): 37 MB, 8.4 MB.
pub fn format_megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / 1e6;
    format!("{} MB", fixed(mb, if mb < 10.0 { 1 } else { 0 }))
}

/// A clock reading: `0:07`, `1:23`, `1:02:03` (hours only when needed).
pub fn format_clock(ms: f64) -> String {
    let s = (ms.max(0.0) / 1000.0) as u64;
    match s / 3600 {
        0 => format!("{}:{:02}", s / 60, s % 60),
        h => format!("{h}:{:02}:{:02}", s / 60 % 60, s % 60),
    }
}

/// The same figures as Spanish writes them, with a decimal comma: 0,4 s, 12,5 M, 3,4 k.
/// Thousands are thin spaces in both languages, so only the point changes.
pub mod comma {
    /// As [`super::format_seconds`], with a decimal comma.
    pub fn format_seconds(s: f64) -> String {
        super::format_seconds(s).replace('.', ",")
    }

    /// As [`super::format_rate`], with a decimal comma.
    pub fn format_rate(per_s: f64) -> String {
        super::format_rate(per_s).replace('.', ",")
    }

    /// As [`super::format_megabytes`], with a decimal comma.
    pub fn format_megabytes(bytes: u64) -> String {
        super::format_megabytes(bytes).replace('.', ",")
    }

    /// As [`super::format_ms`], with a decimal comma.
    pub fn format_ms(ms: f64) -> String {
        super::format_ms(ms).replace('.', ",")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_grouped() {
        assert_eq!(group(14200), "14\u{202f}200");
        assert_eq!(group(92), "92");
        assert_eq!(group(1_000_000), "1\u{202f}000\u{202f}000");
    }

    #[test]
    fn durations_and_rates() {
        assert_eq!(format_seconds(0.44), "0.4 s");
        assert_eq!(format_seconds(0.0423), "42 ms");
        assert_eq!(format_seconds(0.0949), "95 ms");
        assert_eq!(format_ms(0.0), "< 0.1 ms");
        assert_eq!(format_ms(0.049), "< 0.1 ms");
        assert_eq!(format_ms(0.35), "0.4 ms");
        assert_eq!(format_ms(9.94), "9.9 ms");
        assert_eq!(format_ms(9.95), "10 ms");
        assert_eq!(format_ms(-1.0), "< 0.1 ms");
        assert_eq!(format_seconds(0.095), "0.1 s");
        assert_eq!(format_seconds(185.0), "3 min 5 s");
        assert_eq!(format_rate(12_500_000.0), "12.5 M");
        assert_eq!(format_megabytes(38_010_880), "38 MB");
        assert_eq!(power_of_ten(0), "10⁰");
        assert_eq!(power_of_ten(18), "10¹⁸");
        assert_eq!(power_of_ten(9), "10⁹");
        assert_eq!(comma::format_megabytes(8_388_608), "8,4 MB");
        assert_eq!(format_clock(7_900.0), "0:07");
        assert_eq!(format_clock(83_000.0), "1:23");
        assert_eq!(format_clock(3_723_000.0), "1:02:03");
    }

    #[test]
    fn spanish_writes_a_decimal_comma() {
        assert_eq!(comma::format_seconds(0.44), "0,4 s");
        assert_eq!(comma::format_seconds(75.0), "1 min 15 s");
        assert_eq!(comma::format_rate(12_500_000.0), "12,5 M");
        assert_eq!(comma::format_ms(1_500.0), "1,5 s");
        assert_eq!(comma::format_ms(850.0), "850 ms");
        assert_eq!(comma::format_ms(3.24), "3,2 ms");
        assert_eq!(comma::format_ms(0.01), "< 0,1 ms");
    }
}
