//! The board size control (`data-testid="n-input"`): a number field that refuses
//! sizes the page does not offer with a message, and keeps the last good value.

use crate::site::context::{use_lang, use_notices};
use leptos::prelude::*;

/// Board size control for `min ..= max`; `on_change` only ever sees valid sizes.
#[component]
pub fn SizeInput(
    /// The current size.
    #[prop(into)]
    value: Signal<usize>,
    min: usize,
    max: usize,
    /// Called with a new, valid size.
    on_change: Callback<usize>,
    /// Disable while something runs.
    #[prop(into, optional)]
    disabled: MaybeProp<bool>,
) -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let input = NodeRef::<leptos::html::Input>::new();
    // A change is also committed by the field's own blur, which fires as the field is
    // taken off the page, when its owner may be gone (CONTRIBUTING.md): nothing to do then.
    let commit = move || {
        let Some(el) = input.try_get_untracked().flatten() else {
            return;
        };
        let text = el.value();
        match text.trim().parse::<usize>() {
            Ok(n) if (min..=max).contains(&n) => {
                notices.clear();
                on_change.run(n);
            }
            _ => {
                notices.show(lang.get_untracked().say().bad_size(text.trim(), min, max));
                if let Some(value) = value.try_get_untracked() {
                    el.set_value(&value.to_string());
                }
            }
        }
    };
    view! {
        <label class="size-input">
            <span>{move || lang.get().t().board_size}</span>
            <input
                node_ref=input
                data-testid="n-input"
                type="number"
                inputmode="numeric"
                min=min
                max=max
                prop:value=move || value.get().to_string()
                disabled=move || disabled.try_get().flatten().unwrap_or(false)
                on:change=move |_| commit()
                on:keydown=move |ev: web_sys::KeyboardEvent| {
                    if ev.key() == "Enter" {
                        commit();
                    }
                }
            />
        </label>
    }
}
