//! A genetic algorithm, the method the paper and the encyclopedia's links name.
//!
//! Each genome is a permutation (the row of each column), so rows never clash and the
//! fitness is the number of diagonal collisions, 0 for a solution. A generation keeps
//! its best genome (elitism) and breeds the rest: two parents each chosen as the best
//! of three drawn at random (tournament selection), crossed by order crossover (a slice
//! of one parent, the other rows in the other parent's order, so the child is still a
//! permutation), and mutated by a swap. Each step is one generation; a run that reaches
//! the cap with collisions left says it gave up instead of looping.

use super::local::{placement_of, DiagonalBoard, Rng};
use super::local_event::LocalEvent;
pub use super::population::{Genome, Population};
use super::Tally;
use crate::error::{check_size, Error};
use crate::{Placement, Solution, MAX_BOARD_N};

/// Genomes per generation.
pub const POPULATION: usize = 64;
/// Genomes a generation shows whole: the fittest. The rest show their fitness only.
pub const SHOWN_GENOMES: usize = 6;
/// Generations before giving up.
pub const MAX_GENERATIONS: u32 = 3_000;
/// Genomes drawn for each tournament.
const TOURNAMENT: usize = 3;
/// Children made by crossover, per thousand (the rest copy their first parent).
const CROSSOVER_PER_MILLE: u32 = 900;
/// Children mutated by a swap, per thousand.
const MUTATION_PER_MILLE: u32 = 400;

impl Genome {
    fn new(rows: &[u32]) -> Genome {
        let mut board = DiagonalBoard::new(rows.len());
        board.rows.copy_from_slice(rows);
        board.count_all();
        Genome {
            collisions: board.collisions(),
            rows: placement_of(rows),
        }
    }

    /// The row of each column: a genome's queens fill every column.
    fn row_list(&self) -> Vec<u32> {
        self.rows.rows().map(|r| r.unwrap_or(0)).collect()
    }
}

/// The step machine: one generation per step.
#[derive(Debug, Clone)]
pub struct Genetic {
    n: usize,
    rng: Rng,
    population: Vec<Genome>,
    generation: u32,
    tally: Tally,
}

impl Genetic {
    /// A random first generation for the n×n board (1 ≤ n ≤ 64).
    pub fn new(n: usize, seed: u64) -> Result<Genetic, Error> {
        check_size(n, 1, MAX_BOARD_N)?;
        Ok(Genetic {
            n,
            rng: Rng::new(seed),
            population: Vec::new(),
            generation: 0,
            tally: Tally::default(),
        })
    }

    /// The fittest genome of the generation (the first on ties).
    fn best(&self) -> Option<&Genome> {
        self.population.iter().min_by_key(|g| g.collisions)
    }

    /// The best genome's queens, once there is a generation.
    pub fn best_board(&self) -> Option<Placement> {
        self.best().map(|g| g.rows)
    }

    /// The board size.
    pub fn n(&self) -> usize {
        self.n
    }

    /// The generations bred so far (the random first one is generation 0).
    pub fn generation(&self) -> u32 {
        self.generation
    }

    fn tournament(&mut self) -> usize {
        let size = self.population.len() as u32;
        (0..TOURNAMENT)
            .map(|_| self.rng.below(size) as usize)
            .min_by_key(|&i| self.population[i].collisions)
            .unwrap_or(0)
    }

    /// Order crossover: `first`'s rows in a random slice, the other rows in `second`'s
    /// order around it.
    fn crossover(&mut self, first: &[u32], second: &[u32]) -> Vec<u32> {
        let n = first.len() as u32;
        let (mut lo, mut hi) = (self.rng.below(n), self.rng.below(n));
        if lo > hi {
            std::mem::swap(&mut lo, &mut hi);
        }
        let (lo, hi) = (lo as usize, hi as usize + 1);
        let mut taken = vec![false; first.len()];
        for &row in &first[lo..hi] {
            taken[row as usize] = true;
        }
        let mut rest = second.iter().copied().filter(|&r| !taken[r as usize]);
        (0..first.len())
            .map(|c| match (lo..hi).contains(&c) {
                true => first[c],
                false => rest.next().unwrap_or(0),
            })
            .collect()
    }

