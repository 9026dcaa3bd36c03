//! A quiz's answers as the stored progress line writes them (`q1=t92,c2,,b1.5.8.6.3.7.2.4`).
//!
//! Apart from the rest of [`super::Progress`]'s line because it is a small format of its
//! own, with an escape for typed text and a reading that drops only the answer it cannot
//! read: the line's other fields know nothing of it, and it knows nothing of chapters.

use crate::learn::quiz::Given;
use nqueens_core::Placement;

/// The most characters of a typed answer kept: an answer is a number, and the line
/// stays short whatever is typed.
pub(super) const MAX_TYPED: usize = 40;

/// An answer as it is kept: typed text cut to [`MAX_TYPED`] characters.
pub(super) fn trimmed(given: &Given) -> Given {
    match given {
        Given::Text(text) => Given::Text(text.chars().take(MAX_TYPED).collect()),
        other => other.clone(),
    }
}

/// One answer in the stored line: `t` and the text typed (its `%`, `;`, `,` and `=`
/// escaped, as the line's separators), `c` and a choice's index, `b` and a board's
/// files' ranks (0 for an empty file) joined by dots; nothing for no answer.
pub(super) fn write_answer(given: &Option<Given>) -> String {
    match given {
        None => String::new(),
        Some(Given::Choice(c)) => format!("c{c}"),
        Some(Given::Board(board)) => {
            let ranks: Vec<String> = board
                .rows()
                .map(|r| r.map_or(0, |r| r + 1).to_string())
                .collect();
            format!("b{}", ranks.join("."))
        }
        Some(Given::Text(text)) => {
            let mut out = String::from("t");
            for ch in text.chars() {
                match ch {
                    '%' | ';' | ',' | '=' => out.push_str(&format!("%{:02X}", ch as u32)),
                    _ => out.push(ch),
                }
            }
            out
        }
    }
}

/// The answers of a stored `q` field; one it cannot read is no answer.
pub(super) fn read_answers(value: &str) -> Vec<Option<Given>> {
    value.split(',').map(read_answer).collect()
}

fn read_answer(value: &str) -> Option<Given> {
    let mut chars = value.chars();
    let kind = chars.next()?;
    let rest = chars.as_str();
    match kind {
        'c' => rest.parse().ok().map(Given::Choice),
        'b' => {
            let ranks = rest.replace('.', ",");
            Placement::parse(&ranks, rest.split('.').count())
                .ok()
                .map(Given::Board)
        }
        't' => unescape(rest).map(|t| Given::Text(t.chars().take(MAX_TYPED).collect())),
        _ => None,
    }
}

/// Undoes [`write_answer`]'s escapes; `None` for a broken one.
fn unescape(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let code = rest.get(at + 1..at + 3)?;
        out.push(char::from(u8::from_str_radix(code, 16).ok()?));
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    Some(out)
}
