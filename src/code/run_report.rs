//! What /code says of a run that ended: the error under the editor, with a button to
//! select its line, and the check against the core beside it (the sentences, the first
//! solution found, the program's output). Loaded with the replay on the first Run
//! ([`crate::deferred_views`]).

use crate::bridge::job::JobState;
use crate::code::program::Program;
use crate::code::words::words;
use crate::site::context::use_lang;
use crate::ui::mini_board::MiniBoard;
use leptos::prelude::*;
use nqueens_code::Outcome;

/// The error that stopped the run, if one did, and the way to its line.
#[component]
pub fn RunDiagnostic(
    /// The page's run.
    program: Program,
    /// Selects a line of the editor.
    show_line: Callback<u32>,
) -> impl IntoView {
    let lang = use_lang();
    move || {
        program.diagnostic().map(|d| {
            let line = d.line;
            view! {
                <p class="diagnostic" data-testid="diagnostic" data-line=line role="alert">
                    {move || words(lang.get()).diagnostic(&d)}
                    {(line > 0).then(|| view! {
                        " "
                        <button class="link" data-testid="show-line" on:click=move |_| show_line.run(line)>{move || words(lang.get()).labels().show_line}</button>
                    })}
                </p>
            }
        })
    }
}

/// The check of a run that ended, or that reported something before it stopped.
#[component]
pub fn RunCheck(
    /// The page's run.
    program: Program,
) -> impl IntoView {
    let lang = use_lang();
    let labels = move || words(lang.get()).labels();
    let report = move || {
        program.state.with(|s| match s {
            JobState::Done(report)
                if report.outcome == Outcome::Finished || report.verdict.reported > 0 =>
            {
                Some(report.clone())
            }
            _ => None,
        })
    };
    move || {
        report().map(|r| {
            let sentences = words(lang.get()).check(&r.verdict);
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
                <div class="run-check" data-testid="check" data-reported=r.verdict.reported data-correct=r.verdict.correct>
                    <h2>{move || labels().check_title}</h2>
                    {sentences.into_iter().map(|s| view! { <p>{s}</p> }).collect_view()}
                </div>
                {first.map(|rows| view! {
                    <figure class="first-solution">
                        <MiniBoard rows=rows label=labels().first_solution/>
                        <figcaption>{move || labels().first_solution}</figcaption>
                    </figure>
                })}
                {(!r.output.is_empty()).then(|| view! {
                    <h2>{move || labels().output}</h2>
                    <pre class="output" data-testid="output">{r.output.join("\n")}</pre>
                })}
            }
        })
    }
}
