//! Offline use and updates. The service worker (`public/sw.js`, finished by the
//! post-build hook with the build's file list) caches one whole build on the first
//! visit; a newer build installs beside it and waits. The page then offers a reload
//! ([`take_over`]), so page, workers and wasm always come from the same build.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

thread_local! {
    /// The new build, installed and waiting for the visitor's reload.
    static WAITING: RefCell<Option<ServiceWorker>> = const { RefCell::new(None) };
}

/// Registers the service worker; `on_update` runs once a new build is waiting. Browsers
/// without service workers (or pages not served securely) simply stay online-only.
///
/// Registration waits until the page has started ([`after_start`]). A first install
/// downloads and caches every file of the build, and done at once it competed with the
/// page's own start for the cores: traced on a 2-core host, the service worker's thread
/// was busy 34–98 ms while /solve and /lab still had their long tasks to run (web.dev's
/// advice too: register after the load).
///
/// [`after_start`]: crate::site::prerender::after_start
pub fn start(on_update: impl Fn() + Clone + 'static) {
    let Some(container) = container() else {
        return;
    };
    // The new build took over at the visitor's request: load it.
    let reload = Closure::<dyn FnMut()>::new(|| {
        if WAITING.with(|w| w.borrow_mut().take()).is_some() {
            let _ = leptos::prelude::window().location().reload();
        }
    });
    container.set_oncontrollerchange(Some(reload.as_ref().unchecked_ref()));
    reload.forget();
    crate::site::prerender::after_start(move || register(container, on_update));
}

/// Registers the service worker now, and offers each new build found to the visitor.
fn register(container: ServiceWorkerContainer, on_update: impl Fn() + Clone + 'static) {
    let promise = container.register("sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = wasm_bindgen_futures::JsFuture::from(promise).await else {
            web_sys::console::info_1(
                &"nqueens: no offline copy (the service worker did not register)".into(),
            );
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        let controlled = container.controller().is_some();
        if let (Some(waiting), true) = (registration.waiting(), controlled) {
            wait_for_visitor(waiting, &on_update);
        }
        let found = registration.clone();
        let on_found = Closure::<dyn FnMut()>::new(move || {
            let Some(installing) = found.installing() else {
                return;
            };
            // A new version is one found while another build controls the page. Asked
            // later, when it has installed, the answer can be wrong: a first install
            // activates at once and claims the page, and WebKit may report the claim
            // before the "installed" state, which took the first visit for an update
            // and reloaded the page under the visitor.
            if container.controller().is_none() {
                return;
            }
            let worker = installing.clone();
            let on_update = on_update.clone();
            let on_state = Closure::<dyn FnMut()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed {
                    wait_for_visitor(worker.clone(), &on_update);
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
    });
}

/// Keeps the new build until the visitor chooses to reload, and tells the page.
fn wait_for_visitor(worker: ServiceWorker, on_update: &impl Fn()) {
    WAITING.with(|w| *w.borrow_mut() = Some(worker));
    on_update();
}

/// The visitor chose to reload: the waiting build takes over, and the page reloads
/// when it has (see [`start`]).
pub fn take_over() {
    WAITING.with(|w| {
        if let Some(worker) = w.borrow().as_ref() {
            let _ = worker.post_message(&JsValue::from_str("take-over"));
        }
    });
}

/// The page's service worker container, where there is one.
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = leptos::prelude::window().navigator();
    let has =
        js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false);
    has.then(|| navigator.service_worker())
}
