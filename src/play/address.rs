//! The play page's address: `/play?n=8&q=15863724` holds a position. Reading it never
//! fails: a malformed address gives an empty board of a sensible size and a message in
//! the visitor's language.

use crate::i18n::Lang;
use crate::play::words::words;
use nqueens_core::Placement;

/// The smallest board the play page offers.
pub const MIN_N: usize = 1;
/// The largest board the play page offers.
pub const MAX_N: usize = 20;
/// The board shown when the address names none (or a bad one).
pub const DEFAULT_N: usize = 8;
/// Attacked squares are shaded by default up to this size (beyond, they cover the board).
pub const ATTACKS_BY_DEFAULT_N: usize = 12;

/// Reads `n` and `q` from the URL; anything malformed becomes an empty board of a
/// sensible size and a message saying what was wrong.
pub fn position_from_query(
    n: Option<String>,
    q: Option<String>,
    lang: Lang,
) -> (Placement, Option<String>) {
    let default =
        || Placement::empty(DEFAULT_N).unwrap_or_else(|_| unreachable!("8 is a valid size"));
    let n = match n {
        None => DEFAULT_N,
        Some(text) => match text.trim().parse::<usize>() {
            Ok(n) if (MIN_N..=MAX_N).contains(&n) => n,
            _ => return (default(), Some(lang.say().bad_size(&text, MIN_N, MAX_N))),
        },
    };
    let empty = Placement::empty(n).unwrap_or_else(|_| unreachable!("n was checked"));
    match q {
        None => (empty, None),
        Some(q) => match Placement::parse(&q, n) {
            Ok(p) => (p, None),
            Err(e) => (empty, Some(words(lang).unreadable_position(&e))),
        },
    }
}

/// The page's own URL for a position.
pub fn url_of(p: &Placement) -> String {
    if p.is_empty() {
        format!("/play?n={}", p.n())
    } else {
        format!("/play?n={}&q={}", p.n(), p.to_code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_round_trips_through_its_address() {
        let p = Placement::parse("15863724", 8).unwrap();
        assert_eq!(url_of(&p), "/play?n=8&q=15863724");
        let read = position_from_query(Some("8".into()), Some("15863724".into()), Lang::En);
        assert_eq!(read, (p, None));
    }

    #[test]
    fn a_malformed_address_gives_a_board_and_a_message() {
        let (p, msg) = position_from_query(Some("99".into()), None, Lang::Es);
        assert_eq!(p.n(), DEFAULT_N);
        assert!(msg.unwrap().contains("elige de 1 a 20"));
        let (p, msg) = position_from_query(Some("4".into()), Some("banana".into()), Lang::En);
        assert_eq!((p.n(), p.len()), (4, 0));
        assert_eq!(
            msg.unwrap(),
            "Cannot read the placement: 6 columns given for a board of 4. The board starts empty."
        );
        let (_, msg) = position_from_query(Some("4".into()), Some("1z".into()), Lang::Es);
        assert_eq!(
            msg.unwrap(),
            "No se puede leer la colocación: «z» no es un número de fila. \
             El tablero empieza vacío."
        );
    }
}
