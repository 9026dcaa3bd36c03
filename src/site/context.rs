//! The app-wide contexts and their hooks: the language, the theme and the notice banner.
//! Components use these, never the app root, so nothing imports `app`. What /lab keeps
//! of a visit is the lab's own (`crate::lab::visit_store`), which the app provides.

use crate::i18n::Lang;
use leptos::prelude::*;
use leptos::reactive::owner::WeakOwner;
use std::sync::atomic::{AtomicU64, Ordering};

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

/// The banner's message for the visitor (errors, bad input), held by the app's root.
#[derive(Clone, Copy)]
pub struct Banner(pub RwSignal<Option<Notice>>);

/// A message on the banner, and which showing of one it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub message: String,
    id: u64,
}

/// A component's hold on the banner. What a component says there belongs to it, as its
/// timers and workers do: it goes when the component goes, so a size refused in chapter
/// 5 or on /play is not still shown over the next chapter or page. A message said since
/// by another is left alone.
#[derive(Clone, Copy)]
pub struct Notices {
    banner: Banner,
    /// The component that took this hold. Weak: its own arena holds this, and a strong
    /// hold there would keep the component from ever being cleaned up (its timers and
    /// effects running on after the page has gone).
    owner: StoredValue<Option<WeakOwner>>,
}

impl Notices {
    pub fn show(&self, message: impl Into<String>) {
        static SHOWN: AtomicU64 = AtomicU64::new(0);
        let id = SHOWN.fetch_add(1, Ordering::Relaxed);
        self.banner.0.set(Some(Notice {
            message: message.into(),
            id,
        }));
        let banner = self.banner;
        if let Some(owner) = self
            .owner
            .try_get_value()
            .flatten()
            .and_then(|w| w.upgrade())
        {
            owner.with(|| {
                on_cleanup(move || {
                    if banner
                        .0
                        .try_with_untracked(|n| n.as_ref().is_some_and(|n| n.id == id))
                        == Some(true)
                    {
                        banner.0.set(None);
                    }
                })
            });
        }
    }

    pub fn clear(&self) {
        self.banner.0.set(None);
    }
}

/// The banner, for the component that calls it: what it shows ends with it. A detached
/// banner outside the app (component tests).
pub fn use_notices() -> Notices {
    Notices {
        banner: use_context::<Banner>().unwrap_or_else(|| Banner(RwSignal::new(None))),
        owner: StoredValue::new(Owner::current().map(|o| o.downgrade())),
    }
}
