//! What /code's editor does to the text beyond what a textarea does itself: Tab and
//! Shift-Tab indent and outdent the lines of the selection, the bracket beside the
//! caret is matched, and an error's place is underlined and selected. Plain functions over the text, tested natively; the component
//! applies an [`Edit`] through the browser's own editing, so undo still works.
//!
//! Positions are UTF-16 code units, as a textarea's selection counts them.

/// One level of indentation.
pub const INDENT: &str = "    ";

/// Text to put in place of a range, and the selection after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    /// The range replaced, from and to.
    pub from: usize,
    /// End of the range replaced.
    pub to: usize,
    /// What replaces it.
    pub insert: String,
    /// The selection afterwards, from and to.
    pub selection: (usize, usize),
}

/// The UTF-16 offset of each line's start, and the text's length.
fn line_starts(text: &str) -> (Vec<usize>, usize) {
    let mut starts = vec![0];
    let mut at = 0;
    for c in text.chars() {
        at += c.len_utf16();
        if c == '\n' {
            starts.push(at);
        }
    }
    (starts, at)
}

/// The text's UTF-16 units from `from` to `to`.
fn slice16(text: &str, from: usize, to: usize) -> String {
    let units: Vec<u16> = text.encode_utf16().collect();
    String::from_utf16_lossy(&units[from.min(units.len())..to.min(units.len())])
}

/// Tab with the selection `start..end`: with no line break in it, an indent at the caret
/// (replacing the selection); across lines, one indent more at the start of each line.
/// Shift-Tab (`outdent`): up to one indent less at the start of each line touched.
pub fn indent(text: &str, start: usize, end: usize, outdent: bool) -> Edit {
    let (starts, len) = line_starts(text);
    let (start, end) = (start.min(end).min(len), end.max(start).min(len));
    let first = starts.partition_point(|&s| s <= start) - 1;
    // A selection that ends at a line's very start does not touch that line.
    let last = (starts.partition_point(|&s| s < end.max(start + 1)) - 1).max(first);
    let selected = slice16(text, start, end);
    if !outdent && !selected.contains('\n') {
        let caret = start + INDENT.len();
        return Edit {
            from: start,
            to: end,
            insert: INDENT.to_string(),
            selection: (caret, caret),
        };
    }
    let from = starts[first];
    let to = starts.get(last + 1).map_or(len, |&s| s - 1);
    let block = slice16(text, from, to);
    let (mut moved_start, mut moved_end) = (0isize, 0isize);
    let lines: Vec<String> = block
        .split('\n')
        .enumerate()
        .map(|(i, line)| {
            let line_start = starts[first + i];
            let change = if outdent {
                -(line
                    .chars()
                    .take(INDENT.len())
                    .take_while(|&c| c == ' ')
                    .count() as isize)
            } else {
                INDENT.len() as isize
            };
            // The selection moves with the text before it.
            if line_start < start || (i == 0 && line_start == start && !outdent) {
                moved_start += change.max(line_start as isize - start as isize);
            }
            if line_start < end {
                moved_end += change;
            }
            if outdent {
                line[(-change) as usize..].to_string()
            } else {
                format!("{INDENT}{line}")
            }
        })
        .collect();
    let insert = lines.join("\n");
    let shift = |at: usize, by: isize| (at as isize + by).max(from as isize) as usize;
    Edit {
        from,
        to,
        insert,
        selection: (shift(start, moved_start), shift(end, moved_end)),
    }
}

