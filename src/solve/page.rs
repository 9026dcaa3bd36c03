//! `/solve`: watch a search, forwards and backwards. The run is the session's
//! ([`use_solver`]): its player, worker, clock and keys. This page is the layout, the
//! address (the run and the step shown, [`SolveAddress`], so a link opens the same
//! moment) and the search's published figures.

use crate::bridge::job::{use_job, JobState};
use crate::deferred_views::{Deferred, DeferredView};
use crate::predict::controls::{PredictControls, PredictReveal, RevealMark};
use crate::predict::grain_choice::GrainChoice;
use crate::protocol::Job;
use crate::site::base::replace_address;
use crate::site::context::{use_lang, use_notices};
use crate::site::prerender::Later;
use crate::solve::address::SolveAddress;
use crate::solve::call_stack::CallStack;
use crate::solve::conflict_bars::ConflictBars;
use crate::solve::cover::MAX_COVER_N;
use crate::solve::cover_matrix::CoverMatrix;
use crate::solve::frontier_head::FrontierHead;
use crate::solve::population_view::PopulationView;
use crate::solve::predicting::{use_solve_predict, SolvePredict};
use crate::solve::words::words;
use crate::solver::{use_solver, watch, watch_tree, Command, Player, Swipe};
use crate::ui::board::{Board, Highlight, HighlightKind};
use crate::ui::code_panel::CodePanel;
use crate::ui::frontier_list::FrontierList;
use crate::ui::size_input::SizeInput;
use crate::ui::solver_controls::SolverControls;
use crate::ui::solver_panels::{FoundSolutions, SolverCounters};
use crate::ui::solver_views::{CollisionChart, DepthBars, SearchTree, SetsTable};
use crate::ui::when_near::WhenNear;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use nqueens_core::search::annealing::Schedule;
use nqueens_core::search::predict::Predicts;
use nqueens_core::search::Goal;
use nqueens_core::search::{Algorithm, CodeLine, Focus, SearchFigures, Waiting};
use nqueens_core::Placement;

