//! /code's share link: `/code#src=` and the program as base64url of its UTF-8 bytes.
//! The program travels in the fragment, which never reaches a server. Reading never
//! fails silently: a link that does not decode says so, and the editor keeps the code.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

/// The fragment's key for the program.
const KEY: &str = "src=";

/// Why a share link could not be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadLink {
    /// Not base64url.
    NotBase64,
    /// The bytes are not UTF-8 text.
    NotText,
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
            .and_then(|bytes| String::from_utf8(bytes).map_err(|_| BadLink::NotText)),
    )
}

/// The fragment that opens `source`: `#src=…`.
pub fn fragment_of(source: &str) -> String {
    format!("#{KEY}{}", URL_SAFE_NO_PAD.encode(source.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_goes_through_a_link_and_back() {
        let source = "fn f(k) { print(`reina ñ ${k}`); }\nf(1); // ♛\n";
        let fragment = fragment_of(source);
        assert!(fragment.starts_with("#src="));
        assert!(fragment[5..]
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
        assert_eq!(program_in(&fragment), Some(Ok(source.to_string())));
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
