//! Simulated annealing on permutations (Kirkpatrick, Gelatt and Vecchi, 1983): a random
//! permutation, then random swaps. A swap that lowers the collisions or keeps them is
//! kept; one that raises them by Δ is kept with probability e^(−Δ/T). The temperature
//! T falls geometrically, so the search wanders early and settles late. A run that
//! reaches the cap with collisions left says it gave up.
//!
//! The exponential comes from `libm`, pure Rust, so a seed gives the same run natively
//! and in the browser.

use super::local::{DiagonalBoard, Rng};
use super::local_event::LocalEvent;
use super::Tally;
use crate::error::{check_size, Error};
use crate::{Solution, MAX_BOARD_N};

/// How the temperature falls: T(k) = start · ratio^k after k moves, never below `floor`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Schedule {
    /// The temperature of the first move.
    pub start: f64,
    /// The factor per move.
    pub ratio: f64,
    /// The lowest temperature.
    pub floor: f64,
    /// Moves before giving up.
    pub cap: u64,
}

impl Schedule {
    /// The schedule for the n×n board: from T = 2 to 0.05 over about 40n² moves,
    /// then steady at the floor until the cap of 100n² moves.
    pub fn for_size(n: usize) -> Schedule {
        let (start, floor) = (2.0, 0.05);
        let cooling = (40 * n * n).max(400) as f64;
        Schedule {
            start,
            ratio: libm::exp(libm::log(floor / start) / cooling),
            floor,
            cap: (100 * n * n).max(1_000) as u64,
        }
    }

    /// The temperature after `moves` moves.
    pub fn temperature(&self, moves: u64) -> f64 {
        let t = self.start * libm::pow(self.ratio, moves as f64);
        t.max(self.floor)
    }
}

/// The step machine: one swap tried per step.
#[derive(Debug, Clone)]
pub struct Annealing {
    board: DiagonalBoard,
    rng: Rng,
    schedule: Schedule,
    moves: u64,
    tally: Tally,
}

impl Annealing {
    /// A random permutation of n (2 ≤ n ≤ 64) and its schedule.
    pub fn new(n: usize, seed: u64) -> Result<Annealing, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        let mut rng = Rng::new(seed);
        Ok(Annealing {
            board: DiagonalBoard::shuffled(n, &mut rng),
            rng,
            schedule: Schedule::for_size(n),
            moves: 0,
            tally: Tally::default(),
        })
    }

    /// The board now.
    pub fn board(&self) -> &DiagonalBoard {
        &self.board
    }

    fn next_event(&mut self) -> LocalEvent {
        let n = self.board.n();
        if self.board.collisions() == 0 {
            return LocalEvent::Solved;
        }
        if self.moves >= self.schedule.cap || n < 2 {
            return LocalEvent::GaveUp {
                collisions: self.board.collisions(),
            };
        }
        let temperature = self.schedule.temperature(self.moves);
        self.moves += 1;
        let a = self.rng.below(n);
        let mut b = self.rng.below(n - 1);
        if b >= a {
            b += 1;
        }
        let delta = self.board.swap(a, b);
        let keep = delta <= 0 || self.rng.unit() < libm::exp(-(delta as f64) / temperature);
        if keep {
            LocalEvent::Swap {
                a,
                b,
                collisions: self.board.collisions(),
            }
        } else {
            self.board.swap(a, b);
            LocalEvent::Refuse {
                a,
                b,
                collisions: self.board.collisions(),
            }
        }
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::new(self.board.rows()).ok()
    }
}

super::step_machine!(Annealing, LocalEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::search::StepMachine;

    fn solves(n: usize, seed: u64) -> bool {
        let mut search = Annealing::new(n, seed).unwrap();
        let last = search.finish();
        last == Some(LocalEvent::Solved) && verify(search.board().rows()).is_ok()
    }

    #[test]
    fn annealing_solves_8_and_32_for_most_seeds() {
        for n in [8, 32] {
            let solved = (1..=20).filter(|&seed| solves(n, seed)).count();
            assert!(solved >= 18, "n = {n}: {solved} of 20");
        }
    }

    #[test]
    fn the_temperature_falls_to_its_floor() {
        let s = Schedule::for_size(8);
        assert_eq!(s.temperature(0), 2.0);
        assert!(s.temperature(1_000) < s.temperature(10));
        assert_eq!(s.temperature(s.cap), s.floor);
    }
}
