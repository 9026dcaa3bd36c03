//! A teacher's set on /learn: the picked questions on one sheet, each with a hint that
//! points to its chapter, and once checked, the results card to copy back (score,
//! hints used, time since the set was opened); and the builder that makes such a link.

use crate::learn::address::LearnAddress;
use crate::learn::quiz::{Question, Sheet};
use crate::learn::quiz_view::QuizView;
use crate::learn::set::{Pick, SetResult};
use crate::learn::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;

/// The learner's side: the sheet and its results card.
#[component]
pub fn TeacherSet(
    /// The questions, in the teacher's order.
    picks: Vec<Pick>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let opened = js_sys::Date::now();
    let hints = RwSignal::new(0usize);
    let result = RwSignal::new(None::<SetResult>);
    let copied = RwSignal::new(String::new());
    let questions: Vec<Question> = picks.iter().filter_map(|p| p.question()).collect();
    let chapters = picks.iter().map(|p| p.chapter).collect();
    let on_checked = Callback::new(move |sheet: Sheet| {
        let seconds = ((js_sys::Date::now() - opened) / 1000.0).max(0.0) as u64;
        result.set(Some(SetResult {
            right: sheet.right,
            of: sheet.of(),
            hints: hints.get_untracked(),
            seconds,
        }));
    });
    let card = move || result.get().map(|r| words(lang.get()).results(&r));
    let copy = move |_| {
        if let Some(text) = card() {
            crate::site::browser::copy_and_tell(text, lang.get_untracked(), copied);
        }
    };
    let on_hint = Callback::new(move |()| hints.update(|h| *h += 1));
    view! {
        <h1>{move || labels().set_title}</h1>
        <p class="intro">{move || labels().set_intro}</p>
        <QuizView questions=questions hints=chapters on_hint=on_hint on_checked=on_checked/>
        <Show when=move || result.with(Option::is_some)>
            <section class="results-card" data-testid="results-card" aria-labelledby="results-title">
                <h2 id="results-title">{move || labels().results_title}</h2>
                <p data-testid="results-text">{card}</p>
                <button on:click=copy>{move || labels().copy}</button>
                <span class="hint" aria-live="polite">{move || copied.get()}</span>
            </section>
        </Show>
    }
}

/// The teacher's side: every question of the path to tick, and the link they make.
#[component]
pub fn SetBuilder() -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let picked = RwSignal::new(Vec::<Pick>::new());
    let copied = RwSignal::new(String::new());
    let link = move || {
        picked.with(|p| {
            (!p.is_empty()).then(|| {
                let route = LearnAddress {
                    set: p.clone(),
                    ..LearnAddress::default()
                }
                .to_url();
                let origin = window().location().origin().unwrap_or_default();
                format!("{origin}{}", crate::site::base::site_url(&route))
            })
        })
    };
    // The list is built when the teacher opens the builder.
    let open = RwSignal::new(false);
    let items = move || {
        Pick::all()
            .into_iter()
            .filter_map(|pick| {
                let question = pick.question()?;
                let label = move || {
                    let l = words(lang.get());
                    format!(
                        "{} · {}",
                        l.chapter_label(pick.chapter),
                        l.question(question)
                    )
                };
                Some(view! {
                    <li>
                        <label class="quiz-choice">
                            <input type="checkbox" data-testid="set-pick"
                                data-pick=format!("{}.{}", pick.chapter.number(), pick.question)
                                prop:checked=move || picked.with(|p| p.contains(&pick))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    picked.update(|p| {
                                        p.retain(|&q| q != pick);
                                        if on {
                                            p.push(pick);
                                        }
                                    });
                                }/>
                            {label}
                        </label>
                    </li>
                })
            })
            .collect_view()
    };
    view! {
        <details class="set-builder" data-testid="set-builder" on:toggle=move |_| open.set(true)>
            <summary>{move || labels().builder_title}</summary>
            <p class="hint">{move || labels().builder_intro}</p>
            <Show when=move || open.get()>
                <ol class="set-picks">{items}</ol>
            </Show>
            <p data-testid="set-link">
                {move || match link() {
                    Some(href) => view! { <a href=href.clone()>{href.clone()}</a> }.into_any(),
                    None => view! { <span class="hint">{labels().builder_empty}</span> }.into_any(),
                }}
            </p>
            <Show when=move || link().is_some()>
                <button on:click=move |_| {
                    if let Some(text) = link() {
                        crate::site::browser::copy_and_tell(text, lang.get_untracked(), copied);
                    }
                }>{move || lang.get().t().copy_link}</button>
                <span class="hint" aria-live="polite">{move || copied.get()}</span>
            </Show>
        </details>
    }
}
