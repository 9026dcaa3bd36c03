//! The most pieces of one kind that fit on the n×n board with none attacked, and in how
//! many ways. Three methods, each for the structure of its pieces:
//! - kings and knights reach one or two rows, so a dynamic program runs row by row with
//!   the last rows' squares as its state;
//! - rooks hold at most one per row and per column: the same program row by row, with
//!   the columns taken as its state;
//! - queens and superqueens hold at most one per row: a full placement, when one exists,
//!   is counted by the fast counters; otherwise (small boards) a search places or skips
//!   each row;
//! - bishops hold at most one per "/" diagonal: the same dynamic program run diagonal by
//!   diagonal, with the "\" diagonals taken as its state.
//!
//! Each state keeps the best count so far and its number of ways, so the program never
//! lists placements.

use super::{count_superqueens_with, Optimum, Piece, Progress};
use crate::error::{check_size, Error};
use std::collections::HashMap;

/// The largest board each piece is solved for.
pub fn max_size(piece: Piece) -> usize {
    match piece {
        Piece::Knight => 8,
        Piece::Bishop | Piece::Queen | Piece::Superqueen => 10,
        Piece::Rook | Piece::King => 12,
    }
}

/// The most non-attacking `piece`s on the n×n board, and the placements that hold them.
pub fn most(n: usize, piece: Piece) -> Result<Optimum, Error> {
    most_with(n, piece, &mut |_, _| {})
}

/// [`most`], reporting its progress where it takes long enough to show (bishops
/// diagonal by diagonal, superqueens column by column of the first row).
pub fn most_with(n: usize, piece: Piece, progress: Progress<'_>) -> Result<Optimum, Error> {
    check_size(n, 1, max_size(piece))?;
    Ok(match piece {
        Piece::King => by_rows(n, 1, |m, p1, _| {
            m & (m << 1) == 0 && m & (p1 | p1 << 1 | p1 >> 1) == 0
        }),
        Piece::Knight => by_rows(n, 2, |m, p1, p2| {
            m & (p1 << 2 | p1 >> 2) == 0 && m & (p2 << 1 | p2 >> 1) == 0
        }),
        Piece::Rook => by_columns_taken(n),
        Piece::Queen => match crate::count::count(n)?.total {
            0 => one_per_row(n, piece),
            ways => Optimum {
                pieces: n as u32,
                ways,
            },
        },
        Piece::Superqueen => match count_superqueens_with(n, progress)? {
            0 => one_per_row(n, piece),
            ways => Optimum {
                pieces: n as u32,
                ways,
            },
        },
        Piece::Bishop => by_diagonals(n, progress),
    })
}

/// Row by row for pieces that reach `reach` rows (1 or 2): the state is the last rows'
/// masks, and `fits(row, previous, the one before)` says whether a row may follow them.
fn by_rows(n: usize, reach: usize, fits: impl Fn(u32, u32, u32) -> bool) -> Optimum {
    let rows = 1usize << n;
    let full = (rows - 1) as u32;
    let mut best: Vec<Option<Optimum>> = vec![None; 1 << (n * reach)];
    best[0] = Some(Optimum { pieces: 0, ways: 1 });
    for _ in 0..n {
        let mut next: Vec<Option<Optimum>> = vec![None; best.len()];
        for (state, found) in best.iter().enumerate() {
            let Some(found) = *found else { continue };
            let p1 = state as u32 & full;
            let p2 = (state >> n) as u32;
            for m in 0..=full {
                if !fits(m, p1, p2) {
                    continue;
                }
                let to = if reach == 1 {
                    m as usize
                } else {
                    (m | p1 << n) as usize
                };
                let reached = found.plus(m.count_ones());
                next[to] = Some(next[to].map_or(reached, |o| o.or_more(reached)));
            }
        }
        best = next;
    }
    best.into_iter()
        .flatten()
        .fold(Optimum::default(), Optimum::or_more)
}

/// Rooks, row by row: each row holds none or one, in a column not taken yet.
fn by_columns_taken(n: usize) -> Optimum {
    let mut best: Vec<Option<Optimum>> = vec![None; 1 << n];
    best[0] = Some(Optimum { pieces: 0, ways: 1 });
    for _ in 0..n {
        let mut next = best.clone();
        for (taken, found) in best.iter().enumerate() {
            let Some(found) = *found else { continue };
            for col in (0..n).filter(|c| taken & (1 << c) == 0) {
                let to = taken | 1 << col;
                let reached = found.plus(1);
                next[to] = Some(next[to].map_or(reached, |o| o.or_more(reached)));
            }
        }
        best = next;
    }
    best.into_iter()
        .flatten()
        .fold(Optimum::default(), Optimum::or_more)
}

