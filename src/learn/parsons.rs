//! A Parsons problem: the lines of a program, given shuffled and flush left, to put back
//! in order and at their depth. The learner moves one line at a time (dragging, or the
//! keyboard on the line in focus), so every state is one the page can show; the check
//! names the first line out of place, so a wrong answer says where to look.
//!
//! Some programs run the same with some of their blocks in another order: two functions
//! defined one after the other, or checks that each return on their own. Those blocks are
//! [`Interchangeable`], and the check takes any of their orders (each one a program that
//! runs, in the tests of `learn::programs`).

use std::ops::Range;

/// Spaces per level of indentation in the listings the lines come from.
const INDENT_WIDTH: usize = 2;

/// The deepest a line can be pushed: deeper than any listing of the site goes.
pub const MAX_DEPTH: u8 = 6;

/// One line of the program, as it should end up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The text, without its indentation.
    pub text: &'static str,
    /// Its depth in the program.
    pub depth: u8,
}

/// What the check found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Every line in its place and at its depth.
    Solved,
    /// The line at this position (0-based) does not belong there.
    OutOfOrder(usize),
    /// The line at this position is in order but at the wrong depth.
    WrongDepth(usize),
}

/// Consecutive blocks of a listing's lines, each a range of line indices, that may stand
/// in any order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Interchangeable(pub &'static [Range<usize>]);

impl Interchangeable {
    /// Every reordering of `order` (line indices) that moves these blocks, each whole:
    /// they stand together in it, perhaps reordered inside by a group within them.
    fn reorder(self, order: &[usize]) -> Vec<Vec<usize>> {
        let blocks = self.0;
        let block_of = |line: usize| blocks.iter().position(|b| b.contains(&line));
        let Some(start) = order.iter().position(|&l| block_of(l).is_some()) else {
            return vec![order.to_vec()];
        };
        let span = order[start..]
            .iter()
            .take_while(|&&l| block_of(l).is_some())
            .count();
        let mut parts = vec![Vec::new(); blocks.len()];
        for &line in &order[start..start + span] {
            if let Some(b) = block_of(line) {
                parts[b].push(line);
            }
        }
        permutations(blocks.len())
            .into_iter()
            .map(|blocks| {
                let moved = blocks.into_iter().flat_map(|b| parts[b].iter().copied());
                order[..start]
                    .iter()
                    .copied()
                    .chain(moved)
                    .chain(order[start + span..].iter().copied())
                    .collect()
            })
            .collect()
    }
}

/// Every order of a listing of `len` lines that `groups` allow, as line indices, the
/// listing's own first. A group inside another's block comes before it.
pub fn orders(groups: &[Interchangeable], len: usize) -> Vec<Vec<usize>> {
    groups.iter().fold(vec![(0..len).collect()], |all, group| {
        all.iter().flat_map(|order| group.reorder(order)).collect()
    })
}

/// Every order of `0..k`, the identity first.
pub(super) fn permutations(k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    let mut all = Vec::new();
    for first in 0..k {
        for rest in permutations(k - 1) {
            let mut order = vec![first];
            order.extend(rest.into_iter().map(|i| if i >= first { i + 1 } else { i }));
            all.push(order);
        }
    }
    all
}

/// The problem and the learner's arrangement of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsons {
    lines: Vec<Line>,
    /// The learner's order: indices into `lines`.
    order: Vec<usize>,
    /// The depth the learner gave each position.
    depths: Vec<u8>,
    /// The orders the check takes, as indices into `lines`: the listing's first.
    accepted: Vec<Vec<usize>>,
}

