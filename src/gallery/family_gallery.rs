//! The gallery's family section: the best placements of the problems that have few,
//! sorted into symmetry classes in a worker (the toroidal solutions of 5 and 7, the two
//! 32-knight placements, the 638 classes of 5 queens dominating 8×8).

use crate::bridge::job::{use_job, JobState};
use crate::gallery::words::words;
use crate::protocol::{Job, VariantClasses};
use crate::site::base::site_url;
use crate::site::context::use_lang;
use crate::ui::variant_board::VariantBoard;
use leptos::prelude::*;
use leptos_router::components::A;
use nqueens_core::variants::{Piece, Variant};

/// The problems shown, with their size.
const SHOWN: [(Variant, usize); 4] = [
    (Variant::Torus, 5),
    (Variant::Torus, 7),
    (Variant::Most(Piece::Knight), 8),
    (Variant::Domination, 8),
];

#[component]
pub fn FamilyGallery() -> impl IntoView {
    let lang = use_lang();
    let picked = RwSignal::new(0usize);
    let job = use_job::<VariantClasses>(None);
    Effect::new(move |_| {
        let (variant, n) = SHOWN[picked.get()];
        job.start(Job::VariantClasses { variant, n });
    });
    job.notify_failures();
    view! {
        <section class="family-gallery" aria-labelledby="family-title">
            <h2 id="family-title">{move || words(lang.get()).labels().family_title}</h2>
            <p class="hint">{move || words(lang.get()).labels().family_intro}</p>
            <label class="inline">
                <span>{move || words(lang.get()).labels().family_pick}</span>
                <select data-testid="family-pick" on:change=move |ev| {
                    if let Ok(i) = event_target_value(&ev).parse::<usize>() { picked.set(i.min(SHOWN.len() - 1)) }
                }>
                    {SHOWN.iter().enumerate().map(|(i, &(v, n))| view! {
                        <option value=i selected=move || picked.get() == i>{move || format!("{}, {n}×{n}", lang.get().say().variant_name(v))}</option>
                    }).collect_view()}
                </select>
            </label>
            {move || match job.state.get() {
                JobState::Done(VariantClasses { solved, classes }) => {
                    let count = classes.len();
                    let href = site_url(&format!("/variants?v={}&n={}", solved.variant.id(), solved.n));
                    view! {
                        <p data-testid="family-summary" data-variant=solved.variant.id() data-n=solved.n data-classes=count data-total=solved.optimum.ways>
                            {words(lang.get()).family_classes(&solved, count)}" "
                            <A href=href>{lang.get().t().variant_try}</A>
                        </p>
                        <ol class="cards family-cards">
                            {classes.into_iter().enumerate().map(|(i, c)| {
                                let placement = c.canonical.clone();
                                view! {
                                    <li class="card" data-testid="variant-class" data-size=c.size>
                                        <h3>{format!("#{} / {count}", i + 1)}</h3>
                                        <VariantBoard solved=solved.clone() placement=Signal::stored(placement)/>
                                        <p>{move || words(lang.get()).class_size(c.size)}</p>
                                    </li>
                                }
                            }).collect_view()}
                        </ol>
                    }.into_any()
                }
                _ => view! { <p class="loading" aria-busy="true">{move || lang.get().t().checking}</p> }.into_any(),
            }}
        </section>
    }
}
