//! The app-wide contexts and their hooks: the language, the theme, the notice banner
//! and what /lab keeps of this visit. Components use these, never the app root, so
//! nothing imports `app`.

use crate::i18n::Lang;
use crate::lab_visit::LabVisit;
use leptos::prelude::*;

/// The UI language, app-wide: the header's switch sets `choice`, every component reads
/// `shown`. Both handles are made once, by the app, and live as long as it does. A hook
/// that made a `Signal` of its own from the `RwSignal` tied that handle to the calling
/// component: a closure of a view that has just gone, woken once more by the change that
/// ended it, read its language from a disposed handle, and the app stopped (Next chapter
/// on chapter 3; CONTRIBUTING.md, "Reactive values and their owners").
#[derive(Clone, Copy)]
pub struct Locale {
    pub choice: RwSignal<Lang>,
    pub shown: Signal<Lang>,
}

impl Locale {
    /// The app's language, `choice`, with its read-only handle made here, by the app.
    pub fn new(choice: RwSignal<Lang>) -> Locale {
        Locale {
            choice,
            shown: choice.into(),
        }
    }
}

/// The language to render in: the app's own handle, never one made for the caller;
/// English outside the app (component tests, which have no owner that goes first).
pub fn use_lang() -> Signal<Lang> {
    match use_context::<Locale>() {
        Some(locale) => locale.shown,
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

/// What /lab has shown of this visit's counts ([`LabVisit`]), held by the app's root so it
/// outlives the lab's route: plain data, not the lab's signals, which go with the page.
/// The lab reads it as it opens and writes it from its own effects, which end with it,
/// so nothing reads it from a page that is gone.
#[derive(Clone, Copy)]
pub struct LabVisitStore(pub StoredValue<LabVisit>);

impl LabVisitStore {
    /// A store of its own, empty: the app's (a reload empties it), or a detached one.
    pub fn new() -> LabVisitStore {
        LabVisitStore(StoredValue::new(LabVisit::default()))
    }

    /// What is kept, as the lab opens.
    pub fn get(&self) -> LabVisit {
        self.0.get_value()
    }

    /// Keeps `visit` in place of what was kept.
    pub fn keep(&self, visit: LabVisit) {
        self.0.set_value(visit);
    }
}

impl Default for LabVisitStore {
    fn default() -> Self {
        LabVisitStore::new()
    }
}

/// The app's store of /lab's visit; a detached one outside the app (component tests).
pub fn use_lab_visit() -> LabVisitStore {
    use_context::<LabVisitStore>().unwrap_or_default()
}
