//! Pólya's toroidal board: rows, columns and both diagonals wrap around, so every
//! diagonal has n squares. Solutions exist exactly when gcd(n, 6) = 1.

use super::{count_found, each_by_rows, first_by_rows, Visit};
use crate::error::{check_size, Error};
use crate::Square;
use std::ops::ControlFlow;

/// Largest toroidal board counted (n = 17 takes about a sixth of a second).
pub const MAX_TORUS_N: usize = 17;

/// The number of ways to place n non-attacking queens on the n×n torus: n times those
/// with the first row's queen in the first column, since shifting a solution along the
/// rows is a solution (every line wraps around).
pub fn count_toroidal(n: usize) -> Result<u64, Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    let first = after(n, [0; 3], 1);
    Ok(n as u64 * count_found(|visit| search(n, first, &mut vec![0], visit)))
}

/// One toroidal solution: the column of the queen in each row, 0-based (the first the
/// search meets), or `None` when gcd(n, 6) > 1.
pub fn first_toroidal(n: usize) -> Result<Option<Vec<u32>>, Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    Ok(first_by_rows(n, [0; 3], search))
}

/// Calls `visit` with every toroidal solution (the column of the queen in each row).
pub(super) fn each_toroidal(n: usize, visit: Visit<'_, u32>) -> Result<(), Error> {
    check_size(n, 1, MAX_TORUS_N)?;
    each_by_rows(n, [0; 3], search, visit);
    Ok(())
}

/// The rows after those in `path` (the queens' columns so far), given the columns
/// taken and the columns of this row that the queens above attack along the two
/// diagonals. Moving down a row, a "\" diagonal moves one column right and a "/" one
/// left, wrapping around: the masks rotate. `visit` sees each solution and may stop.
fn search(
    n: usize,
    [cols, right, left]: [u32; 3],
    path: &mut Vec<u32>,
    visit: Visit<'_, u32>,
) -> ControlFlow<()> {
    if path.len() == n {
        return visit(path);
    }
    let all = (1u32 << n) - 1;
    let mut free = all & !(cols | right | left);
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        path.push(bit.trailing_zeros());
        search(n, after(n, [cols, right, left], bit), path, visit)?;
        path.pop();
    }
    ControlFlow::Continue(())
}

/// The masks of the next row after a queen on `bit`: its column taken, and the
/// diagonals moved one column on, wrapping around.
fn after(n: usize, [cols, right, left]: [u32; 3], bit: u32) -> [u32; 3] {
    let all = (1u32 << n) - 1;
    let rotate_right = |m: u32| ((m << 1) | (m >> (n - 1))) & all;
    let rotate_left = |m: u32| ((m >> 1) | (m << (n - 1))) & all;
    [
        cols | bit,
        rotate_right(right | bit),
        rotate_left(left | bit),
    ]
}

/// A stretch of a torus line as the flat board shows it, from square `from` to square
/// `to` (both on the line), one `step` (rows, columns) at a time. The line came in over
/// the opposite edge before `from` (`enters`) and runs on over the edge after `to`
/// (`leaves`): drawn, that is the wrap that makes the torus what it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stretch {
    /// The first square of the stretch.
    pub from: Square,
    /// The last.
    pub to: Square,
    /// The direction, in rows and columns (each -1, 0 or 1).
    pub step: (i32, i32),
    /// Whether the line wrapped in before `from`.
    pub enters: bool,
    /// Whether the line wraps out after `to`.
    pub leaves: bool,
}

/// The line along which queens on `a` and `b` attack each other on the n×n torus, as
/// the stretches it makes on the flat board: one when it stays inside, two or more when
/// it wraps round the edge. A rank or a file is taken straight; a diagonal goes the
/// shorter way round. `None` when they do not attack each other (or `a` is `b`).
pub fn torus_line(n: u32, a: Square, b: Square) -> Option<Vec<Stretch>> {
    let m = i64::from(n);
    let (dr, dc) = (
        i64::from(b.row) - i64::from(a.row),
        i64::from(b.col) - i64::from(a.col),
    );
    let (step, steps) = match (dr, dc) {
        (0, 0) => return None,
        (0, dc) => ((0, dc.signum()), dc.abs()),
        (dr, 0) => ((dr.signum(), 0), dr.abs()),
        _ => [(1, 1), (-1, -1), (1, -1), (-1, 1)]
            .into_iter()
            .filter(|&(sr, sc)| (dr * sc - dc * sr).rem_euclid(m) == 0)
            .map(|(sr, sc)| ((sr, sc), (dr * sr).rem_euclid(m)))
            .filter(|&(_, k)| k > 0)
            .min_by_key(|&(_, k)| k)?,
    };
    let mut stretches = Vec::new();
    let (mut start, mut cur, mut entered) = (a, a, false);
    for _ in 0..steps {
        let (r, c) = (i64::from(cur.row) + step.0, i64::from(cur.col) + step.1);
        let next = Square::new(r.rem_euclid(m) as u32, c.rem_euclid(m) as u32);
        if !(0..m).contains(&r) || !(0..m).contains(&c) {
            stretches.push(Stretch {
                from: start,
                to: cur,
                step: (step.0 as i32, step.1 as i32),
                enters: entered,
                leaves: true,
            });
            (start, entered) = (next, true);
        }
        cur = next;
    }
    stretches.push(Stretch {
        from: start,
        to: b,
        step: (step.0 as i32, step.1 as i32),
        enters: entered,
        leaves: false,
    });
    Some(stretches)
}

