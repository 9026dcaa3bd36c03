//! `/solve`: watch a search, forwards and backwards. The worker steps the core's
//! machine and sends events in batches; the page keeps them in a [`Timeline`] and paces
//! them with a gloo timer, so Back and the scrubber rebuild any step exactly.

use crate::clock::now_ms;
use crate::components::board::{Board, Highlight, HighlightKind};
use crate::components::mini_board::{rows_of, MiniBoard};
use crate::components::size_input::SizeInput;
use crate::components::solver_views::{CollisionChart, DepthBars, SearchTree, SetsTable};
use crate::context::{use_lang, use_notices};
use crate::i18n::group;
use crate::solver::Figure;
use crate::timeline::Timeline;
use crate::worker::animation_client::{use_animation, StreamState};
use crate::worker::protocol::Finished;
use gloo_timers::callback::Interval;
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::search::Goal;
use nqueens_core::search::{Algorithm, Focus, Replay, Setup};
use nqueens_core::Placement;

/// Events kept ahead of the shown step before asking the worker for more.
const LOW_WATER: usize = 4096;
/// Solutions listed, and collision samples kept for the chart.
const MAX_FOUND: usize = 60;
const MAX_CHART_POINTS: usize = 600;
/// The speed slider: 10^0 … 10^5 steps per second.
const MAX_SPEED_EXP: f64 = 5.0;

