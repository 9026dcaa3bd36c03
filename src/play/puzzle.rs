//! `/play?puzzle=ID`: a puzzle with one answer. The given queens stay put; the player
//! places the rest against a clock, asks for the next forced square with its reason,
//! and gets a result to share. Solving the daily puzzle on its day grows a streak kept
//! in local storage.

use crate::i18n::format_clock;
use crate::play::puzzle_address::{puzzle_from_query, url_of};
use crate::play::puzzle_picker::PuzzlePicker;
use crate::play::words::words;
use crate::play::words::SharedSolve;
use crate::site::base::{replace_address, site_url};
use crate::site::browser;
use crate::site::clock::{now_ms, today};
use crate::site::context::{use_lang, use_notices};
use crate::site::storage;
use crate::ui::board::{Board, Highlight, HighlightKind, LineMark, MarkedLine};
use crate::ui::hint_ladder::{HintLadder, Rung};
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::model::Line;
use nqueens_core::puzzle::{Date, Puzzle, PuzzleHint, PuzzleId, Streak};
use nqueens_core::{Placement, Square, Toggled};

/// Where the streak of daily puzzles is kept (`2026-11-23:5`).
const STREAK_KEY: &str = "nqueens.puzzle.streak";

fn saved_streak() -> Option<Streak> {
    storage::get(STREAK_KEY)?.parse().ok()
}

/// The streak after solving `id` now: it grows only for the daily puzzle of today.
fn record_solve(id: PuzzleId) -> Option<u32> {
    let today = today()?;
    if id.date() != Some(today) {
        return None;
    }
    let streak = Streak::after_solving(saved_streak(), today);
    storage::set(STREAK_KEY, &streak.to_string());
    Some(streak.days)
}

