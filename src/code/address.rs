//! /code's share link: `/code#n=8&src=`, the board's size and the program as base64url
//! of its UTF-8 bytes, so that the one who opens it runs what was shared on the same
//! board. It travels in the fragment, which never reaches a server. Reading never fails
//! silently: a link that does not decode says so, and the editor keeps the code; a size
//! the page does not offer says so too, and the board keeps its default. A link without
//! a size (the first links had none) opens on the default board.
//!
//! [`program_text`] is what the page takes as a program, from a link or from a file.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use nqueens_code::MAX_N;

/// The fragment's key for the program.
const KEY: &str = "src=";
/// The fragment's key for the board's size.
const N_KEY: &str = "n=";

/// Why a share link could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadLink {
    /// Not base64url.
    NotBase64,
    /// The bytes are not text: not UTF-8, or with control characters no program has
    /// (a NUL, as binary files have).
    NotText,
    /// The board's size is not a number the page offers (1 to [`MAX_N`]).
    BadSize,
}

/// The text of a program from its bytes: UTF-8, and no control character but tab, line
/// feed, carriage return and form feed. A browser reads any file as text, a binary one
/// too (invalid bytes become U+FFFD): the bytes are judged before they are text.
pub fn program_text(bytes: Vec<u8>) -> Result<String, BadLink> {
    let text = String::from_utf8(bytes).map_err(|_| BadLink::NotText)?;
    let binary = text
        .chars()
        .any(|c| c.is_control() && !matches!(c, '\t' | '\n' | '\r' | '\u{c}'));
    if binary {
        return Err(BadLink::NotText);
    }
    Ok(text)
}

/// The board's size in a fragment (`#n=8&src=…`); `None` when it names none.
pub fn size_in(fragment: &str) -> Option<Result<u32, BadLink>> {
    let text = fragment
        .trim_start_matches('#')
        .split('&')
        .find_map(|part| part.strip_prefix(N_KEY))?;
    Some(
        text.parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_N).contains(n))
            .ok_or(BadLink::BadSize),
    )
}

/// The program in a fragment (`#src=…` or `src=…`); `None` when it holds none.
pub fn program_in(fragment: &str) -> Option<Result<String, BadLink>> {
    let fragment = fragment.trim_start_matches('#');
    let encoded = fragment
        .split('&')
        .find_map(|part| part.strip_prefix(KEY))?;
    // Padding is optional in a link; some encoders add it, or escape it as %3D.
    let encoded = encoded.trim_end_matches('=').trim_end_matches("%3D");
    Some(
        URL_SAFE_NO_PAD
            .decode(encoded)
            .map_err(|_| BadLink::NotBase64)
            .and_then(program_text),
    )
}

/// The fragment that opens `source` on an n × n board: `#n=8&src=…`.
pub fn fragment_of(source: &str, n: u32) -> String {
    format!(
        "#{N_KEY}{n}&{KEY}{}",
        URL_SAFE_NO_PAD.encode(source.as_bytes())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_goes_through_a_link_and_back() {
        let source = "fn f(k) { print(`reina ñ ${k}`); }\nf(1); // ♛\n";
        let fragment = fragment_of(source, 11);
        assert!(fragment.starts_with("#n=11&src="));
        assert!(fragment[10..]
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(program_in(&fragment), Some(Ok(source.to_string())));
        assert_eq!(size_in(&fragment), Some(Ok(11)), "the link keeps n");
    }

    #[test]
    fn a_size_the_page_does_not_offer_is_named_and_none_is_none() {
        assert_eq!(size_in("#src=cGxhY2UoMSk&n=5"), Some(Ok(5)));
        assert_eq!(
            size_in("#n=12&src=cGxhY2UoMSk"),
            Some(Err(BadLink::BadSize))
        );
        assert_eq!(size_in("#n=0"), Some(Err(BadLink::BadSize)));
        assert_eq!(size_in("#n=eight"), Some(Err(BadLink::BadSize)));
        assert_eq!(
            size_in("#src=cGxhY2UoMSk"),
            None,
            "a link from before sizes"
        );
    }

    #[test]
    fn a_binary_file_is_not_a_program() {
        assert_eq!(
            program_text(b"fn f(k) {\r\n\tprint(k); // \xe2\x99\x9b\n}\x0c\n".to_vec()),
            Ok("fn f(k) {\r\n\tprint(k); // ♛\n}\u{c}\n".to_string())
        );
        // A PNG's first bytes: not UTF-8.
        assert_eq!(
            program_text(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec()),
            Err(BadLink::NotText)
        );
        // Valid UTF-8, but with NULs and escapes no program has.
        assert_eq!(
            program_text(b"ELF\0\x01\x02print(1);".to_vec()),
            Err(BadLink::NotText)
        );
    }

    #[test]
    fn padded_and_standard_forms_are_read() {
        // "place(1, 1);" in base64url, padded, and with its padding escaped.
        assert_eq!(
            program_in("#src=cGxhY2UoMSwgMSk7"),
            Some(Ok("place(1, 1);".into()))
        );
        assert_eq!(program_in("src=cGxhY2UoMSk="), Some(Ok("place(1)".into())));
        assert_eq!(
            program_in("#src=cGxhY2UoMSk%3D"),
            Some(Ok("place(1)".into()))
        );
    }

    #[test]
    fn a_bad_link_says_why_and_no_link_is_none() {
        assert_eq!(program_in("#src=!!!"), Some(Err(BadLink::NotBase64)));
        assert_eq!(program_in("#src=_w"), Some(Err(BadLink::NotText)));
        assert_eq!(program_in("#class-3"), None);
        assert_eq!(program_in(""), None);
    }
}