#[component]
pub fn SolvePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let query = use_query_map();
    // What the address asks for; each malformed value is named and replaced.
    let read_address = move || {
        let (address, problems) = query.with(|q| SolveAddress::from_query(|name| q.get(name)));
        if !problems.is_empty() {
            let say = words(lang.get_untracked());
            let words: Vec<String> = problems.iter().map(|p| say.bad_address(p)).collect();
            notices.show(words.join(" "));
        }
        address
    };
    let opened = untrack(read_address);
    let setup = RwSignal::new(opened.setup);
    // The step the address names, shown once the run has started.
    let open_at = StoredValue::new(opened.step);
    let solver = use_solver(setup);
    let player = solver.player;
    // The figures of the whole search for the n on the board, counted in a worker.
    let figures_job = use_job::<SearchFigures>(None);

    // Any change of setup starts afresh: no event of the old run is ever shown.
    Effect::new(move |_| {
        let (algorithm, n) = setup.with(|s| (s.algorithm, s.n));
        solver.restart(std::mem::take(&mut *open_at.write_value()));
        // A local search's figures depend on its seed: none are quoted.
        if !algorithm.is_local() {
            figures_job.start(Job::Figures { algorithm, n });
        }
    });
    // A new address while on the page (a link, Back): its run, or its step of this run.
    Effect::new(move |first: Option<()>| {
        if first.is_none() {
            query.track();
            return;
        }
        let address = read_address();
        if address.setup != setup.get_untracked() {
            open_at.set_value(address.step);
            setup.set(address.setup);
        } else {
            solver.run(Command::Jump(address.step));
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
    // The sentence of the step shown (what happens and why).
    let sentence = Memo::new(move |_| {
        let algorithm = setup.with(|s| s.algorithm);
        player.with(|p| {
            p.as_ref()
                .and_then(|p| lang.get().say().step(algorithm, p.shown()))
        })
    });

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
    // Worked out from the node expanded last: the replay holds no frontier, which
    // breadth first can grow to a million nodes.
    let open_nodes = watch(player, |p| Waiting::of_replay(p.shown()));
    let moved = watch(player, |p| p.shown().moved);
    let population = watch(player, |p| p.shown().population.clone());
    let chart = watch(player, Player::chart);
    let has_tree = watch(player, |p| p.shown().tree.is_some());
    let tree_nodes = watch_tree(player, |t| t.nodes.clone());
    let tree_path = watch_tree(player, |t| t.path.clone());
    let depth_nodes = watch(player, |p| p.shown().depth_nodes.clone());

    let sizes = move || setup.with(|s| s.algorithm.sizes(s.goal));

    // "Predict the next step", wired to the run (solve::predicting).
    let SolvePredict {
        score,
        predicting,
        predicts,
        can_predict,
        grain,
        grain_now,
        last,
        guess,
        on_square,
        prompt,
    } = use_solve_predict(solver, setup);
    let board_n = Signal::derive(move || setup.with(|s| s.n));

    // The prerendered copy quotes the figures: it stays until the page's own do too, so
    // the paragraph never blanks for the worker's first answer (50-110 ms at 4x CPU).
    crate::site::prerender::take_over_when(move || is_local() || figures_job.is_settled());
    let figures = move || {
        let (algorithm, n) = setup.with(|s| (s.algorithm, s.n));
        figures_job.state.with(|state| match state {
            JobState::Done(f) if f.algorithm == algorithm && f.n == n => {
                Some(words(lang.get()).search_figures(f))
            }
            _ => None,
        })
    };

    let swipe = Swipe::default();

    view! {
        <section class="page solve">
            <h1>{move || words(lang.get()).labels().solve_title}</h1>
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
                    <span>{move || words(lang.get()).labels().first_only}</span>
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
            // The stage: the board and its sentence beside the controls and the code, all
            // on screen together (on a phone the play bar stays at the foot of the screen).
            <div class="stage">
                <Later><div class="board-wrap stage-board"
                    on:touchstart=move |ev: web_sys::TouchEvent| swipe.start(&ev)
                    on:touchend=move |ev: web_sys::TouchEvent| {
                        if let Some(command) = swipe.end(&ev) { solver.run(command) }
                    }
                >
                    <div class="predict-stage">
                        {move || {
                            let show_attacks = Signal::derive(move || setup.with(|s| s.n <= 16));
                            if predicting.get() {
                                view! { <Board placement=placement highlight=highlight show_attacks=show_attacks on_toggle=on_square/> }.into_any()
                            } else {
                                view! { <Board placement=placement highlight=highlight show_attacks=show_attacks/> }.into_any()
                            }
                        }}
                        <RevealMark n=board_n last=last/>
                    </div>
                    <p class="focus-text" data-testid="focus" aria-live="off">
                        {sentence}
                    </p>
                    <Show when=verified>
                        <p class="verdict" data-testid="solver-verdict" data-verified="true">{move || words(lang.get()).labels().verified}</p>
                    </Show>
                    <Show when=move || gave_up.get()>
                        <p class="verdict bad" data-testid="solver-verdict" data-verified="false">{move || words(lang.get()).labels().gave_up}</p>
                    </Show>
                </div></Later>
                <div class="stage-panel">
                    <Show when=move || can_predict.get()>
                        <PredictControls
                            predicting=predicting
                            predicts=Signal::derive(move || predicts.get().unwrap_or(Predicts::Squares))
                            score=score
                            on_guess=guess
                        />
                        <Show when=move || predicting.get()>
                            <GrainChoice
                                predicts=Signal::derive(move || predicts.get().unwrap_or(Predicts::Squares))
                                grain=grain_now
                                on_choose=Callback::new(move |g| grain.set(g))
                            />
                        </Show>
                        <Show when=move || predicting.get()>
                            <PredictReveal predicting=predicting predicts=Signal::derive(move || predicts.get().unwrap_or(Predicts::Squares)) last=last prompt=prompt done=done grain=grain_now on_guess=guess/>
                        </Show>
                    </Show>
                    <Later><SolverControls transport=solver.transport()/></Later>
                    <Later><CodePanel algorithm=Signal::derive(algorithm) line=line/></Later>
                </div>
            </div>
            <p class="intro" data-testid="algorithm-text">{move || lang.get().say().algorithm(algorithm()).1}</p>
            <p class="intro figures" class:awaited=move || !is_local() data-testid="figures" aria-live="off">{figures}</p>
            <p class="hint keys">{move || lang.get().t().shortcuts}</p>
            <p class="visually-hidden" aria-live="polite" data-testid="announcement">{move || solver.announcement.get()}</p>
            // Each panel in a task of its own: the side built at once was one long task.
            <div class="side">
                <Later>{move || {
                    let a = algorithm();
                    if a.recursion().is_some() {
                        view! { <CallStack algorithm=Signal::derive(algorithm) path=path focus=focus done=done n=setup.with_untracked(|s| s.n)/> }.into_any()
                    } else if a.frontier().is_some() {
                        view! { <FrontierHead algorithm=Signal::derive(algorithm) expanded=expanded/><FrontierList waiting=open_nodes guessing=Signal::derive(move || predicting.get())/> }.into_any()
                    } else if a.shows_conflicts() {
                        view! { <ConflictBars placement=placement moved=moved/> }.into_any()
                    } else {
                        ().into_any()
                    }
                }}</Later>
                <Later><Show when=move || algorithm() == Algorithm::Genetic>
                    <PopulationView population=population/>
                </Show></Later>
                <Later><SolverCounters player=player algorithm=Signal::derive(algorithm)/></Later>
                <Later><Show when=move || !is_local() fallback=move || view! { <CollisionChart
                        points=chart
                        schedule=Signal::derive(move || setup.with(|s| (s.algorithm == Algorithm::Annealing).then(|| Schedule::for_size(s.n))))
                    /> }>
                    // The sets under the names the pseudocode gives them: only the searches
                    // whose code keeps them (the bitmasks' frames show their own masks).
                    <Show when=move || matches!(algorithm(), Algorithm::Backtracking | Algorithm::Permutations)>
                        <SetsTable placement=placement focus=focus/>
                    </Show>
                    <Show when=move || algorithm() == Algorithm::DancingLinks && setup.with(|s| s.n) <= MAX_COVER_N>
                        <CoverMatrix path=path n=setup.with_untracked(|s| s.n)/>
                    </Show>
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
            <Later><FoundSolutions player=player n=Signal::derive(move || setup.with(|s| s.n))/></Later>
            // The paper's models, below the search: loaded as the reader reaches them.
            <WhenNear heading=|lang| words(lang).labels().models_title>
                <DeferredView part=Deferred::Models { n: Signal::derive(move || setup.with(|s| s.n)) }/>
            </WhenNear>
        </section>
    }
}
