//! `/queens`: today's board, or the one the address names, played with taps and strokes,
//! hints that explain one step at a time, a clock that stops while the tab is hidden,
//! and a line to share once solved. The board comes from the worker (a 16×16 takes
//! milliseconds natively, more in wasm); the rules and hints run here, on plain structs.

use super::address::Wanted;
use super::board_view::{Grid, QueensBoard};
use super::days;
use super::game::Game;
use super::hint::QueensHint;
use super::look;
use super::options::{Options, QueensOptions};
use super::picker::LevelPicker;
use super::playing::{Notice, Playing};
use super::saved::Saved;
use super::stopwatch::Stopwatch;
use super::verdict::QueensVerdict;
use super::words::words;
use crate::bridge::job::{use_job, JobState};
use crate::i18n::format_clock;
use crate::protocol::{Job, QueensReply};
use crate::site::base::{replace_address, site_url};
use crate::site::browser;
use crate::site::clock::{now_ms, today};
use crate::site::context::{use_lang, use_notices};
use crate::site::storage;
use crate::ui::hint_ladder::{HintLadder, Rung};
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_query_map;
use nqueens_core::queens::palette;
use nqueens_core::queens::Level;

/// Where the board in play is kept (`saved.rs`).
const SAVED_KEY: &str = "nqueens.queens.game";
#[component]
pub fn QueensPlayPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    let job = use_job::<QueensReply>(None);
    job.notify_failures();

    let asked = RwSignal::new(None::<Wanted>);
    let playing = RwSignal::new(None::<Playing>);
    let game = RwSignal::new(None::<Game>);
    let ladder = RwSignal::new(HintLadder::<QueensHint>::new());
    let clock = StoredValue::new(Stopwatch::started(now_ms()));
    let now = RwSignal::new(now_ms());
    let finished = RwSignal::new(None::<f64>);
    let streak = RwSignal::new(None::<u32>);
    let Options { auto_x, letters } = Options::saved();
    let announcement = RwSignal::new(String::new());

    // The address names a board: the worker makes it (or counts a layout given whole).
    Effect::new(move |_| {
        let (level, layout) = query.with(|q| (q.get("level"), q.get("layout")));
        let (wanted, why) = Wanted::read(level.as_deref(), layout.as_deref(), today());
        if let Some(why) = why {
            notices.show(words(lang.get_untracked()).error(&why));
            replace_address("/queens");
        }
        asked.set(Some(wanted.clone()));
        match wanted {
            Wanted::Daily(_, recipe) | Wanted::Recipe(recipe) => {
                job.start(Job::QueensLevel { recipe })
            }
            Wanted::Layout(layout) => job.start(Job::QueensCount {
                layout: layout.id(),
                cap: super::builder::COUNT_CAP,
            }),
        }
    });

    // The worker's board: a new game, the clock from zero.
    Effect::new(move |_| {
        let Some(reply) = job.state.with(|s| match s {
            JobState::Done(reply) => Some(reply.clone()),
            _ => None,
        }) else {
            return;
        };
        let Some(wanted) = asked.get_untracked() else {
            return;
        };
        let (made, notice) = Playing::from_reply(wanted, reply);
        let w = words(lang.get_untracked());
        match notice {
            Some(Notice::NotUnique(verdict)) => notices.show(format!(
                "{} {}",
                w.verdict(verdict, None),
                w.labels().no_hints
            )),
            Some(Notice::Refused(why)) => notices.show(w.error(&why)),
            None => {}
        }
        let Some(made) = made else {
            return;
        };
        // The board as it was left on this device, if it is this one; else afresh.
        let fresh = Game::new(made.layout.clone());
        let t = now_ms();
        let left = storage::get(SAVED_KEY)
            .and_then(|text| Saved::from_text(&text))
            .and_then(|saved| Some((saved.restore(&fresh)?, saved)));
        match left {
            Some((restored, saved)) => {
                game.set(Some(restored));
                ladder.set(HintLadder::resumed(saved.hints));
                let mut watch = Stopwatch::resumed(saved.elapsed_ms, t);
                if saved.solved {
                    watch.stop(t);
                }
                clock.set_value(watch);
                finished.set(saved.solved.then_some(saved.elapsed_ms));
            }
            None => {
                game.set(Some(fresh));
                ladder.set(HintLadder::new());
                clock.set_value(Stopwatch::started(t));
                finished.set(None);
            }
        }
        // The last board's "solved" is not this one's news.
        announcement.set(String::new());
        playing.set(Some(made));
        now.set(t);
        streak.set(days::current());
    });

    // The clock: twice a second while it runs; paused while the tab is hidden.
    days::tick(clock, now, finished);
    let elapsed = move || {
        finished
            .get()
            .unwrap_or_else(|| clock.get_value().elapsed(now.get()))
    };
    // The clock's text changes once a second, not at every tick.
    let clock_text = Memo::new(move |_| format_clock(elapsed()));
    // The prerendered copy stays until the worker's board is drawn.
    crate::site::prerender::take_over_when(move || game.with(Option::is_some));

    // After every move: the hint shown is stale, and the board may be solved.
    let after_move = move |keep_hint: bool| {
        if !keep_hint {
            ladder.update(HintLadder::hide);
        }
        let solved = game.with_untracked(|g| g.as_ref().is_some_and(Game::is_solved));
        if solved && finished.get_untracked().is_none() {
            let t = now_ms();
            clock.update_value(|c| c.stop(t));
            let took = clock.get_value().elapsed(t);
            finished.set(Some(took));
            let date = playing.with_untracked(|p| p.as_ref().and_then(|p| p.wanted.date()));
            if let Some(days) = date.and_then(days::record) {
                streak.set(Some(days));
            }
            let hints = ladder.with_untracked(HintLadder::hints);
            announcement.set(words(lang.get_untracked()).solved(&format_clock(took), hints));
        }
        let t = now_ms();
        let hints = ladder.with_untracked(HintLadder::hints);
        game.with_untracked(|g| {
            if let Some(g) = g {
                let elapsed = clock.get_value().elapsed(t);
                storage::set(SAVED_KEY, &Saved::of(g, elapsed, hints).to_text());
            }
        });
    };
    let playable = move || game.with(Option::is_some) && finished.get().is_none();
    let on_tap = Callback::new(move |cell| {
        if !playable() {
            return;
        }
        game.update(|g| g.iter_mut().for_each(|g| g.tap(cell)));
        after_move(false);
    });
    let on_stroke = Callback::new(move |(cell, first): (_, bool)| {
        if !playable() {
            return;
        }
        game.update(|g| {
            g.iter_mut().for_each(|g| {
                if first {
                    g.start_stroke(cell)
                } else {
                    g.cross(cell)
                }
            })
        });
        after_move(false);
    });
    let ask_hint = move |_| {
        let Some(answer) = playing.with_untracked(|p| p.as_ref().and_then(|p| p.answer.clone()))
        else {
            return;
        };
        let Some(hint) = game.with_untracked(|g| {
            g.as_ref()
                .map(|g| QueensHint::next(g, &answer, auto_x.get_untracked()))
        }) else {
            return;
        };
        let (hint, rung) = ladder
            .try_update(|l| l.ask(hint))
            .unwrap_or((QueensHint::Solved, Rung::Square));
        if rung == Rung::Square {
            game.update(|g| g.iter_mut().for_each(|g| hint.apply(g)));
            after_move(true);
        }
    };
    let moved = move |change: fn(&mut Game) -> bool| {
        if playable() && game.try_update(|g| g.as_mut().is_some_and(change)) == Some(true) {
            after_move(false);
        }
    };
    days::undo_keys(move || moved(Game::undo), move || moved(Game::redo));

    let grid = Signal::derive(move || {
        playing.with(|p| p.as_ref().map(|p| Grid::of(&p.layout)).unwrap_or_default())
    });
    let colours = Signal::derive(move || {
        playing.with(|p| {
            p.as_ref()
                .map(|p| p.colours.iter().map(|&i| palette::hex(i)).collect())
                .unwrap_or_default()
        })
    });
    let looks = Memo::new(move |_| {
        let shown = ladder.with(HintLadder::shown);
        game.with(|g| {
            g.as_ref()
                .map(|g| look::looks(g, auto_x.get(), shown.as_ref()))
                .unwrap_or_default()
        })
    });
    let region_name = move |region: usize| {
        let swatch = playing.with(|p| p.as_ref().and_then(|p| p.colours.get(region).copied()));
        let letter = nqueens_core::queens::letter(region);
        swatch.map_or_else(
            || letter.to_string(),
            |s| words(lang.get()).region(s, letter),
        )
    };
    let describe = Callback::new(move |i: usize| {
        let w = words(lang.get());
        let n = grid.with(|g| g.n.max(1));
        let region = grid.with(|g| g.regions.get(i).copied().unwrap_or(0));
        let state = looks.with(|l| l.get(i).map(|l| l.state).unwrap_or_default());
        w.cell_label(
            i / n + 1,
            i % n + 1,
            &region_name(region.into()),
            w.state_name(state),
        )
    });
    // A solved board's verdict takes the hint's place: its last step is old news.
    let hint_text = move || {
        if finished.with(Option::is_some) {
            return None;
        }
        let (hint, rung) = ladder.with(HintLadder::shown)?;
        let w = words(lang.get());
        let units: Vec<String> = match &hint {
            QueensHint::Step(step) => step
                .units
                .iter()
                .map(|&u| match u {
                    nqueens_core::queens::Unit::Region(r) => region_name(r.into()),
                    other => w.unit(other, ""),
                })
                .collect(),
            _ => Vec::new(),
        };
        Some((rung, w.hint(&hint, rung, &units)))
    };
    let labels = move || words(lang.get()).labels();
    // A hint or a verdict under a board that fills a phone's screen is brought into view.
    let feedback = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let shown = ladder.with(|l| l.shown().map(|(_, rung)| rung));
        if shown.is_some() || finished.get().is_some() {
            browser::bring_into_view(feedback);
        }
    });
    let status = move || {
        game.with(|g| {
            g.as_ref().map(|g| {
                words(lang.get()).progress(g.queens().len(), g.n(), g.conflicts().len() as usize)
            })
        })
    };

    view! {
        <section class="page queens">
            <h1>{move || words(lang.get()).title()}</h1>
            <p class="intro">{move || words(lang.get()).rules()}</p>
            <div class="queens-heading">
                <span data-testid="queens-heading" data-ms=move || playing.with(|p| p.as_ref().map(|p| tenths(p.ms)))>
                    {move || playing.with(|p| p.as_ref().map(|p| {
                        words(lang.get()).heading(p.wanted.date(), p.layout.n(), p.answer.as_ref().map(|_| p.level))
                    }))}
                </span>
                <span class="puzzle-clock">
                    {move || labels().time}": "
                    <time data-testid="queens-timer" class="figure">{clock_text}</time>
                </span>
            </div>
            <div class="toolbar queens-tools">
                <button data-testid="hint" class="primary"
                    disabled=move || !playable() || playing.with(|p| p.as_ref().is_none_or(|p| p.answer.is_none()))
                    on:click=ask_hint>{move || labels().hint}</button>
                <button data-testid="undo" disabled=move || !playable() || !game.with(|g| g.as_ref().is_some_and(Game::can_undo))
                    on:click=move |_| moved(Game::undo)>{move || labels().undo}</button>
                <button data-testid="redo" disabled=move || !playable() || !game.with(|g| g.as_ref().is_some_and(Game::can_redo))
                    on:click=move |_| moved(Game::redo)>{move || labels().redo}</button>
                <button data-testid="clear" disabled=move || !playable()
                    on:click=move |_| moved(|g| { g.reset(); true })>{move || labels().clear}</button>
            </div>
            <div class="queens-layout">
                <div class="board-col" aria-busy=move || game.with(Option::is_none).to_string()>
                    {move || game.with(Option::is_none).then(|| view! {
                        <p class="status" data-testid="queens-making">{move || labels().making}</p>
                    })}
                    <div class="board-wrap" class:celebrate=move || finished.get().is_some()>
                        <QueensBoard
                            grid=grid
                            colours=colours
                            looks=looks.into()
                            letters=letters.into()
                            label=Signal::derive(move || words(lang.get()).board_label(grid.with(|g| g.n)))
                            describe=describe
                            on_tap=on_tap
                            on_stroke=on_stroke
                        />
                    </div>
                    <p class="status" data-testid="queens-status">{status}</p>
                    <p class="visually-hidden" aria-live="polite">{move || announcement.get()}</p>
                    <div node_ref=feedback>
                        {move || hint_text().map(|(rung, text)| view! {
                            <p class="hint-message" data-testid="hint-text" data-rung=rung.id() aria-live="polite">{text}</p>
                        })}
                    <QueensVerdict finished=finished playing=playing ladder=ladder/>
                    </div>
                    <p class="hint">{move || words(lang.get()).how_to()}</p>
                </div>
                <aside class="panel">
                    {move || streak.get().map(|days| view! {
                        <p class="streak" data-testid="streak" data-days=days>"🔥 "{move || words(lang.get()).streak(days)}</p>
                    })}
                    <QueensOptions options=Options { auto_x, letters }/>
                    {move || {
                        let (n, level) = playing.with(|p| p.as_ref().map_or((9, Level::Medium), |p| (p.layout.n(), p.level.unwrap_or(Level::Expert))));
                        view! { <LevelPicker n=n level=level/> }
                    }}
                    <p>
                        <A href=site_url("/queens/build") attr:data-testid="build-link">{move || labels().build_link}</A>
                    </p>
                    <p class="hint facts">{move || words(lang.get()).relation()}</p>
                </aside>
            </div>
        </section>
    }
}

/// Milliseconds to one decimal, from whole tenths: the page formats no float (the
/// formatting code would cost /queens' first visit 5 KB).
fn tenths(ms: f64) -> String {
    let t = (ms.max(0.0) * 10.0).round() as u64;
    format!("{}.{}", t / 10, t % 10)
}
