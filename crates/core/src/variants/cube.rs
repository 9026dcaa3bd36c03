//! Queens in three dimensions: on the n×n×n cube a queen moves along any of the 13 line
//! directions (the 26 neighbours, in pairs). The most non-attacking queens and their
//! sets are found by a search over cells with bitmasks, bounded by the cells still free.

use super::Optimum;
use crate::error::{check_size, Error};

/// Largest cube (a cell is a bit of a `u64`).
pub const MAX_CUBE_N: usize = 4;

/// The most non-attacking queens on the n×n×n cube, and the sets of cells that hold them.
pub fn most_in_cube(n: usize) -> Result<Optimum, Error> {
    Ok(search(n)?.0)
}

/// One set of the most queens in the cube, as (layer, row, col).
pub fn first_in_cube(n: usize) -> Result<Vec<(u32, u32, u32)>, Error> {
    let cells = search(n)?.1;
    let n = n as u32;
    Ok(cells
        .into_iter()
        .map(|c| (c / (n * n), (c / n) % n, c % n))
        .collect())
}

/// The optimum and the first set that reaches it.
fn search(n: usize) -> Result<(Optimum, Vec<u32>), Error> {
    check_size(n, 1, MAX_CUBE_N)?;
    let cells = n * n * n;
    let at = |i: usize| [(i / (n * n)) as i32, ((i / n) % n) as i32, (i % n) as i32];
    // Two cells share a line when the coordinates that differ all differ by as much.
    let attack: Vec<u64> = (0..cells)
        .map(|a| {
            (0..cells)
                .filter(|&b| {
                    let d: Vec<i32> = (0..3).map(|k| (at(a)[k] - at(b)[k]).abs()).collect();
                    let step = d.iter().copied().max().unwrap_or(0);
                    a != b && d.iter().all(|&x| x == 0 || x == step)
                })
                .fold(0, |m, b| m | 1 << b)
        })
        .collect();
    let all = if cells == 64 {
        u64::MAX
    } else {
        (1u64 << cells) - 1
    };
    let mut best = Optimum::default();
    let (mut path, mut example) = (Vec::new(), Vec::new());
    walk(&attack, all, &mut path, &mut best, &mut example);
    Ok((best, example))
}

/// Places queens on the `free` cells in increasing order (each set once); `path` holds
/// the cells placed, and `example` the first set of the best size.
fn walk(
    attack: &[u64],
    free: u64,
    path: &mut Vec<u32>,
    best: &mut Optimum,
    example: &mut Vec<u32>,
) {
    let placed = path.len() as u32;
    if placed + free.count_ones() < best.pieces {
        return;
    }
    if free == 0 {
        if placed > best.pieces {
            example.clone_from(path);
        }
        *best = best.or_more(Optimum {
            pieces: placed,
            ways: 1,
        });
        return;
    }
    let mut rest = free;
    while rest != 0 {
        let cell = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        // Later cells only: `rest` already excludes this one and those before it.
        path.push(cell as u32);
        walk(attack, rest & !attack[cell], path, best, example);
        path.pop();
        if placed + rest.count_ones() < best.pieces {
            break;
        }
    }
    // Stopping here with `placed` queens is maximal only if nothing could be added,
    // which `free == 0` above covers; no extra leaf is needed.
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_published_cube_figures() {
        assert_eq!(
            most_in_cube(3).unwrap(),
            Optimum {
                pieces: 4,
                ways: 16
            }
        );
        assert_eq!(
            most_in_cube(4).unwrap(),
            Optimum {
                pieces: 7,
                ways: 1_344
            }
        );
    }

    #[test]
    fn small_cubes() {
        assert_eq!(most_in_cube(1).unwrap(), Optimum { pieces: 1, ways: 1 });
        // Every two cells of the 2×2×2 cube share a line.
        assert_eq!(most_in_cube(2).unwrap(), Optimum { pieces: 1, ways: 8 });
    }
}
