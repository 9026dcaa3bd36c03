//! `/code`: the learner writes a solver in Rhai and runs it in the code worker, which
//! checks it against the core (`nqueens_code`); the run then replays on the board with
//! the solver's player and controls (`code::program`). The program is kept on the
//! device; a share link (`/code#n=8&src=`, see [`crate::code::address`]) opens one, and a `.rhai`
//! file comes in and goes out. Stop terminates the worker, so a program that never ends
//! costs nothing but the click.

use crate::bridge::job::JobState;
use crate::code::address;
use crate::code::code_editor::{show_place, CodeEditor};
use crate::code::code_starter::CodeStarter;
use crate::code::exercise_progress::{Progress, PROGRESS_KEY};
use crate::code::exercises_panel::ExercisesPanel;
use crate::code::program::use_program;
use crate::code::starter::replace;
use crate::code::words::named_column;
use crate::code::words::words;
use crate::deferred_views::{Deferred, DeferredView, RunPart};
use crate::site::browser::FileProblem;
use crate::site::context::{use_lang, use_notices};
use crate::ui::size_input::SizeInput;
use leptos::prelude::*;
use nqueens_code::{Exercise, Outcome, Report, MAX_N};

/// Where the device keeps the learner's program.
const SAVED_KEY: &str = "nqueens-program";
/// The name a saved program is offered under.
const PROGRAM_FILE: &str = "solver.rhai";
/// The largest file taken as a program: a solver is a few lines, and a large text in the
/// editor would only slow the page.
const MAX_FILE_BYTES: f64 = 100_000.0;
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
    crate::site::prerender::take_over_when(|| true);
    let program = use_program();
    let state = program.state;

    // The program: a share link's, else the one kept on the device, else the skeleton
    // whose recursive step is the learner's to write.
    let fragment = leptos_router::hooks::use_location().hash.get_untracked();
    let kept = move || {
        crate::site::storage::get(SAVED_KEY)
            .unwrap_or_else(|| words(lang.get_untracked()).template().to_string())
    };
    let initial = match address::program_in(&fragment) {
        Some(Ok(source)) => source,
        Some(Err(why)) => {
            notices.show(words(lang.get_untracked()).bad_link(why));
            kept()
        }
        None => kept(),
    };
    let source = RwSignal::new(initial);
    let n = RwSignal::new(match address::size_in(&fragment) {
        Some(Ok(size)) => size as usize,
        Some(Err(why)) => {
            notices.show(words(lang.get_untracked()).bad_link(why));
            DEFAULT_N
        }
        None => DEFAULT_N,
    });
    Effect::new(move |_| {
        source.with(|s| crate::site::storage::set(SAVED_KEY, s));
    });

    // A run the Run button started brings its status and check on screen when it starts,
    // when it ends, and when the check's code has loaded (the first run's check can come
    // after its report): on a phone they are under the editor, a screen below the button.
    // An exercise's check answers in its own panel, and the page stays where it is.
    let results = NodeRef::<leptos::html::Div>::new();
    let from_run_button = StoredValue::new(false);
    let show_results = move || {
        if from_run_button.get_value() {
            crate::site::browser::bring_into_view(results);
        }
    };
    let run = move |_| {
        from_run_button.set_value(true);
        program.run(source.get_untracked(), n.get_untracked() as u32, None);
    };
    // Where the run stands, by name: a running program's progress changes nothing here,
    // so a learner who scrolls up to Stop is not pulled back down.
    let stage = Memo::new(move |_| state.with(state_name));
    Effect::new(move |_| {
        if stage.get() != "idle" {
            show_results();
        }
    });

    // The exercises: the one open, the progress kept on the device, and the program
    // a template replaced, to bring back.
    let open_exercise = RwSignal::new(None::<Exercise>);
    let progress = RwSignal::new(Progress::read(
        crate::site::storage::get(PROGRESS_KEY).as_deref(),
    ));
    let replaced = RwSignal::new(None::<String>);
    let graded = Memo::new(move |_| {
        state.with(|s| match s {
            JobState::Done(report) => report.graded.clone(),
            _ => None,
        })
    });
    Effect::new(move |_| {
        if let Some((exercise, Ok(()))) = graded.get() {
            let mut now = progress.get_untracked();
            if now.pass(exercise) {
                crate::site::storage::set(PROGRESS_KEY, &now.write());
                progress.set(now);
            }
        }
    });
    // The first task is done once a run of the page's own (not an exercise's check) finds
    // every solution and none wrong; it stays done for the visit.
    let starter_done = RwSignal::new(false);
    Effect::new(move |_| {
        let found_all = state.with(|s| {
            matches!(s, JobState::Done(report) if report.graded.is_none()
                && report.verdict.expected.is_some_and(|q| q > 0)
                && report.verdict.all_found())
        });
        if found_all && !starter_done.get_untracked() {
            starter_done.set(true);
        }
    });
    // A program put in the editor over the learner's keeps theirs to bring back.
    let put = move |replacement: &str| {
        let (now, kept) = replace(source.get_untracked(), replacement);
        if kept.is_some() {
            replaced.set(kept);
        }
        source.set(now);
    };
    let start_exercise = Callback::new(move |exercise: Exercise| {
        put(words(lang.get_untracked()).exercise(exercise).template);
    });
    let show_model = Callback::new(move |()| put(words(lang.get_untracked()).model_answer()));
    let check_exercise = Callback::new(move |exercise: Exercise| {
        from_run_button.set_value(false);
        program.run(source.get_untracked(), exercise.n(), Some(exercise));
    });
    let restore = move |_| {
        if let Some(before) = replaced.get_untracked() {
            replaced.set(None);
            source.set(before);
        }
    };
    let running = move || program.is_running();

    let editor = NodeRef::<leptos::html::Textarea>::new();
    // Selects the place a diagnostic names, from the column its message names, and
    // scrolls the editor to it, so the learner sees it.
    let show_line = Callback::new(move |line: u32| {
        let Some(el) = editor.get_untracked() else {
            return;
        };
        let column = untrack(|| program.diagnostic())
            .and_then(|d| named_column(&d))
            .unwrap_or(0);
        show_place(&el, line, column);
    });
    let share_message = RwSignal::new(String::new());
    let export = move |_| {
        let saved = source
            .with_untracked(|s| crate::site::browser::download(PROGRAM_FILE, "text/plain", s));
        if let Err(why) = saved {
            notices.show(why);
        }
    };
    let import = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
        else {
            return;
        };
        leptos::task::spawn_local(async move {
            let read = crate::site::browser::chosen_bytes(&input, MAX_FILE_BYTES).await;
            // The same file chosen again is a change too.
            input.set_value("");
            let words = words(lang.get_untracked()).labels();
            match read.map(|r| r.map(address::program_text)) {
                Some(Ok(Err(_))) => notices.show(words.file_not_text.to_string()),
                Some(Ok(Ok(text))) => {
                    // The program it replaces can be brought back, as after a template.
                    // The file is read in a task that may end after the learner has left
                    // the page: its program is gone with it then, and so is the file's use.
                    if source.try_get_untracked().is_none() {
                        return;
                    }
                    put(&text);
                }
                Some(Err(FileProblem::TooLarge)) => notices.show(words.file_too_large.to_string()),
                Some(Err(FileProblem::Unreadable)) => {
                    notices.show(words.file_unreadable.to_string())
                }
                None => {}
            }
        });
    };
    let share = move |_| {
        let origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        let link = format!(
            "{origin}{}{}",
            crate::site::base::site_url("/code"),
            source.with_untracked(|s| address::fragment_of(s, n.get_untracked() as u32))
        );
        crate::site::browser::copy_and_tell(link, lang.get_untracked(), share_message);
    };

    let labels = move || words(lang.get()).labels();
    let status = move || {
        let say = words(lang.get());
        state.with(|s| match s {
            JobState::Idle => labels().idle.to_string(),
            JobState::Running { .. } => labels().running.to_string(),
            JobState::Done(report) => match &report.outcome {
                Outcome::Finished => {
                    say.finished(report.steps, report.operations, program.seconds.get())
                }
                // The message itself is under the editor, where the line is.
                Outcome::Stopped(_) => labels().error.to_string(),
            },
            JobState::Cancelled => labels().stopped.to_string(),
            JobState::Failed(why) => lang.get().say().failure(why),
        })
    };
    // The marks in the editor, while it holds the program that ran: the error's line,
    // and the line of the step the replay shows.
    let unchanged = move || program.ran.with(|ran| source.with(|s| s == ran));
    // The error's line, underlined from the column its message names (all of it if none).
    let error_at = Signal::derive(move || {
        program
            .diagnostic()
            .filter(|d| d.line > 0 && unchanged())
            .map(|d| (d.line, named_column(&d).unwrap_or(1)))
    });
    let replay_line = Signal::derive(move || program.shown_line.get().filter(|_| unchanged()));
    // What a run gives comes with the first Run, while the program runs.
    let after_run = move |part: RunPart, on_loaded: Option<Callback<()>>| {
        view! {
            <Show when=move || program.has_run()>
                <DeferredView part=Deferred::Run { program, part, show_line } on_loaded=on_loaded/>
            </Show>
        }
    };

    view! {
        <section class="page code-page">
            <h1>{move || labels().title}</h1>
            <p class="intro">{move || labels().intro}</p>
            <div class="controls">
                <SizeInput
                    value=Signal::derive(move || n.get())
                    min=1
                    max=MAX_N as usize
                    on_change=Callback::new(move |size| n.set(size))
                    disabled=Signal::derive(running)
                />
                <button class="primary" data-testid="run" on:click=run disabled=running>{move || labels().run}</button>
                <button data-testid="stop" on:click=move |_| program.stop() disabled=move || !running()>{move || labels().stop}</button>
                <button data-testid="share" on:click=share>{move || labels().share}</button>
                <button data-testid="export" on:click=export>{move || labels().export}</button>
                <label class="button file-button">
                    {move || labels().import}
                    <input type="file" accept=".rhai,.txt,text/plain" data-testid="import" class="visually-hidden" on:change=import/>
                </label>
            </div>
            <p class="hint" aria-live="polite" data-testid="share-message">{move || share_message.get()}</p>
            <div class="code-columns">
                <div class="code-editor">
                    <label for="program">{move || labels().editor_label}</label>
                    <CodeEditor
                        source=source
                        node_ref=editor
                        error_at=error_at
                        marked_line=replay_line
                        keys_hint="editor-keys"
                    />
                    <Show when=move || replaced.with(Option::is_some)>
                        <p class="hint"><button class="link" data-testid="restore-program" on:click=restore>{move || labels().restore}</button></p>
                    </Show>
                    {after_run(RunPart::Diagnostic, None)}
                    <p class="hint" id="editor-keys">{move || labels().editor_keys}</p>
                    <CodeStarter on_model=show_model done=starter_done/>
                </div>
                <div class="code-results" node_ref=results>
                    <p class="run-status" data-testid="run-status" data-state=move || state.with(state_name) aria-live="polite">{status}</p>
                    {after_run(RunPart::Check, Some(Callback::new(move |_| show_results())))}
                </div>
            </div>
            <ExercisesPanel
                open=open_exercise
                progress=progress
                graded=graded
                running=Signal::derive(running)
                on_start=start_exercise
                on_check=check_exercise
            />
            {after_run(RunPart::Replay, None)}
            <h2>{move || labels().api_title}</h2>
            <dl class="api">
                {move || words(lang.get()).api().iter().map(|(name, what)| view! {
                    <dt><code>{*name}</code></dt>
                    <dd>{*what}</dd>
                }).collect_view()}
            </dl>
        </section>
    }
}
