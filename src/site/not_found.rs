use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::site::site_page::SitePage;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

/// Any URL the router does not know: it says which address, then lists the pages, each
/// with what it is for, since a mistyped or outdated link says nothing of where to go.
#[component]
pub fn NotFound() -> impl IntoView {
    let lang = use_lang();
    crate::site::prerender::take_over_when(|| true);
    // As the address bar shows it, the site's prefix and any query included: the
    // router's location, which the header reads too.
    let location = use_location();
    let address = move || {
        let (path, query) = (location.pathname.get(), location.search.get());
        if query.is_empty() {
            path
        } else {
            format!("{path}?{query}")
        }
    };
    view! {
        <section class="page not-found">
            <h1>{move || lang.get().t().not_found}</h1>
            <p class="intro" data-testid="not-found">{move || lang.get().say().not_found_at(&address())}</p>
            <ul class="page-list">
                {SitePage::ALL.into_iter().map(|page| view! {
                    <li>
                        <A href=site_url(page.route())>{move || page.name(lang.get().t())}</A>
                        <span>{move || page.about(lang.get().t())}</span>
                    </li>
                }).collect_view()}
            </ul>
        </section>
    }
}
