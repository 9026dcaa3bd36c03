//! Small browser services the pages share: clipboard, file downloads, PNG rendering,
//! feedback brought into view, the device's light or dark setting. Those that can fail
//! return a message for the visitor when the browser refuses.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlCanvasElement, HtmlImageElement, Url};

/// The bytes of the file chosen in `input` (none if none is): an error if it is over
/// `max_bytes` or the browser cannot read it. Bytes, not text: a browser reads any file
/// as text, a binary one too, and the page judges what it takes (`crate::code::address::program_text`).
pub async fn chosen_bytes(
    input: &web_sys::HtmlInputElement,
    max_bytes: f64,
) -> Option<Result<Vec<u8>, FileProblem>> {
    let file = input.files()?.get(0)?;
    if file.size() > max_bytes {
        return Some(Err(FileProblem::TooLarge));
    }
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await;
    Some(
        buffer
            .map(|b| js_sys::Uint8Array::new(&b).to_vec())
            .map_err(|_| FileProblem::Unreadable),
    )
}

/// Why a chosen file was not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileProblem {
    /// Larger than the page takes.
    TooLarge,
    /// The browser could not read it as text.
    Unreadable,
}

/// Copies `text`; resolves to an error message if the browser refuses.
pub async fn copy_text(text: &str) -> Result<(), String> {
    let window = web_sys::window().ok_or("no window")?;
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map(|_| ())
        .map_err(|e| describe(&e))
}

/// Copies `text` in the background, then puts "Copied" (in `lang`) or the browser's
/// refusal into `message`, for the line under a copy button.
pub fn copy_and_tell(
    text: String,
    lang: crate::i18n::Lang,
    message: leptos::prelude::RwSignal<String>,
) {
    use leptos::prelude::Set;
    leptos::task::spawn_local(async move {
        message.set(match copy_text(&text).await {
            Ok(()) => lang.t().copied.to_string(),
            Err(e) => e,
        });
    });
}

/// Offers `data` as a file named `name`.
pub fn download(name: &str, mime: &str, data: &str) -> Result<(), String> {
    let url = object_url(mime, data)?;
    let result = click_link(&url, name);
    let _ = Url::revoke_object_url(&url);
    result
}

/// Offers `rows` (0-based) as a text file of 1-based numbers, one per line, built in
/// pieces so that ten million lines never make one giant string.
pub fn download_rows(name: &str, rows: &[u32]) -> Result<(), String> {
    let parts = js_sys::Array::new();
    for chunk in rows.chunks(1 << 18) {
        let mut text = String::with_capacity(chunk.len() * 9);
        for r in chunk {
            text.push_str(&(r + 1).to_string());
            text.push('\n');
        }
        parts.push(&JsValue::from_str(&text));
    }
    let options = BlobPropertyBag::new();
    options.set_type("text/plain");
    let blob =
        Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|e| describe(&e))?;
    let url = Url::create_object_url_with_blob(&blob).map_err(|e| describe(&e))?;
    let result = click_link(&url, name);
    let _ = Url::revoke_object_url(&url);
    result
}

/// Renders an SVG document to a PNG of `size` pixels and offers it as `name`.
pub fn download_png(name: &str, svg: &str, size: u32) -> Result<(), String> {
    let url = object_url("image/svg+xml", svg)?;
    let image = HtmlImageElement::new().map_err(|e| describe(&e))?;
    let (name, source) = (name.to_string(), url.clone());
    let img = image.clone();
    let on_load = Closure::once_into_js(move || {
        let result = (|| -> Result<(), String> {
            let document = web_sys::window()
                .and_then(|w| w.document())
                .ok_or("no document")?;
            let canvas: HtmlCanvasElement = document
                .create_element("canvas")
                .map_err(|e| describe(&e))?
                .unchecked_into();
            canvas.set_width(size);
            canvas.set_height(size);
            let context = canvas
                .get_context("2d")
                .map_err(|e| describe(&e))?
                .ok_or("no 2d context")?
                .unchecked_into::<web_sys::CanvasRenderingContext2d>();
            context
                .draw_image_with_html_image_element_and_dw_and_dh(
                    &img,
                    0.0,
                    0.0,
                    size as f64,
                    size as f64,
                )
                .map_err(|e| describe(&e))?;
            let png = canvas
                .to_data_url_with_type("image/png")
                .map_err(|e| describe(&e))?;
            click_link(&png, &name)
        })();
        if let Err(e) = result {
            web_sys::console::error_1(&e.into());
        }
        let _ = Url::revoke_object_url(&source);
    });
    image.set_onload(Some(on_load.unchecked_ref()));
    image.set_src(&url);
    Ok(())
}

fn object_url(mime: &str, data: &str) -> Result<String, String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(data));
    let options = BlobPropertyBag::new();
    options.set_type(mime);
    let blob =
        Blob::new_with_str_sequence_and_options(&parts, &options).map_err(|e| describe(&e))?;
    Url::create_object_url_with_blob(&blob).map_err(|e| describe(&e))
}

fn click_link(href: &str, name: &str) -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let a: HtmlAnchorElement = document
        .create_element("a")
        .map_err(|e| describe(&e))?
        .unchecked_into();
    a.set_href(href);
    a.set_download(name);
    a.click();
    Ok(())
}

fn describe(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "the browser refused".to_string())
}

/// Scrolls `el` into view by the least amount, after the next paint (so what a click
/// just showed is laid out): feedback below a board that fills a phone's screen. Nothing
/// happens if `el`'s view is gone by then (the learner left the page).
pub fn bring_into_view<E>(el: leptos::prelude::NodeRef<E>)
where
    E: leptos::html::ElementType + 'static,
    E::Output: wasm_bindgen::JsCast + AsRef<web_sys::Element> + Clone + 'static,
{
    use leptos::prelude::GetUntracked;
    leptos::prelude::request_animation_frame(move || {
        if let Some(el) = el.try_get_untracked().flatten() {
            let el: &web_sys::Element = el.as_ref();
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}

/// The device's light-or-dark setting, listened to (the huge board's overview, drawn in
/// the theme's colours, follows it with the theme on System); dropped, it stops listening.
pub struct SchemeWatch {
    list: web_sys::MediaQueryList,
    on_change: Closure<dyn Fn()>,
}

impl SchemeWatch {
    /// Calls `on_change` whenever the device switches between light and dark (none if the
    /// browser cannot tell).
    pub fn start(on_change: impl Fn() + 'static) -> Option<SchemeWatch> {
        let list = web_sys::window()?
            .match_media("(prefers-color-scheme: dark)")
            .ok()??;
        let on_change = Closure::<dyn Fn()>::new(on_change);
        list.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
            .ok()?;
        Some(SchemeWatch { list, on_change })
    }
}

impl Drop for SchemeWatch {
    fn drop(&mut self) {
        let _ = self
            .list
            .remove_event_listener_with_callback("change", self.on_change.as_ref().unchecked_ref());
    }
}
