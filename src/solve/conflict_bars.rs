//! A local search's state as bars: each queen's diagonal conflicts (how many queens
//! attack it), with the queens of the last move marked, kept or refused
//! (`data-testid="conflict-bar"`, `data-conflicts`, `data-moved`).

use crate::site::context::use_lang;
use crate::solve::conflicts::conflicts;
use crate::solve::words::words;
use leptos::prelude::*;
use nqueens_core::search::Moved;
use nqueens_core::Placement;

/// One bar per column.
#[component]
pub fn ConflictBars(
    /// The permutation at the step shown.
    #[prop(into)]
    placement: Signal<Placement>,
    /// The last move, if the last step was one.
    #[prop(into)]
    moved: Signal<Option<Moved>>,
) -> impl IntoView {
    let lang = use_lang();
    let counts = Memo::new(move |_| placement.with(conflicts));
    view! {
        <section class="conflict-bars" aria-labelledby="conflicts-title">
            <h2 id="conflicts-title">{move || words(lang.get()).labels().conflicts_title}</h2>
            <svg class="bars" viewBox=move || format!("0 0 {} 100", counts.with(Vec::len).max(1)) preserveAspectRatio="none" role="list">
                {move || {
                    let say = words(lang.get());
                    let moved = moved.get();
                    let top = counts.with(|c| c.iter().copied().max().unwrap_or(0)).max(1);
                    counts
                        .get()
                        .into_iter()
                        .enumerate()
                        .map(|(col, count)| {
                            let col = col as u32;
                            let mark = moved.filter(|m| m.a == col || m.b == col).map(|m| if m.kept { "kept" } else { "refused" });
                            // A sliver for no conflict, so every queen has a bar.
                            let height = 6 + 94 * count / top;
                            let (label, title) = (say.conflict_bar(col, count), say.conflict_bar(col, count));
                            view! {
                                <rect
                                    data-testid="conflict-bar" data-col=col + 1 data-conflicts=count data-moved=mark
                                    role="listitem" aria-label=label
                                    x=format!("{}.1", col) width="0.8" y=100 - height height=height
                                ><title>{title}</title></rect>
                            }
                        })
                        .collect_view()
                }}
            </svg>
        </section>
    }
}
