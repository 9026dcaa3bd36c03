//! `/code`: the learner writes a solver in Rhai and runs it in the code worker, which
//! checks it against the core (`nqueens_code`). The program is kept on the device; a
//! share link (`/code#src=`, see [`crate::code_url`]) opens one. Stop terminates the
//! worker, so a program that never ends costs nothing but the click.

use crate::bridge::job::{use_job_in, JobState};
use crate::bridge::Script;
use crate::code_url;
use crate::components::mini_board::MiniBoard;
use crate::components::size_input::SizeInput;
use crate::context::{use_lang, use_notices};
use crate::protocol::Job;
use leptos::prelude::*;
use nqueens_code::{Outcome, Report, MAX_N};

/// Where the device keeps the learner's program.
const SAVED_KEY: &str = "nqueens-program";
/// The board a first visit runs on.
const DEFAULT_N: usize = 8;

/// Where a run stands, as `data-state` says it (the tests read it).
fn state_name(state: &JobState<Report>) -> &'static str {
    match state {
        JobState::Idle => "idle",
        JobState::Running { .. } => "running",
        JobState::Done(Report {
            outcome: Outcome::Finished,
            ..
        }) => "done",
        JobState::Done(_) | JobState::Failed(_) => "error",
        JobState::Cancelled => "stopped",
    }
}