/// At most one per row (queens or superqueens where no full placement exists): a
/// search that places or skips each row, with the rows left as the bound.
fn one_per_row(n: usize, piece: Piece) -> Optimum {
    let mut placed: Vec<(i32, i32)> = Vec::new();
    let mut best = Optimum::default();
    fn walk(n: usize, piece: Piece, row: usize, placed: &mut Vec<(i32, i32)>, best: &mut Optimum) {
        if placed.len() + (n - row) < best.pieces as usize {
            return;
        }
        if row == n {
            *best = best.or_more(Optimum {
                pieces: placed.len() as u32,
                ways: 1,
            });
            return;
        }
        for col in 0..n as i32 {
            let r = row as i32;
            if placed
                .iter()
                .all(|&(pr, pc)| !piece.attacks(r - pr, col - pc))
            {
                placed.push((r, col));
                walk(n, piece, row + 1, placed, best);
                placed.pop();
            }
        }
        walk(n, piece, row + 1, placed, best);
    }
    walk(n, piece, 0, &mut placed, &mut best);
    best
}

/// Bishops, "/" diagonal by "/" diagonal: each holds at most one, and the state is the
/// set of "\" diagonals taken.
fn by_diagonals(n: usize, progress: Progress<'_>) -> Optimum {
    let mut best: HashMap<u32, Optimum> = HashMap::from([(0, Optimum { pieces: 0, ways: 1 })]);
    for d in 0..2 * n - 1 {
        // The squares with row − col + n − 1 = d, named by their "\" diagonal row + col.
        let downs: Vec<u32> = (0..n)
            .filter_map(|row| {
                (row + n - 1)
                    .checked_sub(d)
                    .filter(|&col| col < n)
                    .map(|col| (row + col) as u32)
            })
            .collect();
        let mut next: HashMap<u32, Optimum> = HashMap::new();
        for (&taken, &found) in &best {
            let mut add = |state: u32, o: Optimum| {
                let merged = next.get(&state).map_or(o, |&old| old.or_more(o));
                next.insert(state, merged);
            };
            add(taken, found);
            for &down in &downs {
                if taken & (1 << down) == 0 {
                    add(taken | 1 << down, found.plus(1));
                }
            }
        }
        best = next;
        progress(d as u64 + 1, 2 * n as u64 - 1);
    }
    best.into_values()
        .fold(Optimum::default(), Optimum::or_more)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_most_pieces_on_8_by_8_and_their_ways() {
        for (piece, pieces, ways) in [
            (Piece::Rook, 8, 40_320),
            (Piece::Bishop, 14, 256),
            (Piece::King, 16, 281_571),
            (Piece::Knight, 32, 2),
            (Piece::Queen, 8, 92),
        ] {
            assert_eq!(
                most(8, piece).unwrap(),
                Optimum { pieces, ways },
                "{piece:?}"
            );
        }
    }

    #[test]
    fn small_boards_hold_fewer_queens_than_n() {
        assert_eq!(
            most(2, Piece::Queen).unwrap(),
            Optimum { pieces: 1, ways: 4 }
        );
        assert_eq!(most(3, Piece::Queen).unwrap().pieces, 2);
        // Superqueens: none fit n of them under 10, so fewer do.
        assert!(most(9, Piece::Superqueen).unwrap().pieces < 9);
        assert_eq!(
            most(10, Piece::Superqueen).unwrap(),
            Optimum {
                pieces: 10,
                ways: 4
            }
        );
    }

    #[test]
    fn n_rooks_fit_in_n_factorial_ways() {
        assert_eq!(
            most(12, Piece::Rook).unwrap(),
            Optimum {
                pieces: 12,
                ways: 479_001_600
            }
        );
    }

    #[test]
    fn a_board_of_one_holds_one_of_anything() {
        for piece in Piece::ALL {
            assert_eq!(
                most(1, piece).unwrap(),
                Optimum { pieces: 1, ways: 1 },
                "{piece:?}"
            );
        }
    }

    #[test]
    fn sizes_past_each_method_are_refused() {
        assert!(most(9, Piece::Knight).is_err());
        assert!(most(0, Piece::Rook).is_err());
    }
}
