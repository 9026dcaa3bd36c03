//! What the animated solver shows beside the board: the sets of taken rows and
//! diagonals, the search tree as nodes per depth, and the collisions of a local search.

use crate::context::use_lang;
use crate::decimal::{fixed, short};
use leptos::prelude::*;
use nqueens_core::search::annealing::Schedule;
use nqueens_core::search::Focus;
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
        let mark = focus.get().and_then(|f| {
            let reason = match f {
                Focus::Rejected(r) => Some(r.reason),
                _ => None,
            };
            f.square().map(|sq| (sq, reason))
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
                        <span class="bar" style:width=format!("{}%", fixed(width, 1))></span>
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

/// Collisions over the steps of a local search and, for annealing, the temperature
/// its schedule gives each step (dashed, on its own scale from the start temperature
/// down).
#[component]
pub fn CollisionChart(
    #[prop(into)] points: Signal<Vec<(usize, u64)>>,
    /// Annealing's schedule; none for the other searches.
    #[prop(into)]
    schedule: Signal<Option<Schedule>>,
) -> impl IntoView {
    let lang = use_lang();
    let max_x = move || points.with(|p| p.last().map_or(1, |p| p.0.max(1))) as f64;
    let line = move |xy: Vec<(f64, f64)>| {
        xy.iter()
            .map(|(x, y)| format!("{},{}", fixed(x * 300.0, 1), fixed(100.0 - y * 96.0, 1)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let collisions = move || {
        let (max_x, pts) = (max_x(), points.get());
        let max_y = pts.iter().map(|p| p.1).max().unwrap_or(1).max(1) as f64;
        line(
            pts.iter()
                .map(|&(x, y)| (x as f64 / max_x, y as f64 / max_y))
                .collect(),
        )
    };
    let temperature = move || {
        let schedule = schedule.get()?;
        let max_x = max_x();
        let samples = (0..=60).map(|i| {
            let x = i as f64 / 60.0;
            (x, schedule.temperature((x * max_x) as u64) / schedule.start)
        });
        Some(line(samples.collect()))
    };
    let caption = move || match schedule.with(Option::is_some) {
        true => lang.get().t().chart_temperature,
        false => lang.get().t().chart_collisions,
    };
    view! {
        <figure class="collisions">
            <figcaption>{caption}</figcaption>
            <svg viewBox="0 0 300 100" data-testid="collision-chart" role="img" aria-label=caption>
                <polyline points=collisions/>
                {move || temperature().map(|t| view! { <polyline class="temperature" data-testid="temperature-line" points=t/> })}
            </svg>
        </figure>
    }
}

/// The search tree of a small board, as discovered so far: depth downwards, leaves in
/// discovery order, each parent centred over its children; the queens on the board are
/// the highlighted path, solutions are the starred leaves.
#[component]
pub fn SearchTree(
    #[prop(into)] tree: Signal<Vec<nqueens_core::search::tree::TreeNode>>,
    #[prop(into)] path: Signal<Vec<u16>>,
    n: usize,
) -> impl IntoView {
    let lang = use_lang();
    let drawing = move || {
        let nodes = tree.get();
        let path = path.get();
        let count = nodes.len();
        let mut children = vec![0usize; count];
        for node in nodes.iter().skip(1) {
            children[node.parent as usize] += 1;
        }
        // Leaves numbered in discovery order; parents at the mean of their children.
        let mut x = vec![0.0f64; count];
        let mut leaves = 0.0;
        for (i, c) in children.iter().enumerate() {
            if *c == 0 {
                x[i] = leaves;
                leaves += 1.0;
            }
        }
        let mut sum = vec![0.0f64; count];
        for i in (1..count).rev() {
            if children[i] > 0 {
                x[i] = sum[i] / children[i] as f64;
            }
            sum[nodes[i].parent as usize] += x[i];
        }
        if count > 0 && children[0] > 0 {
            x[0] = sum[0] / children[0] as f64;
        }
        let width = (leaves.max(1.0) * 14.0).max(120.0);
        let scale = if leaves > 1.0 {
            (width - 14.0) / (leaves - 1.0)
        } else {
            0.0
        };
        let px = |i: usize| 7.0 + x[i] * scale;
        let py = |d: u8| 10.0 + d as f64 * 28.0;
        let on_path = |i: usize| path.contains(&(i as u16));
        let edges = (1..count).map(|i| {
            let p = nodes[i].parent as usize;
            view! { <line class="edge" class:current=on_path(i) x1=short(px(p), 1) y1=short(py(nodes[p].depth), 1) x2=short(px(i), 1) y2=short(py(nodes[i].depth), 1)/> }
        }).collect_view();
        let dots = (0..count).map(|i| {
            view! {
                <circle class="node" class:current=on_path(i) class:solution=nodes[i].solution cx=short(px(i), 1) cy=short(py(nodes[i].depth), 1) r=if nodes[i].solution { "5" } else { "3.5" }>
                    <title>{if i == 0 { "root".to_string() } else { nodes[i].square.to_string() }}</title>
                </circle>
            }
        }).collect_view();
        view! {
            <svg viewBox=format!("0 0 {} {}", fixed(width, 0), fixed(py(n as u8) + 10.0, 0)) data-testid="search-tree" data-nodes=count role="img"
                aria-label=move || lang.get().t().tree_title>
                {edges}
                {dots}
            </svg>
        }
    };
    view! {
        <figure class="tree-svg">
            <figcaption>{move || lang.get().t().tree_title}</figcaption>
            {drawing}
        </figure>
    }
}
