//! Q(n) on a logarithmic scale: the published counts, the ones counted here, and
//! Simkin's estimate (0.143·n)ⁿ drawn as a curve.

use crate::i18n::power_of_ten;
use crate::lab::words::words;
use crate::site::context::use_lang;
use crate::ui::decimal::{fixed, short};
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
        .map(|n| {
            format!(
                "{},{}",
                fixed(x(n), 1),
                fixed(y(n * (0.143 * n).log10()), 1)
            )
        })
        .collect::<Vec<_>>()
        .join(" ");
    let grid = (0..=MAX_LOG as usize).step_by(3).map(|e| {
        view! {
            <line class="grid" x1=short(LEFT, 1) y1=short(y(e as f64), 1) x2=short(W - 12.0, 1) y2=short(y(e as f64), 1)/>
            <text class="axis" x=short(LEFT - 8.0, 1) y=short(y(e as f64), 1) text-anchor="end" dominant-baseline="central">{power_of_ten(e as u32)}</text>
        }
    });
    let ticks = [1usize, 5, 10, 15, 20, 25, 27].into_iter().map(|n| {
        view! { <text class="axis" x=short(x(n as f64), 1) y=short(H - BOTTOM + 16.0, 1) text-anchor="middle">{n}</text> }
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
                        cx=short(x(n as f64), 1)
                        cy=short(y((t as f64).log10()), 1)
                        r=if here { 5 } else { 4 }
                    >
                        <title>{format!("Q({n}) = {t}")}</title>
                    </circle>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="chart">
            <svg viewBox=format!("0 0 {} {}", short(W, 0), short(H, 0)) role="img" aria-label=move || words(lang.get()).labels().chart_title data-testid="count-chart">
                {grid.collect_view()}
                {ticks.collect_view()}
                // Centred under the ticks: at the right end it met the "27" on a phone.
                <text class="axis" x=short((LEFT + W - 12.0) / 2.0, 1) y=short(H - 2.0, 1) text-anchor="middle">"n"</text>
                <polyline class="estimate" points=estimate/>
                {points}
            </svg>
            <figcaption>
                {move || words(lang.get()).labels().chart_title}
                <span class="legend"><span class="dot published"></span>{move || words(lang.get()).labels().chart_published}</span>
                <span class="legend"><span class="dot counted"></span>{move || words(lang.get()).labels().chart_counted}</span>
                <span class="legend"><span class="line"></span>{move || words(lang.get()).labels().chart_estimate}</span>
            </figcaption>
        </figure>
    }
}
