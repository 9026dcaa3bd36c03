//! The five pages as lazily loaded routes.
//!
//! Each page's code (its views, components and the core it calls) is split out of the
//! app's wasm into a chunk of its own at build time (`scripts/build_app.sh`, with
//! `wasm-split-cli`), so a first visit downloads the shell and one page, not the whole
//! workshop. The router fetches a page's chunk when it is first visited and keeps it;
//! the service worker precaches every chunk, so pages open offline too.
//!
//! `#[lazy_route]` needs one `impl` per page: the split point is named after the type.

use crate::pages::{
    gallery::GalleryPage, lab::LabPage, play::PlayPage, solve::SolvePage, variants::VariantsPage,
};
use leptos::prelude::*;
use leptos_router::{lazy_route, LazyRoute};

/// /play: free play and the puzzles.
pub struct Play;

#[lazy_route]
impl LazyRoute for Play {
    fn data() -> Self {
        Play
    }

    fn view(_this: Self) -> AnyView {
        view! { <PlayPage/> }.into_any()
    }
}

/// /solve: the algorithms, step by step.
pub struct Solve;

#[lazy_route]
impl LazyRoute for Solve {
    fn data() -> Self {
        Solve
    }

    fn view(_this: Self) -> AnyView {
        view! { <SolvePage/> }.into_any()
    }
}

/// /gallery: the fundamental solutions and the family's classes.
pub struct Gallery;

#[lazy_route]
impl LazyRoute for Gallery {
    fn data() -> Self {
        Gallery
    }

    fn view(_this: Self) -> AnyView {
        view! { <GalleryPage/> }.into_any()
    }
}

/// /lab: counting in workers and huge boards.
pub struct Lab;

#[lazy_route]
impl LazyRoute for Lab {
    fn data() -> Self {
        Lab
    }

    fn view(_this: Self) -> AnyView {
        view! { <LabPage/> }.into_any()
    }
}

/// /variants: the family of related problems.
pub struct Variants;

#[lazy_route]
impl LazyRoute for Variants {
    fn data() -> Self {
        Variants
    }

    fn view(_this: Self) -> AnyView {
        view! { <VariantsPage/> }.into_any()
    }
}
