//! /code's editor: the browser's own textarea, so typing, selection, undo, the phone's
//! keyboard and screen readers all work as they do everywhere, with what a code editor
//! adds drawn around it: line numbers, the line the replay shows, the error's line
//! underlined, the bracket matching the one beside the caret, and Tab and Shift-Tab
//! indenting (Escape, then Tab, leaves the editor). The text logic is
//! [`crate::code::editing`]'s, natively tested.
//!
//! The marks are a copy of the text behind the transparent textarea, in the same font,
//! scrolled with it; the text itself is never drawn twice. CodeMirror 6 was measured for
//! this (docs/benchmarks.md): its view alone is 63 KB gzipped, more than the page's
//! budget has left beside the interpreter.

use crate::code::editing::{indent, marked_pieces, matching_bracket, place_range, Edit};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlTextAreaElement;

/// Where a mark falls in the text: a line (from 1) and, for a bracket, its UTF-16 column.
fn line_and_column(text: &str, at: usize) -> (usize, usize) {
    let mut line = 1;
    let mut column = 0;
    let mut units = 0;
    for c in text.chars() {
        if units >= at {
            break;
        }
        units += c.len_utf16();
        if c == '\n' {
            line += 1;
            column = 0;
        } else {
            column += c.len_utf16();
        }
    }
    (line, column)
}

/// Applies `edit` through the browser's editing, so that undo takes it back; where the
/// browser has no such command, by setting the text.
fn apply(el: &HtmlTextAreaElement, edit: &Edit, source: RwSignal<String>) {
    let _ = el.set_selection_range(edit.from as u32, edit.to as u32);
    let inserted = el
        .owner_document()
        .and_then(|d| d.dyn_into::<web_sys::HtmlDocument>().ok())
        .and_then(|d| {
            d.exec_command_with_show_ui_and_value("insertText", false, &edit.insert)
                .ok()
        })
        .unwrap_or(false);
    if !inserted {
        let _ = el.set_range_text(&edit.insert);
        source.set(el.value());
    }
    let _ = el.set_selection_range(edit.selection.0 as u32, edit.selection.1 as u32);
}

