//! Min-conflicts, as Minton, Johnston, Philips and Laird published it (1992): a greedy
//! start puts each file's queen on the square of that file with the fewest conflicts
//! with the queens already placed; then, again and again, a queen that is attacked,
//! chosen at random, moves **along its file** to the square with the fewest conflicts.
//! It stops at a board without conflicts, or gives up at an iteration cap.
//!
//! A square's conflicts are the queens of the other files that attack it along a rank
//! or a diagonal, through any queen between them: the count Minton's heuristic
//! minimises. Ties, at the start and in a repair, are broken at random (seeded), so a
//! run is reproducible and a queen already on one of its file's best squares may stay.
//!
//! Unlike [`SosicGu`](super::SosicGu)'s swaps the board is not a permutation: two
//! queens can share a rank, and that counts as a conflict too. Each move looks at every
//! square of one file, so this is for boards a page draws, not for a million queens.
//!
//! [`least_conflicted`] and [`is_min_conflicts_move`] say on any [`Placement`] what the
//! machine may do, so a guess at its next move is judged by the rule, not by the dice.

use super::local::Rng;
use super::local_event::{LocalEvent, LocalStats};
use super::Tally;
use crate::error::{check_size, Error};
use crate::{Placement, Solution, Square, MAX_BOARD_N};

/// The largest board it takes: it is for boards a page draws (each repair reads a
/// whole file and looks for the attacked queens, O(n) a step).
pub const MAX_MIN_CONFLICTS_N: usize = MAX_BOARD_N;

/// Repairs allowed per queen before giving up: runs on boards of 4 to 64 queens need
/// a few times n at most, or are caught in a local minimum that no repair leaves.
pub const REPAIRS_PER_QUEEN: u64 = 50;

/// Min-conflicts (see the module documentation).
#[derive(Debug, Clone)]
pub struct MinConflicts {
    /// `rows[col]`: the row of the queen of `col`, for the first `placed` files.
    rows: Vec<u32>,
    /// Files placed by the greedy start so far.
    placed: u32,
    /// Queens on each rank, on each "/" diagonal (row − col + n − 1) and on each "\"
    /// diagonal (row + col).
    ranks: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// Pairs of queens that attack each other: the sum of every queen's conflicts,
    /// halved. Zero is a solution.
    pairs: u64,
    rng: Rng,
    /// Repairs allowed.
    cap: u64,
    /// Repairs made.
    repairs: u64,
    stats: LocalStats,
    tally: Tally,
}

impl MinConflicts {
    /// A search of the n×n board (n = 1 or 4 ≤ n ≤ 64) that gives up after
    /// [`REPAIRS_PER_QUEEN`] × n repairs.
    pub fn new(n: usize, seed: u64) -> Result<MinConflicts, Error> {
        MinConflicts::with_cap(n, seed, REPAIRS_PER_QUEEN * n as u64)
    }

    /// The same, giving up after `cap` repairs.
    pub fn with_cap(n: usize, seed: u64, cap: u64) -> Result<MinConflicts, Error> {
        check_size(n, 1, MAX_MIN_CONFLICTS_N)?;
        if n == 2 || n == 3 {
            return Err(Error::NoSolution { n });
        }
        Ok(MinConflicts {
            rows: vec![0; n],
            placed: 0,
            ranks: vec![0; n],
            up: vec![0; 2 * n],
            down: vec![0; 2 * n],
            pairs: 0,
            rng: Rng::new(seed),
            cap,
            repairs: 0,
            stats: LocalStats {
                seed,
                ..LocalStats::default()
            },
            tally: Tally::default(),
        })
    }

    fn n(&self) -> u32 {
        self.rows.len() as u32
    }

    /// The queens placed so far (every file once the start is over).
    pub fn placement(&self) -> Placement {
        let rows: Vec<Option<u32>> = (0..self.rows.len())
            .map(|c| (c < self.placed as usize).then_some(self.rows[c]))
            .collect();
        Placement::from_rows(&rows).unwrap_or_else(|_| unreachable!("checked size: at most 64"))
    }

    /// The rows of the files placed so far, 0-based.
    pub fn rows(&self) -> &[u32] {
        &self.rows[..self.placed as usize]
    }

    /// Pairs of queens that attack each other now.
    pub fn pairs(&self) -> u64 {
        self.pairs
    }

    /// The figures so far.
    pub fn stats(&self) -> LocalStats {
        self.stats
    }

