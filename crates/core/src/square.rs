//! A square of the board and its algebraic name.

use std::fmt;

/// A square, 0-based: `row` 0 is the bottom rank, `col` 0 the left file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square {
    /// The rank, 0 at the bottom.
    pub row: u32,
    /// The file, 0 on the left.
    pub col: u32,
}

impl Square {
    /// The square on `row` and `col` (0-based).
    pub const fn new(row: u32, col: u32) -> Self {
        Square { row, col }
    }

    /// Index of the "/" diagonal (row − col is constant along it), shifted to be ≥ 0.
    pub const fn diagonal(self, n: u32) -> u32 {
        self.row + n - 1 - self.col
    }

    /// Index of the "\" anti-diagonal (row + col is constant along it).
    pub const fn anti_diagonal(self) -> u32 {
        self.row + self.col
    }

    /// Whether a queen on `self` attacks a queen on `other` (a square does not attack itself).
    pub const fn attacks(self, other: Square) -> bool {
        if self.row == other.row && self.col == other.col {
            return false;
        }
        self.row == other.row
            || self.col == other.col
            || self.row.abs_diff(other.row) == self.col.abs_diff(other.col)
    }
}

/// The file letter(s) of column `col`: a..z, then aa, ab, … as spreadsheets do.
pub fn file_name(col: u32) -> String {
    let mut name = Vec::new();
    let mut c = col as u64 + 1;
    while c > 0 {
        c -= 1;
        name.push(b'a' + (c % 26) as u8);
        c /= 26;
    }
    name.reverse();
    String::from_utf8(name).unwrap_or_default()
}

impl fmt::Display for Square {
    /// Algebraic name: `d5` is `Square { row: 4, col: 3 }`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", file_name(self.col), self.row + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_chess_and_spreadsheets() {
        assert_eq!(Square::new(4, 3).to_string(), "d5");
        assert_eq!(Square::new(0, 0).to_string(), "a1");
        assert_eq!(file_name(25), "z");
        assert_eq!(file_name(26), "aa");
        assert_eq!(file_name(27), "ab");
    }

    #[test]
    fn attacks_along_lines_and_diagonals() {
        let d4 = Square::new(3, 3);
        assert!(d4.attacks(Square::new(3, 7)));
        assert!(d4.attacks(Square::new(0, 3)));
        assert!(d4.attacks(Square::new(0, 0)));
        assert!(d4.attacks(Square::new(6, 0)));
        assert!(!d4.attacks(Square::new(4, 5)));
        assert!(!d4.attacks(d4));
    }
}
