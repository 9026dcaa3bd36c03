//! /lab's second section: one solution of a board with up to ten million queens, found
//! in a worker by min-conflicts or by construction, verified, drawn (whole up to
//! [`SVG_LIMIT`], as a density picture beyond) and offered as a text file.

use crate::bridge::job::{use_job, JobState};
use crate::i18n::group;
use crate::protocol::{HugeBoard, Job, WarmUp};
use crate::site::browser;
use crate::site::clock::now_ms;
use crate::site::context::{use_lang, use_notices};
use crate::ui::board::Board;
use crate::ui::decimal::fixed;
use crate::ui::huge_view::HugeView;
use crate::ui::size_input::SizeInput;
use leptos::prelude::*;
use nqueens_core::search::Algorithm;
use std::sync::Arc;

/// Huge boards go up to here; the SVG board draws them whole up to `SVG_LIMIT`.
const MAX_HUGE_N: usize = 10_000_000;
const SVG_LIMIT: usize = nqueens_core::MAX_BOARD_N;

/// One solution of a board with up to ten million queens.
#[component]
pub fn HugeSection() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job::<HugeBoard>(Some(WarmUp::LocalSearch));
    let n = RwSignal::new(1_000_000usize);
    let method = RwSignal::new(Algorithm::SosicGu);
    let seed = RwSignal::new(1u64);
    let clicked_at = StoredValue::new(0.0f64);
    let click_to_result = RwSignal::new(None::<f64>);
    let running = move || job.is_running();

    // The state holds up to 40 MB of rows: read it with `with`; the view gets one copy
    // of the rows per result (below), shared behind an `Arc`.
    job.notify_failures();
    let solution = Memo::new(move |_| {
        job.state.with(|s| match s {
            JobState::Done(h) => Some((
                h.n,
                h.solve_ms,
                h.start_ms,
                h.verify_ms,
                h.flaw.clone(),
                h.restarts,
            )),
            _ => None,
        })
    });
    let rows = Memo::new(move |_| {
        job.state.with(|s| match s {
            JobState::Done(h) => Some(StoredRows(Arc::new(h.rows.0.clone()))),
            _ => None,
        })
    });
    Effect::new(move |_| {
        if solution.with(Option::is_some) && click_to_result.get_untracked().is_none() {
            click_to_result.set(Some(now_ms() - clicked_at.get_value()));
        }
    });
    let start = move |_| {
        clicked_at.set_value(now_ms());
        click_to_result.set(None);
        job.start(Job::Huge {
            n: n.get_untracked(),
            algorithm: method.get_untracked(),
            seed: seed.get_untracked(),
        });
    };

    view! {
        <section class="huge">
            <h2>{move || lang.get().t().huge_title}</h2>
            <p class="intro">{move || lang.get().t().huge_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=1 max=MAX_HUGE_N on_change=Callback::new(move |v| n.set(v)) disabled=Signal::derive(running)/>
                <label>
                    <span class="visually-hidden">{move || lang.get().t().algorithm_label}</span>
                    <select data-testid="huge-method" on:change=move |ev| {
                        method.set(Algorithm::from_id(&event_target_value(&ev)).unwrap_or(Algorithm::SosicGu))
                    }>
                        {[Algorithm::SosicGu, Algorithm::Construct].map(|a| view! {
                            <option value=a.id()>{move || lang.get().say().algorithm(a).0}</option>
                        })}
                    </select>
                </label>
                <label class="seed">
                    <span>{move || lang.get().t().seed}</span>
                    <input type="number" min="0" prop:value=move || seed.get().to_string() on:change=move |ev| {
                        if let Ok(s) = event_target_value(&ev).trim().parse() { seed.set(s) }
                    }/>
                </label>
                <button class="primary" data-testid="huge-solve" on:click=start disabled=running>{move || lang.get().t().solve}</button>
                <button on:click=move |_| job.cancel() disabled=move || !running()>{move || lang.get().t().cancel}</button>
            </div>
            <div class="progress-area" aria-live="polite">
                {move || match job.state.get() {
                    JobState::Running { done, total } => Some(view! {
                        <label class="progress-label">
                            <span>{lang.get().t().placing}" "{group(done)}" / "{group(total)}</span>
                            <progress data-testid="huge-progress" max=total.max(1) value=done></progress>
                        </label>
                    }),
                    _ => None,
                }}
                {move || solution.get().map(|(n, solve_ms, start_ms, verify_ms, flaw, restarts)| view! {
                    <p
                        data-testid="huge-result"
                        data-n=n
                        data-verified=flaw.is_none().to_string()
                        data-solve-ms=fixed(solve_ms, 0)
                        data-start-ms=fixed(start_ms, 0)
                        data-click-ms=move || click_to_result.get().map(|d| fixed(d, 0)).unwrap_or_default()
                        class:mismatch=flaw.is_some()
                    >
                        {lang.get().say().huge_result(n, solve_ms, verify_ms, flaw.is_none())}
                        {(restarts > 0).then(|| lang.get().say().restarts(restarts))}
                    </p>
                })}
            </div>
            {move || rows.get().map(|StoredRows(rows)| {
                let n = rows.len();
                let for_download = rows.clone();
                let download = move |_| {
                    if let Err(e) = browser::download_rows(&format!("queens-{n}.txt"), &for_download) {
                        notices.show(e);
                    }
                };
                view! {
                    <button data-testid="huge-download" on:click=download>{move || lang.get().t().download_text}</button>
                    {if n <= SVG_LIMIT {
                        let rows_opt: Vec<Option<u32>> = rows.iter().map(|&r| Some(r)).collect();
                        let placement = nqueens_core::Placement::from_rows(&rows_opt).ok();
                        placement.map(|p| view! { <div class="board-wrap"><Board placement=Signal::stored(p) show_attacks=false/></div> }).into_any()
                    } else {
                        view! { <HugeView rows=rows/> }.into_any()
                    }}
                }
            })}
        </section>
    }
}

/// A huge solution's rows, shared without copying. Compared by identity, so a memo
/// holding it never compares 40 MB.
#[derive(Clone)]
struct StoredRows(Arc<Vec<u32>>);

impl PartialEq for StoredRows {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}
