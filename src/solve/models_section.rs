//! The paper's two models, typeset in MathML, with Model 1 for the board's n to
//! download (CPLEX LP, lp_solve LP, AMPL) and to solve in a worker by a MILP solver.
//! The files come from the core's one description of the model, like the solver's.

use crate::bridge::job::{use_job, JobState};
use crate::protocol::{Job, Modelled};
use crate::site::browser;
use crate::site::context::{use_lang, use_notices};
use crate::solve::words::{words, Labels};
use crate::ui::mini_board::MiniBoard;
use leptos::prelude::*;
use nqueens_core::model::{Format, Model, MAX_MODEL_N};

/// x_ij: the square's variable, shared by the formulas.
const X_IJ: &str = "<msub><mi>x</mi><mrow><mi>i</mi><mi>j</mi></mrow></msub>";

/// One formula of a model and the words beside it.
struct Formula {
    /// MathML inside `<math>` (the same in every language).
    math: String,
    /// The phrase that reads it.
    words: fn(&Labels) -> &'static str,
}

fn sum_under(under: &str, over: Option<&str>) -> String {
    match over {
        Some(over) => {
            format!("<munderover><mo>∑</mo><mrow>{under}</mrow><mi>{over}</mi></munderover>")
        }
        None => format!("<munder><mo>∑</mo><mrow>{under}</mrow></munder>"),
    }
}

fn range(var: &str, from: &str, to: &str) -> String {
    format!("<mspace width=\"1em\"/><mrow><mi>{var}</mi><mo>=</mo>{from}<mo>,</mo><mo>…</mo><mo>,</mo>{to}</mrow>")
}

/// "At most one queen on each line `line` = k", for k over `(from, to)`: a family of
/// diagonals.
fn at_most_one(
    line: &str,
    (from, to): (&str, &str),
    words: fn(&Labels) -> &'static str,
) -> Formula {
    Formula {
        math: format!(
            "{}{X_IJ}<mo>≤</mo><mn>1</mn>{}",
            sum_under(line, None),
            range("k", from, to)
        ),
        words,
    }
}

fn model_one() -> Vec<Formula> {
    let one_to_n = |v: &str| range(v, "<mn>1</mn>", "<mi>n</mi>");
    vec![
        Formula {
            math: format!("{X_IJ}<mo>∈</mo><mo>{{</mo><mn>0</mn><mo>,</mo><mn>1</mn><mo>}}</mo><mspace width=\"1em\"/><mrow><mi>i</mi><mo>,</mo><mi>j</mi><mo>=</mo><mn>1</mn><mo>,</mo><mo>…</mo><mo>,</mo><mi>n</mi></mrow>"),
            words: |t| t.model_binary,
        },
        Formula {
            math: format!("{}{X_IJ}<mo>=</mo><mn>1</mn>{}", sum_under("<mi>j</mi><mo>=</mo><mn>1</mn>", Some("n")), one_to_n("i")),
            words: |t| t.model_rows,
        },
        Formula {
            math: format!("{}{X_IJ}<mo>=</mo><mn>1</mn>{}", sum_under("<mi>i</mi><mo>=</mo><mn>1</mn>", Some("n")), one_to_n("j")),
            words: |t| t.model_columns,
        },
        at_most_one(
            "<mi>i</mi><mo>−</mo><mi>j</mi><mo>=</mo><mi>k</mi>",
            ("<mn>2</mn><mo>−</mo><mi>n</mi>", "<mi>n</mi><mo>−</mo><mn>2</mn>"),
            |t| t.model_diagonals,
        ),
        at_most_one(
            "<mi>i</mi><mo>+</mo><mi>j</mi><mo>=</mo><mi>k</mi>",
            ("<mn>3</mn>", "<mn>2</mn><mi>n</mi><mo>−</mo><mn>1</mn>"),
            |t| t.model_antidiagonals,
        ),
    ]
}

fn model_two() -> Vec<Formula> {
    let x = |i: &str| format!("<msub><mi>x</mi><mi>{i}</mi></msub>");
    let pairs = "<mspace width=\"1em\"/><mrow><mn>1</mn><mo>≤</mo><mi>i</mi><mo>&lt;</mo><mi>j</mi><mo>≤</mo><mi>n</mi></mrow>";
    vec![
        Formula {
            math: format!(
                "{}<mo>∈</mo><mo>{{</mo><mn>1</mn><mo>,</mo><mo>…</mo><mo>,</mo><mi>n</mi><mo>}}</mo>{}",
                x("j"),
                range("j", "<mn>1</mn>", "<mi>n</mi>")
            ),
            words: |t| t.model2_values,
        },
        Formula {
            math: format!("{}<mo>≠</mo>{}{pairs}", x("i"), x("j")),
            words: |t| t.model2_different,
        },
        Formula {
            math: format!(
                "<mo>|</mo>{}<mo>−</mo>{}<mo>|</mo><mo>≠</mo><mo>|</mo><mi>i</mi><mo>−</mo><mi>j</mi><mo>|</mo>{pairs}",
                x("i"),
                x("j")
            ),
            words: |t| t.model2_diagonals,
        },
    ]
}

