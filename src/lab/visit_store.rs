//! The app's copy of /lab's visit ([`LabVisit`]), provided by the app's root (`app.rs`)
//! so that it outlives the lab's route, and the lab's hook to it.

use crate::lab::visit::LabVisit;
use leptos::prelude::*;

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
