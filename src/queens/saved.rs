//! The board in play, kept on the device: a reload, a closed tab or a visit tomorrow
//! morning finds today's board as it was left (its marks, its clock, its hints, solved
//! or not). One board is kept, the last played; another board starts afresh.
//!
//! As one line of text: `ID|MARKS|MS|HINTS|SOLVED`, the marks a letter a cell (`.` empty,
//! `x` crossed out, `Q` a queen), row by row.

use super::game::{CellState, Game};

/// A board as it was left.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// The layout's id.
    pub layout: String,
    /// Each cell's mark, row by row.
    pub marks: Vec<CellState>,
    /// The time on the clock.
    pub elapsed_ms: f64,
    /// Hints asked for.
    pub hints: u32,
    /// Whether it was solved (the clock then stays stopped).
    pub solved: bool,
}

impl Saved {
    /// The game as it stands.
    pub fn of(game: &Game, elapsed_ms: f64, hints: u32) -> Saved {
        Saved {
            layout: game.layout().id(),
            marks: game.all_cells().map(|c| game.state(c)).collect(),
            elapsed_ms,
            hints,
            solved: game.is_solved(),
        }
    }

    /// As stored.
    pub fn to_text(&self) -> String {
        let marks: String = self
            .marks
            .iter()
            .map(|m| match m {
                CellState::Empty => '.',
                CellState::Mark => 'x',
                CellState::Queen => 'Q',
            })
            .collect();
        let solved = u8::from(self.solved);
        // Whole milliseconds, written and read as an integer: the page then carries no
        // float formatting or parsing for it (the /queens budget, docs/benchmarks.md).
        let ms = self.elapsed_ms.max(0.0).round() as u64;
        format!("{}|{marks}|{ms}|{}|{solved}", self.layout, self.hints)
    }

    /// Reads a stored line; None for anything else (an older format, a hand edit).
    pub fn from_text(text: &str) -> Option<Saved> {
        let mut parts = text.split('|');
        let (Some(layout), Some(marks), Some(ms), Some(hints), Some(solved), None) = (
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
            parts.next(),
        ) else {
            return None;
        };
        let marks = marks
            .chars()
            .map(|c| match c {
                '.' => Some(CellState::Empty),
                'x' => Some(CellState::Mark),
                'Q' => Some(CellState::Queen),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Saved {
            layout: layout.to_string(),
            marks,
            elapsed_ms: ms.parse::<u64>().ok()? as f64,
            hints: hints.parse().ok()?,
            solved: solved == "1",
        })
    }

    /// The game it left, on `game`'s layout, if it is that layout's (the board and the
    /// marks of another board, or of another size, are not restored).
    pub fn restore(&self, game: &Game) -> Option<Game> {
        if self.layout != game.layout().id() || self.marks.len() != game.n() * game.n() {
            return None;
        }
        Some(game.with_marks(&self.marks))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nqueens_core::queens::{generate, Cell, Level};

    #[test]
    fn a_game_comes_back_as_it_was_left() {
        let made = generate(8, 9, Level::Easy).expect("a level");
        let mut game = Game::new(made.layout.clone());
        game.tap(Cell::new(0, 0));
        game.tap(Cell::new(2, 3));
        game.tap(Cell::new(2, 3));
        let saved = Saved::of(&game, 86_400.0, 2);
        let read = Saved::from_text(&saved.to_text()).expect("it reads back");
        assert_eq!(read, saved);
        let back = read
            .restore(&Game::new(made.layout))
            .expect("the same board");
        assert_eq!(back.shown_all(false), game.shown_all(false));
        assert!(!back.can_undo(), "a restored game starts a new history");
    }

    #[test]
    fn another_board_or_a_bad_line_is_not_restored() {
        let one = generate(8, 9, Level::Easy).expect("a level").layout;
        let other = generate(8, 10, Level::Easy).expect("a level").layout;
        let saved = Saved::of(&Game::new(one), 0.0, 0);
        assert_eq!(saved.restore(&Game::new(other)), None);
        for bad in [
            "",
            "id|..Q|12|0",
            "id|..z|1|0|0",
            "id|..|-5|0|0",
            "id|..|NaN|0|0",
        ] {
            assert_eq!(Saved::from_text(bad), None, "{bad}");
        }
    }
}
