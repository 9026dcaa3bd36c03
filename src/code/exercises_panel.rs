//! /code's exercises: the list with the ones passed on this device marked, and the open
//! one's task, hint, starting program and check. What passing means is the code crate's
//! (`Exercise::grade`); the page runs the check and keeps the progress.

use crate::code::exercise_progress::Progress;
use crate::code::words::words;
use crate::site::context::use_lang;
use leptos::prelude::*;
use nqueens_code::{Exercise, Shortfall};

/// The exercises, and the open one.
#[component]
pub fn ExercisesPanel(
    /// The exercise open (none: the list alone).
    open: RwSignal<Option<Exercise>>,
    /// What has been passed on this device.
    #[prop(into)]
    progress: Signal<Progress>,
    /// The last check, and the exercise it was of.
    #[prop(into)]
    graded: Signal<Option<(Exercise, Result<(), Shortfall>)>>,
    /// A program runs: no check can start.
    #[prop(into)]
    running: Signal<bool>,
    /// Puts the exercise's starting program in the editor.
    on_start: Callback<Exercise>,
    /// Checks the editor's program as the exercise.
    on_check: Callback<Exercise>,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let result = move |exercise: Exercise| {
        graded.with(|g| match g {
            Some((e, outcome)) if *e == exercise => Some(outcome.clone()),
            _ => None,
        })
    };
    view! {
        <section class="exercises" aria-labelledby="exercises-title" data-testid="exercises">
            <h2 id="exercises-title">{move || labels().exercises_title}</h2>
            <p class="hint" data-testid="exercise-progress" data-passed=move || progress.with(Progress::count)>
                {move || words(lang.get()).progress(progress.with(Progress::count), Exercise::ALL.len())}
            </p>
            <ol class="exercise-list">
                {Exercise::ALL.into_iter().map(|exercise| {
                    let text = move || words(lang.get()).exercise(exercise);
                    let is_open = move || open.get() == Some(exercise);
                    let passed = move || progress.with(|p| p.has_passed(exercise));
                    view! {
                        <li class:open=is_open data-exercise=exercise.id() data-passed=move || passed().then_some("true")>
                            <button
                                class="exercise-title"
                                data-testid="exercise"
                                aria-expanded=move || is_open().to_string()
                                on:click=move |_| open.update(|o| *o = if *o == Some(exercise) { None } else { Some(exercise) })
                            >
                                <span class="passed-mark" aria-hidden="true">{move || if passed() { "✓" } else { "" }}</span>
                                {move || text().title}
                                <Show when=passed>
                                    <span class="visually-hidden">{move || format!(" ({})", labels().exercise_passed)}</span>
                                </Show>
                            </button>
                            <Show when=is_open>
                                <div class="exercise-body">
                                    <p>{move || text().task}</p>
                                    <details>
                                        <summary>{move || labels().exercise_hint}</summary>
                                        <p>{move || text().hint}</p>
                                    </details>
                                    <div class="controls">
                                        <button data-testid="exercise-start" on:click=move |_| on_start.run(exercise)>{move || labels().exercise_start}</button>
                                        <button class="primary" data-testid="exercise-check" disabled=running on:click=move |_| on_check.run(exercise)>{move || labels().exercise_check}</button>
                                    </div>
                                    {move || result(exercise).map(|outcome| {
                                        let ok = outcome.is_ok();
                                        let say = words(lang.get());
                                        let words = match &outcome {
                                            Ok(()) => say.passed(exercise),
                                            Err(why) => say.shortfall(exercise, why),
                                        };
                                        view! {
                                            <p class="exercise-result" class:bad=!ok data-testid="exercise-result" data-passed=ok.to_string() role="status">{words}</p>
                                        }
                                    })}
                                </div>
                            </Show>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </section>
    }
}
