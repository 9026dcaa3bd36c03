//! `/play`: find your own solution. The URL holds the position (`?n=8&q=15863724`).
//!
//! Every move is analysed in a worker (still completable? in how many ways? a hint?
//! which solution is it?); answers about older positions are dropped, so the page
//! never shows a stale figure and never waits.

use crate::bridge::job::{use_job, JobState};
use crate::play::address::{position_from_query, url_of, ATTACKS_BY_DEFAULT_N, MAX_N, MIN_N};
use crate::play::export::board_svg;
use crate::play::puzzle::PuzzlePage;
use crate::play::puzzle_picker::PuzzlePicker;
use crate::play::through_listing::ThroughListing;
use crate::play::words::words;
use crate::protocol::{Job, Through};
use crate::site::base::replace_address;
use crate::site::browser;
use crate::site::clock::now_ms;
use crate::site::context::{use_lang, use_notices};
use crate::site::prerender::Later;
use crate::ui::board::{Board, Highlight, HighlightKind, LineMark, MarkedLine};
use crate::ui::decimal::fixed;
use crate::ui::size_input::SizeInput;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::analysis::Analysis;
use nqueens_core::completion::Hint;
use nqueens_core::{Placement, Solution, Square, Toggled};

/// Writes the position into the address bar (see [`replace_address`]).
fn sync_url(p: &Placement) {
    replace_address(&url_of(p));
}

/// `/play`: free play, or a puzzle when the address names one (`?puzzle=…`).
#[component]
pub fn PlayPage() -> impl IntoView {
    crate::site::prerender::take_over_when(|| true);
    let query = use_query_map();
    let puzzle_mode = Memo::new(move |_| query.with(|q| q.get("puzzle").is_some()));
    view! {
        <Show when=move || puzzle_mode.get() fallback=|| view! { <FreePlay/> }>
            <PuzzlePage/>
        </Show>
    }
}

