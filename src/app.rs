//! The root component: language and theme, the error banner, the router.

use crate::i18n::Lang;
use crate::lab::visit_store::LabVisitStore;
use crate::routes::{Code, Gallery, Lab, Learn, Play, Queens, Solve, Variants};
use crate::site::context::{Banner, Locale, Theme, ThemeChoice};
use crate::site::layout::{Footer, Header, NoticeBanner, UpdateBanner};
use crate::site::not_found::NotFound;
use crate::site::prerender::Later;
use leptos::prelude::*;
use leptos_router::components::{FlatRoutes, Redirect, Route, Router};
use leptos_router::{path, Lazy};
use wasm_bindgen::JsCast;

const LANG_KEY: &str = "nqueens.lang";
const THEME_KEY: &str = "nqueens.theme";

fn initial_lang() -> Lang {
    if let Some(code) = crate::site::storage::get(LANG_KEY) {
        return Lang::from_code(&code);
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|code| Lang::from_code(&code))
        .unwrap_or_default()
}

/// The skip link moves the focus to the page's content. Handled here: under `<base href>`
/// the browser reads `#main` as the site's root, and the router would navigate there.
fn skip_to_main(ev: leptos::ev::MouseEvent) {
    ev.prevent_default();
    if let Some(main) = document()
        .get_element_by_id("main")
        .and_then(|m| m.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = main.focus();
        main.scroll_into_view();
    }
}

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(initial_lang());
    let theme = RwSignal::new(
        crate::site::storage::get(THEME_KEY).map_or(Theme::System, |t| Theme::from_id(&t)),
    );
    let banner = Banner(RwSignal::new(None));
    provide_context(Locale::new(lang));
    provide_context(ThemeChoice(theme));
    provide_context(banner);
    // Made here, not by /lab: what the lab showed stays while the visitor is elsewhere.
    provide_context(LabVisitStore::new());
    let (update_ready, set_update_ready) = signal(false);
    crate::site::offline::start(move || set_update_ready.set(true));

    Effect::new(move |_| {
        let lang = lang.get();
        crate::site::storage::set(LANG_KEY, lang.code());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        document().set_title(&format!("{} — {}", lang.t().app_name, lang.t().tagline));
    });
    Effect::new(move |_| {
        let theme = theme.get();
        crate::site::storage::set(THEME_KEY, theme.id());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-theme", theme.id());
        }
    });

    view! {
        <Router base=crate::site::base::base_path()>
            <a class="skip-link" href="#main" on:click=skip_to_main>{move || lang.get().t().skip_to_content}</a>
            <Later><Header/></Later>
            <NoticeBanner/>
            <UpdateBanner ready=update_ready/>
            <main id="main" tabindex="-1">
                // The page in a task of its own: the router's first match (and the
                // page's chunks it sends for) is not added to the task that starts the app.
                // Flat routes, not nested ones: the nested router disposed the old page's
                // owner as soon as the address changed, while the page stayed on screen
                // and alive until the next page's code had loaded, and a tap or a blur
                // in between woke an effect that read a disposed signal. The flat router
                // ends the old page's owner only once the new page has replaced it.
                <Later><FlatRoutes fallback=NotFound>
                    <Route path=path!("/") view=|| view! { <Redirect path="/learn"/> }/>
                    <Route path=path!("/learn") view={Lazy::<Learn>::new()}/>
                    <Route path=path!("/play") view={Lazy::<Play>::new()}/>
                    <Route path=path!("/solve") view={Lazy::<Solve>::new()}/>
                    <Route path=path!("/gallery") view={Lazy::<Gallery>::new()}/>
                    <Route path=path!("/lab") view={Lazy::<Lab>::new()}/>
                    <Route path=path!("/variants") view={Lazy::<Variants>::new()}/>
                    <Route path=path!("/code") view={Lazy::<Code>::new()}/>
                    <Route path=path!("/queens") view={Lazy::<Queens>::new()}/>
                    <Route path=path!("/queens/build") view={Lazy::<Queens>::new()}/>
                    // The prerendered copies' file names, as a host without rewriting
                    // serves and a visitor may bookmark them: the page, with its query.
                    <Route path=path!("/index.html") view=|| view! { <HtmlAlias page="/learn"/> }/>
                    <Route path=path!("/learn.html") view=|| view! { <HtmlAlias page="/learn"/> }/>
                    <Route path=path!("/play.html") view=|| view! { <HtmlAlias page="/play"/> }/>
                    <Route path=path!("/solve.html") view=|| view! { <HtmlAlias page="/solve"/> }/>
                    <Route path=path!("/gallery.html") view=|| view! { <HtmlAlias page="/gallery"/> }/>
                    <Route path=path!("/lab.html") view=|| view! { <HtmlAlias page="/lab"/> }/>
                    <Route path=path!("/variants.html") view=|| view! { <HtmlAlias page="/variants"/> }/>
                    <Route path=path!("/code.html") view=|| view! { <HtmlAlias page="/code"/> }/>
                    <Route path=path!("/queens.html") view=|| view! { <HtmlAlias page="/queens"/> }/>
                </FlatRoutes></Later>
            </main>
            <Later><Footer/></Later>
        </Router>
    }
}

/// `/play.html?n=8` opens `/play?n=8`: the page a prerendered file name stands for, with
/// the query and fragment kept.
#[component]
fn HtmlAlias(page: &'static str) -> impl IntoView {
    let location = leptos_router::hooks::use_location();
    let (search, hash) = (
        location.search.get_untracked(),
        location.hash.get_untracked(),
    );
    let query = if search.is_empty() || search.starts_with('?') {
        search
    } else {
        format!("?{search}")
    };
    let hash = if hash.is_empty() || hash.starts_with('#') {
        hash
    } else {
        format!("#{hash}")
    };
    view! { <Redirect path=format!("{page}{query}{hash}")/> }
}