#[component]
pub fn CodePage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    crate::prerender::take_over_when(|| true);
    let job = use_job_in::<Report>(Script::Code, None);

    // The program: a share link's, else the one kept on the device, else the template.
    let fragment = leptos_router::hooks::use_location().hash.get_untracked();
    let kept = move || {
        crate::storage::get(SAVED_KEY)
            .unwrap_or_else(|| lang.get_untracked().program().template().to_string())
    };
    let initial = match code_url::program_in(&fragment) {
        Some(Ok(source)) => source,
        Some(Err(why)) => {
            notices.show(lang.get_untracked().program().bad_link(why));
            kept()
        }
        None => kept(),
    };
    let source = RwSignal::new(initial);
    let n = RwSignal::new(DEFAULT_N);
    Effect::new(move |_| {
        source.with(|s| crate::storage::set(SAVED_KEY, s));
    });

    // The run's wall time, from Run to its report.
    let started = StoredValue::new(0.0);
    let seconds = RwSignal::new(0.0);
    Effect::new(move |_| {
        if job.state.with(|s| matches!(s, JobState::Done(_))) {
            seconds.set((crate::clock::now_ms() - started.get_value()) / 1000.0);
        }
    });
    let run = move |_| {
        started.set_value(crate::clock::now_ms());
        job.start(Job::RunCode {
            source: source.get_untracked(),
            n: n.get_untracked() as u32,
        });
    };
    let running = move || job.is_running();

    let editor = NodeRef::<leptos::html::Textarea>::new();
    // Selects the line a diagnostic names, so the learner sees it in the editor.
    let show_line = move |line: u32| {
        let Some(el) = editor.get_untracked() else {
            return;
        };
        let text = el.value();
        let start: usize = text
            .split_inclusive('\n')
            .take(line.saturating_sub(1) as usize)
            .map(|l| l.encode_utf16().count())
            .sum();
        let len = text
            .split('\n')
            .nth(line.saturating_sub(1) as usize)
            .map_or(0, |l| l.encode_utf16().count());
        let _ = el.focus();
        let _ = el.set_selection_range(start as u32, (start + len) as u32);
    };
    let share_message = RwSignal::new(String::new());
    let share = move |_| {
        let origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        let link = format!(
            "{origin}{}{}",
            crate::site::site_url("/code"),
            source.with_untracked(|s| code_url::fragment_of(s))
        );
        crate::browser::copy_and_tell(link, lang.get_untracked(), share_message);
    };

    let t = move || lang.get().t();
    let status = move || {
        let say = lang.get().program();
        job.state.with(|s| match s {
            JobState::Idle => t().program_idle.to_string(),
            JobState::Running { .. } => t().program_running.to_string(),
            JobState::Done(report) => match &report.outcome {
                Outcome::Finished => say.finished(report.steps, report.operations, seconds.get()),
                // The message itself is under the editor, where the line is.
                Outcome::Stopped(_) => t().program_error.to_string(),
            },
            JobState::Cancelled => t().program_stopped.to_string(),
            JobState::Failed(why) => lang.get().say().failure(why),
        })
    };
    let diagnostic = move || {
        job.state.with(|s| match s {
            JobState::Done(Report {
                outcome: Outcome::Stopped(d),
                ..
            }) => Some(d.clone()),
            _ => None,
        })
    };
    // The check, for a run that ended or reported something before it stopped.
    let report = move || {
        job.state.with(|s| match s {
            JobState::Done(report)
                if report.outcome == Outcome::Finished || report.verdict.reported > 0 =>
            {
                Some(report.clone())
            }
            _ => None,
        })
    };

    view! {
        <section class="page code-page">
            <h1>{move || t().program_title}</h1>
            <p class="intro">{move || t().program_intro}</p>
            <div class="controls">
                <SizeInput
                    value=Signal::derive(move || n.get())
                    min=1
                    max=MAX_N as usize
                    on_change=Callback::new(move |size| n.set(size))
                    disabled=Signal::derive(running)
                />
                <button class="primary" data-testid="run" on:click=run disabled=running>{move || t().program_run}</button>
                <button data-testid="stop" on:click=move |_| job.cancel() disabled=move || !running()>{move || t().program_stop}</button>
                <button data-testid="share" on:click=share>{move || t().program_share}</button>
            </div>
            <p class="hint" aria-live="polite" data-testid="share-message">{move || share_message.get()}</p>
            <div class="code-columns">
                <div class="code-editor">
                    <label for="program">{move || t().program_editor_label}</label>
                    <textarea
                        id="program"
                        data-testid="editor"
                        node_ref=editor
                        rows="18"
                        spellcheck="false"
                        autocapitalize="off"
                        autocomplete="off"
                        prop:value=move || source.get()
                        on:input=move |ev| source.set(event_target_value(&ev))
                    ></textarea>
                    {move || diagnostic().map(|d| {
                        let line = d.line;
                        view! {
                            <p class="diagnostic" data-testid="diagnostic" data-line=line role="alert">
                                {move || lang.get().program().diagnostic(&d)}
                                {(line > 0).then(|| view! {
                                    " "
                                    <button class="link" data-testid="show-line" on:click=move |_| show_line(line)>{move || t().program_show_line}</button>
                                })}
                            </p>
                        }
                    })}
                </div>
                <div class="code-results">
                    <p class="run-status" data-testid="run-status" data-state=move || job.state.with(state_name) aria-live="polite">{status}</p>
                    {move || report().map(|r| {
                        let sentences = lang.get().program().check(&r.verdict);
                        let n = r.verdict.n as usize;
                        let first = r.solutions.first().map(|queens| {
                            let mut rows = vec![None; n];
                            for q in queens {
                                if let Some(row) = rows.get_mut(q.col as usize) {
                                    *row = Some(q.row);
                                }
                            }
                            rows
                        });
                        view! {
                            <div class="check" data-testid="check" data-reported=r.verdict.reported data-correct=r.verdict.correct>
                                <h2>{move || t().program_check_title}</h2>
                                {sentences.into_iter().map(|s| view! { <p>{s}</p> }).collect_view()}
                            </div>
                            {first.map(|rows| view! {
                                <figure class="first-solution">
                                    <MiniBoard rows=rows label=t().program_first_solution/>
                                    <figcaption>{move || t().program_first_solution}</figcaption>
                                </figure>
                            })}
                            {(!r.output.is_empty()).then(|| view! {
                                <h2>{move || t().program_output}</h2>
                                <pre class="output" data-testid="output">{r.output.join("\n")}</pre>
                            })}
                        }
                    })}
                </div>
            </div>
            <h2>{move || t().program_api_title}</h2>
            <dl class="api">
                {move || lang.get().program().api().iter().map(|(name, what)| view! {
                    <dt><code>{*name}</code></dt>
                    <dd>{*what}</dd>
                }).collect_view()}
            </dl>
        </section>
    }
}
