//! The contest problem of the sources: UVa 750, "8 Queens Chess Problem".
//!
//! Input: the number of datasets, then datasets (blank lines between them are
//! optional), each a line "ROW COL" (1-based, row 1 is the TOP) of a square one queen
//! must occupy. Output: for each dataset a header and every 8-queens solution through
//! that square in lexicographic order, the rows counted from the top as well.

use crate::enumerate::solutions_through;
use crate::error::Error;
use crate::Square;
use std::fmt::Write;

/// Solves a whole input; the error names the line that could not be read.
pub fn solve(input: &str) -> Result<String, Error> {
    let mut lines = input
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (first_no, first) = lines.next().ok_or(Error::Empty)?;
    let datasets: usize = first.trim().parse().map_err(|_| Error::ContestLine {
        line: first_no + 1,
        text: first.trim().to_string(),
    })?;
    let mut out = String::new();
    for k in 0..datasets {
        let (no, line) = lines.next().ok_or(Error::MissingDatasets {
            announced: datasets,
            given: k,
        })?;
        let square = parse_square(line).ok_or_else(|| Error::ContestLine {
            line: no + 1,
            text: line.trim().to_string(),
        })?;
        if k > 0 {
            out.push('\n');
        }
        out.push_str("SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n");
        // Rows here count from the top; the core counts from the bottom.
        let through = Square::new(8 - square.0, square.1 - 1);
        for (i, s) in solutions_from_top(through)?.iter().enumerate() {
            let rows: Vec<String> = s.iter().map(u32::to_string).collect();
            let _ = writeln!(out, "{:2}      {}", i + 1, rows.join(" "));
        }
    }
    Ok(out)
}

/// Solutions through `square` as rows counted from the top, in lexicographic order of
/// that form (which is the reverse of the bottom-up order, so sort again).
fn solutions_from_top(square: Square) -> Result<Vec<Vec<u32>>, Error> {
    let mut rows: Vec<Vec<u32>> = solutions_through(8, square)?
        .iter()
        .map(|s| s.rows().iter().map(|&r| 8 - r as u32).collect())
        .collect();
    rows.sort();
    Ok(rows)
}

/// "ROW COL", each from 1 to 8.
fn parse_square(line: &str) -> Option<(u32, u32)> {
    let nums: Vec<&str> = line.split_whitespace().collect();
    let [row, col] = nums[..] else {
        return None;
    };
    let read = |s: &str| s.parse::<u32>().ok().filter(|v| (1..=8).contains(v));
    Some((read(row)?, read(col)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_from_the_problem() {
        let out = solve("1\n\n1 1\n").unwrap();
        assert_eq!(
            out,
            "SOLN       COLUMN\n #      1 2 3 4 5 6 7 8\n\n 1      1 5 8 6 3 7 2 4\n 2      1 6 8 3 7 4 2 5\n 3      1 7 4 6 8 2 5 3\n 4      1 7 5 8 2 4 6 3\n"
        );
    }

    #[test]
    fn bad_input_names_the_line() {
        assert!(solve("").is_err());
        let err = solve("1\n\n9 1\n").unwrap_err().to_string();
        assert!(err.contains("line 3"), "{err}");
        assert!(solve("2\n1 1\n").is_err());
    }
}