#[component]
pub fn PuzzlePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    let requested = Memo::new(move |_| query.with(|q| q.get("puzzle")).unwrap_or_default());

    let puzzle = RwSignal::new(None::<Puzzle>);
    let board = RwSignal::new(Placement::empty(8).unwrap_or_else(|_| unreachable!("8 is a size")));
    let started = StoredValue::new(now_ms());
    let now = RwSignal::new(now_ms());
    let finished_ms = RwSignal::new(None::<f64>);
    let streak_now = RwSignal::new(None::<u32>);
    let ladder = RwSignal::new(HintLadder::<PuzzleHint>::new());
    // A tap in a file that had a queen moved it: said on the page until the next change.
    let moved = RwSignal::new(None::<(Square, Square)>);
    let show_attacks = RwSignal::new(true);
    let announcement = RwSignal::new(String::new());
    let share_message = RwSignal::new(String::new());

    // A new id in the address (a link, a new puzzle): build it, start the clock.
    Effect::new(move |_| {
        let text = requested.get();
        let l = lang.get_untracked();
        let Some(day) = today().or_else(|| Date::new(2026, 1, 1)) else {
            return;
        };
        let (loaded, message) = puzzle_from_query(&text, day, l);
        if let Some(message) = message {
            notices.show(message);
        }
        if let Some(p) = loaded {
            if p.id.to_string() != text.trim() {
                replace_address(&url_of(p.id));
            }
            board.set(p.clues);
            puzzle.set(Some(p));
            started.set_value(now_ms());
            now.set(now_ms());
            finished_ms.set(None);
            ladder.set(HintLadder::new());
            moved.set(None);
            streak_now.set(
                today()
                    .and_then(|d| saved_streak().map(|s| s.current(d)))
                    .filter(|&d| d > 0),
            );
        }
    });

    // The clock, twice a second until the puzzle is solved.
    let ticker = Interval::new(500, move || {
        if finished_ms.get_untracked().is_none() {
            now.set(now_ms());
        }
    });
    let ticker = StoredValue::new_local(Some(ticker));
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));
    let elapsed = move || {
        finished_ms
            .get()
            .unwrap_or_else(|| now.get() - started.get_value())
    };

    let on_toggle = Callback::new(move |sq: Square| {
        let Some(p) = puzzle.get_untracked() else {
            return;
        };
        let l = lang.get_untracked();
        if p.is_clue(sq) {
            announcement.set(words(l).labels().given_queen.to_string());
            return;
        }
        if finished_ms.get_untracked().is_some() {
            return;
        }
        let mut next = board.get_untracked();
        let toggled = next.toggle(sq);
        moved.set(match toggled {
            Toggled::Moved { from } => Some((from, sq)),
            _ => None,
        });
        board.set(next);
        ladder.update(HintLadder::hide);
        let status = words(l).queens_status(next.len(), next.n(), next.attacks().len());
        announcement.set(words(l).announce(toggled, sq, &status));
        if next == p.answer {
            let took = now_ms() - started.get_value();
            finished_ms.set(Some(took));
            if let Some(days) = record_solve(p.id) {
                streak_now.set(Some(days));
            }
            announcement.set(words(l).puzzle_solved(took));
        }
    });

    let solved = move || finished_ms.get().is_some();
    // The square, once the hint has climbed to it; before that, only where to look.
    let highlight = Signal::derive(move || match ladder.with(HintLadder::shown)? {
        (PuzzleHint::Place(f), Rung::Square) => Some(Highlight {
            square: f.square,
            kind: HighlightKind::Hint,
        }),
        (PuzzleHint::Remove(square), Rung::Square) => Some(Highlight {
            square,
            kind: HighlightKind::TakeBack,
        }),
        _ => None,
    });
    let look_here = Signal::derive(move || {
        let line = match ladder.with(HintLadder::shown)? {
            (PuzzleHint::Place(f), _) => f.why.line(),
            (PuzzleHint::Remove(sq), Rung::Reason) => Line::Column(sq.col as usize + 1),
            _ => return None,
        };
        Some(MarkedLine {
            line,
            kind: LineMark::LookHere,
        })
    });
    let feedback = NodeRef::<leptos::html::Div>::new();
    let ask_hint = move |_| {
        let Some(next) =
            puzzle.with_untracked(|p| p.as_ref().map(|p| p.hint(&board.get_untracked())))
        else {
            return;
        };
        ladder.update(|l| {
            l.ask(next);
        });
        browser::bring_into_view(feedback);
    };
    // Solved: the result under the board is brought into view.
    Effect::new(move |was: Option<bool>| {
        let now = solved();
        if now && was == Some(false) {
            browser::bring_into_view(feedback);
        }
        now
    });
    let share_text = move || {
        let p = puzzle.get()?;
        let took = finished_ms.get()?;
        let href = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .map(|origin| format!("{origin}{}", site_url(&url_of(p.id))))
            .unwrap_or_default();
        let streak = p.id.date().and(streak_now.get());
        let hints = ladder.with(HintLadder::used);
        let solve = SharedSolve {
            id: p.id,
            elapsed_ms: took,
            hints,
            streak,
            url: href,
        };
        Some(words(lang.get()).share_result(&solve))
    };

    view! {
        <section class="page play puzzle">
            <h1>{move || words(lang.get()).labels().puzzles_title}</h1>
            <p class="intro">{move || words(lang.get()).labels().puzzles_intro}</p>
            {move || puzzle.get().map(|p| {
                let level = p.level();
                view! {
                    <p class="puzzle-heading">
                        <strong data-testid="puzzle-heading">{move || words(lang.get()).puzzle_heading(p.id)}</strong>
                        " "
                        <span class=format!("level level-{}", level.id()) data-testid="puzzle-level-badge" data-level=level.id()>
                            {move || lang.get().say().level_name(level)}
                        </span>
                    </p>
                    <p class="hint">{move || words(lang.get()).level_explained(level)}</p>
                }
            })}
            <div class="toolbar">
                <button data-testid="hint" class="primary" disabled=move || puzzle.with(Option::is_none) || solved() on:click=ask_hint>{move || lang.get().t().hint}</button>
                <button data-testid="start-over" disabled=move || puzzle.with(|p| p.as_ref().is_none_or(|p| p.clues == board.get())) || solved() on:click=move |_| {
                    if let Some(p) = puzzle.get_untracked() {
                        board.set(p.clues);
                        ladder.update(HintLadder::hide);
                        moved.set(None);
                    }
                }>{move || words(lang.get()).labels().start_over}</button>
                <label class="check">
                    <input type="checkbox" data-testid="show-attacks" prop:checked=show_attacks on:change=move |ev| show_attacks.set(event_target_checked(&ev))/>
                    <span>{move || words(lang.get()).labels().show_attacks}</span>
                </label>
                <A href=site_url("/play") attr:class="button" attr:data-testid="free-play">{move || words(lang.get()).labels().free_play}</A>
            </div>
            <div class="play-layout">
                <div class="board-col">
                    <div class="board-wrap" class:celebrate=solved>
                        <Board
                            placement=board
                            on_toggle=on_toggle
                            show_attacks=show_attacks
                            highlight=highlight
                            marked_line=look_here
                            fixed=Signal::derive(move || puzzle.get().map(|p| p.clues))
                            puzzle=Signal::derive(move || puzzle.get().map(|p| p.id.to_string()))
                        />
                    </div>
                    <p class="status" data-testid="status">{move || board.with(|b| words(lang.get()).queens_status(b.len(), b.n(), b.attacks().len()))}</p>
                    <p class="visually-hidden" aria-live="polite" data-testid="announcement">{move || announcement.get()}</p>
                    <div class="feedback" node_ref=feedback>
                        {move || moved.get().map(|(from, to)| view! {
                            <p class="moved-note" data-testid="moved-note" role="status">{move || words(lang.get()).moved_in_file(from, to)}</p>
                        })}
                        {move || ladder.with(HintLadder::shown).map(|(h, rung)| view! {
                            <p class="hint-message" data-testid="hint-message" data-rung=rung.id() aria-live="polite">
                                {move || words(lang.get()).puzzle_hint(h, rung)}
                            </p>
                        })}
                        <div class="verdict" data-testid="verdict" data-solved=move || solved().to_string() aria-live="polite">
                            {move || finished_ms.get().map(|took| view! {
                                <p class="verdict-title" data-testid="puzzle-result"><span aria-hidden="true">"♛ "</span>{move || words(lang.get()).puzzle_solved(took)}</p>
                                <pre class="share-text" data-testid="share-text">{share_text}</pre>
                                <button data-testid="copy-result" on:click=move |_| {
                                    browser::copy_and_tell(share_text().unwrap_or_default(), lang.get_untracked(), share_message);
                                }>{move || words(lang.get()).labels().copy_result}</button>
                                <p class="hint" aria-live="polite">{move || share_message.get()}</p>
                            })}
                        </div>
                    </div>
                    <p class="hint keys">{move || words(lang.get()).labels().puzzle_keyboard_help}</p>
                </div>
                <aside class="panel">
                    {move || puzzle.get().map(|p| view! {
                        <p data-testid="puzzle-summary">{move || words(lang.get()).puzzle_summary(p.n(), p.clues.len())}</p>
                    })}
                    <p class="puzzle-clock">
                        {move || words(lang.get()).labels().time_taken}": "
                        <time data-testid="puzzle-timer" class="figure">{move || format_clock(elapsed())}</time>
                    </p>
                    {move || streak_now.get().map(|days| view! {
                        <p class="streak" data-testid="streak" data-days=days>"🔥 "{move || words(lang.get()).streak(days)}</p>
                    })}
                    <section class="puzzles">
                        <h2>{move || words(lang.get()).labels().new_puzzle}</h2>
                        {move || {
                            let (n, level) = puzzle.with(|p| p.as_ref().map_or((8, nqueens_core::puzzle::Level::Medium), |p| (p.n(), p.level())));
                            view! { <PuzzlePicker n=n level=level/> }
                        }}
                    </section>
                    <p class="hint facts" data-testid="puzzle-facts">{move || words(lang.get()).labels().puzzle_facts}</p>
                </aside>
            </div>
        </section>
    }
}
