//! The learner's progress as a signal: read from the device once, written back at every
//! change. /learn keeps its chapters' marks in it, and /solve's predictions add to the
//! same score, so a streak carries from one page to the other.

use crate::learn::progress::{Progress, PROGRESS_KEY};
use leptos::prelude::*;

/// The progress kept on this device, stored again whenever it changes.
pub fn use_progress() -> RwSignal<Progress> {
    let progress = RwSignal::new(Progress::read(
        crate::site::storage::get(PROGRESS_KEY).as_deref(),
    ));
    Effect::new(move |_| {
        let value = progress.with(Progress::write);
        if value.is_empty() {
            crate::site::storage::remove(PROGRESS_KEY);
        } else {
            crate::site::storage::set(PROGRESS_KEY, &value);
        }
    });
    progress
}
