//! `/solve`: watch a search, forwards and backwards. The worker steps the core's
//! machine and sends events in batches; a [`Player`] keeps them and decides what is
//! shown, and this page only forwards clicks, keys, arrivals and a gloo clock to it.
//! The address holds the run and the step shown ([`SolveAddress`]), so a link opens the
//! same moment.

use crate::clock::now_ms;
use crate::components::board::{Board, Highlight, HighlightKind};
use crate::components::call_stack::CallStack;
use crate::components::code_panel::{marked_line, CodePanel};
use crate::components::conflict_bars::ConflictBars;
use crate::components::frontier_head::FrontierHead;
use crate::components::models_section::ModelsSection;
use crate::components::size_input::SizeInput;
use crate::components::solver_controls::SolverControls;
use crate::components::solver_panels::{FoundSolutions, SolverCounters};
use crate::components::solver_views::{CollisionChart, DepthBars, SearchTree, SetsTable};
use crate::context::{use_lang, use_notices};
use crate::prerender::Later;
use crate::site::replace_address;
use crate::solve_url::SolveAddress;
use crate::solver::player::FIRST_BATCH;
use crate::solver::{watch, watch_tree, Command, Player};
use crate::worker::animation_client::{use_animation, StreamState};
use crate::worker::job_client::{use_job, JobState};
use crate::worker::protocol::Job;
use gloo_timers::callback::{Interval, Timeout};
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use nqueens_core::search::annealing::Schedule;
use nqueens_core::search::Goal;
use nqueens_core::search::{Algorithm, CodeLine, Focus, SearchFigures};
use nqueens_core::Placement;

