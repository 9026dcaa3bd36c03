//! The frame around every page: header with navigation and settings, notices, footer.

use crate::i18n::Lang;
use crate::site::base::{base_path, site_url};
use crate::site::context::{use_lang, Banner, Locale, Theme, ThemeChoice};
use crate::site::site_page::SitePage;
use leptos::prelude::*;
use leptos_router::components::A;
use leptos_router::hooks::use_location;

/// The site header: name, navigation, language and theme switches.
#[component]
pub fn Header() -> impl IntoView {
    let lang = use_lang();
    let t = move || lang.get().t();
    let locale = use_context::<Locale>();
    let theme = use_context::<ThemeChoice>();
    // The page the address opens, if any. The router's own mark would also take an
    // address under a page's route (/learn/3, not found) for that page.
    let pathname = use_location().pathname;
    let current = Memo::new(move |_| {
        pathname.with(|path| path.strip_prefix(base_path()).and_then(SitePage::at))
    });
    view! {
        <header class="site-header">
            <A href=site_url("/learn") attr:class="brand">
                <svg class="brand-icon" viewBox="0 0 100 100" aria-hidden="true"><use href="#nq-queen"/></svg>
                <span class="brand-name">{move || t().app_name}</span>
                <span class="brand-tagline">{move || t().tagline}</span>
            </A>
            <nav aria-label=move || lang.get().t().main_nav>
                {SitePage::ALL.into_iter().map(|page| view! {
                    <a
                        href=site_url(page.route())
                        aria-current=move || (current.get() == Some(page)).then_some("page")
                    >
                        {move || page.name(t())}
                    </a>
                }).collect_view()}
            </nav>
            <div class="settings">
                <label>
                    <span class="visually-hidden">{move || t().language}</span>
                    <select
                        data-testid="lang-select"
                        on:change=move |ev| {
                            if let Some(Locale { choice: l, .. }) = locale {
                                l.set(Lang::from_code(&event_target_value(&ev)));
                            }
                        }
                    >
                        {Lang::ALL.into_iter().map(|l| view! {
                            <option value=l.code() selected=move || lang.get() == l>
                                {l.native_name()}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
                <label>
                    <span class="visually-hidden">{move || t().theme}</span>
                    <select
                        data-testid="theme-select"
                        on:change=move |ev| {
                            if let Some(ThemeChoice(th)) = theme {
                                th.set(match event_target_value(&ev).as_str() {
                                    "light" => Theme::Light,
                                    "dark" => Theme::Dark,
                                    _ => Theme::System,
                                });
                            }
                        }
                    >
                        {[Theme::System, Theme::Light, Theme::Dark].into_iter().map(|th| view! {
                            <option
                                value=th.id()
                                selected=move || theme.map(|ThemeChoice(c)| c.get() == th).unwrap_or(false)
                            >
                                {move || match th {
                                    Theme::System => t().theme_auto,
                                    Theme::Light => t().theme_light,
                                    Theme::Dark => t().theme_dark,
                                }}
                            </option>
                        }).collect_view()}
                    </select>
                </label>
            </div>
        </header>
    }
}

/// The message banner: errors and warnings for the visitor, dismissible. Each goes
/// with the component that said it ([`crate::site::context::Notices`]).
#[component]
pub fn NoticeBanner() -> impl IntoView {
    let banner = use_context::<Banner>().unwrap_or_else(|| Banner(RwSignal::new(None)));
    let lang = use_lang();
    view! {
        <Show when=move || banner.0.with(Option::is_some)>
            <div class="notice" role="alert" data-testid="notice">
                <span>{move || banner.0.with(|n| n.as_ref().map(|n| n.message.clone()).unwrap_or_default())}</span>
                <button class="notice-close" on:click=move |_| banner.0.set(None)>
                    {move || lang.get().t().dismiss}
                </button>
            </div>
        </Show>
    }
}

/// "A new version is available — Reload", once a new build is installed and waiting
/// (see [`crate::site::offline`]).
#[component]
pub fn UpdateBanner(ready: ReadSignal<bool>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <Show when=move || ready.get()>
            <div class="notice update" role="status" data-testid="update">
                <span>{move || lang.get().t().update_ready}</span>
                <button class="notice-close" data-testid="update-reload" on:click=|_| crate::site::offline::take_over()>
                    {move || lang.get().t().reload}
                </button>
            </div>
        </Show>
    }
}

/// Credits to the sources.
#[component]
pub fn Footer() -> impl IntoView {
    let lang = use_lang();
    view! {
        <footer class="site-footer">
            <p>{move || lang.get().t().credits}</p>
            <p class="convention">{move || lang.get().t().convention}</p>
        </footer>
    }
}