/// Every pair of queens on `squares` that attack each other on the n×n torus, each
/// with its line ([`torus_line`]), in the order the squares are given.
pub fn torus_attacks(n: u32, squares: &[Square]) -> Vec<(Square, Square, Vec<Stretch>)> {
    squares
        .iter()
        .enumerate()
        .flat_map(|(i, &a)| squares[i + 1..].iter().map(move |&b| (a, b)))
        .filter_map(|(a, b)| torus_line(n, a, b).map(|line| (a, b, line)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::{Cell, Variant};

    fn sq(row: u32, col: u32) -> Square {
        Square::new(row, col)
    }

    #[test]
    fn a_diagonal_inside_the_board_is_one_stretch() {
        let line = torus_line(5, sq(0, 0), sq(2, 2)).unwrap();
        assert_eq!(
            line,
            vec![Stretch {
                from: sq(0, 0),
                to: sq(2, 2),
                step: (1, 1),
                enters: false,
                leaves: false
            }]
        );
    }

    #[test]
    fn a_diagonal_wraps_round_the_edge_the_shorter_way() {
        // a1 and e2 on the 5×5 torus: one step up and to the left, over the left edge.
        let line = torus_line(5, sq(0, 0), sq(1, 4)).unwrap();
        assert_eq!(
            line,
            vec![
                Stretch {
                    from: sq(0, 0),
                    to: sq(0, 0),
                    step: (1, -1),
                    enters: false,
                    leaves: true
                },
                Stretch {
                    from: sq(1, 4),
                    to: sq(1, 4),
                    step: (1, -1),
                    enters: true,
                    leaves: false
                },
            ]
        );
        assert_eq!(
            torus_line(5, sq(0, 0), sq(1, 2)),
            None,
            "a knight's move is no attack"
        );
        assert_eq!(torus_line(5, sq(3, 3), sq(3, 3)), None);
    }

    #[test]
    fn a_line_exists_exactly_when_the_rules_say_the_queens_attack() {
        let n = 7u32;
        let torus = Variant::Torus.solve(n as usize).unwrap();
        let all: Vec<Square> = (0..n).flat_map(|r| (0..n).map(move |c| sq(r, c))).collect();
        for &a in &all {
            for &b in &all {
                let line = torus_line(n, a, b);
                let cell = |s: Square| Cell {
                    layer: 0,
                    row: s.row,
                    col: s.col,
                };
                assert_eq!(
                    line.is_some(),
                    a != b && torus.attacks(&cell(a), &cell(b), None),
                    "{a} {b}"
                );
                let Some(line) = line else { continue };
                assert_eq!((line[0].from, line[line.len() - 1].to), (a, b));
                // Every stretch but the last leaves, every one but the first enters.
                for (i, s) in line.iter().enumerate() {
                    assert_eq!((s.enters, s.leaves), (i > 0, i + 1 < line.len()), "{a} {b}");
                }
                assert!(
                    line.len() <= 3,
                    "a shortest way round crosses at most two edges: {a} {b}"
                );
            }
        }
    }

    #[test]
    fn a_solution_has_no_attacking_pair_and_a_clash_has_its_line() {
        let solution: Vec<Square> = first_toroidal(5)
            .unwrap()
            .unwrap()
            .iter()
            .enumerate()
            .map(|(r, &c)| sq(r as u32, c))
            .collect();
        assert!(torus_attacks(5, &solution).is_empty());
        let pairs = torus_attacks(5, &[sq(0, 0), sq(2, 1), sq(1, 4)]);
        assert_eq!(pairs.len(), 1);
        assert_eq!(
            (pairs[0].0, pairs[0].1, pairs[0].2.len()),
            (sq(0, 0), sq(1, 4), 2)
        );
    }

    #[test]
    fn the_published_toroidal_counts() {
        for (n, count) in [(1, 1), (5, 10), (7, 28), (11, 88), (13, 4_524)] {
            assert_eq!(count_toroidal(n).unwrap(), count, "n = {n}");
        }
    }

    #[test]
    fn solutions_exist_exactly_when_n_is_prime_to_6() {
        for n in 2..=13usize {
            let coprime = n % 2 != 0 && n % 3 != 0;
            assert_eq!(count_toroidal(n).unwrap() > 0, coprime, "n = {n}");
        }
    }
}
