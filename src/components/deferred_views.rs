//! What /code shows once a program has run, split out of the page's first visit: the
//! error, the check and the replay (with the solver's board, controls, listing, stack,
//! tree and player). Before a Run the page needs none of it, and its first visit is the
//! editor and the interpreter; the first Run loads it while the program runs.
//!
//! [`run_view`] is one `#[lazy]` function for the three places the page puts these
//! views, so they come in one module (`scripts/build_app.sh`, `tools/split-pages`).

use crate::components::program_replay::ProgramReplay;
use crate::components::run_report::{RunCheck, RunDiagnostic};
use crate::solver::program::Program;
use crate::solver::run_replay::use_run_replay;
use leptos::prelude::*;

/// A place on /code for what a run gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RunPart {
    /// Under the editor: the error that stopped the run.
    Diagnostic,
    /// Beside the editor: the check against the core.
    Check,
    /// Below: the replay.
    Replay,
}

/// The view of `part` for `program`'s runs; `show_line` selects a line of the editor.
#[cfg_attr(feature = "pages", leptos::lazy)]
pub async fn run_view(program: Program, part: RunPart, show_line: Callback<u32>) -> AnyView {
    untrack(|| match part {
        RunPart::Diagnostic => {
            view! { <RunDiagnostic program=program show_line=show_line/> }.into_any()
        }
        RunPart::Check => view! { <RunCheck program=program/> }.into_any(),
        RunPart::Replay => {
            let replay = use_run_replay(program);
            view! {
                <Show when=move || replay.player.with(Option::is_some)>
                    <ProgramReplay replay=replay/>
                </Show>
            }
            .into_any()
        }
    })
}
