//! A panic must never leave a frozen page with no word: log it, and show it in the
//! `#fatal` box of index.html (plain DOM, since the app itself may be broken by then).

use wasm_bindgen::JsCast;

pub fn install_panic_hook() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            return;
        };
        if let Some(el) = document
            .get_element_by_id("fatal")
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let text = format!(
                "Something went wrong and the page stopped: {info}. Reload the page to continue. / Algo falló y la página se detuvo; recárgala para continuar."
            );
            el.set_inner_text(&text);
            el.set_hidden(false);
        }
        // Whatever the app got to build is more honest than the inert prerendered page.
        crate::site::prerender::take_over();
    }));
}
