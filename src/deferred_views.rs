//! The views a page shows only after its first view, in one part of their own: /code's
//! report and replay (after the first Run), /solve's models, /lab's method and huge board (as
//! the reader scrolls to them, [`WhenNear`]), and /learn's chapters and sets (once one
//! is opened: the path itself stays light).
//!
//! [`deferred_view`] is one `#[lazy]` function for all of them, so they come in one
//! module (`scripts/build_app.sh`, `tools/split-pages`). The splitter cuts a chunk for
//! every set of parts that share a function: each split point of its own split the
//! shared chunks again, and the other pages paid for the smaller pieces (2 to 4 KB
//! each, measured; docs/benchmarks.md). One part costs a page that opens it a little
//! code it does not draw, but nothing on its first visit.
//!
//! [`WhenNear`]: crate::ui::when_near::WhenNear

use crate::code::program::Program;
use crate::code::program_replay::ProgramReplay;
use crate::code::run_replay::use_run_replay;
use crate::code::run_report::{RunCheck, RunDiagnostic};
use crate::lab::method_section::MethodSection;
use crate::learn::learn_chapter::LearnChapter;
use crate::learn::progress::Progress;
use crate::learn::set::Pick;
use crate::learn::teacher_set::TeacherSet;
use crate::learn::Chapter;
use crate::predict::predictor::Score;
use crate::solve::models_section::ModelsSection;
use crate::ui::huge_section::HugeSection;
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

/// A view built after its page's first view.
#[derive(Clone, Copy)]
pub enum Deferred {
    /// /code: the view of `part` for `program`'s runs; `show_line` selects a line of the
    /// editor.
    Run {
        program: Program,
        part: RunPart,
        show_line: Callback<u32>,
    },
    /// /solve: the paper's models for the board size `n`.
    Models {
        n: Signal<usize>,
    },
    /// /lab: one solution of a huge board.
    Huge,
    Method,
    /// /learn: a chapter, `step` moves into its search, with the learner's progress.
    Chapter {
        chapter: Chapter,
        step: usize,
        progress: RwSignal<Progress>,
        score: Signal<Score>,
    },
    /// /learn: a teacher's set of exercises.
    Set {
        picks: StoredValue<Vec<Pick>>,
    },
}

/// The view `part` names, its code loaded the first time any is asked for.
#[cfg_attr(feature = "pages", leptos::lazy)]
pub async fn deferred_view(part: Deferred) -> AnyView {
    untrack(|| match part {
        Deferred::Run {
            program,
            part: RunPart::Diagnostic,
            show_line,
        } => view! { <RunDiagnostic program=program show_line=show_line/> }.into_any(),
        Deferred::Run {
            program,
            part: RunPart::Check,
            ..
        } => view! { <RunCheck program=program/> }.into_any(),
        Deferred::Run {
            program,
            part: RunPart::Replay,
            ..
        } => {
            let replay = use_run_replay(program);
            view! {
                <Show when=move || replay.player.with(Option::is_some)>
                    <ProgramReplay replay=replay/>
                </Show>
            }
            .into_any()
        }
        Deferred::Models { n } => view! { <ModelsSection n=n/> }.into_any(),
        Deferred::Huge => view! { <HugeSection/> }.into_any(),
        Deferred::Method => view! { <MethodSection/> }.into_any(),
        Deferred::Chapter {
            chapter,
            step,
            progress,
            score,
        } => view! { <LearnChapter chapter=chapter step=step progress=progress score=score/> }
            .into_any(),
        Deferred::Set { picks } => view! { <TeacherSet picks=picks.get_value()/> }.into_any(),
    })
}

/// The view `part` names where it is placed, once its part has loaded (nothing before).
/// `on_loaded` runs then, just before the view is placed: a page that brings what a
/// click showed on screen waits a frame ([`bring_into_view`]) and finds it placed.
///
/// [`bring_into_view`]: crate::site::browser::bring_into_view
#[component]
pub fn DeferredView(
    part: Deferred,
    #[prop(default = None)] on_loaded: Option<Callback<()>>,
) -> impl IntoView {
    view! {
        <Suspense>
            {move || Suspend::new(async move {
                let view = deferred_view(part).await;
                if let Some(loaded) = on_loaded {
                    loaded.run(());
                }
                view
            })}
        </Suspense>
    }
}