impl Parsons {
    /// The problem for a listing whose lines carry their indentation as leading spaces,
    /// shuffled by `seed` (the same seed gives the same puzzle, so a teacher's link and
    /// a reload show the same one) and never given already solved.
    pub fn new(listing: &[&'static str], seed: u64) -> Parsons {
        let lines = lines_of(listing);
        let mut order: Vec<usize> = (0..lines.len()).collect();
        let mut state = seed | 1;
        for i in (1..order.len()).rev() {
            // xorshift64: enough to shuffle a dozen lines the same way everywhere.
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            order.swap(i, (state % (i as u64 + 1)) as usize);
        }
        if order.len() > 1 && order.iter().enumerate().all(|(i, &l)| i == l) {
            order.swap(0, 1);
        }
        let depths = vec![0; lines.len()];
        let accepted = vec![(0..lines.len()).collect()];
        Parsons {
            lines,
            order,
            depths,
            accepted,
        }
    }

    /// The same problem, whose check also takes the orders `groups` allow.
    pub fn taking(mut self, groups: &[Interchangeable]) -> Parsons {
        self.accepted = orders(groups, self.lines.len());
        // Never given already solved, in any of its orders.
        if self.len() > 1 && self.check() == Check::Solved {
            self.order.swap(0, 1);
        }
        self
    }

    /// Puts every line in its place, at its depth: a problem solved before is shown
    /// solved, not shuffled under a "Right".
    pub fn solve(&mut self) {
        self.order = self.accepted.first().cloned().unwrap_or_default();
        self.depths = self.order.iter().map(|&l| self.lines[l].depth).collect();
    }

    /// The same program in the words of `listing`, another language's listing of it, the
    /// learner's arrangement kept: a change of language does not undo their work. False,
    /// and nothing changed, unless `listing` matches the program line for line in depth.
    pub fn relabel(&mut self, listing: &[&'static str]) -> bool {
        let lines = lines_of(listing);
        let matches = lines.len() == self.lines.len()
            && lines
                .iter()
                .zip(&self.lines)
                .all(|(a, b)| a.depth == b.depth);
        if matches {
            self.lines = lines;
        }
        matches
    }

    /// The lines as the learner has them: text and depth, top to bottom.
    pub fn arranged(&self) -> impl Iterator<Item = (&'static str, u8)> + '_ {
        self.order
            .iter()
            .zip(&self.depths)
            .map(|(&l, &d)| (self.lines[l].text, d))
    }

    /// How many lines there are.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// Moves the line at `from` to `to`; its depth goes with it. False if either is off
    /// the list or they are the same.
    pub fn move_line(&mut self, from: usize, to: usize) -> bool {
        if from >= self.len() || to >= self.len() || from == to {
            return false;
        }
        let line = self.order.remove(from);
        let depth = self.depths.remove(from);
        self.order.insert(to, line);
        self.depths.insert(to, depth);
        true
    }

    /// One level deeper (`+1`) or shallower (`-1`); false at either limit.
    pub fn shift(&mut self, at: usize, by: i8) -> bool {
        let Some(depth) = self.depths.get_mut(at) else {
            return false;
        };
        let to = i16::from(*depth) + i16::from(by);
        if !(0..=i16::from(MAX_DEPTH)).contains(&to) {
            return false;
        }
        *depth = to as u8;
        true
    }

    /// [`Check::Solved`] if the lines stand in an order the check takes, or else the
    /// first line out of place in the order they come nearest. Lines with the same text
    /// and depth are interchangeable.
    pub fn check(&self) -> Check {
        let mut nearest = None::<Check>;
        for wanted in &self.accepted {
            let fault = self.first_fault(wanted);
            let at = |c: Option<Check>| match c {
                Some(Check::OutOfOrder(at) | Check::WrongDepth(at)) => at,
                _ => usize::MAX,
            };
            match fault {
                Check::Solved => return Check::Solved,
                fault if nearest.is_none() || at(Some(fault)) > at(nearest) => {
                    nearest = Some(fault)
                }
                _ => {}
            }
        }
        nearest.unwrap_or(Check::Solved)
    }

    /// The first line out of place against `wanted`, an order of the lines.
    fn first_fault(&self, wanted: &[usize]) -> Check {
        for (at, (&l, &depth)) in self.order.iter().zip(&self.depths).enumerate() {
            let (given, wanted) = (&self.lines[l], &self.lines[wanted[at]]);
            if given.text != wanted.text {
                return Check::OutOfOrder(at);
            }
            if depth != wanted.depth {
                return Check::WrongDepth(at);
            }
        }
        Check::Solved
    }
}

/// A listing's lines, each without its indentation and with the depth it stood for.
fn lines_of(listing: &[&'static str]) -> Vec<Line> {
    listing
        .iter()
        .map(|l| {
            let text = l.trim_start();
            let depth = ((l.len() - text.len()) / INDENT_WIDTH).min(MAX_DEPTH as usize) as u8;
            Line { text, depth }
        })
        .collect()
}

#[cfg(test)]
mod tests;
