//! The n×n SVG board: squares, queens, attacks, labels, keyboard control.
//!
//! One `<svg viewBox>` scaled by CSS: a square is one unit, so the board is as crisp
//! on a 320 px phone as on a desktop. Squares follow the DOM contract of DESIGN.md
//! (`data-testid="square"`, 1-based `data-row`/`data-col`, `data-state`).

use crate::site::context::use_lang;
use crate::site::prerender::in_turn;
use crate::ui::decimal::short;
use leptos::prelude::*;
use nqueens_core::model::Line;
use nqueens_core::search::Reason;
use nqueens_core::square::file_name;
use nqueens_core::{Placement, Square, SquareState};

/// Width of the label strip (rank numbers on the left, files below), in squares.
pub const LABEL: f64 = 0.62;

/// A square the board should point out: the solver's tentative square, or a hint.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Highlight {
    pub square: Square,
    pub kind: HighlightKind,
}

/// A file or rank the board should point out, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkedLine {
    pub line: Line,
    pub kind: LineMark,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineMark {
    /// A dead end's: left without a safe square.
    Blocked,
    /// A hint's: look here.
    LookHere,
}

impl LineMark {
    fn id(self) -> &'static str {
        match self {
            LineMark::Blocked => "blocked",
            LineMark::LookHere => "look",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HighlightKind {
    /// Being tried by a search.
    Trying,
    /// Refused by a search, for this reason.
    Rejected(Reason),
    /// Suggested to the player.
    Hint,
    /// A queen the player is advised to take back.
    TakeBack,
}

/// The interactive board.
#[component]
pub fn Board(
    /// The queens on the board; its size is the board's size.
    #[prop(into)]
    placement: Signal<Placement>,
    /// Shade the squares some queen attacks (on unless set to false).
    #[prop(into, optional)]
    show_attacks: MaybeProp<bool>,
    /// A square to point out.
    #[prop(into, optional)]
    highlight: MaybeProp<Highlight>,
    /// Called with the square to toggle; without it the board only shows.
    #[prop(optional)]
    on_toggle: Option<Callback<Square>>,
    /// A puzzle's given queens: drawn apart and marked `data-fixed="true"`.
    #[prop(into, optional)]
    fixed: MaybeProp<Placement>,
    /// The puzzle's id, for the board's `data-puzzle`.
    #[prop(into, optional)]
    puzzle: MaybeProp<String>,
    /// A file or rank to point out: a dead end's, or a hint's.
    #[prop(into, optional)]
    marked_line: MaybeProp<MarkedLine>,
    /// Draw the ranks and files a–p beside the board (on unless set to false: a window
    /// cut out of a huge board labels its real columns and rows itself).
    #[prop(into, optional)]
    coordinates: MaybeProp<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let n = Memo::new(move |_| placement.with(|p| p.n()));
    let states = Memo::new(move |_| placement.with(|p| p.square_states()));
    let attack_lines = Memo::new(move |_| placement.with(|p| p.attacks()));
    let cursor = RwSignal::new(Square::new(0, 0));
    let focused = RwSignal::new(false);
    let show_attacks = move || show_attacks.get().unwrap_or(true);
    let interactive = on_toggle.is_some();

    // Keep the cursor on the board when n shrinks.
    Effect::new(move |_| {
        let n = n.get() as u32;
        cursor.update(|c| {
            c.row = c.row.min(n - 1);
            c.col = c.col.min(n - 1);
        });
    });

    let state_of = move |sq: Square| -> SquareState {
        let n = n.get_untracked();
        states.with(|s| {
            s.get(sq.row as usize * n + sq.col as usize)
                .copied()
                .unwrap_or(SquareState::Empty)
        })
    };

    let on_keydown = move |ev: web_sys::KeyboardEvent| {
        let n = n.get_untracked() as u32;
        let c = cursor.get_untracked();
        let moved = match ev.key().as_str() {
            "ArrowUp" => Some(Square::new((c.row + 1).min(n - 1), c.col)),
            "ArrowDown" => Some(Square::new(c.row.saturating_sub(1), c.col)),
            "ArrowRight" => Some(Square::new(c.row, (c.col + 1).min(n - 1))),
            "ArrowLeft" => Some(Square::new(c.row, c.col.saturating_sub(1))),
            "Home" => Some(Square::new(c.row, 0)),
            "End" => Some(Square::new(c.row, n - 1)),
            " " | "Enter" => {
                if let Some(cb) = on_toggle {
                    cb.run(c);
                }
                Some(c)
            }
            _ => None,
        };
        if let Some(sq) = moved {
            ev.prevent_default();
            cursor.set(sq);
        }
    };

    let labelled = move || coordinates.get().unwrap_or(true);
    let view_box = move || {
        let label = if labelled() { LABEL } else { 0.0 };
        let size = n.get() as f64 + label;
        format!(
            "{} 0 {size} {size}",
            short(-label, 2),
            size = short(size, 2)
        )
    };

    // One square of an n×n board: its shade, state, label and the marks on it.
    let square = move |row: u32, col: u32, n: u32| {
        let sq = Square::new(row, col);
        let y = (n - 1 - row) as f64;
        let x = col as f64;
        let shade = if (row + col).is_multiple_of(2) {
            "sq dark"
        } else {
            "sq light"
        };
        let state = move || state_of(sq);
        let given = move || fixed.with(|f| f.as_ref().is_some_and(|f| f.has_queen(sq)));
        let label = move || {
            let attackers = placement.with(|p| p.attackers(sq));
            let l = lang.get();
            let name = l.say().square_name(sq, state(), &attackers);
            if given() {
                format!("{name} ({})", l.t().given)
            } else {
                name
            }
        };
        view! {
            <g
                data-testid="square"
                data-row=row + 1
                data-col=col + 1
                data-state=move || state().as_str()
                data-fixed=move || given().then_some("true")
                id=format!("sq-{}-{}", row + 1, col + 1)
                role="gridcell"
                aria-label=label
                class="cell"
                on:click=move |_| {
                    cursor.set(sq);
                    if let Some(cb) = on_toggle {
                        cb.run(sq);
                    }
                }
            >
                <rect class=shade x=col y=n - 1 - row width="1" height="1"/>
                <Show when=move || show_attacks() && state() == SquareState::Attacked>
                    <path
                        class="attack-mark"
                        d=format!(
                            "M{} {}l0.2 0.2m0 -0.2l-0.2 0.2",
                            short(x + 0.4, 3),
                            short(y + 0.4, 3),
                        )
                    />
                </Show>
                <Show when=move || matches!(state(), SquareState::Queen | SquareState::Conflict)>
                    <use
                        href="#nq-queen"
                        class=move || match (state() == SquareState::Conflict, given()) {
                            (true, _) => "queen conflict",
                            (false, true) => "queen fixed",
                            (false, false) => "queen",
                        }
                        x=short(x + 0.08, 3)
                        y=short(y + 0.08, 3)
                        width="0.84"
                        height="0.84"
                    />
                    <Show when=move || state() == SquareState::Conflict>
                        <circle class="conflict-ring" cx=short(x + 0.5, 3) cy=short(y + 0.5, 3) r="0.46"/>
                    </Show>
                </Show>
            </g>
        }
    };

    // The 64 squares of a first visit are the largest piece of the page to build: one
    // row a task while the prerendered copy is in front (see `in_turn`).
    let squares = move || {
        let n = n.get() as u32;
        let built = in_turn(n as usize);
        (0..n)
            .rev()
            .enumerate()
            .map(|(i, row)| {
                let shown = Memo::new(move |_| built.get() > i);
                move || {
                    shown.get().then(|| {
                        // Named by its rank: its squares' names would run together.
                        let name = move || lang.get().say().line_name(Line::Row(row as usize + 1));
                        view! { <g role="row" aria-label=name>{(0..n).map(|col| square(row, col, n)).collect_view()}</g> }
                    })
                }
            })
            .collect_view()
    };

    let labels = move || labelled().then(|| self::coordinates(n.get() as u32));

    let lines = move || {
        let n = n.get() as u32;
        attack_lines
            .get()
            .into_iter()
            .map(|a| {
                let (x1, y1) = centre(a.from, n);
                let (x2, y2) = centre(a.to, n);
                view! { <line class="attack-line" x1=short(x1, 3) y1=short(y1, 3) x2=short(x2, 3) y2=short(y2, 3)/> }
            })
            .collect_view()
    };

    let marker = move || {
        highlight.get().map(|h| {
            let n = n.get() as u32;
            let x = h.square.col as f64;
            let y = (n - 1 - h.square.row) as f64;
            let class = match h.kind {
                HighlightKind::Trying => "highlight trying",
                HighlightKind::Rejected(_) => "highlight rejected",
                HighlightKind::Hint => "highlight hint",
                HighlightKind::TakeBack => "highlight take-back",
            };
            // A rejected square: the line that clashes, across the board.
            let clash = match h.kind {
                HighlightKind::Rejected(reason) => {
                    let (cx, cy, nf) = (x + 0.5, y + 0.5, n as f64);
                    let (x1, y1, x2, y2) = match reason {
                        Reason::Row => (0.0, cy, nf, cy),
                        Reason::Diagonal => {
                            let (k1, k2) = (cx.min(nf - cy), (nf - cx).min(cy));
                            (cx - k1, cy + k1, cx + k2, cy - k2)
                        }
                        Reason::AntiDiagonal => {
                            let (k1, k2) = (cx.min(cy), (nf - cx).min(nf - cy));
                            (cx - k1, cy - k1, cx + k2, cy + k2)
                        }
                    };
                    Some(view! { <line class="clash-line" x1=short(x1, 3) y1=short(y1, 3) x2=short(x2, 3) y2=short(y2, 3)/> })
                }
                _ => None,
            };
            view! {
                {clash}
                <rect
                    class=class
                    data-focus=format!("{class}@{},{}", h.square.row + 1, h.square.col + 1)
                    x=short(x + 0.04, 3)
                    y=short(y + 0.04, 3)
                    width="0.92"
                    height="0.92"
                    rx="0.08"
                />
            }
        })
    };

    // A marked line: a band across it, under the queens and the marks.
    let line_band = move || {
        marked_line.get().and_then(|MarkedLine { line, kind }| {
            let n = n.get() as f64;
            let (x, y, w, h, name) = match line {
                Line::Column(j) => (j as f64 - 1.0, 0.0, 1.0, n, format!("file-{}", file_name(j as u32 - 1))),
                Line::Row(i) => (0.0, n - i as f64, n, 1.0, format!("rank-{i}")),
                Line::Diagonal(_) | Line::AntiDiagonal(_) => return None,
            };
            Some(view! {
                <rect class=format!("marked-line {}", kind.id()) data-testid="marked-line" data-kind=kind.id() data-line=name
                    x=short(x + 0.03, 3) y=short(y + 0.03, 3) width=short(w - 0.06, 3) height=short(h - 0.06, 3) rx="0.1"/>
            })
        })
    };

    let focus_ring = move || {
        // The board's own blur, fired as the board is taken off the page, wakes this once
        // more, when its owner may be gone (CONTRIBUTING.md): then there is no ring.
        (interactive && focused.try_get().unwrap_or(false)).then(|| {
            let n = n.get() as u32;
            let c = cursor.get();
            let (x, y) = (c.col as f64, (n - 1 - c.row) as f64);
            view! { <rect class="cursor" x=short(x + 0.05, 3) y=short(y + 0.05, 3) width="0.9" height="0.9"/> }
        })
    };

    view! {
        <svg
            class="board"
            class:interactive=interactive
            data-testid="board"
            data-n=move || n.get()
            data-puzzle=move || puzzle.get()
            viewBox=view_box
            role="grid"
            aria-label=move || format!("{} {}×{}", lang.get().t().board_label, n.get(), n.get())
            aria-activedescendant=move || {
                let c = cursor.get();
                format!("sq-{}-{}", c.row + 1, c.col + 1)
            }
            tabindex=if interactive { "0" } else { "-1" }
            on:keydown=on_keydown
            on:focus=move |_| focused.set(true)
            on:blur=move |_| focused.set(false)
        >
            {squares}
            {labels}
            <g class="attack-lines" aria-hidden="true">{lines}</g>
            <g aria-hidden="true">{line_band}{marker}{focus_ring}</g>
        </svg>
    }
}

/// The rank numbers left of an n×n board and the file letters under it, in the
/// [`LABEL`] strip: every board that names its squares (a1, c2) shows them.
pub fn coordinates(n: u32) -> impl IntoView {
    let ranks = (0..n).map(move |row| {
        let y = (n - 1 - row) as f64 + 0.5;
        view! { <text class="coord" x=short(-LABEL / 2.0, 3) y=short(y, 3)>{row + 1}</text> }
    });
    let files = (0..n).map(move |col| {
        let x = col as f64 + 0.5;
        view! { <text class="coord" x=short(x, 3) y=short(n as f64 + LABEL / 2.0, 3)>{file_name(col)}</text> }
    });
    view! { <g aria-hidden="true" class="coords">{ranks.collect_view()}{files.collect_view()}</g> }
}

/// The centre of `sq` in board coordinates.
fn centre(sq: Square, n: u32) -> (f64, f64) {
    (sq.col as f64 + 0.5, (n - 1 - sq.row) as f64 + 0.5)
}