#[component]
pub fn SolvePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let anim = use_animation();
    let query = use_query_map();
    // What the address asks for; each malformed value is named and replaced.
    let read_address = move || {
        let (address, problems) = query.with(|q| SolveAddress::from_query(|name| q.get(name)));
        if !problems.is_empty() {
            let say = lang.get_untracked().say();
            let words: Vec<String> = problems.iter().map(|p| say.bad_address(p)).collect();
            notices.show(words.join(" "));
        }
        address
    };
    let opened = untrack(read_address);
    let setup = RwSignal::new(opened.setup);
    // A step the address names, shown once the run has started.
    let seek_to = StoredValue::new(opened.step);
    let speed_exp = RwSignal::new(1.5f64);
    let speed = move || 10f64.powf(speed_exp.get_untracked());
    // The playback: None only when the setup is refused.
    let player = RwSignal::new(None::<Player>);
    let last_tick = StoredValue::new(0.0f64);

    // Asks the worker for more events whenever the player's buffer runs low.
    let refill = move || {
        if let Some(max) = player.with_untracked(|p| p.as_ref().and_then(Player::wants)) {
            anim.request(max);
        }
    };
    let act = move |f: &dyn Fn(&mut Player)| {
        player.update(|p| {
            if let Some(p) = p {
                f(p);
            }
        });
        refill();
    };
    let restart = move || {
        let s = setup.get_untracked();
        match Player::new(s, speed()) {
            Ok(mut p) => {
                p.seek(std::mem::take(&mut *seek_to.write_value()));
                player.set(Some(p));
                anim.start(s);
                anim.request(FIRST_BATCH);
            }
            Err(e) => {
                player.set(None);
                notices.show(lang.get_untracked().say().error(&e));
            }
        }
    };
    // Any change of setup starts afresh: no event of the old run is ever shown.
    Effect::new(move |_| {
        setup.track();
        restart();
    });
    // A new address while on the page (a link, Back): its run, or its step of this run.
    Effect::new(move |first: Option<()>| {
        if first.is_none() {
            query.track();
            return;
        }
        let address = read_address();
        if address.setup != setup.get_untracked() {
            seek_to.set_value(address.step);
            setup.set(address.setup);
        } else {
            act(&|p| p.seek(address.step));
        }
    });
    // The address follows the run and, when paused, the step shown; written a moment
    // after the last change, so stepping quickly writes it once.
    let pending_address = StoredValue::new_local(None::<Timeout>);
    // The address last written (the page writes its own once, cleaned of bad values).
    let written = StoredValue::new(None::<SolveAddress>);
    Effect::new(move |_| {
        let setup = setup.get();
        let Some(step) = player.with(|p| p.as_ref().filter(|p| !p.is_playing()).map(Player::pos))
        else {
            return;
        };
        let address = SolveAddress { setup, step };
        // Events arriving while paused change nothing the address holds.
        if written.get_value() == Some(address) {
            return;
        }
        written.set_value(Some(address));
        let write = Timeout::new(300, move || replace_address(&address.to_url()));
        pending_address.set_value(Some(write));
    });
    on_cleanup(move || pending_address.update_value(|t| drop(t.take())));
    Effect::new(move |_| {
        anim.arrivals.track();
        let events = anim.take_events();
        player.update(|p| {
            if let Some(p) = p {
                p.receive(events);
            }
        });
        refill();
    });
    Effect::new(move |_| {
        let s = speed_exp.get();
        player.update_untracked(|p| {
            if let Some(p) = p {
                p.set_speed(10f64.powf(s));
            }
        });
    });
    Effect::new(move |_| match anim.state.get() {
        StreamState::Finished(f) => act(&|p| p.finish(f)),
        StreamState::Failed(why) => notices.show(lang.get_untracked().say().failure(&why)),
        _ => {}
    });
    // The sentence of the step shown (what happens and why), on screen and announced.
    let sentence = Memo::new(move |_| {
        let algorithm = setup.with(|s| s.algorithm);
        player.with(|p| {
            p.as_ref()
                .and_then(|p| lang.get().say().step(algorithm, p.shown()))
        })
    });
    // Step and Back are announced to a screen reader once the step is shown; playing
    // at speed is not.
    let announcement = RwSignal::new(String::new());
    // The step shown when Step or Back was pressed: the next step shown is announced.
    let announce_from = StoredValue::new(None::<usize>);
    Effect::new(move |_| {
        let shown = player.with(|p| {
            p.as_ref()
                .filter(|p| !p.is_playing())
                .map(|p| (p.pos(), p.shown().line))
        });
        let Some((step, line)) = shown else {
            return;
        };
        if announce_from.get_value().is_none_or(|from| from == step) {
            return;
        }
        announce_from.set_value(None);
        let say = lang.get_untracked().say();
        let listing = say.pseudocode(setup.with_untracked(|s| s.algorithm));
        let text = listing.get(marked_line(listing, line)).map_or("", |l| l.0);
        announcement.set(say.step_announcement(step, sentence.get_untracked(), text));
    });
    let shown_step = move || player.with_untracked(|p| p.as_ref().map_or(0, Player::pos));
    // Every button, key and scrub comes here as a Command.
    let run = move |command: Command| match command {
        Command::Play => {
            last_tick.set_value(now_ms());
            act(&Player::play);
        }
        Command::Pause => act(&Player::pause),
        Command::Toggle => {
            let playing = player.with_untracked(|p| p.as_ref().is_some_and(Player::is_playing));
            if playing {
                act(&Player::pause);
            } else {
                last_tick.set_value(now_ms());
                act(&Player::play);
            }
        }
        Command::Step => {
            announce_from.set_value(Some(shown_step()));
            act(&Player::step);
        }
        Command::Back => {
            announce_from.set_value(Some(shown_step()));
            act(&Player::back);
        }
        Command::Jump(k) => act(&|p| p.jump(k)),
        Command::SkipToEnd => {
            act(&Player::pause);
            anim.finish();
        }
        Command::Reset => restart(),
    };

    // The clock: a gloo interval, many steps per tick at high speeds.
    let ticker = Interval::new(16, move || {
        if !player.with_untracked(|p| p.as_ref().is_some_and(Player::is_playing)) {
            return;
        }
        let now = now_ms();
        let dt = now - last_tick.get_value();
        last_tick.set_value(now);
        act(&|p| p.tick(dt));
    });
    let ticker = StoredValue::new_local(Some(ticker));
    on_cleanup(move || ticker.update_value(|t| drop(t.take())));

    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        let tag = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .map(|e| e.tag_name().to_ascii_lowercase())
            .unwrap_or_default();
        if matches!(tag.as_str(), "input" | "select" | "textarea" | "button") {
            return;
        }
        let Some(command) = Command::from_key(&ev.key()) else {
            return;
        };
        run(command);
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());

    let counters = watch(player, Player::counters);
    let placement: Signal<Placement> = Memo::new(move |_| {
        let n = setup.with(|s| s.n);
        player
            .with(|p| p.as_ref().map(Player::placement))
            .filter(|p| p.n() == n)
            .or_else(|| Placement::empty(n).ok())
            .unwrap_or_else(|| unreachable!("sizes on this page are valid"))
    })
    .into();
    let focus = watch(player, Player::focus);
    let highlight = Signal::derive(move || {
        focus.get().and_then(|f| {
            let kind = match f {
                Focus::Rejected(r) => HighlightKind::Rejected(r.reason),
                _ => HighlightKind::Trying,
            };
            f.square().map(|square| Highlight { square, kind })
        })
    });
    let algorithm = move || setup.with(|s| s.algorithm);
    let is_local = move || algorithm().is_local();
    let done = watch(player, Player::is_done);
    let verified = move || done.get() && is_local() && placement.with(Placement::is_solution);
    let gave_up = watch(player, |p| {
        p.is_done() && p.shown().line == Some(CodeLine::GaveUp)
    });
    let line = watch(player, |p| p.shown().line);
    let path = watch(player, |p| p.shown().path.clone());
    let expanded = watch(player, |p| p.shown().expanded);
    let moved = watch(player, |p| p.shown().moved);
    let chart = watch(player, |p| p.chart().to_vec());
    let has_tree = watch(player, |p| p.shown().tree.is_some());
    let tree_nodes = watch_tree(player, |t| t.nodes.clone());
    let tree_path = watch_tree(player, |t| t.path.clone());
    let depth_nodes = watch(player, |p| p.shown().depth_nodes.clone());

    let sizes = move || setup.with(|s| s.algorithm.sizes(s.goal));

    // The figures of the whole search for the n on the board, counted in a worker.
    let figures_job = use_job::<SearchFigures>(None);
    Effect::new(move |_| {
        let (algorithm, n) = setup.with(|s| (s.algorithm, s.n));
        // A local search's figures depend on its seed: none are quoted.
        if !algorithm.is_local() {
            figures_job.start(Job::Figures { algorithm, n });
        }
    });
    // The prerendered copy quotes the figures: it stays until the page's own do too, so
    // the paragraph never blanks for the worker's first answer (50-110 ms at 4x CPU).
    crate::prerender::take_over_when(move || is_local() || figures_job.is_settled());
    let figures = move || {
        let (algorithm, n) = setup.with(|s| (s.algorithm, s.n));
        figures_job.state.with(|state| match state {
            JobState::Done(f) if f.algorithm == algorithm && f.n == n => {
                Some(lang.get().say().search_figures(f))
            }
            _ => None,
        })
    };

    view! {
        <section class="page solve">
            <h1>{move || lang.get().t().solve_title}</h1>
            <Later><div class="toolbar">
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
                <Show when=move || algorithm().is_seeded()>
                    <label class="seed">
                        <span>{move || lang.get().t().seed}</span>
                        <input type="number" min="0" prop:value=move || setup.with(|s| s.seed.to_string()) on:change=move |ev| {
                            if let Ok(seed) = event_target_value(&ev).trim().parse() { setup.update(|s| s.seed = seed) }
                        }/>
                    </label>
                </Show>
            </div></Later>
            <p class="intro" data-testid="algorithm-text">{move || lang.get().say().algorithm(algorithm()).1}</p>
            <p class="intro figures" class:awaited=move || !is_local() data-testid="figures" aria-live="off">{figures}</p>
            <Later><SolverControls player=player speed_exp=speed_exp on_command=Callback::new(run)/></Later>
            <p class="hint">{move || lang.get().t().shortcuts}</p>
            <p class="visually-hidden" aria-live="polite" data-testid="announcement">{move || announcement.get()}</p>
            <div class="solve-layout">
                <Later><div class="board-wrap">
                    <Board placement=placement highlight=highlight show_attacks=Signal::derive(move || setup.with(|s| s.n <= 16))/>
                    <p class="focus-text" data-testid="focus" aria-live="off">
                        {sentence}
                    </p>
                    <Show when=verified>
                        <p class="verdict" data-testid="solver-verdict" data-verified="true">{move || lang.get().t().verified}</p>
                    </Show>
                    <Show when=move || gave_up.get()>
                        <p class="verdict bad" data-testid="solver-verdict" data-verified="false">{move || lang.get().t().gave_up}</p>
                    </Show>
                </div></Later>
                // Each panel in a task of its own: the side built at once was one long task.
                <div class="side">
                    <Later><CodePanel algorithm=Signal::derive(algorithm) line=line/></Later>
                    <Later>{move || {
                        let a = algorithm();
                        if a.is_recursive() {
                            view! { <CallStack algorithm=Signal::derive(algorithm) path=path/> }.into_any()
                        } else if a.has_frontier() {
                            view! { <FrontierHead algorithm=Signal::derive(algorithm) expanded=expanded/> }.into_any()
                        } else if a.shows_conflicts() {
                            view! { <ConflictBars placement=placement moved=moved/> }.into_any()
                        } else {
                            ().into_any()
                        }
                    }}</Later>
                    <Later><SolverCounters player=player algorithm=Signal::derive(algorithm)/></Later>
                    <Later><Show when=move || !is_local() fallback=move || view! { <CollisionChart
                            points=chart
                            schedule=Signal::derive(move || setup.with(|s| (s.algorithm == Algorithm::Annealing).then(|| Schedule::for_size(s.n))))
                        /> }>
                        <SetsTable placement=placement focus=focus/>
                        <Show when=move || has_tree.get()>
                            <SearchTree
                                tree=tree_nodes
                                path=tree_path
                                n=setup.with_untracked(|s| s.n)
                            />
                        </Show>
                        <DepthBars
                            depth_nodes=depth_nodes
                            depth=Signal::derive(move || counters.get().depth)
                        />
                    </Show></Later>
                </div>
            </div>
            <Later><FoundSolutions player=player n=Signal::derive(move || setup.with(|s| s.n))/></Later>
            <Later><ModelsSection n=Signal::derive(move || setup.with(|s| s.n))/></Later>
        </section>
    }
}