    fn lines(&self, row: u32, col: u32) -> (usize, usize, usize) {
        let n = self.n();
        (
            row as usize,
            (row + n - 1 - col) as usize,
            (row + col) as usize,
        )
    }

    /// The queens of other files that attack (row, col), the file's own queen left out.
    fn conflicts(&self, row: u32, col: u32) -> u32 {
        let (r, u, d) = self.lines(row, col);
        let on_lines = self.ranks[r] + self.up[u] + self.down[d];
        let own = col < self.placed && self.rows[col as usize] == row;
        on_lines - if own { 3 } else { 0 }
    }

    /// Puts the queen of `col`, which is off the board, on `row`.
    fn put(&mut self, row: u32, col: u32) {
        let (r, u, d) = self.lines(row, col);
        self.pairs += u64::from(self.ranks[r] + self.up[u] + self.down[d]);
        self.ranks[r] += 1;
        self.up[u] += 1;
        self.down[d] += 1;
        self.rows[col as usize] = row;
    }

    /// Takes the queen of `col` off the board (its row stays in `rows` until `put`).
    fn lift(&mut self, col: u32) {
        let row = self.rows[col as usize];
        let (r, u, d) = self.lines(row, col);
        self.ranks[r] -= 1;
        self.up[u] -= 1;
        self.down[d] -= 1;
        self.pairs -= u64::from(self.ranks[r] + self.up[u] + self.down[d]);
    }

    /// A row of `col` with the fewest conflicts, drawn among the ties.
    fn best_row(&mut self, col: u32) -> u32 {
        let costs: Vec<u32> = (0..self.n()).map(|r| self.conflicts(r, col)).collect();
        let least = costs.iter().copied().min().unwrap_or(0);
        let best: Vec<u32> = (0..self.n())
            .filter(|&r| costs[r as usize] == least)
            .collect();
        best[self.rng.below(best.len() as u32) as usize]
    }

