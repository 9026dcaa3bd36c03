use crate::context::use_lang;
use leptos::prelude::*;
use leptos_router::components::A;

/// Any URL the router does not know.
#[component]
pub fn NotFound() -> impl IntoView {
    let lang = use_lang();
    crate::prerender::take_over_when(|| true);
    view! {
        <section class="page">
            <h1>{move || lang.get().t().not_found}</h1>
            <p><A href=crate::site::site_url("/play")>{move || lang.get().t().nav_play}</A></p>
        </section>
    }
}
