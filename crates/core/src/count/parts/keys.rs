//! One start's quadrant placements as matching keys, in each of the four places a
//! quadrant takes on the board.
//!
//! A half-board is joined from a north and a south quadrant placement, and the same
//! placement (same rows, same columns, same place) comes back in split after split of a
//! start. Made once per start, its key is one read there, and the placements no split of
//! the start asks for are gone: those that attack its queens, and those on the rows and
//! columns its queens take. At n = 17 three quarters of them go.

use super::board::{Board, Start};
use super::quadrant::Quadrant;

/// The four places: the west or the east half, the north or the south quadrant.
#[derive(Debug, Clone, Copy)]
pub(super) struct Place {
    pub east: bool,
    pub south: bool,
}

/// The keys of one start's placements, looked up by place, rows and columns.
pub(super) enum Keys {
    /// A start with queens (odd n): the placements on its free rows and columns that do
    /// not attack its queens, each key made once, grouped as the quadrant table is.
    Made { m: usize, places: [Grouped; 4] },
    /// The empty start (even n): every placement stays, and its key is a few shifts of
    /// what the quadrant table holds, made as it is read. Made once, the keys would take
    /// four times the table's memory (45 MB at n = 18, against 22) and gain nothing.
    Read {
        board: Board,
        start: Start,
        quadrant: &'static Quadrant,
    },
}

pub(super) struct Grouped {
    /// `offsets[cols | rows << m]..offsets[... + 1]` are the keys with those rows and
    /// columns (grouped as the quadrant table is).
    offsets: Vec<u32>,
    keys: Vec<u64>,
}

impl Grouped {
    /// The keys of `start`'s placements in `place`.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn new(board: Board, quadrant: &Quadrant, start: &Start, place: Place) -> Grouped {
        let m = board.m;
        let full = (1u32 << m) - 1;
        let free_rows = if place.south {
            start.rows >> m
        } else {
            start.rows & full
        };
        let free_cols = if place.east { start.east } else { start.west };
        let groups = 1usize << (2 * m);
        let mut offsets = Vec::with_capacity(groups + 1);
        let mut keys = Vec::new();
        offsets.push(0);
        for group in 0..groups as u32 {
            let (cols, rows) = (group & full, group >> m);
            // A split only asks for the start's free rows and columns.
            if rows & !free_rows == 0 && cols & !free_cols == 0 {
                for p in quadrant.with(rows, cols) {
                    if let Some(key) = board.key(start, place, p) {
                        keys.push(key);
                    }
                }
            }
            offsets.push(keys.len() as u32);
        }
        keys.shrink_to_fit();
        Grouped { offsets, keys }
    }
}

impl Keys {
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn new(board: Board, quadrant: &'static Quadrant, start: &Start) -> Keys {
        if start.is_empty() {
            return Keys::Read {
                board,
                start: *start,
                quadrant,
            };
        }
        let m = board.m;
        let grouped = |east, south| Grouped::new(board, quadrant, start, Place { east, south });
        let places = [
            grouped(false, false),
            grouped(false, true),
            grouped(true, false),
            grouped(true, true),
        ];
        Keys::Made { m, places }
    }

    /// The keys of the placements in `place` on exactly these rows and columns (local):
    /// the ones kept, or the ones made into `scratch`.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn with<'a>(
        &'a self,
        place: Place,
        rows: u32,
        cols: u32,
        scratch: &'a mut Vec<u64>,
    ) -> &'a [u64] {
        match self {
            Keys::Made { m, places } => {
                let grouped = &places[usize::from(place.east) * 2 + usize::from(place.south)];
                let group = (cols | rows << m) as usize;
                &grouped.keys[grouped.offsets[group] as usize..grouped.offsets[group + 1] as usize]
            }
            Keys::Read {
                board,
                start,
                quadrant,
            } => {
                scratch.clear();
                // A loop, not `extend`: compiled into the count's clones (`super::isa`),
                // where `extend` was left a function of its own, of plain x86-64.
                for p in quadrant.with(rows, cols) {
                    if let Some(key) = board.key(start, place, p) {
                        scratch.push(key);
                    }
                }
                scratch
            }
        }
    }
}

impl Board {
    /// A quadrant placement's matching key in `place`: the diagonals it shares with the
    /// other half. None when it attacks the start's queens.
    ///
    /// A half's north and south quadrants can only meet on diagonals that cross the
    /// middle (those a north quadrant reaches lie in rows 0..m, those a south quadrant
    /// reaches in rows far..n, and one both reach crosses the half's width entirely, so
    /// the other half too). So two placements of a half join when their keys share no bit.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    fn key(&self, start: &Start, place: Place, (d, a): (u32, u32)) -> Option<u64> {
        let (n, m, far) = (self.n, self.m, self.far);
        let row0 = if place.south { far } else { 0 };
        let col0 = if place.east { far } else { 0 };
        let d = u64::from(d) << (row0 + n - m - col0);
        let a = u64::from(a) << (row0 + col0);
        // The shared diagonals: r - c in [-(m - 1), n - 1 - far], r + c in [far, n + m - 2].
        let (d0, a0, width) = (n - m, far, self.crossing);
        let mask = (1u64 << width) - 1;
        (d & start.diagonals == 0 && a & start.anti_diagonals == 0)
            .then_some((d >> d0 & mask) | (a >> a0 & mask) << width)
    }
}
