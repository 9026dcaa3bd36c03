//! `/learn`, the landing page: the path of eight chapters with the learner's marks,
//! "continue where you left off" and a reset; `?chapter=K` opens a chapter and
//! `&step=S` a moment of its live search. The progress is kept on the device
//! ([`use_progress`]) and written back whenever it changes.

use crate::deferred_views::{Deferred, DeferredView};
use crate::learn::address::LearnAddress;
use crate::learn::progress::{Predicting, Progress, Resume};
use crate::learn::progress_store::use_progress;
use crate::learn::quiz::Question;
use crate::learn::teacher_set::SetBuilder;
use crate::learn::words::words;
use crate::learn::Chapter;
use crate::site::base::site_url;
use crate::site::context::{use_lang, use_notices};
use leptos::prelude::*;
use leptos_router::hooks::use_query_map;

#[component]
pub fn LearnPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    crate::site::prerender::take_over_when(|| true);
    let labels = move || words(lang.get()).labels();
    let progress = use_progress();
    // Derived here, where the progress lives, not in the chapter: a chapter just left
    // still has effects for a moment after its owner has gone, and the change of place
    // below wakes those that read the score (CONTRIBUTING.md, "Reactive values and
    // their owners").

    let query = use_query_map();
    let address = Memo::new(move |_| {
        let (address, problems) = query.with(|q| LearnAddress::from_query(|name| q.get(name)));
        for problem in problems {
            notices.show(words(lang.get_untracked()).bad_address(&problem));
        }
        address
    });
    // The score of the chapter shown, which each chapter keeps apart.
    let score = Signal::derive(move || {
        let chapter = address.with(|a| a.chapter);
        progress.with(|p| {
            chapter
                .map(|c| p.score(Predicting::Chapter(c)))
                .unwrap_or_default()
        })
    });
    Effect::new(move |_| {
        if let Some(chapter) = address.with(|a| a.chapter) {
            progress.update(|p| {
                if p.place.is_none_or(|place| place.chapter != chapter) {
                    p.place = Some(crate::learn::progress::Place { chapter, step: 0 });
                }
            });
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    });

    view! {
        {move || match address.get() {
            LearnAddress { set, .. } if !set.is_empty() => view! {
                <section class="page learn-page">
                    <nav class="learn-crumbs">
                        <a href=site_url("/learn") data-testid="all-chapters">{move || format!("← {}", labels().all_chapters)}</a>
                    </nav>
                    <DeferredView part=Deferred::Set { picks: StoredValue::new(set) }/>
                </section>
            }.into_any(),
            LearnAddress { chapter: Some(chapter), step, .. } => view! {
                <section class="page learn-page">
                    <nav class="learn-crumbs">
                        <a href=site_url("/learn") data-testid="all-chapters">{move || format!("← {}", labels().all_chapters)}</a>
                    </nav>
                    <DeferredView part=Deferred::Chapter { chapter, step, progress, score }/>
                </section>
            }.into_any(),
            LearnAddress { chapter: None, .. } => view! { <LearnPath progress=progress/> }.into_any(),
        }}
    }
}

/// The path: every chapter with its marks, where to continue, and the reset.
#[component]
fn LearnPath(progress: RwSignal<Progress>) -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let labels = move || words(lang.get()).labels();
    // What "done" is, the ✓, the count, the marks and "continue" all ask the progress.
    let done = move || progress.with(Progress::done);
    let resume = move || {
        let (href, text) = match progress.with(Progress::resume) {
            Some(Resume::At(place)) => (
                LearnAddress::at(place.chapter, place.step).to_url(),
                words(lang.get()).continue_at(place.chapter, place.step),
            ),
            Some(Resume::Next(chapter)) => (
                LearnAddress::at(chapter, 0).to_url(),
                words(lang.get()).continue_with(chapter),
            ),
            None => ("/learn?chapter=1".to_string(), labels().start.to_string()),
        };
        view! { <a class="button primary" data-testid="continue" href=site_url(&href)>{text}</a> }
    };
    let reset = move |_| {
        progress.set(Progress::default());
        notices.show(labels().reset_confirm.to_string());
    };
    let cards = Chapter::ALL
        .into_iter()
        .map(|chapter| {
            let l = move || words(lang.get());
            let marks = move || {
                l().marks(progress.with(|p| p.marks(chapter)), Question::of(chapter).len())
            };
            let finished = move || progress.with(|p| p.is_done(chapter));
            let href = site_url(&LearnAddress::at(chapter, 0).to_url());
            view! {
                <li class="path-chapter" class:done=finished data-testid="path-chapter" data-chapter=chapter.number()
                    data-done=move || finished().then_some("true")>
                    <a href=href>
                        <span class="path-number" aria-hidden="true">{move || if finished() { "✓".to_string() } else { chapter.number().to_string() }}</span>
                        <span class="path-title">
                            <span class="visually-hidden">{move || format!("{}: ", l().chapter_label(chapter))}</span>
                            {move || l().chapter(chapter).title}
                        </span>
                        <span class="path-marks" data-testid="chapter-marks">{marks}</span>
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="page learn-path">
            <h1>{move || labels().title}</h1>
            <p class="intro">{move || labels().intro}</p>
            <div class="learn-resume">
                {resume}
                <span class="hint" data-testid="learn-progress" data-done=done>{move || words(lang.get()).chapters_done(done(), Chapter::ALL.len())}</span>
            </div>
            <h2>{move || labels().path_title}</h2>
            <ol class="path">{cards}</ol>
            <p>
                <button data-testid="reset-progress" on:click=reset>{move || labels().reset}</button>
            </p>
            <SetBuilder/>
        </section>
    }
}