/// The formulas of a model, each a block of MathML with its reading beside it.
#[component]
fn Formulas(formulas: Vec<Formula>) -> impl IntoView {
    let lang = use_lang();
    view! {
        <ul class="formulas">
            {formulas.into_iter().map(|f| view! {
                <li>
                    // Inline, so the formula aligns left in its cell; display style keeps
                    // the limits of a sum above and below it.
                    <span class="formula">
                        <math inner_html=format!("<mstyle displaystyle=\"true\">{}</mstyle>", f.math)></math>
                    </span>
                    <span class="formula-words">{move || (f.words)(words(lang.get()).labels())}</span>
                </li>
            }).collect_view()}
        </ul>
    }
}

/// The models section for the board's n.
#[component]
pub fn ModelsSection(
    /// The board size on the page.
    #[prop(into)]
    n: Signal<usize>,
) -> impl IntoView {
    let lang = use_lang();
    let notices = use_notices();
    let job = use_job::<Modelled>(None);
    let model = move || Model::new(n.get()).ok();
    let download = move |format: Format| {
        let Some(m) = model() else { return };
        if let Err(e) = browser::download(&format.file_name(m.n()), "text/plain", &format.write(&m))
        {
            notices.show(e);
        }
    };
    let running = move || job.is_running();
    let result = move || {
        let size = n.get();
        job.state.with(|s| match s {
            JobState::Done(m) if m.n == size => Some(m.clone()),
            _ => None,
        })
    };
    view! {
        <section class="models" data-testid="models" aria-labelledby="models-title">
            <h2 id="models-title">{move || words(lang.get()).labels().models_title}</h2>
            <p class="intro">{move || words(lang.get()).labels().models_intro}</p>
            <div class="model-cards">
                <article data-testid="model-1">
                    <h3>{move || words(lang.get()).labels().model1_title}</h3>
                    <Formulas formulas=model_one()/>
                </article>
                <article data-testid="model-2">
                    <h3>{move || words(lang.get()).labels().model2_title}</h3>
                    <Formulas formulas=model_two()/>
                    <p class="hint">{move || words(lang.get()).labels().model2_note}</p>
                </article>
            </div>
            <p data-testid="model-size">{move || match model() {
                Some(m) => words(lang.get()).model_size(m.n(), m.squares().count(), m.constraints().len()),
                None => lang.get().say().bad_size(&n.get().to_string(), 1, MAX_MODEL_N),
            }}</p>
            <div class="toolbar" role="group" aria-label=move || words(lang.get()).labels().model_files>
                {Format::ALL.map(|f| view! {
                    <button data-testid=format!("model-download-{}", f.id()) on:click=move |_| download(f)>{f.label()}</button>
                })}
                <button class="primary" data-testid="model-solve" disabled=running on:click=move |_| job.start(Job::Model { n: n.get_untracked() })>
                    {move || words(lang.get()).labels().model_solve}
                </button>
                <button data-testid="model-cancel" disabled=move || !running() on:click=move |_| job.cancel()>{move || lang.get().t().cancel}</button>
            </div>
            <div class="model-result" aria-live="polite">
                {move || match job.state.get() {
                    JobState::Running { .. } => Some(view! { <p data-testid="model-status">{words(lang.get()).model_solving(n.get_untracked())}</p> }.into_any()),
                    JobState::Cancelled => Some(view! { <p data-testid="model-status">{lang.get().t().cancelled}</p> }.into_any()),
                    JobState::Failed(why) => Some(view! { <p class="error" data-testid="model-status">{lang.get().say().failure(&why)}</p> }.into_any()),
                    _ => None,
                }}
                {move || result().map(|m| {
                    let rows = m.run.solution.map(|p| p.rows().collect::<Vec<_>>());
                    view! {
                        <p data-testid="model-result" data-verified=rows.is_some().to_string() data-nodes=m.run.nodes>
                            {words(lang.get()).model_result(&m)}
                        </p>
                        {rows.map(|rows| {
                            let label = m.run.solution.map(|p| p.to_code()).unwrap_or_default();
                            view! { <div class="model-board"><MiniBoard rows=rows label=label/></div> }
                        })}
                    }
                })}
            </div>
        </section>
    }
}
