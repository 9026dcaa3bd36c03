//! /code's replay of the learner's run: the board, the solver's controls, the program
//! with the line of the step shown marked, the calls under way, the counters and, on
//! small boards, the search tree. Every view reads the step shown of the
//! [`RunReplay`]; none decides anything.
//!
//! It comes with the first Run ([`crate::deferred_views`]).

use crate::code::program_stack::ProgramStack;
use crate::code::run_replay::RunReplay;
use crate::code::stack::shown;
use crate::code::words::words;
use crate::site::context::use_lang;
use crate::solver::{watch, Player};
use crate::ui::board::{Board, Highlight, HighlightKind};
use crate::ui::code_panel::Listing;
use crate::ui::solver_controls::SolverControls;
use crate::ui::solver_panels::SearchCounters;
use crate::ui::solver_views::SearchTree;
use leptos::prelude::*;
use nqueens_code::RunState;
use nqueens_core::Placement;

/// The replay, once a run has steps to show.
#[component]
pub fn ProgramReplay(
    /// The replay of the page's run.
    replay: RunReplay,
) -> impl IntoView {
    let lang = use_lang();
    let program = replay.program;
    let player = replay.player;
    let n = Memo::new(move |_| player.with(|p| p.as_ref().map_or(1, |p| p.shown().board.n())));
    let placement: Signal<Placement> = Memo::new(move |_| {
        player
            .with(|p| p.as_ref().and_then(|p| p.shown().placement()))
            .or_else(|| Placement::empty(n.get() as usize).ok())
            .unwrap_or_else(|| unreachable!("a run's size is one the core takes"))
    })
    .into();
    let highlight = watch(player, |p| {
        p.shown().asked().map(|(square, refusal)| Highlight {
            square,
            kind: refusal.map_or(HighlightKind::Trying, HighlightKind::Rejected),
        })
    });
    let sentence = Memo::new(move |_| {
        player.with(|p| {
            let p = p.as_ref()?;
            let step = p.last_step()?;
            Some(words(lang.get()).step(step, p.shown().counters.solutions))
        })
    });
    let line = watch(player, |p: &Player<RunState>| p.shown().line);
    let lines = Memo::new(move |_| {
        program.ran.with(|source| {
            source
                .lines()
                .enumerate()
                .map(|(i, text)| (text.to_string(), Some((i + 1).to_string())))
                .collect::<Vec<_>>()
        })
    });
    let current = Signal::derive(move || line.get().checked_sub(1).map(|l| l as usize));
    let stack = watch(player, |p: &Player<RunState>| shown(p.shown()));
    let frames = Signal::derive(move || stack.with(|s| s.0.clone()));
    let returned = Signal::derive(move || stack.with(|s| s.1.clone()));
    let counters = watch(player, |p: &Player<RunState>| p.shown().counters);
    let tree_nodes = watch(player, |p| {
        p.shown()
            .tree
            .as_ref()
            .map(|t| t.nodes.clone())
            .unwrap_or_default()
    });
    let tree_path = watch(player, |p| {
        p.shown()
            .tree
            .as_ref()
            .map(|t| t.path.clone())
            .unwrap_or_default()
    });
    let has_tree = watch(player, |p| p.shown().tree.is_some());
    view! {
        <section class="program-replay" aria-labelledby="replay-title" data-testid="replay">
            <h2 id="replay-title">{move || words(lang.get()).labels().replay_title}</h2>
            <p class="intro">{move || words(lang.get()).labels().replay_intro}</p>
            <div class="stage">
                <div class="board-wrap stage-board">
                    <Board placement=placement highlight=highlight/>
                    <p class="focus-text" data-testid="focus" aria-live="off">{sentence}</p>
                </div>
                <div class="stage-panel">
                    <SolverControls transport=replay.transport()/>
                    <section class="code-panel" aria-labelledby="listing-title">
                        <h2 id="listing-title">{move || words(lang.get()).labels().listing_title}</h2>
                        <Listing lines=lines current=current/>
                    </section>
                </div>
            </div>
            <p class="hint keys">{move || lang.get().t().shortcuts}</p>
            <div class="side">
                <ProgramStack frames=frames returned=returned/>
                <SearchCounters counters=counters/>
                <Show when=move || has_tree.get()>
                    <SearchTree tree=tree_nodes path=tree_path n=n.get_untracked() as usize/>
                </Show>
            </div>
        </section>
    }
}
