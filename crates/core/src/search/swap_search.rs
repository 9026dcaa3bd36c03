//! The university paper's swap search: a random permutation, then random swaps kept
//! whenever the total of collisions does not grow, up to an iteration cap. Small
//! boards, for the animation; a capped run reports failure instead of pretending.

use super::local::{DiagonalBoard, Rng};
use super::local_event::{LocalEvent, LocalStats};
use super::Tally;
use crate::error::{check_size, Error};
use crate::Solution;

/// The paper's swap search (see the module documentation).
#[derive(Debug, Clone)]
pub struct SwapSearch {
    board: DiagonalBoard,
    rng: Rng,
    cap: u64,
    stats: LocalStats,
    tally: Tally,
}

impl SwapSearch {
    /// A random permutation of n (1 ≤ n ≤ 10⁶) and at most `cap` swap attempts.
    pub fn new(n: usize, seed: u64, cap: u64) -> Result<SwapSearch, Error> {
        check_size(n, 1, 1_000_000)?;
        let mut rng = Rng::new(seed);
        let board = DiagonalBoard::shuffled(n, &mut rng);
        let stats = LocalStats {
            seed,
            initial_collisions: board.collisions,
            ..LocalStats::default()
        };
        Ok(SwapSearch {
            board,
            rng,
            cap,
            stats,
            tally: Tally::default(),
        })
    }

    /// The board now.
    pub fn board(&self) -> &DiagonalBoard {
        &self.board
    }

    /// The figures so far.
    pub fn stats(&self) -> LocalStats {
        self.stats
    }

    /// One swap attempt between an attacked queen and a random other one.
    fn next_event(&mut self) -> LocalEvent {
        let n = self.board.n();
        if self.board.collisions == 0 {
            return LocalEvent::Solved;
        }
        if self.stats.swaps_tried >= self.cap || n < 2 {
            return LocalEvent::GaveUp {
                collisions: self.board.collisions,
            };
        }
        self.stats.steps += 1;
        // An attacked queen, found from a random starting column.
        let start = self.rng.below(n);
        let a = (0..n)
            .map(|k| (start + k) % n)
            .find(|&c| self.board.attacked(c))
            .unwrap_or(start);
        let mut b = self.rng.below(n - 1);
        if b >= a {
            b += 1;
        }
        self.stats.swaps_tried += 1;
        let delta = self.board.swap(a, b);
        if delta <= 0 {
            self.stats.swaps_done += 1;
            LocalEvent::Swap {
                a,
                b,
                collisions: self.board.collisions,
            }
        } else {
            self.board.swap(a, b);
            LocalEvent::Stuck {
                col: a,
                collisions: self.board.collisions,
            }
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(self.board.rows()).ok()
    }
}

super::step_machine!(SwapSearch, LocalEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::search::StepMachine;

    #[test]
    fn swap_search_solves_small_boards_or_says_it_gave_up() {
        let mut solved = 0;
        for seed in 0..20 {
            let mut s = SwapSearch::new(8, seed, 10_000).unwrap();
            let last = s.finish();
            match last {
                Some(LocalEvent::Solved) => {
                    solved += 1;
                    assert_eq!(verify(s.board().rows()), Ok(()));
                }
                Some(LocalEvent::GaveUp { collisions }) => assert!(collisions > 0),
                other => panic!("{other:?}"),
            }
        }
        assert!(solved > 0);
    }
}
