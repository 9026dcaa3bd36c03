//! The contest puzzle's answer on /play: how many solutions go through the square
//! picked, the first of them as small boards to load, and the listing in the contest's
//! format (UVa 750).

use crate::bridge::job::{JobController, JobState};
use crate::play::words::words;
use crate::protocol::Through;
use crate::site::context::use_lang;
use crate::ui::mini_board::{rows_of, MiniBoard};
use leptos::prelude::*;
use nqueens_core::Placement;

/// The listing of the solutions through a square, as the job finds them; choosing one
/// hands its placement to `on_load`.
#[component]
pub fn ThroughListing(job: JobController<Through>, on_load: Callback<Placement>) -> impl IntoView {
    let lang = use_lang();
    view! {
        {move || match job.state.get() {
            JobState::Done(Through { n, square, count, solutions, contest }) => {
                view! {
                    <p data-testid="through-count" data-count=count>{words(lang.get()).through_count(count, square)}</p>
                    <ul class="through">
                        {solutions.into_iter().map(|s| {
                            let code = s.to_code();
                            let load = code.clone();
                            view! {
                                <li>
                                    <button class="through-item" data-testid="through-solution" data-solution=code.clone() on:click=move |_| {
                                        if let Ok(p) = Placement::parse(&load, n) { on_load.run(p); }
                                    }>
                                        <MiniBoard rows=rows_of(&code, n) label=code.clone()/>
                                        <span class="code">{code.clone()}</span>
                                    </button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                    {contest.map(|text| view! {
                        <details class="contest-format">
                            <summary>{words(lang.get()).labels().contest_format}</summary>
                            <pre data-testid="contest-listing">{text}</pre>
                        </details>
                    })}
                }.into_any()
            }
            JobState::Running { .. } => view! { <p aria-busy="true">{lang.get().t().checking}</p> }.into_any(),
            _ => ().into_any(),
        }}
    }
}
