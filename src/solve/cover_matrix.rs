//! Dancing links' cover matrix (`data-testid="cover-matrix"`): a row per square chosen,
//! a column per line of the board, a mark where the square covers the line; the lines
//! already covered are marked in the header.

use crate::site::context::use_lang;
use crate::solve::cover::{is_primary, Cover, Line};
use crate::solve::words::words;
use crate::ui::scroll_region::{RegionName, ScrollRegion};
use leptos::prelude::*;
use nqueens_core::square::file_name;
use nqueens_core::Square;

/// The matrix at the step shown.
#[component]
pub fn CoverMatrix(
    /// The squares chosen, in order.
    #[prop(into)]
    path: Signal<Vec<Square>>,
    /// The board size.
    n: usize,
) -> impl IntoView {
    let lang = use_lang();
    let cover = Memo::new(move |_| path.with(|p| Cover::new(n, p)));
    let label = |line: Line| match line {
        Line::Row(r) => r.to_string(),
        Line::Column(f) => file_name(f as u32 - 1).to_string(),
        Line::AntiDiagonal(s) => s.to_string(),
        Line::Diagonal(d) => d.to_string().replace('-', "−"),
    };
    let groups = move || {
        let names = words(lang.get()).labels().cover_groups;
        let widths = [n, n, 2 * n - 1, 2 * n - 1];
        view! {
            <tr class="groups">
                <td></td>
                {names.iter().zip(widths).map(|(name, w)| view! { <th scope="colgroup" colspan=w>{*name}</th> }).collect_view()}
            </tr>
        }
    };
    let table = move || {
        let cover = cover.get();
        let header = cover
            .lines
            .iter()
            .map(|&line| {
                view! { <th scope="col" class:covered=cover.is_covered(line) class:primary=is_primary(line)>{label(line)}</th> }
            })
            .collect_view();
        let rows = cover
            .rows
            .iter()
            .map(|&square| {
                let cells = cover
                    .lines
                    .iter()
                    .map(|&line| {
                        let on = line.contains(square);
                        view! { <td class:on=on>{if on { "●" } else { "" }}</td> }
                    })
                    .collect_view();
                view! {
                    <tr data-square=square.to_string()>
                        <th scope="row">{square.to_string()}</th>
                        {cells}
                    </tr>
                }
            })
            .collect_view();
        view! {
            {groups}
            <tr class="lines"><td></td>{header}</tr>
            {rows}
        }
    };
    view! {
        <figure class="cover">
            <figcaption id="cover-caption">{move || words(lang.get()).labels().cover_title}</figcaption>
            // Wider than a phone: it scrolls sideways, by keyboard too.
            <ScrollRegion class="sets-scroll" name=RegionName::LabelledBy("cover-caption")>
                <table data-testid="cover-matrix"><tbody>{table}</tbody></table>
            </ScrollRegion>
        </figure>
    }
}
