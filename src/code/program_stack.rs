//! /code's call stack: the learner's program's own frames, as Python Tutor shows them.
//! The top level at the bottom, then each call under way (the running one on top,
//! marked), each with its variables as last seen; above them, the call that has just
//! returned, with its value. Before the first step it is the top level alone: the
//! program's real state, not the built-in solver's first frame (/solve's [`Stack`]
//! says `queens(1, ∅, ∅, ∅)` when empty, which the learner's program does not have).
//!
//! [`Stack`]: crate::solve::call_stack::Stack

use crate::code::stack::ShownFrame;
use crate::code::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;

/// The learner's call stack at the step shown.
#[component]
pub fn ProgramStack(
    /// The frames, the top level first.
    #[prop(into)]
    frames: Signal<Vec<ShownFrame>>,
    /// The call that returned at the step shown, with its value.
    #[prop(into)]
    returned: Signal<Option<(String, Option<String>)>>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    view! {
        <section class="call-stack" aria-labelledby="stack-title">
            <h2 id="stack-title">{move || labels().stack_title}</h2>
            {move || returned.get().map(|(call, value)| view! {
                <p class="stack-returned" data-testid="stack-returned">
                    <code>{move || words(lang.get()).returned(&call, value.as_deref())}</code>
                </p>
            })}
            <ol class="stack" reversed>
                {move || frames.get().into_iter().rev().map(|f| {
                    let running = f.running;
                    let name = f.call.clone();
                    let top = name.is_none();
                    view! {
                        <li data-testid="stack-frame" data-top-level=top.then_some("true") class:running=running data-running=running.then_some("true") aria-current=running.then_some("true")>
                            <code>{move || name.clone().unwrap_or_else(|| labels().top_level.to_string())}</code>
                            {match f.variables {
                                None => view! { <p class="stack-vars">{move || labels().not_kept}</p> }.into_any(),
                                Some(vars) if vars.is_empty() => view! { <p class="stack-vars">{move || labels().no_variables}</p> }.into_any(),
                                Some(vars) => view! {
                                    <dl class="stack-vars" data-testid="stack-variables">
                                        {vars.into_iter().map(|v| view! { <dt><code>{v.name}</code></dt><dd><code>{v.value}</code></dd> }).collect_view()}
                                    </dl>
                                }.into_any(),
                            }}
                        </li>
                    }
                }).collect_view()}
            </ol>
        </section>
    }
}