/// The bracket beside the caret (just before it, else just after) and its match, as
/// UTF-16 offsets; none when neither side is a bracket or it has no match.
pub fn matching_bracket(text: &str, caret: usize) -> Option<(usize, usize)> {
    let chars: Vec<(usize, char)> = text
        .chars()
        .scan(0, |at, c| {
            let here = *at;
            *at += c.len_utf16();
            Some((here, c))
        })
        .collect();
    let index = chars
        .iter()
        .position(|&(at, _)| at >= caret)
        .unwrap_or(chars.len());
    let candidates = [index.checked_sub(1), Some(index)];
    candidates.into_iter().flatten().find_map(|i| {
        let (at, c) = *chars.get(i)?;
        let (open, close, forwards) = match c {
            '(' => ('(', ')', true),
            '[' => ('[', ']', true),
            '{' => ('{', '}', true),
            ')' => ('(', ')', false),
            ']' => ('[', ']', false),
            '}' => ('{', '}', false),
            _ => return None,
        };
        let mut depth = 0usize;
        let mut step = |j: &usize| {
            let (other_at, d) = chars[*j];
            if d == open || d == close {
                let opening = (d == open) == forwards;
                if opening {
                    depth += 1;
                } else {
                    depth -= 1;
                    if depth == 0 {
                        return Some((at, other_at));
                    }
                }
            }
            None
        };
        if forwards {
            (i..chars.len()).find_map(|j| step(&j))
        } else {
            (0..=i).rev().find_map(|j| step(&j))
        }
    })
}

/// A piece of one line of the editor's marks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// Its text.
    pub text: String,
    /// A bracket matched with the one beside the caret.
    pub bracket: bool,
    /// Under the error's underline.
    pub underlined: bool,
}

/// One line of the marks, cut at the matched brackets (`brackets`: UTF-16 columns from
/// 0, as the caret counts) and where the error's underline starts. `underline_from` is a
/// column as a message names it, from 1 and in characters, as Rhai counts them: the
/// underline starts under that very character (1 underlines the whole line). A column
/// past the line's end is padded to, so the mark still stands where the message says.
/// An empty line keeps one space, to take its height.
pub fn marked_pieces(line: &str, brackets: &[usize], underline_from: Option<u32>) -> Vec<Piece> {
    let from = underline_from.map(|c| c.max(1) as usize - 1);
    let mut pieces: Vec<Piece> = Vec::new();
    let mut push = |c: char, bracket: bool, underlined: bool| match pieces.last_mut() {
        Some(last) if !bracket && !last.bracket && last.underlined == underlined => {
            last.text.push(c)
        }
        _ => pieces.push(Piece {
            text: c.to_string(),
            bracket,
            underlined,
        }),
    };
    let mut unit = 0;
    let mut count = 0;
    for c in line.chars() {
        push(
            c,
            brackets.contains(&unit),
            from.is_some_and(|f| count >= f),
        );
        unit += c.len_utf16();
        count += 1;
    }
    if let Some(f) = from.filter(|&f| f >= count) {
        for _ in count..f {
            push(' ', false, false);
        }
        push(' ', false, true);
    }
    if count == 0 && from.is_none() {
        push(' ', false, false);
    }
    pieces
}

