//! Chapter 5's worked example of the bitmask count, as a table: the masks after two
//! queens, the free bits they leave, and where the next queen goes
//! ([`BitmaskStep`], which a native test holds to the core's safe squares).

use crate::learn::bitmask::BitmaskStep;
use crate::learn::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;

/// Chapter 5's worked example of the bitmask count: the three masks after two queens,
/// the free squares they leave, and where the next queen goes.
#[component]
pub fn BitmaskExample() -> impl IntoView {
    let lang = use_lang();
    let step = BitmaskStep::example();
    let masks = [step.ranks, step.left, step.right, step.free()].map(|m| step.bits(m));
    let rows = move || {
        let names = words(lang.get()).bitmask_masks();
        names
            .into_iter()
            .zip(masks.clone())
            .map(|(name, bits)| view! { <tr><th scope="row">{name}</th><td><code>{bits}</code></td></tr> })
            .collect_view()
    };
    let (intro, next) = (step.clone(), step);
    view! {
        <figure class="bitmask-example" data-testid="bitmask-example">
            <figcaption>{move || words(lang.get()).bitmask_intro(&intro)}</figcaption>
            <table><tbody>{rows}</tbody></table>
            <p data-testid="bitmask-next">{move || words(lang.get()).bitmask_next(&next)}</p>
        </figure>
    }
}