    /// One move: a file of the greedy start, or one repair.
    fn next_event(&mut self) -> LocalEvent {
        let n = self.n();
        if self.placed < n {
            let col = self.placed;
            let row = self.best_row(col);
            self.put(row, col);
            self.placed += 1;
            self.stats.steps += 1;
            if self.placed == n {
                self.stats.initial_collisions = self.pairs;
            }
            return LocalEvent::Place {
                col,
                row,
                from: col,
                collisions: self.pairs,
            };
        }
        if self.pairs == 0 {
            return LocalEvent::Solved;
        }
        if self.repairs >= self.cap {
            return LocalEvent::GaveUp {
                collisions: self.pairs,
            };
        }
        let attacked: Vec<u32> = (0..n)
            .filter(|&c| self.conflicts(self.rows[c as usize], c) > 0)
            .collect();
        let col = attacked[self.rng.below(attacked.len() as u32) as usize];
        let from = self.rows[col as usize];
        let to = self.best_row(col);
        self.lift(col);
        self.put(to, col);
        self.repairs += 1;
        self.stats.steps += 1;
        LocalEvent::Shift {
            col,
            from,
            to,
            collisions: self.pairs,
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(self.rows()).ok()
    }
}

super::step_machine!(MinConflicts, LocalEvent);

/// The queens of `placement` outside `sq`'s file that attack `sq`: its conflicts, as
/// min-conflicts counts them (through other queens).
pub fn conflicts(placement: &Placement, sq: Square) -> u32 {
    placement
        .queens()
        .filter(|q| q.col != sq.col && q.attacks(sq))
        .count() as u32
}

/// The rows of file `col` with the fewest conflicts (bit `r` for row `r`): where
/// min-conflicts may put that file's queen, at the start or in a repair.
pub fn least_conflicted(placement: &Placement, col: u32) -> u64 {
    let n = placement.n() as u32;
    let costs: Vec<u32> = (0..n)
        .map(|r| conflicts(placement, Square::new(r, col)))
        .collect();
    let least = costs.iter().copied().min().unwrap_or(0);
    (0..n)
        .filter(|&r| costs[r as usize] == least)
        .fold(0, |mask, r| mask | 1 << r)
}

/// Whether min-conflicts may move a queen to `sq` on the full board `placement`: the
/// queen of `sq`'s file is attacked, and `sq` is one of that file's least conflicted
/// squares (its own square included, when it is one of them).
pub fn is_min_conflicts_move(placement: &Placement, sq: Square) -> bool {
    let attacked = placement
        .row(sq.col as usize)
        .is_some_and(|row| conflicts(placement, Square::new(row, sq.col)) > 0);
    attacked
        && least_conflicted(placement, sq.col)
            .checked_shr(sq.row)
            .is_some_and(|o| o & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::search::StepMachine;

    /// Runs to the end, checking every move against the rule on the board before it.
    fn checked_run(n: usize, seed: u64) -> (Option<LocalEvent>, MinConflicts) {
        let mut m = MinConflicts::new(n, seed).unwrap();
        let mut last = None;
        loop {
            let before = m.placement();
            let Some(event) = m.step() else {
                return (last, m);
            };
            match event {
                LocalEvent::Place { col, row, .. } => {
                    assert_eq!(col as usize, before.len(), "files in order");
                    assert_ne!(least_conflicted(&before, col) & 1 << row, 0, "{event:?}");
                }
                LocalEvent::Shift { col, from, to, .. } => {
                    assert_eq!(before.row(col as usize), Some(from));
                    assert!(
                        is_min_conflicts_move(&before, Square::new(to, col)),
                        "n = {n}, seed {seed}: {event:?} on\n{before}"
                    );
                    let after = m.placement();
                    let (was, now) = (
                        conflicts(&before, Square::new(from, col)),
                        conflicts(&after, Square::new(to, col)),
                    );
                    assert!(now <= was, "the moved queen's conflicts {was} → {now}");
                    assert_eq!(m.pairs(), after.attacks().len() as u64);
                }
                _ => {}
            }
            last = Some(event);
        }
    }

    #[test]
    fn every_move_goes_to_a_least_conflicted_square_of_its_own_file() {
        for n in [4, 5, 6, 8, 13] {
            for seed in 0..6 {
                checked_run(n, seed);
            }
        }
    }

    #[test]
    fn it_solves_four_to_thirty_queens_for_several_seeds_or_says_it_gave_up() {
        for n in 4..=30 {
            let mut solved = 0;
            for seed in 0..5 {
                let mut m = MinConflicts::new(n, seed).unwrap();
                match m.finish() {
                    Some(LocalEvent::Solved) => {
                        assert_eq!(verify(m.rows()), Ok(()), "n = {n}, seed {seed}");
                        assert!(m.placement().is_solution());
                        solved += 1;
                    }
                    Some(LocalEvent::GaveUp { collisions }) => assert!(collisions > 0),
                    other => panic!("n = {n}, seed {seed}: {other:?}"),
                }
            }
            assert!(solved >= 3, "n = {n}: {solved} of 5 seeds solved");
        }
    }

    #[test]
    fn a_seed_gives_the_same_run() {
        let run = |seed| {
            let mut m = MinConflicts::new(20, seed).unwrap();
            std::iter::from_fn(|| m.step()).collect::<Vec<_>>()
        };
        assert_eq!(run(4), run(4));
        assert_ne!(run(4), run(5));
    }

    #[test]
    fn the_cap_ends_a_run_honestly() {
        let mut m = MinConflicts::with_cap(8, 1, 0).unwrap();
        let last = m.finish();
        assert!(
            matches!(last, Some(LocalEvent::GaveUp { collisions }) if collisions > 0),
            "the greedy start of 8 leaves conflicts: {last:?}"
        );
        assert!(m.solution().is_none());
    }

    #[test]
    fn moves_stay_in_their_file_and_only_attacked_queens_move() {
        let full = Placement::parse("12345678", 8).unwrap();
        assert_eq!(
            conflicts(&full, Square::new(0, 0)),
            7,
            "through the queens between"
        );
        // Every queen is attacked; on file a, row 1 has 7 conflicts, others fewer.
        assert!(!is_min_conflicts_move(&full, Square::new(0, 0)));
        let solved = Placement::parse("15863724", 8).unwrap();
        assert!(!is_min_conflicts_move(&solved, Square::new(0, 0)));
    }

    #[test]
    fn tiny_boards_without_solutions_are_refused() {
        assert!(MinConflicts::new(2, 1).is_err());
        assert!(MinConflicts::new(3, 1).is_err());
        assert!(MinConflicts::new(0, 1).is_err());
        let mut one = MinConflicts::new(1, 1).unwrap();
        assert_eq!(one.finish(), Some(LocalEvent::Solved));
    }
}
