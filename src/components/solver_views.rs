//! What the animated solver shows beside the board: the sets of taken rows and
//! diagonals, the search tree as nodes per depth, and the collisions of a local search.

use crate::app::use_lang;
use leptos::prelude::*;
use nqueens_core::animation::Focus;
use nqueens_core::search::Reason;
use nqueens_core::Placement;

/// The sources' trace table: v (rows taken), di ("/" diagonals), dd ("\" diagonals),
/// with the line that rejected the current square marked.
#[component]
pub fn SetsTable(
    #[prop(into)] placement: Signal<Placement>,
    #[prop(into)] focus: Signal<Option<Focus>>,
) -> impl IntoView {
    let lang = use_lang();
    let rows = move || {
        let p = placement.get();
        let n = p.n();
        let mut v = vec![false; n];
        let mut di = vec![false; 2 * n - 1];
        let mut dd = vec![false; 2 * n - 1];
        for q in p.queens() {
            v[q.row as usize] = true;
            di[q.diagonal(n as u32) as usize] = true;
            dd[q.anti_diagonal() as usize] = true;
        }
        let mark = focus.get().map(|f| match f {
            Focus::Trying(sq) => (sq, None),
            Focus::Rejected(sq, r) => (sq, Some(r)),
        });
        let line = |name: &'static str, cells: Vec<bool>, hit: Option<usize>, reason: bool| {
            view! {
                <tr>
                    <th scope="row">{name}</th>
                    {cells.into_iter().enumerate().map(|(i, taken)| view! {
                        <td class:taken=taken class:hit=hit == Some(i) class:clash=hit == Some(i) && reason>
                            {if taken { "●" } else { "·" }}
                        </td>
                    }).collect_view()}
                </tr>
            }
        };
        let hit = |r: Reason| mark.map(|(sq, why)| (sq, why == Some(r)));
        let v_hit = hit(Reason::Row).map(|(sq, bad)| (sq.row as usize, bad));
        let di_hit = hit(Reason::Diagonal).map(|(sq, bad)| (sq.diagonal(n as u32) as usize, bad));
        let dd_hit = hit(Reason::AntiDiagonal).map(|(sq, bad)| (sq.anti_diagonal() as usize, bad));
        view! {
            {line("v", v, v_hit.map(|h| h.0), v_hit.is_some_and(|h| h.1))}
            {line("di", di, di_hit.map(|h| h.0), di_hit.is_some_and(|h| h.1))}
            {line("dd", dd, dd_hit.map(|h| h.0), dd_hit.is_some_and(|h| h.1))}
        }
    };
    view! {
        <figure class="sets">
            <figcaption>{move || lang.get().t().sets_title}</figcaption>
            <div class="sets-scroll"><table data-testid="sets"><tbody>{rows}</tbody></table></div>
        </figure>
    }
}

/// Nodes of the search tree by depth, as bars, the current depth marked.
#[component]
pub fn DepthBars(
    #[prop(into)] depth_nodes: Signal<Vec<u64>>,
    #[prop(into)] depth: Signal<u32>,
) -> impl IntoView {
    let lang = use_lang();
    let bars = move || {
        let nodes = depth_nodes.get();
        let max = nodes.iter().copied().max().unwrap_or(1).max(1) as f64;
        let current = depth.get() as usize;
        nodes
            .into_iter()
            .enumerate()
            .map(|(d, count)| {
                let width = (count as f64 / max * 100.0).max(if count > 0 { 0.5 } else { 0.0 });
                view! {
                    <div class="bar-row" class:current=d == current data-depth=d data-nodes=count>
                        <span class="bar-depth">{d}</span>
                        <span class="bar" style=format!("width: {width:.1}%")></span>
                        <span class="bar-count">{crate::i18n::group(count)}</span>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="tree" data-testid="tree">
            <figcaption>{move || lang.get().t().tree_title}</figcaption>
            {bars}
        </figure>
    }
}

/// Collisions over the steps of a local search.
#[component]
pub fn CollisionChart(#[prop(into)] points: Signal<Vec<(usize, u64)>>) -> impl IntoView {
    let lang = use_lang();
    let path = move || {
        let pts = points.get();
        let max_x = pts.last().map_or(1, |p| p.0.max(1)) as f64;
        let max_y = pts.iter().map(|p| p.1).max().unwrap_or(1).max(1) as f64;
        pts.iter()
            .map(|&(x, y)| {
                format!(
                    "{:.1},{:.1}",
                    x as f64 / max_x * 300.0,
                    100.0 - y as f64 / max_y * 96.0
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    view! {
        <figure class="collisions">
            <figcaption>{move || lang.get().t().chart_collisions}</figcaption>
            <svg viewBox="0 0 300 100" data-testid="collision-chart" role="img" aria-label=move || lang.get().t().chart_collisions>
                <polyline points=path/>
            </svg>
        </figure>
    }
}
