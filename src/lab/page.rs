//! `/lab`: count Q(n) in the background workers beside the published table, see how the
//! count is made and compare its method with the one it replaced ([`MethodSection`]),
//! and find one solution of a board with up to ten million queens ([`HugeSection`]); the
//! last two are loaded as the reader reaches them.
//!
//! [`MethodSection`]: crate::lab::method_section::MethodSection
//! [`HugeSection`]: crate::ui::huge_section::HugeSection

use crate::deferred_views::{Deferred, DeferredView};
use crate::i18n::group;
use crate::lab::count::{use_count, CountStatus};
use crate::lab::count_chart::CountChart;
use crate::lab::visit::LabVisit;
use crate::lab::visit_store::use_lab_visit;
use crate::lab::words::words;
use crate::site::context::{use_lang, use_notices};
use crate::site::prerender::Later;
use crate::ui::decimal::fixed;
use crate::ui::scroll_region::{RegionName, ScrollRegion};
use crate::ui::size_input::SizeInput;
use crate::ui::when_near::WhenNear;
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;
use nqueens_core::published;

pub const MIN_N: usize = 1;
/// Counts beyond this take minutes; the page asks before going further.
pub const MAX_N: usize = 18;
/// Each worker builds the count's quadrant table (65 MB at Q(20) and Q(21), 550 MB at
/// 22 and 23, more than a phone's browser gives a page; `nqueens count` goes to 23) and
/// the half-boards of a split. Measured in Chromium, a worker's memory peaked at 27 MB
/// at Q(18), 33 MB at Q(19) and 203 MB at Q(20); the page says it after each count.
pub const MAX_N_ON_REQUEST: usize = 21;
/// The benchmark's fixed count.
const BENCHMARK_N: usize = 15;

#[component]
pub fn LabPage() -> impl IntoView {
    crate::site::prerender::take_over_when(|| true);
    let lang = use_lang();
    view! {
        <section class="page lab">
            <h1>{move || words(lang.get()).labels().lab_title}</h1>
            <p class="intro">{move || words(lang.get()).labels().lab_intro}</p>
            <CountSection/>
            <WhenNear heading=|lang| words(lang).labels().method_title><DeferredView part=Deferred::Method/></WhenNear>
            <WhenNear heading=|lang| lang.t().huge_title><DeferredView part=Deferred::Huge/></WhenNear>
        </section>
    }
}

