//! The root component: language and theme, the error banner, the router.

use crate::components::layout::{Footer, Header, NoticeBanner};
use crate::i18n::Lang;
use crate::pages::{
    gallery::GalleryPage, lab::LabPage, not_found::NotFound, play::PlayPage, solve::SolvePage,
};
use leptos::prelude::*;
use leptos_router::components::{Redirect, Route, Router, Routes};
use leptos_router::path;

/// The UI language, app-wide.
#[derive(Clone, Copy)]
pub struct Locale(pub RwSignal<Lang>);

/// The language to render in; English outside the app (component tests).
pub fn use_lang() -> Signal<Lang> {
    match use_context::<Locale>() {
        Some(Locale(lang)) => lang.into(),
        None => Signal::stored(Lang::En),
    }
}

/// The colour scheme: the system's, or one the visitor chose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Theme {
    System,
    Light,
    Dark,
}

impl Theme {
    pub fn id(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    fn from_id(id: &str) -> Theme {
        match id {
            "light" => Theme::Light,
            "dark" => Theme::Dark,
            _ => Theme::System,
        }
    }
}

/// The theme, app-wide.
#[derive(Clone, Copy)]
pub struct ThemeChoice(pub RwSignal<Theme>);

/// A message for the visitor at the top of the page (errors, bad input).
#[derive(Clone, Copy)]
pub struct Notices(pub RwSignal<Option<String>>);

impl Notices {
    pub fn show(&self, message: impl Into<String>) {
        self.0.set(Some(message.into()));
    }

    pub fn clear(&self) {
        self.0.set(None);
    }
}

/// The app's notice banner; a detached one outside the app (component tests).
pub fn use_notices() -> Notices {
    use_context::<Notices>().unwrap_or_else(|| Notices(RwSignal::new(None)))
}

const LANG_KEY: &str = "nqueens.lang";
const THEME_KEY: &str = "nqueens.theme";

fn stored(key: &str) -> Option<String> {
    web_sys::window()?
        .local_storage()
        .ok()??
        .get_item(key)
        .ok()?
}

fn store(key: &str, value: &str) {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|w| w.local_storage()) {
        let _ = storage.set_item(key, value);
    }
}

fn initial_lang() -> Lang {
    if let Some(code) = stored(LANG_KEY) {
        return Lang::from_code(&code);
    }
    web_sys::window()
        .and_then(|w| w.navigator().language())
        .map(|code| Lang::from_code(&code))
        .unwrap_or_default()
}

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(initial_lang());
    let theme = RwSignal::new(stored(THEME_KEY).map_or(Theme::System, |t| Theme::from_id(&t)));
    let notices = Notices(RwSignal::new(None));
    provide_context(Locale(lang));
    provide_context(ThemeChoice(theme));
    provide_context(notices);

    Effect::new(move |_| {
        let lang = lang.get();
        store(LANG_KEY, lang.code());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        document().set_title(&format!("{} — {}", lang.t().app_name, lang.t().tagline));
    });
    Effect::new(move |_| {
        let theme = theme.get();
        store(THEME_KEY, theme.id());
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("data-theme", theme.id());
        }
    });

    view! {
        <Router>
            <a class="skip-link" href="#main">{move || if lang.get() == Lang::Es { "Saltar al contenido" } else { "Skip to content" }}</a>
            <Header/>
            <NoticeBanner/>
            <main id="main" tabindex="-1">
                <Routes fallback=NotFound>
                    <Route path=path!("/") view=|| view! { <Redirect path="/play"/> }/>
                    <Route path=path!("/play") view=PlayPage/>
                    <Route path=path!("/solve") view=SolvePage/>
                    <Route path=path!("/gallery") view=GalleryPage/>
                    <Route path=path!("/lab") view=LabPage/>
                </Routes>
            </main>
            <Footer/>
        </Router>
    }
}