/// The range that shows a message's place: from its column (from 1, in characters; 0
/// for the line's start) to the end of its line (from 1), as UTF-16 offsets in `text`,
/// the textarea's selection.
pub fn place_range(text: &str, line: u32, column: u32) -> (usize, usize) {
    let (starts, len) = line_starts(text);
    let index = (line.max(1) as usize - 1).min(starts.len() - 1);
    let start = starts[index];
    let end = starts.get(index + 1).map_or(len, |&next| next - 1);
    let line_text = slice16(text, start, end);
    let skip: usize = line_text
        .chars()
        .take(column.saturating_sub(1) as usize)
        .map(char::len_utf16)
        .sum();
    (start + skip, end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(pieces: &[Piece]) -> Vec<(&str, bool, bool)> {
        pieces
            .iter()
            .map(|p| (p.text.as_str(), p.bracket, p.underlined))
            .collect()
    }

    #[test]
    fn the_underline_starts_at_the_column_the_message_names() {
        // "Line 2, column 15: unknown variable zz": the 15th character is the z.
        let line = "  let y = x + zz;";
        assert_eq!(
            texts(&marked_pieces(line, &[], Some(15))),
            vec![("  let y = x + ", false, false), ("zz;", false, true)]
        );
        assert_eq!(
            texts(&marked_pieces(line, &[], Some(1))),
            vec![(line, false, true)]
        );
        assert_eq!(
            texts(&marked_pieces(line, &[], None)),
            vec![(line, false, false)]
        );
        // Characters, not UTF-16 units: the column after an emoji is still one on.
        assert_eq!(
            texts(&marked_pieces("\"♛\" + b", &[], Some(7))),
            vec![("\"♛\" + ", false, false), ("b", false, true)]
        );
        // Past the end: padded, and one space underlined where the column is.
        assert_eq!(
            texts(&marked_pieces("f(", &[], Some(4))),
            vec![("f( ", false, false), (" ", false, true)]
        );
        assert_eq!(
            texts(&marked_pieces("", &[], None)),
            vec![(" ", false, false)]
        );
    }

    #[test]
    fn brackets_are_cut_out_of_the_underline() {
        assert_eq!(
            texts(&marked_pieces("f(a)", &[1, 3], Some(2))),
            vec![
                ("f", false, false),
                ("(", true, true),
                ("a", false, true),
                (")", true, true)
            ]
        );
    }

    #[test]
    fn a_place_selects_from_its_column_to_the_end_of_its_line() {
        let text = "let a = 1;\n  let y = x + zz;\nprint(y);";
        assert_eq!(place_range(text, 2, 15), (25, 28));
        assert_eq!(&text[25..28], "zz;");
        assert_eq!(
            place_range(text, 2, 0),
            (11, 28),
            "no column: the whole line"
        );
        assert_eq!(place_range(text, 3, 1), (29, 38), "the last line");
        assert_eq!(place_range("♛ x\ny", 1, 3), (2, 3), "UTF-16 offsets");
        assert_eq!(
            place_range("a", 9, 1),
            (0, 1),
            "a line past the end: the last"
        );
    }

    fn apply(text: &str, e: &Edit) -> String {
        let units: Vec<u16> = text.encode_utf16().collect();
        let mut out = String::from_utf16_lossy(&units[..e.from]);
        out.push_str(&e.insert);
        out.push_str(&String::from_utf16_lossy(&units[e.to..]));
        out
    }

    #[test]
    fn tab_at_a_caret_inserts_one_indent_there() {
        let text = "if k > n {\nsolution();\n}";
        let e = indent(text, 11, 11, false);
        assert_eq!(apply(text, &e), "if k > n {\n    solution();\n}");
        assert_eq!(e.selection, (15, 15));
    }

    #[test]
    fn tab_and_shift_tab_move_every_line_of_a_selection_and_keep_it_selected() {
        let text = "a\nb\n  c\nd";
        // From inside "a" to inside "c": three lines.
        let e = indent(text, 1, 6, false);
        let indented = apply(text, &e);
        assert_eq!(indented, "    a\n    b\n      c\nd");
        assert_eq!(e.selection, (5, 18));
        let back = indent(&indented, e.selection.0, e.selection.1, true);
        assert_eq!(apply(&indented, &back), text);
        assert_eq!(back.selection, (1, 6));
    }

    #[test]
    fn shift_tab_takes_only_the_spaces_there_are() {
        let text = "  x\ny";
        let e = indent(text, 3, 3, true);
        assert_eq!(apply(text, &e), "x\ny");
        assert_eq!(e.selection, (1, 1));
        // Nothing to take: nothing changes.
        let e = indent("y", 1, 1, true);
        assert_eq!(apply("y", &e), "y");
    }

    #[test]
    fn a_selection_ending_at_a_line_start_leaves_that_line_alone() {
        let text = "a\nb\nc";
        let e = indent(text, 0, 4, false);
        assert_eq!(apply(text, &e), "    a\n    b\nc");
    }

    #[test]
    fn positions_count_utf16_units_as_the_textarea_does() {
        // "♛" is one unit, "𝕏" two.
        let text = "// ♛𝕏\nx";
        let e = indent(text, 7, 7, false);
        assert_eq!(apply(text, &e), "// ♛𝕏\n    x");
    }

    #[test]
    fn brackets_match_across_lines_and_nesting_either_way() {
        let text = "fn f(a) {\n    if (a) { g([1, 2]); }\n}";
        assert_eq!(matching_bracket(text, 9), Some((8, 36)), "after the {{");
        assert_eq!(matching_bracket(text, 37), Some((36, 8)), "after the }}");
        assert_eq!(matching_bracket(text, 4), Some((4, 6)), "before the (");
        assert_eq!(
            matching_bracket(text, 2),
            None,
            "no bracket beside the caret"
        );
        assert_eq!(
            matching_bracket("((x)", 0),
            None,
            "an open bracket without its match"
        );
    }
}
