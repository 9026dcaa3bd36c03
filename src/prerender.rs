//! The page as it looked when the site was built, shown until the app has built its own.
//!
//! `scripts/prerender.mjs` saves each page's first view into the route's HTML file, in a
//! `#prerendered` box marked `inert`, so a visitor sees the board and the words at once
//! instead of a blank page while the wasm downloads. The app meanwhile mounts as usual;
//! its nodes come after the box in the body, and the style sheet keeps every later
//! sibling of the box hidden. When the page's own view shows what the copy shows, the
//! box goes, in the same task, so the browser paints the swap as one frame: no blank, no
//! jump. Most pages are complete when mounted; the gallery and the variants wait for
//! their worker's results.

use leptos::prelude::*;

thread_local! {
    /// How many [`Later`] sections are still to be built: the copy stays until none is.
    static UNBUILT: ArcRwSignal<usize> = ArcRwSignal::new(0);
}

/// Builds its children in a task of their own, a moment after the rest of the page.
///
/// Building a whole page in one go is one long main-thread task on a slow phone, and the
/// page answers no input meanwhile. Sections below the first screen come in tasks of
/// their own instead, with the browser free in between. The visitor sees no difference:
/// the prerendered copy stays in front until every section is built.
#[component]
pub fn Later(children: ChildrenFn) -> impl IntoView {
    let shown = RwSignal::new(false);
    let counted = StoredValue::new(true);
    // Counted once, released once: when the children are built, or when the section
    // was thrown away before its turn came.
    let release = move || {
        if counted.try_update_value(std::mem::take) == Some(true) {
            UNBUILT.with(|u| u.update(|n| *n = n.saturating_sub(1)));
        }
    };
    UNBUILT.with(|u| u.update(|n| *n += 1));
    gloo_timers::callback::Timeout::new(0, move || {
        if shown.try_set(true).is_some() {
            UNBUILT.with(|u| u.update(|n| *n = n.saturating_sub(1)));
        }
    })
    .forget();
    move || {
        shown.get().then(|| {
            let view = children();
            release();
            view
        })
    }
}

/// The longest the copy stays once the app has mounted the page: past it, the app's own
/// view (showing its work under way) is better than an inert picture.
const PATIENCE_MS: u32 = 3_000;

/// Takes over from the prerendered page as soon as `ready` holds (the page's view is
/// mounted by then, since effects run after it), or after [`PATIENCE_MS`]. An address
/// with a query (`/variants?v=bishops`) asks for something other than the copy, which
/// shows the page's defaults: then the app's own view, work under way and all, comes
/// at once.
pub fn take_over_when(ready: impl Fn() -> bool + 'static) {
    let asks_for_more = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .is_some_and(|query| !query.is_empty());
    gloo_timers::callback::Timeout::new(PATIENCE_MS, take_over).forget();
    Effect::new(move |done: Option<bool>| {
        let built = UNBUILT.with(|u| u.get()) == 0;
        if done != Some(true) && built && (asks_for_more || ready()) {
            take_over();
            return true;
        }
        done.unwrap_or(false)
    });
}

/// Removes the prerendered page, which reveals the app's own, and marks the document
/// `data-ready`: the prerender waits for that mark before it copies a page, and the
/// end-to-end tests before they touch one. Harmless when there is no copy (index.html,
/// 404.html, or a second call).
pub fn take_over() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Some(old) = document.get_element_by_id("prerendered") {
        old.remove();
    }
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-ready", "");
    }
}
