//! The CLI's plain-text input and output: rows written fast, a square and a placement
//! read with a one-line error.

use crate::failure::Failure;
use nqueens_core::{Placement, Square};
use std::io::{Read, Write};

/// One 1-based row per line. Digits are written straight into a buffer (formatting
/// ten million numbers through `fmt` would take longer than finding the solution).
pub fn print_rows(rows: &[u32], out: &mut dyn Write) -> std::io::Result<()> {
    let mut buf = Vec::with_capacity(1 << 20);
    let mut digits = [0u8; 10];
    for &r in rows {
        let mut v = r + 1;
        let mut i = digits.len();
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        buf.extend_from_slice(&digits[i..]);
        buf.push(b'\n');
        if buf.len() > (1 << 20) - 16 {
            out.write_all(&buf)?;
            buf.clear();
        }
    }
    out.write_all(&buf)?;
    out.flush()
}

/// "ROW,COL", 1-based, row 1 at the bottom.
pub fn parse_square(text: &str, n: usize) -> Result<Square, Failure> {
    let bad = || {
        Failure::Refused(format!(
            "--fixed wants ROW,COL with numbers from 1 to {n}, not '{text}'"
        ))
    };
    let (row, col) = text.split_once(',').ok_or_else(bad)?;
    let read = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (1..=n as u32).contains(v))
    };
    match (read(row), read(col)) {
        (Some(r), Some(c)) => Ok(Square::new(r - 1, c - 1)),
        _ => Err(bad()),
    }
}

/// A placement from stdin (see [`Placement::parse_any`]).
pub fn read_placement() -> Result<Placement, Failure> {
    let mut input = String::new();
    std::io::stdin()
        .read_to_string(&mut input)
        .map_err(|e| Failure::Refused(format!("cannot read stdin: {e}")))?;
    Ok(Placement::parse_any(&input)?)
}
