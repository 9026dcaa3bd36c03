//! `/lab`: count Q(n) in the background workers, with progress and cancel.

use crate::app::{use_lang, use_notices};
use crate::components::size_input::SizeInput;
use crate::i18n::{format_seconds, group, Lang};
use crate::worker::count_client::{use_count, CountStatus};
use leptos::prelude::*;
use nqueens_core::published;

pub const MIN_N: usize = 1;
pub const MAX_N: usize = 18;

#[component]
pub fn LabPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let counter = use_count();
    let n = RwSignal::new(12usize);
    let running = move || matches!(counter.status.get(), CountStatus::Running { .. });

    Effect::new(move |_| {
        if let CountStatus::Failed(why) = counter.status.get() {
            notices.show(lang.get_untracked().worker_failed(&why));
        }
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

    view! {
        <section class="page lab">
            <h1>{move || lang.get().t().lab_title}</h1>
            <p class="intro">{move || lang.get().t().lab_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=MIN_N max=MAX_N on_change=Callback::new(move |v| n.set(v)) disabled=Signal::derive(running)/>
                <button class="primary" data-testid="count" on:click=move |_| counter.start(n.get_untracked()) disabled=running>
                    {move || lang.get().t().count}
                </button>
                <button data-testid="cancel" on:click=move |_| counter.cancel() disabled=move || !running()>
                    {move || lang.get().t().cancel}
                </button>
                <span class="hint">{move || format!("{} {}", counter.workers, lang.get().t().workers)}</span>
            </div>
            <div class="progress-area" aria-live="polite">
                {move || progress().map(|(n, fraction, rate, eta)| view! {
                    <label class="progress-label">
                        <span>{lang.get().counting(n, fraction * 100.0)}</span>
                        <progress data-testid="progress" max="1" value=fraction></progress>
                    </label>
                    <span class="rate">{lang.get().rate_eta(rate, eta)}</span>
                })}
                {move || (counter.status.get() == CountStatus::Cancelled).then(|| view! {
                    <p data-testid="cancelled">{lang.get().t().cancelled}</p>
                })}
            </div>
            <h2>{move || lang.get().t().results}</h2>
            <table class="results">
                <thead>
                    <tr>
                        <th scope="col">"n"</th>
                        <th scope="col">"Q(n)"</th>
                        <th scope="col">{move || if lang.get() == Lang::Es { "fundamentales" } else { "fundamental" }}</th>
                        <th scope="col">{move || if lang.get() == Lang::Es { "tiempo" } else { "time" }}</th>
                        <th scope="col">{move || if lang.get() == Lang::Es { "nodos/s" } else { "nodes/s" }}</th>
                        <th scope="col">"OEIS"</th>
                    </tr>
                </thead>
                <tbody>
                    <For each=move || counter.results.get() key=|o| (o.n, o.counts.total) let:o>
                        <tr
                            data-testid="count-result"
                            data-n=o.n
                            data-total=o.counts.total
                            data-fundamental=o.counts.fundamental
                        >
                            <td>{o.n}</td>
                            <td class="num">{group(o.counts.total)}</td>
                            <td class="num">{group(o.counts.fundamental)}</td>
                            <td class="num">{format_seconds(o.seconds)}</td>
                            <td class="num">{group((o.nodes as f64 / o.seconds.max(1e-3)) as u64)}</td>
                            <td>
                                {match published::counts(o.n) {
                                    Some(pair) if pair == (o.counts.total, o.counts.fundamental) => "✓ A000170",
                                    Some(_) => "✗",
                                    None => "—",
                                }}
                            </td>
                        </tr>
                    </For>
                </tbody>
            </table>
        </section>
    }
}
