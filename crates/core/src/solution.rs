//! A validated full placement on a board of up to 32×32.

use crate::error::Error;
use crate::symmetry::Symmetry;
use crate::{Placement, MAX_SEARCH_N};
use std::fmt;

/// n queens, one per column and row, none attacking another. `Ord` is the
/// lexicographic order of the digit form, the order every listing uses.
///
/// ```
/// use nqueens_core::{Placement, Solution};
/// // The only solution of 4×4 up to symmetry: b1, d2, a3, c4.
/// let s = Solution::try_from(Placement::parse("2413", 4)?)?;
/// assert_eq!(s.to_string(), "\
/// .Q..
/// ...Q
/// Q...
/// ..Q.
/// ");
/// // A placement with two queens on one diagonal is refused.
/// assert!(Solution::try_from(Placement::parse("1234", 4)?).is_err());
/// # Ok::<(), nqueens_core::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "Vec<u32>", try_from = "Vec<u32>")
)]
pub struct Solution {
    n: u8,
    /// 0-based row of the queen in each column; entries past `n` are 0.
    rows: [u8; MAX_SEARCH_N],
}

impl Solution {
    /// Validates `rows[col]` (0-based) as a solution.
    pub fn new(rows: &[u32]) -> Result<Self, Error> {
        let placement = Placement::from_rows(&rows.iter().map(|&r| Some(r)).collect::<Vec<_>>())?;
        Solution::try_from(placement)
    }

    /// Builds without checking; the caller (a search) guarantees validity.
    pub(crate) fn from_rows_unchecked(rows: &[u32]) -> Self {
        let mut s = Solution {
            n: rows.len() as u8,
            rows: [0; MAX_SEARCH_N],
        };
        for (c, &r) in rows.iter().enumerate().take(MAX_SEARCH_N) {
            s.rows[c] = r as u8;
        }
        s
    }

    /// Reads the digit or comma form and checks it is a solution.
    pub fn parse(text: &str, n: usize) -> Result<Self, Error> {
        Solution::try_from(Placement::parse(text, n)?)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// The 0-based rows of the queens in column order.
    pub fn rows(&self) -> &[u8] {
        &self.rows[..self.n()]
    }

    /// The 0-based row of the queen in `col`.
    pub fn row(&self, col: usize) -> u32 {
        self.rows[col] as u32
    }

    /// The digit form for n ≤ 9, the comma form above (1-based rows).
    pub fn to_code(&self) -> String {
        Placement::from(*self).to_code()
    }

    /// This solution seen through `g`.
    pub fn transform(&self, g: Symmetry) -> Solution {
        let mut out = [0u32; MAX_SEARCH_N];
        for (c, &r) in self.rows().iter().enumerate() {
            let sq = g.apply(crate::Square::new(r as u32, c as u32), self.n as u32);
            out[sq.col as usize] = sq.row;
        }
        Solution::from_rows_unchecked(&out[..self.n()])
    }

    /// The members of the symmetry class, one per distinct image, sorted.
    pub fn orbit(&self) -> Vec<Solution> {
        let mut all: Vec<Solution> = Symmetry::ALL.iter().map(|&g| self.transform(g)).collect();
        all.sort();
        all.dedup();
        all
    }

    /// The lexicographically smallest member of the class: its name in every listing.
    ///
    /// ```
    /// use nqueens_core::{Placement, Solution, Symmetry};
    /// // The last of the 92 is the first one reflected in the horizontal axis.
    /// let last = Solution::try_from(Placement::parse("84136275", 8)?)?;
    /// assert_eq!(last.canonical().to_code(), "15863724");
    /// assert_eq!(last.from_canonical(), Symmetry::ReflectHorizontal);
    /// assert_eq!(last.orbit_size(), 8);
    /// # Ok::<(), nqueens_core::Error>(())
    /// ```
    pub fn canonical(&self) -> Solution {
        Symmetry::ALL
            .iter()
            .map(|&g| self.transform(g))
            .min()
            .unwrap_or(*self)
    }

    /// The symmetry that turns the canonical member into this solution.
    pub fn from_canonical(&self) -> Symmetry {
        let canonical = self.canonical();
        Symmetry::ALL
            .into_iter()
            .find(|&g| canonical.transform(g) == *self)
            .unwrap_or(Symmetry::Identity)
    }

    /// The symmetries that leave this solution unchanged (always the identity).
    pub fn stabilizer(&self) -> Vec<Symmetry> {
        Symmetry::ALL
            .into_iter()
            .filter(|&g| self.transform(g) == *self)
            .collect()
    }

    /// 8, 4, 2 or 1: the number of distinct solutions in the class.
    pub fn orbit_size(&self) -> usize {
        8 / self.stabilizer().len()
    }
}

impl TryFrom<Placement> for Solution {
    type Error = Error;

    fn try_from(p: Placement) -> Result<Self, Error> {
        crate::error::check_size(p.n(), 1, MAX_SEARCH_N)?;
        if p.len() != p.n() {
            return Err(Error::Incomplete {
                placed: p.len(),
                n: p.n(),
            });
        }
        if let Some(a) = p.attacks().first() {
            return Err(Error::Attack {
                from: a.from,
                to: a.to,
            });
        }
        let rows: Vec<u32> = p.rows().map(|r| r.unwrap_or(0)).collect();
        Ok(Solution::from_rows_unchecked(&rows))
    }
}

impl From<Solution> for Placement {
    fn from(s: Solution) -> Placement {
        let rows: Vec<Option<u32>> = s.rows().iter().map(|&r| Some(r as u32)).collect();
        // A solution's rows are always on the board, so this cannot fail.
        Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("solution rows fit the board"))
    }
}

impl fmt::Debug for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Solution({})", self.to_code())
    }
}

impl fmt::Display for Solution {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&Placement::from(*self), f)
    }
}

/// A solution travels as its rows, and is checked again on arrival.
impl From<Solution> for Vec<u32> {
    fn from(s: Solution) -> Self {
        s.rows().iter().map(|&r| u32::from(r)).collect()
    }
}

impl TryFrom<Vec<u32>> for Solution {
    type Error = Error;

    fn try_from(rows: Vec<u32>) -> Result<Self, Error> {
        Solution::new(&rows)
    }
}
