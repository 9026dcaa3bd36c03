//! Decimal numbers written with integer arithmetic: `fixed(0.625, 2)` is "0.63".
//!
//! Writing an `f64` with `format!` (`{x}`, `{x:.2}`) links core's float printing, Grisu
//! with a Dragon4 fallback and their bignum tables: about 5 KB gzipped in the wasm of
//! every page. The site writes only finite numbers of modest size with at most three
//! decimals (SVG coordinates, percentages, durations, rates), and these two functions
//! write them the same way from the integer of their rounded value.

/// `value` rounded half away from zero to `places` decimals, all written:
/// `fixed(2.0, 1)` is "2.0", `fixed(0.44, 1)` is "0.4", `fixed(-0.62, 2)` is "-0.62".
/// A value that is not finite, or too large for the decimals asked, is written "0".
pub fn fixed(value: f64, places: u32) -> String {
    let scale = 10u64.pow(places);
    let scaled = (value.abs() * scale as f64).round();
    if !scaled.is_finite() || scaled >= 1e18 {
        return "0".to_string();
    }
    let scaled = scaled as u64;
    let sign = if value < 0.0 && scaled != 0 { "-" } else { "" };
    let whole = scaled / scale;
    if places == 0 {
        return format!("{sign}{whole}");
    }
    let fraction = scaled % scale;
    format!("{sign}{whole}.{fraction:0width$}", width = places as usize)
}

/// `value` rounded to `places` decimals, without trailing zeros: coordinates read
/// "1", "0.5", "0.08".
pub fn short(value: f64, places: u32) -> String {
    let text = fixed(value, places);
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_writes_every_decimal_asked() {
        assert_eq!(fixed(2.0, 1), "2.0");
        assert_eq!(fixed(0.44, 1), "0.4");
        assert_eq!(fixed(0.625, 2), "0.63");
        assert_eq!(fixed(-0.62, 2), "-0.62");
        assert_eq!(fixed(-0.001, 2), "0.00");
        assert_eq!(fixed(1234.5, 0), "1235");
        assert_eq!(fixed(0.05, 3), "0.050");
        assert_eq!(fixed(99.96, 1), "100.0");
        assert_eq!(fixed(f64::NAN, 1), "0");
        assert_eq!(fixed(f64::INFINITY, 0), "0");
    }

    #[test]
    fn short_drops_trailing_zeros() {
        assert_eq!(short(1.0, 3), "1");
        assert_eq!(short(0.5, 3), "0.5");
        assert_eq!(short(0.08, 3), "0.08");
        assert_eq!(short(-0.31, 2), "-0.31");
        assert_eq!(short(10.0, 0), "10");
    }

    /// The same digits as `format!`, wherever a value is not a tie.
    #[test]
    fn fixed_agrees_with_format() {
        for i in 0..20_000u32 {
            let v = f64::from(i) * 0.0137 - 40.0;
            for places in 0..=3 {
                let std = format!("{v:.*}", places as usize);
                let std = if std == "-0"
                    || std.starts_with("-0.")
                        && std.trim_start_matches("-0.").bytes().all(|b| b == b'0')
                {
                    std.trim_start_matches('-').to_string()
                } else {
                    std
                };
                let scaled = v.abs() * 10f64.powi(places as i32);
                if (scaled.fract() - 0.5).abs() > 1e-6 {
                    assert_eq!(fixed(v, places), std, "{v} with {places}");
                }
            }
        }
    }
}