/// The editor of `source`.
#[component]
pub fn CodeEditor(
    /// The program.
    source: RwSignal<String>,
    /// The textarea, for the page to select a line in.
    node_ref: NodeRef<leptos::html::Textarea>,
    /// The place an error names: its line (from 1), underlined from the column the
    /// message names (from 1, in characters; 1 when it names none).
    #[prop(into)]
    error_at: Signal<Option<(u32, u32)>>,
    /// The line the replay shows (from 1), marked.
    #[prop(into)]
    marked_line: Signal<Option<u32>>,
    /// The id of the words that describe the editor's keys.
    keys_hint: &'static str,
) -> impl IntoView {
    let gutter = NodeRef::<leptos::html::Div>::new();
    let marks = NodeRef::<leptos::html::Div>::new();
    // The caret while the editor has focus (UTF-16 units), for the bracket match.
    let caret = RwSignal::new(None::<usize>);
    // Escape pressed: the next Tab leaves the editor, as a keyboard user expects.
    let escaped = StoredValue::new(false);
    let read_caret = move || {
        if let Some(el) = node_ref.get_untracked() {
            let start = el.selection_start().ok().flatten();
            let end = el.selection_end().ok().flatten();
            caret.set(start.filter(|&s| Some(s) == end).map(|s| s as usize));
        }
    };
    let follow_scroll = move || {
        let Some(el) = node_ref.get_untracked() else {
            return;
        };
        if let Some(g) = gutter.get_untracked() {
            g.set_scroll_top(el.scroll_top());
        }
        if let Some(m) = marks.get_untracked() {
            m.set_scroll_top(el.scroll_top());
            m.set_scroll_left(el.scroll_left());
        }
    };
    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            escaped.set_value(true);
            return;
        }
        if ev.key() != "Tab"
            || escaped.get_value()
            || ev.ctrl_key()
            || ev.alt_key()
            || ev.meta_key()
        {
            escaped.set_value(false);
            return;
        }
        let Some(el) = node_ref.get_untracked() else {
            return;
        };
        ev.prevent_default();
        let start = el.selection_start().ok().flatten().unwrap_or(0) as usize;
        let end = el.selection_end().ok().flatten().unwrap_or(0) as usize;
        let edit = indent(&el.value(), start, end, ev.shift_key());
        apply(&el, &edit, source);
    };

    let lines = Memo::new(move |_| source.with(|s| s.split('\n').count()));
    let brackets = Memo::new(move |_| {
        let at = caret.get()?;
        source.with(|s| {
            let (a, b) = matching_bracket(s, at)?;
            Some([line_and_column(s, a), line_and_column(s, b)])
        })
    });
    let error_line = move || error_at.get().map(|(line, _)| line);
    let mark_lines = move || {
        let error = error_at.get();
        let marked = marked_line.get();
        let brackets = brackets.get();
        source.with(|s| {
            s.split('\n')
                .enumerate()
                .map(|(i, text)| {
                    let number = i + 1;
                    let columns: Vec<usize> = brackets
                        .iter()
                        .flatten()
                        .filter(|(l, _)| *l == number)
                        .map(|&(_, c)| c)
                        .collect();
                    let underline = error
                        .filter(|&(line, _)| line == number as u32)
                        .map(|(_, column)| column);
                    let pieces = marked_pieces(text, &columns, underline);
                    view! {
                        <div
                            class="mark-line"
                            class:error=underline.is_some()
                            class:marked=marked == Some(number as u32)
                        >
                            {pieces.into_iter().map(|piece| view! {
                                <span class:bracket=piece.bracket class:under=piece.underlined>{piece.text}</span>
                            }).collect_view()}
                        </div>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="editor">
            <div class="gutter" aria-hidden="true" node_ref=gutter>
                {move || (1..=lines.get()).map(|k| view! {
                    <div
                        class:error=move || error_line() == Some(k as u32)
                        class:marked=move || marked_line.get() == Some(k as u32)
                    >{k}</div>
                }).collect_view()}
            </div>
            <div class="editor-area">
                <div class="editor-marks" aria-hidden="true" node_ref=marks>{mark_lines}</div>
                <textarea
                    id="program"
                    data-testid="editor"
                    node_ref=node_ref
                    wrap="off"
                    spellcheck="false"
                    autocapitalize="off"
                    autocomplete="off"
                    aria-describedby=keys_hint
                    aria-invalid=move || error_line().is_some().to_string()
                    prop:value=move || source.get()
                    on:input=move |ev| {
                        source.set(event_target_value(&ev));
                        read_caret();
                    }
                    on:keydown=on_keydown
                    on:keyup=move |_| read_caret()
                    on:click=move |_| read_caret()
                    on:focus=move |_| read_caret()
                    on:blur=move |_| caret.set(None)
                    on:scroll=move |_| follow_scroll()
                ></textarea>
            </div>
        </div>
    }
}

/// Shows the place a message names in the editor `el`: selects from its column (from 1,
/// in characters; 0 for the whole line) to the end of its line, with the caret at the
/// column, and scrolls the editor sideways so the column is in view: on a phone a line
/// is wider than the editor, and the browser would show the selection's far end.
pub fn show_place(el: &HtmlTextAreaElement, line: u32, column: u32) {
    let (from, to) = place_range(&el.value(), line, column);
    let _ = el.focus();
    let _ = el.set_selection_range_with_direction(from as u32, to as u32, "backward");
    // The column's left edge, from the marks' copy of the text (same font, same box).
    let x = el
        .parent_element()
        .and_then(|area| {
            area.query_selector(".mark-line.error .under")
                .ok()
                .flatten()
        })
        .and_then(|span| span.dyn_into::<web_sys::HtmlElement>().ok())
        .map(|span| span.offset_left());
    if let Some(x) = x {
        // A third of the editor's width before it, as context; none near the start.
        el.set_scroll_left((x - el.client_width() / 3).max(0));
    }
}
