//! A Parsons problem: the lines of a program, given shuffled and flush left, to put back
//! in order and at their depth. The learner moves one line at a time (dragging, or the
//! keyboard on the line in focus), so every state is one the page can show; the check
//! names the first line out of place, so a wrong answer says where to look.

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

/// The problem and the learner's arrangement of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parsons {
    lines: Vec<Line>,
    /// The learner's order: indices into `lines`.
    order: Vec<usize>,
    /// The depth the learner gave each position.
    depths: Vec<u8>,
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
        Parsons {
            lines,
            order,
            depths,
        }
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

    /// The first line out of place, or [`Check::Solved`]. Lines with the same text and
    /// depth are interchangeable.
    pub fn check(&self) -> Check {
        for (at, (&l, &depth)) in self.order.iter().zip(&self.depths).enumerate() {
            let (given, wanted) = (&self.lines[l], &self.lines[at]);
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
mod tests {
    use super::*;

    const PROGRAM: [&str; 4] = ["f(k):", "  if k > n: stop", "  for r:", "    f(k+1)"];

    /// Solves the problem as a learner would with the keyboard: for each place, bring the
    /// right line up, then set its depth.
    fn solve(p: &mut Parsons) {
        for at in 0..p.len() {
            let from = (at..p.len())
                .find(|&i| p.lines[p.order[i]].text == p.lines[at].text)
                .unwrap();
            for i in (at..from).rev() {
                assert!(p.move_line(i + 1, i));
            }
            while p.depths[at] < p.lines[at].depth {
                assert!(p.shift(at, 1));
            }
        }
    }

    #[test]
    fn the_lines_come_shuffled_flush_left_and_the_same_for_a_seed() {
        let p = Parsons::new(&PROGRAM, 3);
        assert_ne!(p.check(), Check::Solved);
        assert!(p.arranged().all(|(_, depth)| depth == 0));
        assert_eq!(p, Parsons::new(&PROGRAM, 3));
        let mut texts: Vec<_> = p.arranged().map(|(t, _)| t).collect();
        texts.sort();
        assert_eq!(texts, ["f(k):", "f(k+1)", "for r:", "if k > n: stop"]);
    }

    #[test]
    fn no_seed_gives_the_answer_away() {
        for seed in 0..200 {
            assert_ne!(
                Parsons::new(&PROGRAM, seed).check(),
                Check::Solved,
                "seed {seed}"
            );
        }
    }

    #[test]
    fn moving_and_indenting_solves_it_and_the_check_names_the_first_fault() {
        let mut p = Parsons::new(&PROGRAM, 7);
        solve(&mut p);
        assert_eq!(p.check(), Check::Solved);
        assert!(p.shift(3, -1));
        assert_eq!(p.check(), Check::WrongDepth(3));
        assert!(p.shift(3, 1));
        assert!(p.move_line(1, 2));
        assert_eq!(p.check(), Check::OutOfOrder(1));
    }

    #[test]
    fn another_language_keeps_the_arrangement_and_its_check() {
        const OTRO: [&str; 4] = ["f(k):", "  si k > n: parar", "  para r:", "    f(k+1)"];
        let mut p = Parsons::new(&PROGRAM, 7);
        solve(&mut p);
        assert!(p.shift(3, -1));
        let depths: Vec<u8> = p.arranged().map(|(_, d)| d).collect();
        assert!(p.relabel(&OTRO));
        assert_eq!(p.arranged().map(|(_, d)| d).collect::<Vec<_>>(), depths);
        assert_eq!(p.check(), Check::WrongDepth(3));
        assert_eq!(p.arranged().nth(1), Some(("si k > n: parar", 1)));
        assert!(p.shift(3, 1));
        assert_eq!(p.check(), Check::Solved);
        assert!(p.relabel(&PROGRAM));
        assert_eq!(p.check(), Check::Solved);
        // Another program, or the same at other depths, is refused.
        let kept = p.clone();
        assert!(!p.relabel(&PROGRAM[..3]));
        assert!(!p.relabel(&["f(k):", "if k > n: stop", "  for r:", "    f(k+1)"]));
        assert_eq!(p, kept);
    }

    #[test]
    fn moves_off_the_list_or_past_the_limits_are_refused() {
        let mut p = Parsons::new(&PROGRAM, 1);
        let before = p.clone();
        assert!(!p.move_line(0, 4));
        assert!(!p.move_line(2, 2));
        assert!(!p.shift(0, -1));
        assert!(!p.shift(9, 1));
        assert_eq!(p, before);
        for _ in 0..MAX_DEPTH {
            assert!(p.shift(0, 1));
        }
        assert!(!p.shift(0, 1));
    }
}
