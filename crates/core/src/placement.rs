//! A partial placement: at most one queen per column, on boards up to 64×64.
//!
//! It is a small `Copy` value (65 bytes), so step machines, undo stacks and animation
//! checkpoints can keep as many as they like without allocating. Searches stop at 32
//! (their bitmasks); 64 is for drawing, local search and first solutions.

use crate::error::{check_size, Error};
use crate::{Square, MAX_BOARD_N};
use std::fmt;

/// Column → optional row, for an n×n board with 1 ≤ n ≤ 64.
///
/// Printed, it is a picture of the board, the top rank first:
///
/// ```
/// use nqueens_core::Placement;
/// // Queens on a1 and b3 of a 4×4 board; files c and d are empty.
/// let p = Placement::parse("1300", 4)?;
/// assert_eq!(p.to_string(), "\
/// ....
/// .Q..
/// ....
/// Q...
/// ");
/// assert_eq!((p.len(), p.attacks().len()), (2, 0));
/// # Ok::<(), nqueens_core::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "Vec<Option<u32>>", try_from = "Vec<Option<u32>>")
)]
pub struct Placement {
    n: u8,
    /// `rows[col]` is `row + 1`, or 0 for an empty column.
    rows: [u8; MAX_BOARD_N],
}

/// What a click on a square did ([`Placement::toggle`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Toggled {
    /// A queen was put on an empty file.
    Placed,
    /// The file's queen was moved here from `from`.
    Moved {
        /// Where the queen stood.
        from: Square,
    },
    /// The queen on the square was taken away.
    Removed,
}

/// What a square shows on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SquareState {
    /// No queen, and no queen attacks it.
    Empty,
    /// A queen no other queen attacks.
    Queen,
    /// An empty square some queen attacks.
    Attacked,
    /// A queen another queen attacks.
    Conflict,
}

impl SquareState {
    /// The word used in `data-state` attributes.
    pub const fn as_str(self) -> &'static str {
        match self {
            SquareState::Empty => "empty",
            SquareState::Queen => "queen",
            SquareState::Attacked => "attacked",
            SquareState::Conflict => "conflict",
        }
    }
}

/// Two queens that attack each other, in column order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Attack {
    /// The queen in the lower column.
    pub from: Square,
    /// The queen it attacks.
    pub to: Square,
}

