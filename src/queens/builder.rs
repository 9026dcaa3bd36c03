//! The builder's grid while it is painted: any n from 5 to 16, any region on any cell,
//! valid or not. It becomes a [`Layout`] only when it is one (n regions, each in one
//! piece), and says why not otherwise; the page counts a valid one in the worker.

use nqueens_core::queens::{Cell, Layout, QueensError};

/// The smallest size the builder paints (a 4×4 has too few layouts to be a puzzle).
pub const MIN_BUILD_N: usize = 5;
/// The largest.
pub const MAX_BUILD_N: usize = nqueens_core::queens::MAX_N;
/// Answers the builder counts before it says "more than".
pub const COUNT_CAP: u64 = 1_000;

/// A grid being painted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Builder {
    n: usize,
    regions: Vec<u8>,
}

impl Builder {
    /// An n×n grid cut into its rows: a valid start with many answers, which the first
    /// strokes of paint cut down.
    pub fn rows(n: usize) -> Builder {
        let n = n.clamp(MIN_BUILD_N, MAX_BUILD_N);
        Builder {
            n,
            regions: (0..n * n).map(|i| (i / n) as u8).collect(),
        }
    }

    /// The grid of a layout.
    pub fn of(layout: &Layout) -> Builder {
        Builder {
            n: layout.n(),
            regions: layout.regions().to_vec(),
        }
    }

    /// The size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The region painted on `cell`.
    pub fn region(&self, cell: Cell) -> usize {
        let (row, col) = (usize::from(cell.row), usize::from(cell.col));
        if row < self.n && col < self.n {
            usize::from(self.regions[row * self.n + col])
        } else {
            0
        }
    }

    /// Paints `cell` with `region` (below n); false when nothing changed.
    pub fn paint(&mut self, cell: Cell, region: usize) -> bool {
        let (row, col) = (usize::from(cell.row), usize::from(cell.col));
        if row >= self.n || col >= self.n || region >= self.n {
            return false;
        }
        let slot = &mut self.regions[row * self.n + col];
        let changed = usize::from(*slot) != region;
        *slot = region as u8;
        changed
    }

    /// The layout painted, or why it is not one yet.
    pub fn layout(&self) -> Result<Layout, QueensError> {
        Layout::new(self.n, self.regions.clone())
    }

    /// As text, a letter a region, a line a row: what the paste box shows.
    pub fn text(&self) -> String {
        self.regions
            .chunks(self.n)
            .map(|row| {
                row.iter()
                    .map(|&r| nqueens_core::queens::letter(usize::from(r)))
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{count, generate, Level};

    #[test]
    fn the_rows_start_is_a_layout_with_many_answers() {
        let start = Builder::rows(8);
        let layout = start.layout().expect("rows are a layout");
        let found = count(&layout, COUNT_CAP);
        assert_eq!((found.solutions, found.complete), (COUNT_CAP, false));
    }

    #[test]
    fn painting_a_cell_into_another_region_can_split_one_and_says_so() {
        let mut b = Builder::rows(6);
        assert!(b.paint(Cell::new(2, 3), 1), "row 3's middle joins region B");
        assert!(matches!(
            b.layout(),
            Err(QueensError::SplitRegion { region: 'C' })
        ));
        assert!(
            !b.paint(Cell::new(2, 3), 1),
            "painting it again changes nothing"
        );
        assert!(!b.paint(Cell::new(9, 0), 0) && !b.paint(Cell::new(0, 0), 6));
    }

    #[test]
    fn a_layout_and_its_text_make_the_same_grid() {
        let layout = generate(9, 4, Level::Hard).expect("a level").layout;
        let b = Builder::of(&layout);
        assert_eq!(b.layout().as_ref(), Ok(&layout));
        assert_eq!(Layout::parse(&b.text()).as_ref(), Ok(&layout));
    }

    #[test]
    fn one_stroke_of_paint_turns_a_unique_layout_into_one_with_two_answers() {
        let mut b = Builder::of(&Layout::parse(UNIQUE).expect("a layout"));
        let unique = b.layout().expect("a layout");
        assert_eq!(count(&unique, COUNT_CAP).solutions, 1);
        assert!(b.paint(Cell::new(3, 2), 4), "row 4, column 3 into region E");
        let found = count(&b.layout().expect("still a layout"), COUNT_CAP);
        assert_eq!((found.solutions, found.complete), (2, true));
        assert_eq!(found.answers.len(), 2);
    }

    /// A 6×6 layout with one answer, that painting row 4, column 3 into region E gives
    /// a second (the builder's end-to-end spec paints it).
    const UNIQUE: &str = "AABBBC\nABBDDC\nABBDDC\nABBEDD\nAAEEEF\nAAEFFF";
}
