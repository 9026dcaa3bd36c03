//! Branch and bound's open nodes, in the order they will come out: depth first reads
//! its stack from the newest, breadth first its queue from the oldest, and the list is
//! where the two searches differ on screen. What is listed is the core's
//! ([`Waiting`]); this only words it. `data-testid="frontier-list"`, each node a
//! `frontier-node`, the next to come out with `data-next="true"`.
//!
//! While the learner predicts the next node, the list must not answer for them: it
//! shows the nodes in the order they went in, unmarked, and the caption says which
//! end comes out. Reading that end is the lesson.

use crate::site::context::use_lang;
use leptos::prelude::*;
use nqueens_core::search::{Order, Waiting};

/// The frontier's head; nothing for a search without a frontier.
#[component]
pub fn FrontierList(
    /// The open nodes at the moment shown, derived where the run lives.
    #[prop(into)]
    waiting: Signal<Option<Waiting>>,
    /// The learner is asked for the next node: list in the order they went in, and
    /// mark none.
    #[prop(optional, into)]
    guessing: MaybeProp<bool>,
) -> impl IntoView {
    let lang = use_lang();
    move || {
        let w = waiting.get()?;
        let guessing = guessing.get().unwrap_or(false);
        let say = lang.get().say();
        let order = match w.order {
            Order::DepthFirst => "stack",
            Order::BreadthFirst => "queue",
        };
        // In take-out order; a stack went in the other way round.
        let mut head: Vec<_> = w.head.iter().collect();
        let older_first = guessing && w.order == Order::DepthFirst;
        if older_first {
            head.reverse();
        }
        let nodes = head
            .into_iter()
            .enumerate()
            .map(|(i, node)| {
                let next = i == 0 && !guessing;
                view! {
                    <li data-testid="frontier-node" class:next=next data-next=next.then_some("true")>
                        <code>{say.waiting_node(node)}</code>
                        {next.then(|| view! { <span class="next-mark">{format!(" ← {}", say.waiting_next())}</span> })}
                    </li>
                }
            })
            .collect_view();
        let more = w.more();
        Some(view! {
            <figure class="frontier-list" data-testid="frontier-list" data-order=order data-total=w.total.to_string() data-guessing=guessing.then_some("true")>
                <figcaption>
                    <strong data-testid="frontier-title">{say.waiting_title(w.total)}</strong>
                    " "<span data-testid="frontier-caption">{say.waiting_caption(w.order)}</span>
                </figcaption>
                // A stack listed in the order its nodes went in leaves out its oldest:
                // they come before the list, not after it.
                {(more > 0 && older_first).then(|| view! { <p class="frontier-more" data-testid="frontier-more">{say.waiting_older(more)}</p> })}
                <ol class="stack">{nodes}</ol>
                {(more > 0 && !older_first).then(|| view! { <p class="frontier-more" data-testid="frontier-more">{say.waiting_more(more)}</p> })}
            </figure>
        })
    }
}