impl Placement {
    /// An empty board. Fails for n outside 1..=64.
    pub fn empty(n: usize) -> Result<Self, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        Ok(Placement {
            n: n as u8,
            rows: [0; MAX_BOARD_N],
        })
    }

    /// Builds a placement from `rows[col]` = optional 0-based row.
    pub fn from_rows(rows: &[Option<u32>]) -> Result<Self, Error> {
        let mut p = Placement::empty(rows.len())?;
        for (col, row) in rows.iter().enumerate() {
            if let Some(r) = *row {
                if r as usize >= rows.len() {
                    return Err(Error::RowOffBoard {
                        row: r as usize + 1,
                        n: rows.len(),
                    });
                }
                p.rows[col] = r as u8 + 1;
            }
        }
        Ok(p)
    }

    /// Reads the digit form (`15863724`, `0` = empty column) for n ≤ 9, or the comma
    /// form (`1,5,8,…`, empty or `0` = empty column) for any n; `n` is the board size.
    pub fn parse(text: &str, n: usize) -> Result<Self, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        let text = text.trim();
        let cells: Vec<&str> = if text.contains(',') || text.contains(' ') {
            text.split([',', ' ']).map(str::trim).collect()
        } else if text.is_empty() {
            Vec::new()
        } else {
            text.split("").filter(|s| !s.is_empty()).collect()
        };
        if cells.len() > n {
            return Err(Error::TooManyColumns {
                given: cells.len(),
                n,
            });
        }
        let mut rows = vec![None; n];
        for (col, cell) in cells.iter().enumerate() {
            if cell.is_empty() {
                continue;
            }
            let value: usize = cell.parse().map_err(|_| Error::NotARow {
                cell: cell.to_string(),
            })?;
            if value > n {
                return Err(Error::RowOffBoard { row: value, n });
            }
            if value > 0 {
                rows[col] = Some(value as u32 - 1);
            }
        }
        Placement::from_rows(&rows)
    }

    /// Reads a full-length placement whose length is the board size: a digit string
    /// (`15863724`), or numbers separated by spaces, commas, tabs or newlines
    /// (`0` for an empty column) — what people paste or pipe in.
    pub fn parse_any(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        let cells: Vec<&str> = if text.contains([',', ' ', '\n', '\t']) {
            text.split([',', ' ', '\n', '\t', '\r'])
                .filter(|s| !s.is_empty())
                .collect()
        } else {
            text.split("").filter(|s| !s.is_empty()).collect()
        };
        if cells.is_empty() {
            return Err(Error::Empty);
        }
        Placement::parse(&cells.join(","), cells.len())
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// The 0-based row of the queen in `col`, if any.
    pub fn row(&self, col: usize) -> Option<u32> {
        match self.rows.get(col).copied().unwrap_or(0) {
            0 => None,
            r => Some(r as u32 - 1),
        }
    }

    /// `rows[col]` for every column.
    pub fn rows(&self) -> impl Iterator<Item = Option<u32>> + '_ {
        (0..self.n()).map(|c| self.row(c))
    }

    /// The queens, in column order.
    pub fn queens(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.n()).filter_map(|c| self.row(c).map(|r| Square::new(r, c as u32)))
    }

    /// Queens on the board.
    pub fn len(&self) -> usize {
        self.rows[..self.n()].iter().filter(|&&r| r != 0).count()
    }

    /// No queen on the board.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A queen stands on `sq`.
    pub fn has_queen(&self, sq: Square) -> bool {
        self.row(sq.col as usize) == Some(sq.row)
    }

    /// What a click on `sq` does: takes its queen away, or puts one there. A file holds
    /// one queen (two in a file attack each other, and every algorithm here places one
    /// per file), so a click in a file that has a queen elsewhere moves that queen, and
    /// says so.
    pub fn toggle(&mut self, sq: Square) -> Toggled {
        if self.has_queen(sq) {
            self.clear_column(sq.col as usize);
            return Toggled::Removed;
        }
        let before = self.row(sq.col as usize);
        self.place(sq);
        match before {
            Some(row) => Toggled::Moved {
                from: Square::new(row, sq.col),
            },
            None => Toggled::Placed,
        }
    }

    /// Puts a queen on `sq`, replacing any queen already in its column.
    pub fn place(&mut self, sq: Square) {
        if (sq.col as usize) < self.n() && (sq.row as usize) < self.n() {
            self.rows[sq.col as usize] = sq.row as u8 + 1;
        }
    }

    /// Empties column `col`.
    pub fn clear_column(&mut self, col: usize) {
        if col < self.n() {
            self.rows[col] = 0;
        }
    }

    /// Every pair of queens that attack each other (rows or diagonals; columns cannot clash).
    pub fn attacks(&self) -> Vec<Attack> {
        let queens: Vec<Square> = self.queens().collect();
        let mut out = Vec::new();
        for (i, &a) in queens.iter().enumerate() {
            for &b in &queens[i + 1..] {
                if a.attacks(b) {
                    out.push(Attack { from: a, to: b });
                }
            }
        }
        out
    }

    /// Whether some queen attacks `sq` (a queen standing on `sq` itself does not count).
    pub fn is_attacked(&self, sq: Square) -> bool {
        self.queens().any(|q| q.attacks(sq))
    }

    /// The queens that attack `sq`.
    pub fn attackers(&self, sq: Square) -> Vec<Square> {
        self.queens().filter(|q| q.attacks(sq)).collect()
    }

    /// The state of every square, indexed `row * n + col`, in O(n²): each line's
    /// queens are counted once, then every square looks up its four lines.
    pub fn square_states(&self) -> Vec<SquareState> {
        let n = self.n();
        let (mut rows, mut cols) = (vec![0u32; n], vec![0u32; n]);
        let (mut diag, mut anti) = (vec![0u32; 2 * n], vec![0u32; 2 * n]);
        for q in self.queens() {
            rows[q.row as usize] += 1;
            cols[q.col as usize] += 1;
            diag[q.diagonal(n as u32) as usize] += 1;
            anti[q.anti_diagonal() as usize] += 1;
        }
        let mut out = Vec::with_capacity(n * n);
        for row in 0..n as u32 {
            for col in 0..n as u32 {
                let sq = Square::new(row, col);
                let lines = [
                    rows[row as usize],
                    cols[col as usize],
                    diag[sq.diagonal(n as u32) as usize],
                    anti[sq.anti_diagonal() as usize],
                ];
                out.push(if self.has_queen(sq) {
                    if lines.iter().any(|&c| c > 1) {
                        SquareState::Conflict
                    } else {
                        SquareState::Queen
                    }
                } else if lines.iter().any(|&c| c > 0) {
                    SquareState::Attacked
                } else {
                    SquareState::Empty
                });
            }
        }
        out
    }

    /// All n queens placed and none attacks another.
    pub fn is_solution(&self) -> bool {
        self.len() == self.n() && self.attacks().is_empty()
    }

    /// The digit form for n ≤ 9 (`0` for an empty column), the comma form above.
    pub fn to_code(&self) -> String {
        let cells: Vec<u32> = self.rows().map(|r| r.map_or(0, |r| r + 1)).collect();
        code(&cells)
    }
}

/// The text of a placement's columns, each its 1-based row or 0 when empty: digits up
/// to 9 columns, commas above (boards of any width, as the CLI prints them).
pub fn code(cells: &[u32]) -> String {
    let cells: Vec<String> = cells.iter().map(u32::to_string).collect();
    if cells.len() <= 9 {
        cells.concat()
    } else {
        cells.join(",")
    }
}

impl fmt::Debug for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Placement({})", self.to_code())
    }
}

impl fmt::Display for Placement {
    /// Draws the board, top rank first: `Q` a queen, `.` an empty square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in (0..self.n() as u32).rev() {
            let line: String = (0..self.n())
                .map(|c| if self.row(c) == Some(row) { 'Q' } else { '.' })
                .collect();
            writeln!(f, "{line}")?;
        }
        Ok(())
    }
}

/// A placement travels as its rows (`None` for an empty column), validated on arrival.
impl From<Placement> for Vec<Option<u32>> {
    fn from(p: Placement) -> Self {
        p.rows().collect()
    }
}

impl TryFrom<Vec<Option<u32>>> for Placement {
    type Error = Error;

    fn try_from(rows: Vec<Option<u32>>) -> Result<Self, Error> {
        Placement::from_rows(&rows)
    }
}

#[cfg(test)]
mod tests;
