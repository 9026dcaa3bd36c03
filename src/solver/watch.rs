//! What a view reads of the solver page's [`Player`], as a memo.
//!
//! The player is one signal, and much changes it that no view shows: events arriving
//! while the run is paused fill its buffer and leave the step shown as it was. Read
//! through a plain derived signal, each arrival re-ran every panel, the board, the tree
//! and the tables; at load, three arrivals were three of /solve's longest main-thread
//! tasks (24–42 ms in Lighthouse's trace, 4× that on its simulated phone). A memo
//! compares what it reads and tells its readers only of a change.

use super::Player;
use crate::solver::timeline::Playable;
use leptos::prelude::*;
use nqueens_core::search::tree::SearchTree;

/// `read` of the page's player (the default before a run starts), told to readers only
/// when it differs from what it was.
pub fn watch<S, T>(
    player: RwSignal<Option<Player<S>>>,
    read: impl Fn(&Player<S>) -> T + Send + Sync + 'static,
) -> Signal<T>
where
    S: Playable + Send + Sync + 'static,
    S::Step: Send + Sync,
    T: PartialEq + Default + Clone + Send + Sync + 'static,
{
    Memo::new(move |_| player.with(|p| p.as_ref().map(&read).unwrap_or_default())).into()
}

/// `read` of the search tree the shown step has discovered (the default without one), as
/// [`watch`] reads the player: its nodes and its path are watched apart, since most steps
/// move the path and leave the nodes as they were.
pub fn watch_tree<T>(
    player: RwSignal<Option<Player>>,
    read: impl Fn(&SearchTree) -> T + Send + Sync + 'static,
) -> Signal<T>
where
    T: PartialEq + Default + Clone + Send + Sync + 'static,
{
    watch(player, move |p| {
        p.shown().tree.as_ref().map(&read).unwrap_or_default()
    })
}
