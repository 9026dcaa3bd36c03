//! Every partial placement of one quadrant, found once and looked up by its rows and
//! columns.
//!
//! A quadrant is an m×m square. A placement in it has at most one queen per row and
//! column, and no two queens on a diagonal. Half-boards are joined from two quadrants'
//! placements whose rows are given by the split and whose columns complete each other, so
//! the table is grouped by (rows, columns): a lookup is two reads of an offsets array.

/// The placements of an m×m quadrant, in the quadrant's own coordinates.
pub(super) struct Quadrant {
    m: usize,
    /// `offsets[key]..offsets[key + 1]` are the placements with that key (`cols | rows << m`).
    offsets: Vec<u32>,
    /// Diagonals taken, bit `r - c + m - 1`.
    diagonals: Vec<u32>,
    /// Anti-diagonals taken, bit `r + c`.
    anti_diagonals: Vec<u32>,
}

impl Quadrant {
    /// The bytes the table of an m×m quadrant takes, from the placement counts measured
    /// for m = 1..=11 (the next is about 9 times larger).
    pub(super) fn bytes(m: usize) -> u64 {
        const PLACEMENTS: [u64; 12] = [
            1, 2, 5, 18, 87, 462, 2_635, 16_870, 118_969, 915_442, 7_535_369, 66_807_234,
        ];
        let placements = PLACEMENTS.get(m).copied().unwrap_or(u64::MAX / 64);
        (4 * (1u64 << (2 * m))).saturating_add(placements.saturating_mul(8))
    }

    /// Finds every placement of an m×m quadrant (m ≤ 16, so that a diagonal mask fits 32 bits).
    pub(super) fn new(m: usize) -> Quadrant {
        let mut found: Vec<(u32, u32, u32)> = Vec::new();
        place(m, 0, (0, 0, 0, 0), &mut found);
        found.sort_unstable_by_key(|&(key, _, _)| key);
        let keys = 1usize << (2 * m);
        let mut offsets = vec![0u32; keys + 1];
        for &(key, _, _) in &found {
            offsets[key as usize + 1] += 1;
        }
        for key in 0..keys {
            offsets[key + 1] += offsets[key];
        }
        Quadrant {
            m,
            offsets,
            diagonals: found.iter().map(|&(_, d, _)| d).collect(),
            anti_diagonals: found.iter().map(|&(_, _, a)| a).collect(),
        }
    }

    /// The placements that use exactly these rows and columns (local bit masks), as
    /// (diagonals, anti-diagonals) pairs.
    #[cfg_attr(target_arch = "x86_64", inline(always))]
    pub(super) fn with(&self, rows: u32, cols: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
        let key = (cols | rows << self.m) as usize;
        let range = self.offsets[key] as usize..self.offsets[key + 1] as usize;
        self.diagonals[range.clone()]
            .iter()
            .copied()
            .zip(self.anti_diagonals[range].iter().copied())
    }
}

/// Places queens row by row from `row`, each row empty or holding one queen; records
/// every placement as (key, diagonals, anti-diagonals).
fn place(m: usize, row: usize, taken: (u32, u32, u32, u32), found: &mut Vec<(u32, u32, u32)>) {
    let (rows, cols, d, a) = taken;
    if row == m {
        found.push((cols | rows << m, d, a));
        return;
    }
    place(m, row + 1, taken, found);
    for col in 0..m {
        let (dl, al) = (1 << (row + m - 1 - col), 1 << (row + col));
        if cols & (1 << col) == 0 && d & dl == 0 && a & al == 0 {
            place(
                m,
                row + 1,
                (rows | 1 << row, cols | 1 << col, d | dl, a | al),
                found,
            );
        }
    }
}
