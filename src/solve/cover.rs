//! Dancing links' cover matrix at the step shown, small enough to read (n ≤ 8): the
//! columns are the board's lines (each rank and file exactly once, each diagonal at
//! most once), the rows are the squares chosen so far, in the order chosen; a cell is
//! marked where a square covers a line. There is no row for a square on trial: dancing
//! links picks only among the rows the matrix has left, so it never tries a square
//! that it then refuses (its events are placements and removals).

pub use nqueens_core::model::Line;
use nqueens_core::Square;

/// Boards up to this size get their matrix drawn (8 × 8: 46 columns).
pub const MAX_COVER_N: usize = 8;

/// Primary lines (ranks and files) must be covered exactly once; the diagonals at most
/// once.
pub fn is_primary(line: Line) -> bool {
    matches!(line, Line::Row(_) | Line::Column(_))
}

/// The matrix as the page draws it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Cover {
    /// Every line of the board, one column of the matrix each: ranks, files, then both
    /// kinds of diagonal (the paper's model's lines, the corners' one-square diagonals
    /// included).
    pub lines: Vec<Line>,
    /// The squares chosen, in order.
    pub rows: Vec<Square>,
}

impl Cover {
    /// The matrix of an n × n board with `chosen` squares.
    pub fn new(n: usize, chosen: &[Square]) -> Cover {
        let reach = n as isize - 1;
        let lines = (1..=n)
            .map(Line::Row)
            .chain((1..=n).map(Line::Column))
            .chain((2..=2 * n).map(Line::AntiDiagonal))
            .chain((-reach..=reach).map(Line::Diagonal))
            .collect();
        Cover {
            lines,
            rows: chosen.to_vec(),
        }
    }

    /// Whether a chosen square covers `line`.
    pub fn is_covered(&self, line: Line) -> bool {
        self.rows.iter().any(|&sq| line.contains(sq))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_by_eight_has_46_lines_and_a_solution_covers_every_primary_one_once() {
        let solution = [0, 4, 7, 5, 2, 6, 1, 3]; // 1 5 8 6 3 7 2 4
        let chosen: Vec<Square> = solution
            .iter()
            .enumerate()
            .map(|(c, &r)| Square::new(r, c as u32))
            .collect();
        let cover = Cover::new(8, &chosen);
        assert_eq!(cover.lines.len(), 8 + 8 + 15 + 15);
        for line in &cover.lines {
            let hits = chosen.iter().filter(|&&sq| line.contains(sq)).count();
            if is_primary(*line) {
                assert_eq!(hits, 1, "{line:?}");
            } else {
                assert!(hits <= 1, "{line:?}");
            }
        }
    }

    #[test]
    fn a_chosen_square_covers_its_four_lines_and_no_other() {
        let a1 = Square::new(0, 0);
        let cover = Cover::new(4, &[a1]);
        assert_eq!(cover.rows, vec![a1]);
        assert!(cover.is_covered(Line::Row(1)) && cover.is_covered(Line::Column(1)));
        assert!(cover.is_covered(Line::AntiDiagonal(2)) && cover.is_covered(Line::Diagonal(0)));
        assert!(!cover.is_covered(Line::Row(3)) && !cover.is_covered(Line::Column(2)));
    }
}
