//! The solver page's panels beside and below the board: the counters and the solutions
//! found. Each reads the page's [`Player`] and draws; none decides anything.

use crate::site::context::use_lang;
use crate::solver::{watch, Figure, Player};
use crate::ui::decimal::fixed;
use crate::ui::mini_board::{rows_of, MiniBoard};
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::search::annealing::Schedule;
use nqueens_core::search::{Algorithm, Counters};

/// The counters of the run shown (`counter-{id}`, plain digits): the search's own,
/// the time played, the frontier of branch and bound, the collisions of local search.
#[component]
pub fn SolverCounters(
    /// The page's playback.
    player: RwSignal<Option<Player>>,
    /// The algorithm running.
    #[prop(into)]
    algorithm: Signal<Algorithm>,
) -> impl IntoView {
    let read = move |f: fn(&Player) -> String| watch(player, f);
    let counters = watch(player, Player::counters);
    let count_of = move |figure: Figure| {
        Signal::derive(move || figure.of(&counters.get()).unwrap_or(0).to_string())
    };
    // Each figure the algorithm's family gives meaning to, and only those.
    let value = move |figure: Figure| -> Signal<String> {
        match figure {
            Figure::Collisions => read(|p| p.shown().collisions.unwrap_or(0).to_string()),
            Figure::Temperature => read(|p| {
                let shown = p.shown();
                fixed(
                    Schedule::for_size(shown.setup.n).temperature(shown.tally.counters.tried),
                    3,
                )
            }),
            Figure::Generation => read(|p| {
                p.shown()
                    .population
                    .as_ref()
                    .map_or_else(String::new, |g| g.generation.to_string())
            }),
            other => count_of(other),
        }
    };
    view! {
        <dl class="counters">
            {move || Figure::shown_for(algorithm.get()).iter().map(|&f| counter(f, value(f))).collect_view()}
        </dl>
    }
}

/// One counter: its name, and its value in plain digits (`counter-{id}`).
fn counter(figure: Figure, value: Signal<String>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <div class="counter">
            <dt>{move || lang.get().say().figure(figure)}</dt>
            <dd data-testid=format!("counter-{}", figure.id())>{value}</dd>
        </div>
    }
}

/// The search's counters of a run that is not one of /solve's (a learner's program).
#[component]
pub fn SearchCounters(
    /// The counters at the step shown.
    #[prop(into)]
    counters: Signal<Counters>,
) -> impl IntoView {
    view! {
        <dl class="counters">
            {Figure::SEARCH.iter().map(|&figure| {
                counter(figure, Signal::derive(move || figure.of(&counters.get()).unwrap_or(0).to_string()))
            }).collect_view()}
        </dl>
    }
}

/// The solutions found so far, each a small board that opens in play mode.
#[component]
pub fn FoundSolutions(
    /// The page's playback.
    player: RwSignal<Option<Player>>,
    /// The board size.
    #[prop(into)]
    n: Signal<usize>,
) -> impl IntoView {
    let lang = use_lang();
    // The list changes when a solution is found or the run changes, not at every step
    // shown, and only by the boards that come or go: each is keyed by the step that
    // found it. Rebuilt whole, the sixty small boards were 9,000 new nodes in one
    // 50-70 ms task at full speed (traced at n = 12).
    let found = Memo::new(move |_| {
        let n = n.get();
        player.with(|p| {
            p.as_ref()
                .map(|p| {
                    let codes: Vec<(u64, usize, String)> = p
                        .found()
                        .0
                        .iter()
                        .map(|f| (f.step, n, f.board.to_code()))
                        .collect();
                    codes
                })
                .unwrap_or_default()
        })
    });
    // Apart from the list: past its cap, each new solution changes only this line.
    let more = watch(player, |p| p.found().1);
    view! {
        <h2>{move || lang.get().t().found_title}</h2>
        <div class="found" data-testid="found" data-more=move || more.get().to_string()>
            <For each=move || found.get() key=|(step, n, code)| (*step, *n, code.clone()) let:((_, n, code))>
                <A href=crate::site::base::site_url(&format!("/play?n={n}&q={code}")) attr:class="found-item">
                    <MiniBoard rows=rows_of(&code, n) label=code.clone()/>
                    <span class="code">{code.clone()}</span>
                </A>
            </For>
        </div>
        <Show when=move || { more.get() > 0 }>
            <p class="found-more" data-testid="found-more">{move || lang.get().say().found_more(more.get())}</p>
        </Show>
    }
}
