//! The page as it looked when the site was built, shown until the app has built its own.
//!
//! `scripts/prerender.mjs` saves each page's first view into the route's HTML file, in a
//! `#prerendered` box marked `inert`, so a visitor sees the board and the words at once
//! instead of a blank page while the wasm downloads. The app meanwhile mounts as usual;
//! its nodes come after the box in the body, and the style sheet keeps every later
//! sibling of the box hidden. When the page's own view shows what the copy shows, the
//! box goes, in the same task, so the browser paints the swap as one frame: no blank, no
//! jump. Most pages are complete when mounted; the gallery and the variants wait for
//! their worker's results, and /solve for its search's figures.

use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;

thread_local! {
    /// How many [`Later`] sections are still to be built: the copy stays until none is.
    static UNBUILT: ArcRwSignal<usize> = ArcRwSignal::new(0);
    /// Whether the prerendered copy is still in front, read once at start and cleared by
    /// [`take_over`]: only then is there a reason to build in pieces.
    static COPY_SHOWN: Cell<bool> = Cell::new(copy().is_some());
    /// What waits for the app's own page to be in front (see [`after_start`]).
    static AFTER: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// Whether the prerendered copy is in front, the app's page being built behind it.
pub fn copy_shown() -> bool {
    COPY_SHOWN.with(Cell::get)
}

/// How many of `count` pieces of a page to build: all of them at once, except while the
/// prerendered copy is in front; then one, and one more in each task after.
///
/// Building a whole page in one go is one long main-thread task on a slow phone, and the
/// page answers no input meanwhile. While the copy covers the page, its pieces come in
/// tasks of their own instead, with the browser free in between, and the visitor sees no
/// difference: the copy stays in front until every piece is built. Once the copy is gone
/// (a later visit to a page, a bigger board), a piece built later would pop in a frame
/// after the rest, so all are built together.
pub fn in_turn(count: usize) -> Signal<usize> {
    if count == 0 || !copy_shown() {
        return Signal::stored(count);
    }
    let built = RwSignal::new(0);
    UNBUILT.with(|u| u.update(|n| *n += count));
    next_in_turn(built, count);
    built.into()
}

/// Builds one more piece in a task of its own; the rest follow, each in its own task. A
/// piece thrown away before its turn (the page left) releases all that are left.
fn next_in_turn(built: RwSignal<usize>, left: usize) {
    gloo_timers::callback::Timeout::new(0, move || {
        let alive = built.try_update(|b| *b += 1).is_some();
        let done = if alive { 1 } else { left };
        UNBUILT.with(|u| u.update(|n| *n = n.saturating_sub(done)));
        if alive && left > 1 {
            next_in_turn(built, left - 1);
        }
    })
    .forget();
}

/// Builds its children in a task of their own, a moment after the rest of the page,
/// while the prerendered copy is in front (see [`in_turn`]); at once otherwise.
#[component]
pub fn Later(children: ChildrenFn) -> impl IntoView {
    let built = in_turn(1);
    move || (built.get() > 0).then(|| children())
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

/// Runs `then` once the page has started: the app's own page is in front (at once if no
/// copy is shown, else when [`take_over`] removes it) and the browser then has nothing
/// to do (within 2 s; in 0.5 s where it cannot say, as WebKit has no
/// `requestIdleCallback`). For work that can wait and should not compete with the
/// page's start for the cores: the offline copy's download, the workers' warm-up.
pub fn after_start(then: impl FnOnce() + 'static) {
    let when_idle = move || {
        let window = window();
        let then = wasm_bindgen::closure::Closure::once_into_js(then);
        let options = web_sys::IdleRequestOptions::new();
        options.set_timeout(2_000);
        let can = js_sys::Reflect::has(&window, &"requestIdleCallback".into()).unwrap_or(false);
        let asked = can
            && window
                .request_idle_callback_with_options(then.unchecked_ref(), &options)
                .is_ok();
        if !asked {
            let _ = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(then.unchecked_ref(), 500);
        }
    };
    if copy_shown() {
        AFTER.with_borrow_mut(|after| after.push(Box::new(when_idle)));
    } else {
        when_idle();
    }
}

/// The prerendered copy, if the page still shows it.
fn copy() -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .get_element_by_id("prerendered")
}

/// Removes the prerendered page, which reveals the app's own, and marks the document
/// `data-ready`: the prerender waits for that mark before it copies a page, and the
/// end-to-end tests before they touch one. Harmless when there is no copy (index.html,
/// 404.html, or a second call).
pub fn take_over() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    COPY_SHOWN.with(|shown| shown.set(false));
    if let Some(old) = document.get_element_by_id("prerendered") {
        old.remove();
    }
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("data-ready", "");
    }
    for then in AFTER.with_borrow_mut(std::mem::take) {
        then();
    }
}