/// Counting Q(n) with every core, beside the published table and chart. What it shows
/// of this visit's counts (the results, the line under Count, the size picked) is kept
/// in the app's [`LabVisit`] store and shown again when the visitor comes back.
#[component]
fn CountSection() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let visit = use_lab_visit();
    let kept = visit.get();
    // `?workers=N` fixes the number of workers (benchmarks compare 1 and 2).
    let workers = use_query_map()
        .with_untracked(|q| q.get("workers"))
        .and_then(|w| w.parse().ok());
    let counter = use_count(workers, kept.results.clone(), kept.finished);
    let (size, large) = kept.size(12, MAX_N);
    let n = RwSignal::new(size);
    // `?n=14` fills the size box; a size the lab does not offer says so and keeps 12.
    if let Some(given) = use_query_map().with_untracked(|q| q.get("n")) {
        match given.trim().parse::<usize>() {
            Ok(v) if (MIN_N..=MAX_N).contains(&v) => n.set(v),
            _ => notices.show(lang.get_untracked().say().bad_size(&given, MIN_N, MAX_N)),
        }
    }
    // The tables of the size picked are built while the visitor moves to Count.
    Effect::new(move |_| counter.prepare(n.get()));
    let allow_large = RwSignal::new(large);
    let benchmark_pending = RwSignal::new(kept.benchmark);
    // Kept as it changes, while the page lives: the store outlives it, this effect does not.
    Effect::new(move |_| {
        visit.keep(LabVisit {
            results: counter.results.get(),
            finished: counter.finished.get(),
            n: Some(n.get()),
            benchmark: benchmark_pending.get(),
        });
    });
    let running = move || matches!(counter.status.get(), CountStatus::Running { .. });

    Effect::new(move |_| {
        if let CountStatus::Failed(why) = counter.status.get() {
            benchmark_pending.set(false);
            notices.show(lang.get_untracked().say().failure(&why));
        }
    });
    // A resumed count shows its own n in the size box (and unlocks it if it is large).
    Effect::new(move |_| {
        if let Some(resumed) = counter.resumed.get() {
            if resumed.n > MAX_N {
                allow_large.set(true);
            }
            n.set(resumed.n);
        }
    });
    Effect::new(move |_| {
        if matches!(counter.status.get(), CountStatus::Cancelled) {
            benchmark_pending.set(false);
        }
    });
    let benchmark = Memo::new(move |_| {
        counter
            .results
            .get()
            .into_iter()
            .find(|o| o.n == BENCHMARK_N)
            .filter(|_| !benchmark_pending.get() || !running())
    });
    let progress = move || match counter.status.get() {
        CountStatus::Running {
            n,
            fraction,
            nodes_per_s,
            eta_s,
        } => Some((n, fraction, nodes_per_s, eta_s)),
        _ => None,
    };
    // Nothing else to say in the progress line: it says what it will show, rather than
    // leave a blank band under the toolbar.
    let idle = move || {
        progress().is_none()
            && counter.finished.get().is_none()
            && counter.status.get() != CountStatus::Cancelled
            && benchmark
                .get()
                .filter(|_| benchmark_pending.get())
                .is_none()
    };
    let counted = Signal::derive(move || {
        counter
            .results
            .get()
            .iter()
            .map(|o| o.n)
            .collect::<Vec<_>>()
    });
    let max_n = Signal::derive(move || {
        if allow_large.get() {
            MAX_N_ON_REQUEST
        } else {
            MAX_N
        }
    });

    view! {
        <div class="toolbar">
            {move || {
                let max = max_n.get();
                view! { <SizeInput value=n min=MIN_N max=max on_change=Callback::new(move |v| n.set(v)) disabled=Signal::derive(running)/> }
            }}
            <button class="primary" data-testid="count" on:click=move |_| counter.start(n.get_untracked()) disabled=running>
                {move || lang.get().t().count}
            </button>
            <button data-testid="cancel" on:click=move |_| counter.cancel() disabled=move || !running()>
                {move || lang.get().t().cancel}
            </button>
            <button data-testid="benchmark" on:click=move |_| { benchmark_pending.set(true); counter.start(BENCHMARK_N); } disabled=running>
                {move || words(lang.get()).labels().benchmark}
            </button>
            <label class="check">
                <input type="checkbox" data-testid="allow-large" prop:checked=allow_large on:change=move |ev| allow_large.set(event_target_checked(&ev))/>
                <span>{move || words(lang.get()).labels().allow_large}</span>
            </label>
            <span class="hint">{move || format!("{} {}", counter.workers, words(lang.get()).labels().workers)}</span>
        </div>
        // The idle line stays, hidden, under whatever replaces it: the area keeps the
        // height of its tallest line, so the chart and table below do not move (and
        // are not painted again) when a count starts or ends.
        <div class="progress-area" aria-live="polite">
            <p class="hint" class:reserved=move || !idle() data-testid="count-idle">{move || words(lang.get()).labels().count_idle}</p>
            <div class="progress-now">
                {move || progress().map(|(n, fraction, rate, eta)| view! {
                    <label class="progress-label">
                        <span data-testid="progress-text">{words(lang.get()).counting(n, fraction * 100.0)}</span>
                        <progress data-testid="progress" max="1" value=fixed(fraction, 3)></progress>
                    </label>
                    <span class="rate">{words(lang.get()).rate_eta(rate, eta)}</span>
                })}
                {move || counter.resumed.get().filter(|_| running()).map(|r| view! {
                    <p data-testid="resumed" data-n=r.n data-done=r.done data-total=r.total>
                        {words(lang.get()).resumed(r.n, r.done, r.total)}
                    </p>
                })}
                {move || (counter.status.get() == CountStatus::Cancelled).then(|| view! {
                    <p data-testid="cancelled">{lang.get().t().cancelled}</p>
                })}
                {move || counter.finished.get().filter(|o| !(benchmark_pending.get() && o.n == BENCHMARK_N)).map(|o| view! {
                    <p class="count-done" data-testid="count-done" data-n=o.n data-total=o.counts.total data-memory=o.memory_peak>
                        {words(lang.get()).count_done(&o)}
                    </p>
                })}
                {move || benchmark.get().filter(|_| benchmark_pending.get()).map(|o| view! {
                    <p data-testid="benchmark-result" data-nodes-per-s=fixed(o.nodes as f64 / o.seconds.max(1e-3), 0)>
                        {words(lang.get()).benchmark_result(o.n, o.seconds, o.nodes as f64 / o.seconds.max(1e-3), o.workers)}
                    </p>
                })}
            </div>
        </div>
        <div class="lab-layout">
            <Later><div class="table-wrap">
                <h2 id="table-title">{move || words(lang.get()).labels().table_title}</h2>
                // The table scrolls sideways on a phone, by keyboard too; its heading stays.
                <ScrollRegion class="table-scroll" name=RegionName::LabelledBy("table-title")><table class="results">
                    <thead>
                        <tr>
                            <th scope="col">"n"</th>
                            <th scope="col" class="num">{move || words(lang.get()).labels().col_published}</th>
                            <th scope="col" class="num">{move || words(lang.get()).labels().col_fundamental}</th>
                            <th scope="col" class="num">{move || words(lang.get()).labels().col_here}</th>
                            <th scope="col" class="num">{move || words(lang.get()).labels().col_time}</th>
                        </tr>
                    </thead>
                    <tbody>
                        {(1..=27usize).map(|row_n| {
                            let (total, fundamental) = published::counts(row_n).unwrap_or_default();
                            let outcome = move || counter.results.get().into_iter().find(|o| o.n == row_n);
                            view! {
                                <tr class:counted=move || outcome().is_some()>
                                    <td>{row_n}</td>
                                    <td class="num">{group(total)}</td>
                                    <td class="num">{group(fundamental)}</td>
                                    {move || match outcome() {
                                        Some(o) => {
                                            let matches = (o.counts.total, o.counts.fundamental) == (total, fundamental);
                                            view! {
                                                <td
                                                    class="num"
                                                    class:mismatch=!matches
                                                    data-testid="count-result"
                                                    data-n=o.n
                                                    data-total=o.counts.total
                                                    data-fundamental=o.counts.fundamental
                                                    data-seconds=fixed(o.seconds, 3)
                                                    data-workers=o.workers
                                                >
                                                    {if matches { "✓ " } else { "✗ " }}{group(o.counts.total)}" / "{group(o.counts.fundamental)}
                                                </td>
                                                <td class="num" data-testid="count-time" data-earlier-seconds=fixed(o.earlier_seconds, 3)>
                                                    {move || words(lang.get()).duration(o.seconds)}
                                                    {(o.earlier_seconds > 0.0).then(|| view! {
                                                        <small class="earlier">{move || words(lang.get()).earlier_part(o.earlier_seconds)}</small>
                                                    })}
                                                </td>
                                            }.into_any()
                                        }
                                        None => view! {
                                            <td class="quoted">{words(lang.get()).labels().quoted}</td>
                                            <td></td>
                                        }.into_any(),
                                    }}
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table></ScrollRegion>
            </div></Later>
            <Later><CountChart counted=counted/></Later>
        </div>
    }
}