    fn breed(&mut self) {
        let n = self.n as u32;
        let mut next = Vec::with_capacity(POPULATION);
        next.extend(self.best().copied());
        while next.len() < POPULATION {
            let pick = self.tournament();
            let first = self.population[pick].row_list();
            let mut child = if self.rng.below(1000) < CROSSOVER_PER_MILLE {
                let pick = self.tournament();
                let second = self.population[pick].row_list();
                self.crossover(&first, &second)
            } else {
                first
            };
            if n > 1 && self.rng.below(1000) < MUTATION_PER_MILLE {
                let a = self.rng.below(n) as usize;
                let b = self.rng.below(n) as usize;
                child.swap(a, b);
            }
            next.push(Genome::new(&child));
        }
        self.population = next;
        self.generation += 1;
    }

    fn next_event(&mut self) -> LocalEvent {
        if self.population.is_empty() {
            self.population = (0..POPULATION)
                .map(|_| Genome::new(&DiagonalBoard::shuffled(self.n, &mut self.rng).into_rows()))
                .collect();
        } else {
            let collisions = self.best().map_or(0, |g| g.collisions);
            if collisions == 0 {
                return LocalEvent::Solved;
            }
            if self.generation >= MAX_GENERATIONS {
                return LocalEvent::GaveUp { collisions };
            }
            self.breed();
        }
        // The fittest first; a stable sort keeps the first of equals first, as `best`.
        let mut ranked = self.population.clone();
        ranked.sort_by_key(|g| g.collisions);
        LocalEvent::Generation(Box::new(Population {
            generation: self.generation,
            collisions: ranked.iter().map(|g| g.collisions).collect(),
            fittest: ranked.into_iter().take(SHOWN_GENOMES).collect(),
        }))
    }

    /// The solution on the board, right after an event that announced one.
    fn current_solution(&self) -> Option<Solution> {
        Solution::try_from(self.best_board()?).ok()
    }
}

super::step_machine!(Genetic, LocalEvent);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::construct::verify;
    use crate::search::StepMachine;

    fn solves(n: usize, seed: u64) -> bool {
        let mut search = Genetic::new(n, seed).unwrap();
        let last = search.finish();
        last == Some(LocalEvent::Solved)
            && search
                .best_board()
                .is_some_and(|b| verify(&rows(&b)).is_ok())
    }

    fn rows(board: &Placement) -> Vec<u32> {
        board.rows().map(|r| r.unwrap_or(0)).collect()
    }

    #[test]
    fn a_generation_shows_its_fittest_and_every_fitness() {
        let mut search = Genetic::new(8, 3).unwrap();
        for k in 0..5 {
            let Some(LocalEvent::Generation(population)) = search.step() else {
                panic!("a generation");
            };
            assert_eq!(population.generation, k);
            assert_eq!(population.collisions.len(), POPULATION);
            assert!(population.collisions.is_sorted());
            assert_eq!(population.fittest.len(), SHOWN_GENOMES);
            for (g, &c) in population.fittest.iter().zip(&population.collisions) {
                assert_eq!(g.rows.len(), 8, "a queen in every column");
                assert_eq!(Genome::new(&rows(&g.rows)).collisions, g.collisions);
                assert_eq!(g.collisions, c);
            }
            assert_eq!(search.best_board(), population.best().map(|g| g.rows));
        }
    }

    #[test]
    fn the_genetic_algorithm_solves_8_and_32_for_most_seeds() {
        for n in [8, 32] {
            let solved = (1..=10).filter(|&seed| solves(n, seed)).count();
            eprintln!("n = {n}: {solved} of 10");
            assert!(solved >= 8, "n = {n}: {solved} of 10");
        }
    }

    #[test]
    fn order_crossover_makes_permutations() {
        let mut g = Genetic::new(8, 1).unwrap();
        for _ in 0..100 {
            let child = g.crossover(&[0, 1, 2, 3, 4, 5, 6, 7], &[7, 6, 5, 4, 3, 2, 1, 0]);
            let mut sorted = child.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..8).collect::<Vec<u32>>());
        }
    }
}
