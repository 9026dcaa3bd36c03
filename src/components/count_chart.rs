//! Q(n) on a logarithmic scale: the published counts, the ones counted here, and
//! Simkin's estimate (0.143·n)ⁿ drawn as a curve.

use crate::context::use_lang;
use leptos::prelude::*;
use nqueens_core::published;

const W: f64 = 640.0;
const H: f64 = 320.0;
const LEFT: f64 = 48.0;
const BOTTOM: f64 = 32.0;
const TOP: f64 = 12.0;
const MAX_N: f64 = 27.0;
const MAX_LOG: f64 = 18.0;

fn x(n: f64) -> f64 {
    LEFT + (n - 1.0) / (MAX_N - 1.0) * (W - LEFT - 12.0)
}

fn y(log: f64) -> f64 {
    H - BOTTOM - log / MAX_LOG * (H - BOTTOM - TOP)
}

/// The chart; `counted` lists the n counted on this page.
#[component]
pub fn CountChart(#[prop(into)] counted: Signal<Vec<usize>>) -> impl IntoView {
    let lang = use_lang();
    let estimate: String = (0..=((MAX_N - 7.0) * 4.0) as usize)
        .map(|i| 7.0 + i as f64 / 4.0)
        .map(|n| format!("{:.1},{:.1}", x(n), y(n * (0.143 * n).log10())))
        .collect::<Vec<_>>()
        .join(" ");
    let grid = (0..=MAX_LOG as usize).step_by(3).map(|e| {
        view! {
            <line class="grid" x1=LEFT y1=y(e as f64) x2=W - 12.0 y2=y(e as f64)/>
            <text class="axis" x=LEFT - 6.0 y=y(e as f64) text-anchor="end" dominant-baseline="central">{format!("10^{e}")}</text>
        }
    });
    let ticks = [1usize, 5, 10, 15, 20, 25, 27].into_iter().map(|n| {
        view! { <text class="axis" x=x(n as f64) y=H - BOTTOM + 16.0 text-anchor="middle">{n}</text> }
    });
    let points = move || {
        let counted = counted.get();
        (1..=27usize)
            .filter_map(|n| published::counts(n).map(|(t, _)| (n, t)))
            .filter(|&(_, t)| t > 0)
            .map(|(n, t)| {
                let here = counted.contains(&n);
                view! {
                    <circle
                        class=if here { "point counted" } else { "point published" }
                        cx=x(n as f64)
                        cy=y((t as f64).log10())
                        r=if here { 5.0 } else { 4.0 }
                    >
                        <title>{format!("Q({n}) = {t}")}</title>
                    </circle>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="chart">
            <svg viewBox=format!("0 0 {W} {H}") role="img" aria-label=move || lang.get().t().chart_title data-testid="count-chart">
                {grid.collect_view()}
                {ticks.collect_view()}
                <text class="axis" x=W - 12.0 y=H - 4.0 text-anchor="end">"n"</text>
                <polyline class="estimate" points=estimate/>
                {points}
            </svg>
            <figcaption>
                {move || lang.get().t().chart_title}
                <span class="legend"><span class="dot published"></span>{move || lang.get().t().chart_published}</span>
                <span class="legend"><span class="dot counted"></span>{move || lang.get().t().chart_counted}</span>
                <span class="legend"><span class="line"></span>{move || lang.get().t().chart_estimate}</span>
            </figcaption>
        </figure>
    }
}
