//! `/gallery`: the fundamental solutions of n and every rotation and reflection of each.

use crate::app::{use_lang, use_notices};
use crate::components::mini_board::{rows_of, MiniBoard};
use crate::components::size_input::SizeInput;
use crate::i18n::Lang;
use crate::worker::job_client::{use_job, JobState};
use crate::worker::protocol::{ClassSummary, Job, JobResult};
use leptos::prelude::*;
use leptos_router::components::A;

const MIN_N: usize = 1;
const MAX_N: usize = 12;

/// "11×8 + 1×4 = 92": the classes by orbit size, and the total.
pub fn orbit_formula(classes: &[ClassSummary]) -> String {
    let mut terms = Vec::new();
    for size in [8, 4, 2, 1] {
        let count = classes.iter().filter(|c| c.members.len() == size).count();
        if count > 0 {
            terms.push(format!("{count}×{size}"));
        }
    }
    let total: usize = classes.iter().map(|c| c.members.len()).sum();
    if terms.is_empty() {
        "0".to_string()
    } else {
        format!("{} = {total}", terms.join(" + "))
    }
}

#[component]
pub fn GalleryPage() -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job();
    let n = RwSignal::new(8usize);
    Effect::new(move |_| job.start(Job::Classes { n: n.get() }));
    Effect::new(move |_| {
        if let JobState::Failed(why) = job.state.get() {
            notices.show(lang.get_untracked().worker_failed(&why));
        }
    });
    let classes = Memo::new(move |_| match job.state.get() {
        JobState::Done(JobResult::Classes { n, classes }) => Some((n, classes)),
        _ => None,
    });

    view! {
        <section class="page gallery">
            <h1>{move || lang.get().t().gallery_title}</h1>
            <p class="intro">{move || lang.get().t().gallery_intro}</p>
            <div class="toolbar">
                <SizeInput value=n min=MIN_N max=MAX_N on_change=Callback::new(move |v| n.set(v))/>
                {move || classes.get().map(|(_, cs)| view! {
                    <p class="formula" data-testid="orbit-formula">{orbit_formula(&cs)}</p>
                })}
            </div>
            <p class="hint">{move || if lang.get() == Lang::Es {
                "Las clases están numeradas por su solución canónica, la menor en orden lexicográfico."
            } else {
                "Classes are numbered by their canonical solution, the lexicographically smallest member."
            }}</p>
            {move || match classes.get() {
                None => view! { <p class="loading" aria-busy="true">"…"</p> }.into_any(),
                Some((size, cs)) if cs.is_empty() => view! {
                    <p class="empty" data-testid="no-solutions">{if lang.get() == Lang::Es {
                        format!("El tablero de {size}×{size} no tiene solución.")
                    } else {
                        format!("The {size}×{size} board has no solution.")
                    }}</p>
                }.into_any(),
                Some((size, cs)) => {
                    let count = cs.len();
                    view! {
                        <ol class="cards">
                            {cs.into_iter().enumerate().map(|(i, c)| view! {
                                <ClassCard index=i + 1 count=count n=size class=c/>
                            }).collect_view()}
                        </ol>
                    }.into_any()
                }
            }}
        </section>
    }
}

/// One fundamental class: its canonical board, figures, and every variant.
#[component]
fn ClassCard(index: usize, count: usize, n: usize, class: ClassSummary) -> impl IntoView {
    let lang = use_lang();
    let canonical = class.canonical.clone();
    let orbit = class.members.len();
    let self_symmetric = class.stabilizer.iter().any(|id| id != "identity");
    let stabilizer = class.stabilizer.clone();
    let no_three = class.no_three_in_line;
    let members = class.members.clone();
    view! {
        <li class="card" data-testid="fundamental" data-canonical=canonical.clone() data-orbit=orbit>
            <h2>{move || format!("#{index} / {count}")}</h2>
            <MiniBoard rows=rows_of(&canonical, n) label=canonical.clone()/>
            <p class="code">{canonical.clone()}</p>
            <p>{move || if lang.get() == Lang::Es { format!("{orbit} variantes") } else { format!("{orbit} variants") }}</p>
            {self_symmetric.then(|| {
                let names = stabilizer.clone();
                view! {
                    <p class="badge">{move || {
                        let fixed: Vec<String> = names.iter().filter(|id| *id != "identity").map(|id| lang.get().symmetry_name(id)).collect();
                        if lang.get() == Lang::Es { format!("Igual a su {}", fixed.join(", ")) } else { format!("Equal to its own {}", fixed.join(", ")) }
                    }}</p>
                }
            })}
            {no_three.then(|| view! {
                <p class="badge">{move || if lang.get() == Lang::Es { "Sin tres reinas en línea recta" } else { "No three queens in a straight line" }}</p>
            })}
            <details>
                <summary>{move || if lang.get() == Lang::Es { "Ver las variantes" } else { "Show the variants" }}</summary>
                <ul class="variants">
                    {members.into_iter().map(|(g, code)| {
                        let href = format!("/play?n={n}&q={code}");
                        let gid = g.clone();
                        let label = code.clone();
                        let text = code.clone();
                        let board = rows_of(&code, n);
                        view! {
                            <li data-testid="variant" data-symmetry=g.clone() data-solution=code.clone()>
                                <A href=href>
                                    <MiniBoard rows=board label=label/>
                                    <span class="code">{text}</span>
                                    <span class="sym">{move || lang.get().symmetry_name(&gid)}</span>
                                </A>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </details>
        </li>
    }
}