#[component]
pub fn SolvePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let anim = use_animation();
    let setup = RwSignal::new(Setup {
        n: 8,
        algorithm: Algorithm::Backtracking,
        goal: Goal::All,
        seed: 1,
    });
    let timeline = StoredValue::new(None::<Timeline>);
    let pos = RwSignal::new(0usize);
    let len = RwSignal::new(0usize);
    let first = RwSignal::new(0usize);
    let shown = RwSignal::new(Replay::new(setup.get_untracked()).ok());
    let playing = RwSignal::new(false);
    let speed_exp = RwSignal::new(1.5f64);
    let elapsed = RwSignal::new(0.0f64);
    let last_tick = StoredValue::new(0.0f64);
    let budget = StoredValue::new(0.0f64);
    let finished = RwSignal::new(None::<Finished>);
    let found = RwSignal::new(Vec::<String>::new());
    let chart = RwSignal::new(Vec::<(usize, u64)>::new());

    // Everything received goes into the timeline; ask for more while it runs low.
    let drain = move || {
        let events = anim.take_events();
        if !events.is_empty() {
            timeline.update_value(|t| {
                if let Some(t) = t {
                    for e in events {
                        t.push(e);
                    }
                    len.set(t.len());
                    first.set(t.first());
                }
            });
        }
        let speed = 10f64.powf(speed_exp.get_untracked());
        if len.get_untracked().saturating_sub(pos.get_untracked()) < LOW_WATER.max(speed as usize) {
            anim.request((speed as u32).clamp(2048, 50_000));
        }
    };
    // Steps asked for before their events arrived (a click right after loading).
    let pending_steps = StoredValue::new(0usize);

    let restart = move || {
        let s = setup.get_untracked();
        pending_steps.set_value(0);
        playing.set(false);
        finished.set(None);
        found.set(Vec::new());
        chart.set(Vec::new());
        elapsed.set(0.0);
        pos.set(0);
        len.set(0);
        first.set(0);
        match Timeline::new(s) {
            Ok(t) => {
                shown.set(Some(t.state_at(0)));
                timeline.set_value(Some(t));
                anim.start(s);
                anim.request(LOW_WATER as u32);
            }
            Err(e) => {
                timeline.set_value(None);
                shown.set(None);
                notices.show(lang.get_untracked().say().error(&e));
            }
        }
    };
    // Any change of setup starts afresh: no event of the old run is ever shown.
    Effect::new(move |_| {
        setup.track();
        restart();
    });

    // Applies up to `steps` events after the shown step.
    let advance = move |steps: usize| {
        let Some(mut state) = shown.get_untracked() else {
            return;
        };
        let (from, to) = (
            pos.get_untracked(),
            (pos.get_untracked() + steps).min(len.get_untracked()),
        );
        if from == to {
            return;
        }
        let mut new_found = Vec::new();
        let mut samples = Vec::new();
        timeline.with_value(|t| {
            let Some(t) = t else { return };
            for k in from..to {
                if let Some(e) = t.event(k) {
                    state.apply(e);
                    if state.at_solution {
                        new_found.push(state.placement().to_code());
                    }
                    if let Some(c) = state.collisions {
                        samples.push((k + 1, c));
                    }
                }
            }
        });
        if !new_found.is_empty() {
            found.update(|f| {
                f.extend(
                    new_found
                        .into_iter()
                        .take(MAX_FOUND.saturating_sub(f.len())),
                )
            });
        }
        if !samples.is_empty() {
            chart.update(|c| {
                c.extend(samples);
                if c.len() > MAX_CHART_POINTS {
                    // Keep every other point: the chart stays the same shape, half the size.
                    *c = c.iter().copied().step_by(2).collect();
                }
            });
        }
        if state.is_finished() {
            playing.set(false);
        }
        shown.set(Some(state));
        pos.set(to);
    };
    let jump = move |k: usize| {
        playing.set(false);
        finished.set(None);
        let state = timeline.with_value(|t| t.as_ref().map(|t| t.state_at(k)));
        if let Some(state) = state {
            pos.set(k.clamp(first.get_untracked(), len.get_untracked()));
            shown.set(Some(state));
        }
        drain();
    };
    let step = move || {
        playing.set(false);
        drain();
        if pos.get_untracked() < len.get_untracked() {
            advance(1);
        } else if !shown.with_untracked(|s| s.as_ref().is_some_and(Replay::is_finished)) {
            pending_steps.update_value(|p| *p += 1);
        }
    };
    Effect::new(move |_| {
        anim.arrivals.track();
        drain();
        let pending = pending_steps.get_value();
        if pending > 0 {
            let before = pos.get_untracked();
            advance(pending);
            pending_steps.set_value(pending - (pos.get_untracked() - before));
        }
    });
    let back = move || {
        let p = pos.get_untracked();
        if p > first.get_untracked() {
            jump(p - 1);
        }
    };
    let play = move || {
        if finished.get_untracked().is_none()
            && !shown.with_untracked(|s| s.as_ref().is_some_and(Replay::is_finished))
        {
            last_tick.set_value(now_ms());
            budget.set_value(0.0);
            playing.set(true);
        }
    };
    let skip = move || {
        playing.set(false);
        anim.finish();
    };

    // The clock: a gloo interval, many steps per tick at high speeds.
    let ticker = Interval::new(16, move || {
        if !playing.get_untracked() {
            return;
        }
        let now = now_ms();
        let dt = (now - last_tick.get_value()).max(0.0);
        last_tick.set_value(now);
        elapsed.update(|e| *e += dt / 1000.0);
        let speed = 10f64.powf(speed_exp.get_untracked());
        let due = budget.get_value() + speed * dt / 1000.0;
        let steps = due.floor();
        budget.set_value(due - steps);
        drain();
        if steps >= 1.0 {
            advance(steps as usize);
        }
    });
    let ticker = StoredValue::new_local(Some(ticker));
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));

    Effect::new(move |_| match anim.state.get() {
        StreamState::Finished(result) => finished.set(Some(result)),
        StreamState::Failed(why) => notices.show(lang.get_untracked().say().failure(&why)),
        _ => {}
    });

    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        let tag = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|e| e.tag_name().to_lowercase())
            .unwrap_or_default();
        if matches!(tag.as_str(), "input" | "select" | "textarea" | "button") {
            return;
        }
        match ev.key().as_str() {
            " " => {
                if playing.get_untracked() {
                    playing.set(false)
                } else {
                    play()
                }
            }
            "ArrowRight" => step(),
            "ArrowLeft" => back(),
            "End" => skip(),
            "Home" => restart(),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    // What the board and counters show: the final figures after Skip to end.
    let final_figures = move || finished.get().map(|f| (f.tally.counters, f.board));
    let counters = move || {
        final_figures()
            .map(|(c, _)| c)
            .or_else(|| shown.with(|s| s.as_ref().map(|s| s.tally.counters)))
            .unwrap_or_default()
    };
    let placement = Signal::derive(move || {
        let n = setup.with(|s| s.n);
        final_figures()
            .map(|(_, board)| board)
            .filter(|board| board.n() == n)
            .or_else(|| shown.with(|s| s.as_ref().map(Replay::placement)))
            .or_else(|| Placement::empty(n).ok())
            .unwrap_or_else(|| unreachable!("sizes on this page are valid"))
    });
    let focus = Signal::derive(move || {
        if finished.with(Option::is_some) {
            None
        } else {
            shown.with(|s| s.as_ref().and_then(|s| s.focus))
        }
    });
    let highlight = Signal::derive(move || {
        focus.get().map(|f| match f {
            Focus::Trying(sq) => Highlight {
                square: sq,
                kind: HighlightKind::Trying,
            },
            Focus::Rejected(sq, r) => Highlight {
                square: sq,
                kind: HighlightKind::Rejected(r),
            },
        })
    });
    let algorithm = move || setup.with(|s| s.algorithm);
    let is_local = move || algorithm().is_local();
    let done = move || {
        finished.with(Option::is_some)
            || shown.with(|s| s.as_ref().is_some_and(Replay::is_finished))
    };
    let verified = move || done() && is_local() && placement.with(Placement::is_solution);

    // One counter: its name in the visitor's language and its value, as the DOM
    // contract wants it (`counter-{id}`, plain digits).
    let counter = move |figure: Figure, value: Signal<String>| {
        view! {
            <div class="counter">
                <dt>{move || lang.get().say().figure(figure)}</dt>
                <dd data-testid=format!("counter-{}", figure.id())>{value}</dd>
            </div>
        }
    };
    let count_of = move |figure: Figure| {
        Signal::derive(move || figure.of(&counters()).unwrap_or(0).to_string())
    };
    let sizes = move || setup.with(|s| s.algorithm.sizes(s.goal));

    view! {
        <section class="page solve">
            <h1>{move || lang.get().t().solve_title}</h1>
            <div class="toolbar">
                <label>
                    <span class="visually-hidden">{move || lang.get().t().algorithm_label}</span>
                    <select data-testid="algorithm" on:change=move |ev| {
                        if let Some(a) = Algorithm::from_id(&event_target_value(&ev)) {
                            setup.update(|s| {
                                s.algorithm = a;
                                let (min, max) = a.sizes(s.goal);
                                s.n = s.n.clamp(min, max);
                            });
                        }
                    }>
                        {Algorithm::ALL.into_iter().map(|a| view! {
                            <option value=a.id() selected=move || algorithm() == a>{move || lang.get().say().algorithm(a).0}</option>
                        }).collect_view()}
                    </select>
                </label>
                {move || {
                    let (min, max) = sizes();
                    view! {
                        <SizeInput
                            value=Signal::derive(move || setup.with(|s| s.n))
                            min=min
                            max=max
                            on_change=Callback::new(move |n| setup.update(|s| s.n = n))
                        />
                    }
                }}
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid="first-only"
                        prop:checked=move || setup.with(|s| s.goal == Goal::First)
                        disabled=is_local
                        on:change=move |ev| {
                            let first_only = event_target_checked(&ev);
                            setup.update(|s| {
                                s.goal = if first_only { Goal::First } else { Goal::All };
                                let (min, max) = s.algorithm.sizes(s.goal);
                                s.n = s.n.clamp(min, max);
                            });
                        }
                    />
                    <span>{move || lang.get().t().first_only}</span>
                </label>
                <Show when=is_local>
                    <label class="seed">
                        <span>{move || lang.get().t().seed}</span>
                        <input type="number" min="0" prop:value=move || setup.with(|s| s.seed.to_string()) on:change=move |ev| {
                            if let Ok(seed) = event_target_value(&ev).trim().parse() { setup.update(|s| s.seed = seed) }
                        }/>
                    </label>
                </Show>
            </div>
            <p class="intro" data-testid="algorithm-text">{move || lang.get().say().algorithm(algorithm()).1}</p>
            <div class="controls" role="toolbar" aria-label=move || lang.get().t().solver_controls>
                <button class="primary" on:click=move |_| play() disabled=move || playing.get() || done()>{move || lang.get().t().play}</button>
                <button on:click=move |_| playing.set(false) disabled=move || !playing.get()>{move || lang.get().t().pause}</button>
                <button on:click=move |_| step() disabled=done>{move || lang.get().t().step}</button>
                <button on:click=move |_| back() disabled=move || pos.get() <= first.get()>{move || lang.get().t().back}</button>
                <button data-testid="skip" on:click=move |_| skip() disabled=done>{move || lang.get().t().skip_to_end}</button>
                <button on:click=move |_| restart()>{move || lang.get().t().reset}</button>
                <label class="speed">
                    <span>{move || lang.get().t().speed}</span>
                    <input
                        type="range"
                        data-testid="speed"
                        min="0"
                        max=MAX_SPEED_EXP
                        step="0.1"
                        prop:value=move || speed_exp.get().to_string()
                        on:input=move |ev| {
                            if let Ok(v) = event_target_value(&ev).parse::<f64>() { speed_exp.set(v.clamp(0.0, MAX_SPEED_EXP)) }
                        }
                    />
                    <span class="speed-value" data-testid="speed-value">{move || format!("{} /s", group(10f64.powf(speed_exp.get()).round() as u64))}</span>
                </label>
            </div>
            <label class="timeline">
                <span>{move || lang.get().t().timeline}" "<span data-testid="position">{move || pos.get()}</span>" / "{move || len.get()}</span>
                <input
                    type="range"
                    data-testid="timeline"
                    min=move || first.get()
                    max=move || len.get()
                    step="1"
                    prop:value=move || pos.get().to_string()
                    on:input=move |ev| {
                        if let Ok(k) = event_target_value(&ev).parse::<usize>() { jump(k) }
                    }
                />
            </label>
            <p class="hint">{move || lang.get().t().shortcuts}</p>
            <div class="solve-layout">
                <div class="board-wrap">
                    <Board placement=placement highlight=highlight show_attacks=Signal::derive(move || setup.with(|s| s.n <= 16))/>
                    <p class="focus-text" data-testid="focus" aria-live="off">
                        {move || focus.get().map(|f| lang.get().say().focus(f))}
                    </p>
                    <Show when=verified>
                        <p class="verdict" data-testid="solver-verdict" data-verified="true">{move || lang.get().t().verified}</p>
                    </Show>
                    <Show when=move || done() && is_local() && !verified() && algorithm() == Algorithm::SwapSearch>
                        <p class="verdict bad" data-testid="solver-verdict" data-verified="false">{move || lang.get().t().gave_up}</p>
                    </Show>
                </div>
                <div class="side">
                    <dl class="counters">
                        {Figure::SEARCH.map(|f| counter(f, count_of(f)))}
                        {counter(Figure::Elapsed, Signal::derive(move || format!("{:.1} s", elapsed.get())))}
                        <Show when=move || algorithm().has_frontier()>
                            {counter(Figure::Expanded, count_of(Figure::Expanded))}
                            {counter(Figure::Frontier, count_of(Figure::Frontier))}
                        </Show>
                        <Show when=is_local>
                            {counter(Figure::Collisions, Signal::derive(move || shown.with(|s| s.as_ref().and_then(|s| s.collisions)).unwrap_or(0).to_string()))}
                        </Show>
                    </dl>
                    <Show when=move || !is_local() fallback=move || view! { <CollisionChart points=chart/> }>
                        <SetsTable placement=placement focus=focus/>
                        <Show when=move || shown.with(|s| s.as_ref().is_some_and(|s| s.tree.is_some()))>
                            <SearchTree
                                tree=Signal::derive(move || shown.with(|s| s.as_ref().and_then(|s| s.tree.as_ref()).map(|t| t.nodes.clone()).unwrap_or_default()))
                                path=Signal::derive(move || shown.with(|s| s.as_ref().and_then(|s| s.tree.as_ref()).map(|t| t.path.clone()).unwrap_or_default()))
                                n=setup.with_untracked(|s| s.n)
                            />
                        </Show>
                        <DepthBars
                            depth_nodes=Signal::derive(move || shown.with(|s| s.as_ref().map(|s| s.depth_nodes.clone()).unwrap_or_default()))
                            depth=Signal::derive(move || counters().depth)
                        />
                    </Show>
                </div>
            </div>
            <h2>{move || lang.get().t().found_title}</h2>
            <div class="found" data-testid="found">
                {move || {
                    let n = setup.with(|s| s.n);
                    found.get().into_iter().map(|code| {
                        let href = format!("/play?n={n}&q={code}");
                        view! {
                            <A href=href attr:class="found-item">
                                <MiniBoard rows=rows_of(&code, n) label=code.clone()/>
                                <span class="code">{code.clone()}</span>
                            </A>
                        }
                    }).collect_view()
                }}
            </div>
        </section>
    }
}
