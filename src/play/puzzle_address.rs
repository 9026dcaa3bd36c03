//! The puzzle's address: `/play?puzzle=2026-11-23` (the daily puzzle of that date) or
//! `/play?puzzle=8-hard-42`. Reading it never fails: a malformed id gives today's puzzle
//! and a message in the visitor's language.

use crate::i18n::Lang;
use crate::play::words::words;
use nqueens_core::puzzle::{Date, Puzzle, PuzzleId};

/// The puzzle the address names, or today's with a message saying what was wrong.
/// `None` only if not even today's puzzle can be built (the message says why).
pub fn puzzle_from_query(text: &str, today: Date, lang: Lang) -> (Option<Puzzle>, Option<String>) {
    let (id, message) = match text.parse::<PuzzleId>() {
        Ok(id) => (id, None),
        Err(e) => (PuzzleId::Daily(today), Some(words(lang).unknown_puzzle(&e))),
    };
    match Puzzle::new(id) {
        Ok(p) => (Some(p), message),
        Err(e) => (None, Some(lang.say().error(&e))),
    }
}

/// The page's own address for a puzzle.
pub fn url_of(id: PuzzleId) -> String {
    format!("/play?puzzle={id}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_round_trips_through_its_address() {
        let today: Date = "2026-11-23".parse().unwrap();
        let (p, msg) = puzzle_from_query("9-hard-7", today, Lang::En);
        let p = p.unwrap();
        assert_eq!((p.n(), msg), (9, None));
        assert_eq!(url_of(p.id), "/play?puzzle=9-hard-7");
        let (daily, _) = puzzle_from_query("2026-11-24", today, Lang::En);
        assert_eq!(url_of(daily.unwrap().id), "/play?puzzle=2026-11-24");
    }

    #[test]
    fn a_malformed_id_gives_todays_puzzle_and_a_message() {
        let today: Date = "2026-11-23".parse().unwrap();
        let (p, msg) = puzzle_from_query("8-impossible-1", today, Lang::Es);
        assert_eq!(p.unwrap().id, PuzzleId::Daily(today));
        assert_eq!(
            msg.unwrap(),
            "«8-impossible-1» no es un problema: usa una fecha (2026-11-23) o \
             tamaño-nivel-semilla (8-hard-42). Este es el problema de hoy."
        );
        let (p, msg) = puzzle_from_query("20-easy-1", today, Lang::En);
        assert_eq!(p.unwrap().id, PuzzleId::Daily(today));
        assert_eq!(
            msg.unwrap(),
            "Board size 20 is out of range: use 6 to 14. Here is today's puzzle."
        );
    }
}
