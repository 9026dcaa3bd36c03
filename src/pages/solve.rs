//! `/solve`: run a classic search in the worker and read its published counters.

use crate::app::{use_lang, use_notices};
use crate::components::board::Board;
use crate::components::mini_board::{rows_of, MiniBoard};
use crate::components::size_input::SizeInput;
use crate::i18n::{group, Lang};
use crate::worker::job_client::{use_job, JobState};
use crate::worker::protocol::{Algorithm, Job, JobResult, SearchFigures};
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::Placement;

const MIN_N: usize = 4;
const MAX_N: usize = 14;

fn algorithm_name(a: Algorithm, lang: Lang) -> &'static str {
    match (a, lang) {
        (Algorithm::Backtracking, Lang::En) => "Backtracking with sets (Dijkstra, Wirth)",
        (Algorithm::Backtracking, Lang::Es) => "Vuelta atrás con conjuntos (Dijkstra, Wirth)",
        (Algorithm::Permutations, Lang::En) => "Permutations with diagonal pruning",
        (Algorithm::Permutations, Lang::Es) => "Permutaciones con poda diagonal",
    }
}

#[component]
pub fn SolvePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job();
    let n = RwSignal::new(8usize);
    let algorithm = RwSignal::new(Algorithm::Backtracking);
    let first_only = RwSignal::new(false);

    Effect::new(move |_| {
        if let JobState::Failed(why) = job.state.get() {
            notices.show(lang.get_untracked().worker_failed(&why));
        }
    });

    let result = Memo::new(move |_| match job.state.get() {
        JobState::Done(JobResult::Searched {
            n,
            figures,
            solutions,
            last_board,
        }) => Some((n, figures, solutions, last_board)),
        _ => None,
    });
    let figures = move || result.get().map(|r| r.1).unwrap_or_default();
    let board = Signal::derive(move || {
        let size = n.get();
        result
            .get()
            .filter(|r| r.0 == size)
            .and_then(|r| {
                r.2.first()
                    .cloned()
                    .or(Some(r.3))
                    .and_then(|code| Placement::parse(&code, size).ok())
            })
            .or_else(|| Placement::empty(size).ok())
            .unwrap_or_else(|| unreachable!("sizes here are valid"))
    });
    let run = move |_| {
        job.start(Job::RunSearch {
            n: n.get_untracked(),
            algorithm: algorithm.get_untracked(),
            first_only: first_only.get_untracked(),
        })
    };
    let counter = move |name: &'static str,
                        value: fn(&SearchFigures) -> u64,
                        en: &'static str,
                        es: &'static str| {
        view! {
            <div class="counter">
                <dt>{move || if lang.get() == Lang::Es { es } else { en }}</dt>
                <dd data-testid=format!("counter-{name}") data-value=move || value(&figures())>{move || group(value(&figures()))}</dd>
            </div>
        }
    };

    view! {
        <section class="page solve">
            <h1>{move || lang.get().t().solve_title}</h1>
            <p class="intro">{move || lang.get().t().solve_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=MIN_N max=MAX_N on_change=Callback::new(move |v| n.set(v))/>
                <label>
                    <span class="visually-hidden">"Algorithm"</span>
                    <select data-testid="algorithm" on:change=move |ev| {
                        algorithm.set(if event_target_value(&ev) == "permutations" { Algorithm::Permutations } else { Algorithm::Backtracking })
                    }>
                        <option value="backtracking">{move || algorithm_name(Algorithm::Backtracking, lang.get())}</option>
                        <option value="permutations">{move || algorithm_name(Algorithm::Permutations, lang.get())}</option>
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" data-testid="first-only" prop:checked=first_only on:change=move |ev| first_only.set(event_target_checked(&ev))/>
                    <span>{move || if lang.get() == Lang::Es { "Parar en la primera solución" } else { "Stop at the first solution" }}</span>
                </label>
                <button class="primary" data-testid="run" on:click=run disabled=move || job.is_running()>
                    {move || if lang.get() == Lang::Es { "Ejecutar hasta el final" } else { "Run to the end" }}
                </button>
                <button on:click=move |_| job.cancel() disabled=move || !job.is_running()>{move || lang.get().t().cancel}</button>
            </div>
            <div class="solve-layout">
                <div class="board-wrap"><Board placement=board/></div>
                <dl class="counters">
                    {counter("tried", |f| f.tried, "squares tried", "casillas probadas")}
                    {counter("placed", |f| f.placed, "queens placed", "reinas colocadas")}
                    {counter("removed", |f| f.removed, "queens removed", "reinas retiradas")}
                    {counter("solutions", |f| f.solutions, "solutions", "soluciones")}
                    {counter("depth", |f| f.depth as u64, "depth", "profundidad")}
                </dl>
            </div>
            <div class="found">
                {move || result.get().map(|(size, _, solutions, _)| {
                    solutions.into_iter().take(24).map(|code| {
                        let href = format!("/play?n={size}&q={code}");
                        view! {
                            <A href=href attr:class="found-item">
                                <MiniBoard rows=rows_of(&code, size) label=code.clone()/>
                                <span class="code">{code.clone()}</span>
                            </A>
                        }
                    }).collect_view()
                })}
            </div>
        </section>
    }
}
