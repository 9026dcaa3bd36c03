//! `<ScrollRegion>`: a box that scrolls when what it holds is wider (or taller) than the
//! room it has: the lab's table on a phone, the solver's sets and cover matrix at larger
//! n, chapter 5's table of Q(n).
//!
//! Such a box must be a stop of the keyboard's own, or a reader without a pointer
//! cannot scroll it: WebKit gives a scroller no focus, and Tab went past the lab's table
//! (engines/lab.test). A stop needs a name for a screen reader to say, so the box is a
//! region named by its caption or heading, or by words of its own where it has none
//! (axe-core's `scrollable-region-focusable` and `aria-allowed-attr` audits, a11y.test).

use leptos::prelude::*;

/// What names a region.
#[derive(Clone, Copy)]
pub enum RegionName {
    /// The id of its caption or heading, on the page already.
    LabelledBy(&'static str),
    /// Words of its own, in the visitor's language.
    Label(Signal<&'static str>),
}

/// `children` in a scrolling box of class `class` (which sets its size and overflow),
/// reached by Tab and scrolled by the arrows.
#[component]
pub fn ScrollRegion(
    /// The box's class.
    class: &'static str,
    /// What names it.
    name: RegionName,
    children: Children,
) -> impl IntoView {
    let (labelled_by, label) = match name {
        RegionName::LabelledBy(id) => (Some(id), None),
        RegionName::Label(words) => (None, Some(words)),
    };
    view! {
        <div
            class=class
            tabindex="0"
            role="region"
            aria-labelledby=labelled_by
            aria-label=move || label.map(|words| words.get())
        >
            {children()}
        </div>
    }
}
