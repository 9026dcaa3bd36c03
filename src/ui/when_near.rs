//! `<WhenNear>`: builds its children once the reader scrolls near them.
//!
//! A section far down a page (the paper's models on /solve, the huge board on /lab) need
//! not be downloaded and built for a visitor who never goes there: until its place comes
//! within [`MARGIN`] of the screen, a placeholder of a similar height holds it, so the
//! page does not jump when it arrives. An `IntersectionObserver` watches the placeholder;
//! it is disconnected as soon as it has fired, or when the page goes.
//!
//! The placeholder carries the section's heading: a reader who goes by headings (a
//! screen reader's list of them, say) finds the section there, and going to it scrolls
//! it near, which builds it.
//!
//! Where the browser has no `IntersectionObserver` (or it cannot be made), the children
//! are built at once: the section is never lost, only loaded sooner.

use crate::i18n::Lang;
use crate::site::context::use_lang;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::{IntersectionObserver, IntersectionObserverEntry, IntersectionObserverInit};

/// How far below the screen the reader may be when the section starts to load: about a
/// screen ahead, so a reader scrolling at a reading pace finds it built.
const MARGIN: &str = "0px 0px 800px 0px";

/// What watches a placeholder: the observer and the callback it calls, kept together so
/// both end with the component.
struct Watch {
    observer: IntersectionObserver,
    _on_change: Closure<dyn FnMut(js_sys::Array)>,
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.observer.disconnect();
    }
}

/// `children`, once their place is near the screen.
#[component]
pub fn WhenNear(
    /// The section's heading, shown in its place until it is built.
    heading: fn(Lang) -> &'static str,
    children: ChildrenFn,
) -> impl IntoView {
    let lang = use_lang();
    let near = RwSignal::new(false);
    let place = NodeRef::<leptos::html::Div>::new();
    on_reach(place, MARGIN, move || {
        near.try_set(true);
    });
    view! {
        <Show
            when=move || near.get()
            fallback=move || view! {
                <div class="when-near" node_ref=place>
                    <h2>{move || heading(lang.get())}</h2>
                </div>
            }
        >
            {children()}
        </Show>
    }
}

/// Calls `reached` once, the first time the element `place` comes within `margin` of
/// the screen (a CSS margin, as `IntersectionObserver` takes it); at once where the
/// browser cannot watch. The watch ends when it has fired, or with the component.
pub fn on_reach(
    place: NodeRef<leptos::html::Div>,
    margin: &'static str,
    reached: impl Fn() + Clone + 'static,
) {
    let watch = StoredValue::new_local(None::<Watch>);
    Effect::new(move |_| {
        let Some(el) = place.get() else { return };
        if watch.with_value(Option::is_some) {
            return;
        }
        let on_change = {
            let reached = reached.clone();
            Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
                let near = entries.iter().any(|e| {
                    e.dyn_into::<IntersectionObserverEntry>()
                        .is_ok_and(|e| e.is_intersecting())
                });
                if near {
                    reached();
                    // Disconnected here, after the callback has returned: dropping the
                    // closure while it runs is not allowed.
                    gloo_timers::callback::Timeout::new(0, move || {
                        watch.try_update_value(|w| drop(w.take()));
                    })
                    .forget();
                }
            })
        };
        let options = IntersectionObserverInit::new();
        options.set_root_margin(margin);
        match IntersectionObserver::new_with_options(on_change.as_ref().unchecked_ref(), &options) {
            Ok(observer) => {
                observer.observe(&el);
                watch.set_value(Some(Watch {
                    observer,
                    _on_change: on_change,
                }));
            }
            Err(_) => reached(),
        }
    });
    on_cleanup(move || {
        watch.try_update_value(|w| drop(w.take()));
    });
}
