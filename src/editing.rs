//! What /code's editor does to the text beyond what a textarea does itself: Tab and
//! Shift-Tab indent and outdent the lines of the selection, and the bracket beside the
//! caret is matched. Plain functions over the text, tested natively; the component
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

#[cfg(test)]
mod tests {
    use super::*;

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