/// Any position on any board from 1 to 20, analysed live.
#[component]
fn FreePlay() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    let initial =
        query.with_untracked(|q| position_from_query(q.get("n"), q.get("q"), lang.get_untracked()));
    // A malformed address is told once: the address bar takes the board shown, so a
    // reload or a shared link opens it without the message, as on the other pages.
    if let Some(msg) = initial.1 {
        notices.show(msg);
        sync_url(&initial.0);
    }
    let placement = RwSignal::new(initial.0);
    let undo_stack = RwSignal::new(Vec::<Placement>::new());
    let redo_stack = RwSignal::new(Vec::<Placement>::new());
    let show_attacks = RwSignal::new(initial.0.n() <= ATTACKS_BY_DEFAULT_N);
    let hint_shown = RwSignal::new(false);
    // Feedback under the board that waits for the worker's analysis (a hint asked for, or
    // the verdict of a move that solved the board): brought into view once it is there.
    let feedback_due = RwSignal::new(false);
    // A tap in a file that had a queen moved it: said on the page until the next change.
    let moved = RwSignal::new(None::<(Square, Square)>);
    let announcement = RwSignal::new(String::new());
    let picking = RwSignal::new(false);
    let share_message = RwSignal::new(String::new());

    // A link to /play from another page (gallery, solver) while this page is open.
    Effect::new(move |previous: Option<()>| {
        let (n, q) = query.with(|q| (q.get("n"), q.get("q")));
        if previous.is_some() {
            let (p, msg) = position_from_query(n, q, lang.get_untracked());
            if p != placement.get_untracked() {
                placement.set(p);
                undo_stack.set(Vec::new());
                redo_stack.set(Vec::new());
            }
            if let Some(msg) = msg {
                notices.show(msg);
            }
        }
    });

    // Live analysis in the worker, one run per position.
    let analysis_job = use_job::<Analysis>(None);
    let moved_at = StoredValue::new(now_ms());
    let delay_ms = RwSignal::new(None::<f64>);
    Effect::new(move |_| {
        let p = placement.get();
        moved_at.set_value(now_ms());
        delay_ms.set(None);
        if p.n() == 2 || p.n() == 3 {
            return;
        }
        analysis_job.start(Job::Analyse { position: p });
    });
    let analysis = Memo::new(move |_| {
        let current = placement.get();
        match analysis_job.state.get() {
            JobState::Done(a) if a.position == current => Some(a),
            _ => None,
        }
    });
    Effect::new(move |_| {
        if analysis.with(Option::is_some) && delay_ms.get_untracked().is_none() {
            delay_ms.set(Some(now_ms() - moved_at.get_value()));
        }
    });
    analysis_job.notify_failures();

    let change = move |next: Placement| {
        let current = placement.get_untracked();
        if next != current {
            undo_stack.update(|h| h.push(current));
            redo_stack.set(Vec::new());
            hint_shown.set(false);
            feedback_due.set(false);
            moved.set(None);
            placement.set(next);
            sync_url(&next);
        }
    };
    let restore = move |from: RwSignal<Vec<Placement>>, to: RwSignal<Vec<Placement>>| {
        if let Some(p) = from.try_update(|h| h.pop()).flatten() {
            to.update(|h| h.push(placement.get_untracked()));
            hint_shown.set(false);
            feedback_due.set(false);
            moved.set(None);
            placement.set(p);
            sync_url(&p);
        }
    };
    let undo = move || restore(undo_stack, redo_stack);
    let redo = move || restore(redo_stack, undo_stack);

    // The contest puzzle: every solution through a picked square.
    let through_job = use_job::<Through>(None);
    let on_toggle = Callback::new(move |sq: Square| {
        if picking.get_untracked() {
            picking.set(false);
            through_job.start(Job::Through {
                n: placement.get_untracked().n(),
                square: sq,
            });
            return;
        }
        let mut next = placement.get_untracked();
        let toggled = next.toggle(sq);
        change(next);
        feedback_due.set(next.is_solution());
        if let Toggled::Moved { from } = toggled {
            moved.set(Some((from, sq)));
        }
        let l = lang.get_untracked();
        let status = words(l).queens_status(next.len(), next.n(), next.attacks().len());
        announcement.set(words(l).announce(toggled, sq, &status));
    });
    let on_size = Callback::new(move |n: usize| {
        if n != placement.get_untracked().n() {
            if let Ok(p) = Placement::empty(n) {
                show_attacks.set(n <= ATTACKS_BY_DEFAULT_N);
                change(p);
            }
        }
    });
    let clear = move |_| {
        if let Ok(empty) = Placement::empty(placement.get_untracked().n()) {
            change(empty);
        }
    };

    // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y), except while typing in a field.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .is_some();
        if typing || !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        match ev.key().to_ascii_lowercase().as_str() {
            "z" if ev.shift_key() => redo(),
            "z" => undo(),
            "y" => redo(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let status = move || {
        placement.with(|p| words(lang.get()).queens_status(p.len(), p.n(), p.attacks().len()))
    };
    let solved = move || placement.with(Placement::is_solution);
    let no_solution = move || placement.with(|p| p.n() == 2 || p.n() == 3);
    let highlight = Signal::derive(move || {
        if !hint_shown.get() {
            return None;
        }
        analysis.get().and_then(|a| match a.hint {
            Hint::Place(square) => Some(Highlight {
                square,
                kind: HighlightKind::Hint,
            }),
            Hint::Remove { square, .. } => Some(Highlight {
                square,
                kind: HighlightKind::TakeBack,
            }),
            _ => None,
        })
    });
    // A dead end's blocked file or rank, marked while its hint is shown.
    let blocked = Signal::derive(move || {
        if !hint_shown.get() {
            return None;
        }
        analysis.with(|a| match a.as_ref()?.hint {
            Hint::Remove { why, .. } => why.map(|d| MarkedLine {
                line: d.line,
                kind: LineMark::Blocked,
            }),
            _ => None,
        })
    });
    // The feedback under the board is brought into view once the worker's analysis has
    // filled it in: a phone then shows it without scrolling (the board fills its screen's
    // width), and so does a desktop, whose 800 px end near the board's foot. Waiting for the
    // analysis matters: brought into view before it, the hint's sentence would land below
    // the fold. A solved position opened from a link does not move the page.
    let feedback = NodeRef::<leptos::html::Div>::new();
    let ask_hint = move |_| {
        hint_shown.set(true);
        feedback_due.set(true);
    };
    Effect::new(move |_| {
        if feedback_due.get() && analysis.with(Option::is_some) {
            feedback_due.set(false);
            browser::bring_into_view(feedback);
        }
    });

    view! {
        <section class="page play">
            <h1>{move || words(lang.get()).labels().play_title}</h1>
            <p class="intro">{move || words(lang.get()).labels().play_intro}</p>
            <Later><div class="toolbar">
                <SizeInput value=Signal::derive(move || placement.with(|p| p.n())) min=MIN_N max=MAX_N on_change=on_size/>
                <button data-testid="undo" on:click=move |_| undo() disabled=move || undo_stack.with(Vec::is_empty)>{move || words(lang.get()).labels().undo}</button>
                <button data-testid="redo" on:click=move |_| redo() disabled=move || redo_stack.with(Vec::is_empty)>{move || words(lang.get()).labels().redo}</button>
                <button data-testid="clear" on:click=clear disabled=move || placement.with(Placement::is_empty)>{move || lang.get().t().clear}</button>
                <button data-testid="hint" class="primary" on:click=ask_hint disabled=no_solution>{move || lang.get().t().hint}</button>
                <label class="check">
                    <input type="checkbox" data-testid="show-attacks" prop:checked=show_attacks on:change=move |ev| show_attacks.set(event_target_checked(&ev))/>
                    <span>{move || words(lang.get()).labels().show_attacks}</span>
                </label>
            </div></Later>
            <div class="play-layout">
                <div class="board-col">
                    <Later><div class="board-wrap" class:celebrate=solved class:picking=move || picking.get()>
                        <Board placement=placement on_toggle=on_toggle show_attacks=show_attacks highlight=highlight marked_line=blocked/>
                    </div></Later>
                    <div class="feedback" node_ref=feedback>
                        <Show when=no_solution>
                            <div class="no-solution" data-testid="no-solution" aria-live="polite">
                                <h2>{move || words(lang.get()).labels().no_solution_title}</h2>
                                <p>{move || lang.get().say().no_solution_why(placement.with(|p| p.n()))}</p>
                            </div>
                        </Show>
                        // Solved, the verdict below says so instead.
                        <Later><Show when=move || !no_solution() && !solved()>
                            <p
                                class="completion"
                                data-testid="completion"
                                data-code=move || analysis.get().map(|a| a.position.to_code()).unwrap_or_default()
                                data-completable=move || analysis.get().map(|a| a.completable.to_string()).unwrap_or_default()
                                data-count=move || analysis.get().and_then(|a| a.completions).map(|c| c.to_string()).unwrap_or_default()
                                data-delay-ms=move || delay_ms.get().map(|d| fixed(d, 0)).unwrap_or_default()
                                class:bad=move || analysis.get().is_some_and(|a| !a.completable)
                                aria-live="polite"
                            >
                                <span class="completion-icon" aria-hidden="true">
                                    {move || match analysis.get() {
                                        Some(a) if a.completable => "✓",
                                        Some(_) => "✗",
                                        None => "…",
                                    }}
                                </span>
                                {move || match analysis.get() {
                                    Some(a) => words(lang.get()).completion(a.completable, a.completions),
                                    None => lang.get().t().checking.to_string(),
                                }}
                            </p>
                        </Show></Later>
                        {move || moved.get().map(|(from, to)| view! {
                            <p class="moved-note" data-testid="moved-note" role="status">{move || words(lang.get()).moved_in_file(from, to)}</p>
                        })}
                        <Show when=move || hint_shown.get()>
                            <p class="hint-message" data-testid="hint-message" aria-live="polite">
                                {move || analysis.get().map(|a| words(lang.get()).hint(a.hint))}
                            </p>
                        </Show>
                        <Later><div
                            class="verdict"
                            data-testid="verdict"
                            data-solved=move || solved().to_string()
                            data-canonical=move || placement.with(|p| Solution::try_from(*p).map(|s| s.canonical().to_code()).unwrap_or_default())
                            aria-live="polite"
                        >
                            {move || solved().then(|| {
                                let verdict = analysis.get().and_then(|a| a.verdict);
                                let n = placement.with(|p| p.n());
                                view! {
                                    <p class="verdict-title"><span aria-hidden="true">"♛ "</span>{move || match &verdict {
                                        Some(v) => words(lang.get()).verdict(v),
                                        None => words(lang.get()).labels().solved.to_string(),
                                    }}</p>
                                    {(n <= 12).then(|| {
                                        let canonical = placement.with(|p| Solution::try_from(*p).map(|s| s.canonical().to_code()).unwrap_or_default());
                                        view! {
                                            <A href=crate::site::base::site_url(&format!("/gallery?n={n}#class-{canonical}")) attr:data-testid="gallery-link">{move || words(lang.get()).labels().open_in_gallery}</A>
                                        }
                                    })}
                                }
                            })}
                        </div></Later>
                    </div>
                    <p class="status" data-testid="status">{status}</p>
                    <p class="visually-hidden" aria-live="polite" data-testid="announcement">{move || announcement.get()}</p>
                    <p class="hint keys">{move || words(lang.get()).labels().keyboard_help}</p>
                </div>
                <aside class="panel">
                    <Later><details class="share">
                        <summary>{move || words(lang.get()).labels().share}</summary>
                        <div class="share-buttons">
                            <button data-testid="copy-link" on:click=move |_| {
                                browser::copy_and_tell(web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default(), lang.get_untracked(), share_message);
                            }>{move || lang.get().t().copy_link}</button>
                            <button data-testid="copy-text" on:click=move |_| {
                                browser::copy_and_tell(placement.with_untracked(|p| p.to_code()), lang.get_untracked(), share_message);
                            }>{move || words(lang.get()).labels().copy_text}</button>
                            <button data-testid="download-svg" on:click=move |_| {
                                let p = placement.get_untracked();
                                if let Err(e) = browser::download(&format!("queens-{}.svg", p.n()), "image/svg+xml", &board_svg(&p)) {
                                    share_message.set(e);
                                }
                            }>{move || words(lang.get()).labels().download_svg}</button>
                            <button data-testid="download-png" on:click=move |_| {
                                let p = placement.get_untracked();
                                let size = (p.n() as u32 * 60 + 28).max(256);
                                if let Err(e) = browser::download_png(&format!("queens-{}.png", p.n()), &board_svg(&p), size) {
                                    share_message.set(e);
                                }
                            }>{move || words(lang.get()).labels().download_png}</button>
                        </div>
                        <p class="hint" aria-live="polite">{move || share_message.get()}</p>
                    </details></Later>
                    <section class="puzzles">
                        <h2>{move || words(lang.get()).labels().puzzles_title}</h2>
                        <p class="hint">{move || words(lang.get()).labels().puzzles_intro}</p>
                        <Later><PuzzlePicker/></Later>
                    </section>
                    <Later><section class="contest">
                        <h2>{move || words(lang.get()).labels().contest_title}</h2>
                        <p class="hint">{move || words(lang.get()).labels().contest_intro}</p>
                        <button data-testid="fix-queen" on:click=move |_| picking.update(|p| *p = !*p) aria-pressed=move || picking.get().to_string() disabled=move || no_solution() || placement.with(|p| p.n() > 14)>
                            {move || if picking.get() { words(lang.get()).labels().fix_queen_active } else { words(lang.get()).labels().fix_queen }}
                        </button>
                        <ThroughListing job=through_job on_load=Callback::new(change)/>
                    </section></Later>
                </aside>
            </div>
        </section>
    }
}
