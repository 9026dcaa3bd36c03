//! The genetic algorithm's generation at the step shown: its fittest genomes drawn whole
//! (a small board each, or its rows as digits past 16 files), each with its fitness, and
//! a bar for every genome's collisions, fewest first, so the spread of the whole
//! population shows at a glance (`data-testid="genome"`, `"fitness-bar"`).

use crate::site::context::use_lang;
use crate::solve::words::words;
use crate::ui::mini_board::MiniBoard;
use leptos::prelude::*;
use nqueens_core::search::Population;

/// Boards up to this size are drawn; larger genomes are written as their rows.
const DRAWN_UP_TO: usize = 16;

/// The generation shown, none before the first.
#[component]
pub fn PopulationView(#[prop(into)] population: Signal<Option<Box<Population>>>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <section class="population" data-testid="population" aria-labelledby="population-title">
            <h2 id="population-title">{move || words(lang.get()).labels().population_title}</h2>
            {move || population.get().map(|p| {
                let say = words(lang.get());
                let top = p.collisions.last().copied().unwrap_or(0).max(1);
                let bars = p.collisions.iter().enumerate().map(|(i, &c)| {
                    // A sliver for a solution, so every genome has a bar.
                    let height = 4 + 96 * c / top;
                    view! {
                        <rect data-testid="fitness-bar" data-collisions=c x=format!("{i}.1") width="0.8" y=100 - height height=height/>
                    }
                }).collect_view();
                let genomes = p.fittest.iter().enumerate().map(|(i, g)| {
                    let label = say.genome(i + 1, g.collisions);
                    let rows: Vec<Option<u32>> = g.rows.rows().collect();
                    let picture = if rows.len() <= DRAWN_UP_TO {
                        view! { <MiniBoard rows=rows label=label.clone()/> }.into_any()
                    } else {
                        let digits = rows.iter().map(|r| r.map_or("·".to_string(), |r| (r + 1).to_string())).collect::<Vec<_>>().join(" ");
                        view! { <code class="genome-rows">{digits}</code> }.into_any()
                    };
                    view! {
                        <li data-testid="genome" data-collisions=g.collisions data-rows=g.rows.to_code()>
                            {picture}
                            <span>{label}</span>
                        </li>
                    }
                }).collect_view();
                view! {
                    <p data-testid="population-summary">{say.population_summary(&p)}</p>
                    <ol class="genomes">{genomes}</ol>
                    <svg class="bars fitness" viewBox=format!("0 0 {} 100", p.collisions.len().max(1)) preserveAspectRatio="none" role="img"
                        aria-label=say.population_summary(&p)>
                        {bars}
                    </svg>
                }
            })}
        </section>
    }
}
