//! The pages as lazily loaded routes.
//!
//! Each page's code (its views, components and the core it calls) is split out of the
//! app's wasm into a chunk of its own at build time (`scripts/build_app.sh`, with
//! `tools/split-pages`), so a first visit downloads the shell and one page, not the whole
//! workshop. The router fetches a page's chunk when it is first visited and keeps it;
//! the service worker precaches every chunk, so pages open offline too.

use crate::code::page::CodePage;
use crate::gallery::page::GalleryPage;
use crate::lab::page::LabPage;
use crate::learn::page::LearnPage;
use crate::play::page::PlayPage;
use crate::queens::room::QueensRoom;
use crate::solve::page::SolvePage;
use crate::variants::page::VariantsPage;
use leptos::prelude::*;
use leptos_router::{lazy_route, LazyRoute};

/// A route type whose view is the page component, split out at the route: the split
/// point is named after the type, so each page needs a type of its own.
macro_rules! lazy_page {
    ($(#[$doc:meta])* $route:ident => $page:ident) => {
        $(#[$doc])*
        pub struct $route;

        #[lazy_route]
        impl LazyRoute for $route {
            fn data() -> Self {
                $route
            }

            fn view(_this: Self) -> AnyView {
                view! { <$page/> }.into_any()
            }
        }
    };
}

lazy_page!(
    /// /learn: the path through the sources, the landing page.
    Learn => LearnPage
);
lazy_page!(
    /// /play: free play and the puzzles.
    Play => PlayPage
);
lazy_page!(
    /// /solve: the algorithms, step by step.
    Solve => SolvePage
);
lazy_page!(
    /// /gallery: the fundamental solutions and the family's classes.
    Gallery => GalleryPage
);
lazy_page!(
    /// /lab: counting in workers and huge boards.
    Lab => LabPage
);
lazy_page!(
    /// /variants: the family of related problems.
    Variants => VariantsPage
);
lazy_page!(
    /// /code: the learner's own solver, run and checked.
    Code => CodePage
);
lazy_page!(
    /// /queens and /queens/build: the region puzzle and its builder, one chunk.
    Queens => QueensRoom
);
