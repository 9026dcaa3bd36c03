//! What the animated solver shows beside the board: the sets of taken rows and
//! diagonals, the search tree as nodes per depth, and the collisions of a local search.

use crate::site::context::use_lang;
use crate::ui::decimal::{fixed, short};
use crate::ui::scroll_region::{RegionName, ScrollRegion};
use leptos::prelude::*;
use nqueens_core::search::annealing::Schedule;
use nqueens_core::search::Focus;
use nqueens_core::search::Reason;
use nqueens_core::Placement;

/// The sets of the pseudocode at the step shown, under the pseudocode's own names: the
/// rows r, the diagonals135 r+k and the diagonals45 r−k taken, each cell under its index,
/// with the square in focus marked on its three lines (red on the line that refused it).
/// The table is built once per board size; a step only moves its marks, so playing at
/// full speed does not rebuild 200 cells a frame.
#[component]
pub fn SetsTable(
    #[prop(into)] placement: Signal<Placement>,
    #[prop(into)] focus: Signal<Option<Focus>>,
) -> impl IntoView {
    let lang = use_lang();
    // What each line holds at the step shown, by value: taken, and the focus's value
    // with whether that line refused it.
    let marks = Memo::new(move |_| {
        let queens: Vec<(i64, i64)> = placement.with(|p| {
            p.queens()
                .map(|q| (i64::from(q.row) + 1, i64::from(q.col) + 1))
                .collect()
        });
        let at = focus.get().and_then(|f| {
            let reason = match f {
                Focus::Rejected(r) => Some(r.reason),
                _ => None,
            };
            f.square()
                .map(|sq| (i64::from(sq.row) + 1, i64::from(sq.col) + 1, reason))
        });
        SETS.map(|(of, reason)| {
            let taken: Vec<i64> = queens.iter().map(|&(r, k)| of(r, k)).collect();
            let hit = at.map(|(r, k, why)| (of(r, k), why == Some(reason)));
            (taken, hit)
        })
    });
    let size = Memo::new(move |_| placement.with(|p| p.n()));
    let table = move || {
        let n = size.get() as i64;
        let names = lang.get().t().set_names;
        let ranges = [1..=n, 2..=2 * n, 1 - n..=n - 1];
        (0..3)
            .map(|line| {
                let values: Vec<i64> = ranges[line].clone().collect();
                view! {
                    <tr class="index">
                        <td></td>
                        {values.iter().map(|&v| view! { <th scope="col">{v.to_string().replace('-', "−")}</th> }).collect_view()}
                    </tr>
                    <tr data-set=names[line]>
                        <th scope="row">{names[line]}</th>
                        {values.into_iter().map(|v| {
                            let taken = move || marks.with(|m| m[line].0.contains(&v));
                            let hit = move || marks.with(|m| m[line].1.is_some_and(|h| h.0 == v));
                            let clash = move || marks.with(|m| m[line].1 == Some((v, true)));
                            view! {
                                <td class:taken=taken class:hit=hit class:clash=clash>
                                    {move || if taken() { "●" } else { "·" }}
                                </td>
                            }
                        }).collect_view()}
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <figure class="sets">
            <figcaption id="sets-caption">{move || lang.get().t().sets_title}</figcaption>
            // Wider than a phone at larger n: it scrolls sideways, by keyboard too.
            <ScrollRegion class="sets-scroll" name=RegionName::LabelledBy("sets-caption")>
                <table data-testid="sets"><tbody>{table}</tbody></table>
            </ScrollRegion>
        </figure>
    }
}

/// The three sets by what each holds of a queen on row r, column k (1-based), and the
/// line a refused square shares with it: rows r, diagonals135 r + k, diagonals45 r − k.
type SetOf = fn(i64, i64) -> i64;
const SETS: [(SetOf, Reason); 3] = [
    (|r, _| r, Reason::Row),
    (|r, k| r + k, Reason::AntiDiagonal),
    (|r, k| r - k, Reason::Diagonal),
];

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
    // The plot inside the axes' labels (viewBox units).
    const LEFT: f64 = 34.0;
    const RIGHT: f64 = 294.0;
    const TOP: f64 = 6.0;
    const BOTTOM: f64 = 84.0;
    let max_x = move || points.with(|p| p.last().map_or(1, |p| p.0.max(1))) as f64;
    let max_y = move || points.with(|p| p.iter().map(|p| p.1).max().unwrap_or(1).max(1)) as f64;
    let line = move |xy: Vec<(f64, f64)>| {
        xy.iter()
            .map(|(x, y)| {
                let px = LEFT + x * (RIGHT - LEFT);
                let py = BOTTOM - y * (BOTTOM - TOP);
                format!("{},{}", fixed(px, 1), fixed(py, 1))
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let collisions = move || {
        let (max_x, max_y, pts) = (max_x(), max_y(), points.get());
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
    let label = |x: f64, y: f64, anchor: &'static str, text: String| {
        view! { <text x=fixed(x, 1) y=fixed(y, 1) text-anchor=anchor class="axis-label">{text}</text> }
    };
    view! {
        <figure class="collisions">
            <figcaption>{caption}</figcaption>
            <svg viewBox="0 0 300 100" data-testid="collision-chart" role="img" aria-label=caption>
                <g class="axes">
                    <line x1=LEFT y1=TOP x2=LEFT y2=BOTTOM/>
                    <line x1=LEFT y1=BOTTOM x2=RIGHT y2=BOTTOM/>
                </g>
                // The collisions' scale on the left, the steps' below.
                {move || label(LEFT - 4.0, TOP + 4.0, "end", crate::i18n::group(max_y() as u64))}
                {label(LEFT - 4.0, BOTTOM, "end", "0".into())}
                {label(LEFT, BOTTOM + 11.0, "start", "0".into())}
                {move || label(RIGHT, BOTTOM + 11.0, "end", crate::i18n::group(max_x() as u64))}
                {move || label((LEFT + RIGHT) / 2.0, BOTTOM + 11.0, "middle", lang.get().t().chart_steps.into())}
                <polyline class="collision-line" points=collisions/>
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
