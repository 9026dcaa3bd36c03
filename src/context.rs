//! The app-wide contexts and their hooks: the language, the theme and the notice
//! banner. Components use these, never the app root, so nothing imports `app`.

use crate::i18n::Lang;
use leptos::prelude::*;

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

    /// The theme with this id (the system's for anything else).
    pub fn from_id(id: &str) -> Theme {
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
