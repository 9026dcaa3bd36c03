//! Chapter 4's widget: a board to try the symmetries on, then one solution's eight
//! images. The images show what each symmetry makes of a solution; the board lets the
//! learner apply them one after another and see them add up: four quarter turns come
//! back to the start, a mirror undoes itself, and a half turn leaves the class of 4 as
//! it is. The board's state is [`SymmetryBoard`], tested natively; this formats it.

use crate::learn::symmetry_board::{spaced, Start, SymmetryBoard};
use crate::learn::words::words;
use crate::site::context::use_lang;
use crate::ui::board::Board;
use crate::ui::mini_board::MiniBoard;
use leptos::prelude::*;
use nqueens_core::{Placement, Solution, Symmetry};

/// The board to try the symmetries on, and the eight images of 1 5 8 6 3 7 2 4.
#[component]
pub fn SymmetryChapter() -> impl IntoView {
    view! { {SymmetryBoard::new(Start::default()).map(try_board)}{images()} }
}

/// The board, the choice of the solution to start from, the eight symmetries' buttons,
/// the line that says what the last one did, and "Start again".
fn try_board(initial: SymmetryBoard) -> impl IntoView {
    let lang = use_lang();
    let board = RwSignal::new(initial);
    let board_words = move || words(lang.get()).symmetry_board();
    let placement = Signal::derive(move || Placement::from(board.with(|b| b.current())));
    // The line lands under the buttons, below the fold of a phone held at the board.
    let said = NodeRef::<leptos::html::P>::new();

    let starts = SymmetryBoard::starts()
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            let pressed = move || (board.with(|b| b.start()) == Start(i)).to_string();
            let choose = move |_| {
                if let Some(b) = SymmetryBoard::new(Start(i)) {
                    board.set(b);
                }
            };
            view! {
                <button type="button" class="toggle" data-testid="symmetry-start" data-code=s.to_code()
                    aria-pressed=pressed on:click=choose>
                    {move || board_words().start_name(i, &spaced(&s))}
                </button>
            }
        })
        .collect_view();

    let buttons = Symmetry::ALL
        .into_iter()
        .map(|g| {
            view! {
                <button type="button" data-testid="symmetry-apply" data-symmetry=g.id()
                    on:click=move |_| {
                        board.update(|b| b.apply(g));
                        crate::site::browser::bring_into_view(said);
                    }>
                    {move || board_words().button(g)}
                </button>
            }
        })
        .collect_view();

    // Said after each press: what was applied, the board's code now, and whether it is
    // back at the start or the class's canonical form.
    let line = move || {
        board.with(|b| match b.last() {
            Some(applied) => board_words().after(&applied),
            None => board_words().before(&spaced(&b.current()), b.is_canonical()),
        })
    };
    let code = move || board.with(|b| b.current().to_code());
    let at_start = move || {
        board
            .with(|b| b.last().is_none_or(|a| a.at_start))
            .to_string()
    };

    view! {
        <div class="symmetry-try" data-testid="symmetry-try" role="group" aria-label=move || board_words().title()>
            <div class="symmetry-starts" role="group" aria-label=move || board_words().starts_label()>{starts}</div>
            <div class="learn-board symmetry-board"><Board placement=placement show_attacks=false/></div>
            <div class="symmetry-buttons" role="group" aria-label=move || board_words().symmetries_label()>{buttons}</div>
            <p class="symmetry-line" data-testid="symmetry-line" node_ref=said data-code=code data-at-start=at_start aria-live="polite">{line}</p>
            <p>
                <button type="button" data-testid="symmetry-restart" on:click=move |_| board.update(|b| b.restart())>
                    {move || words(lang.get()).labels().restart}
                </button>
            </p>
        </div>
    }
}

/// The eight images of 1 5 8 6 3 7 2 4, each named by its symmetry.
fn images() -> impl IntoView {
    let lang = use_lang();
    let first = Solution::new(&[0, 4, 7, 5, 2, 6, 1, 3]).ok();
    let images = first
        .map(|s| {
            Symmetry::ALL
                .into_iter()
                .map(|g| {
                    let image = s.transform(g);
                    let rows: Vec<Option<u32>> =
                        image.rows().iter().map(|&r| Some(u32::from(r))).collect();
                    let name = move || lang.get().say().symmetry_name(g);
                    view! {
                        <figure class="orbit-member">
                            <MiniBoard rows=rows label=image.to_code()/>
                            <figcaption>{name}<br/><code>{image.to_code()}</code></figcaption>
                        </figure>
                    }
                })
                .collect_view()
        })
        .unwrap_or_default();
    view! { <div class="orbit">{images}</div> }
}
