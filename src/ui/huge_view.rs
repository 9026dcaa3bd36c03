//! A huge solution on screen: every queen as a point of the permutation plot (a canvas
//! drawn from a density image), and a movable, zoomable window of real squares.

use crate::i18n::group;
use crate::site::browser::SchemeWatch;
use crate::site::context::{use_lang, ThemeChoice};
use crate::ui::board::Board;
use crate::ui::decimal::fixed;
use crate::ui::overview::{axis_labels, density_rgba, parse_rgb, window};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::{Clamped, JsCast};

/// Pixels per side of the overview.
const OVERVIEW: usize = 512;

#[component]
pub fn HugeView(
    /// `rows[col]` of the solution.
    rows: Arc<Vec<u32>>,
) -> impl IntoView {
    let lang = use_lang();
    let n = rows.len();
    let canvas = NodeRef::<leptos::html::Canvas>::new();
    let k = RwSignal::new(16usize);
    let col0 = RwSignal::new(0usize);
    let row0 = RwSignal::new(rows.first().map_or(0, |&r| r.saturating_sub(8)));
    let stored = StoredValue::new_local(rows);

    // Draw the overview once the canvas exists, in the theme's colours (the canvas's
    // CSS `color` and `background-color`), and again when the visitor picks another
    // theme: a frame later, once the new theme's colours apply.
    let redraw = move || request_animation_frame(move || draw_overview(canvas, stored));
    let theme = use_context::<ThemeChoice>();
    Effect::new(move |_| {
        if canvas.get().is_none() {
            return;
        }
        if let Some(ThemeChoice(choice)) = theme {
            choice.track();
        }
        redraw();
    });
    // With the theme on System the colours follow the device's setting, which can change
    // while the page is open (at dusk, say): drawn again then too, until the view goes.
    let watch = StoredValue::new_local(SchemeWatch::start(redraw));
    on_cleanup(move || {
        watch.try_update_value(|w| drop(w.take()));
    });

    let clamp = move |c: i64, r: i64| {
        let kk = k.get_untracked() as i64;
        col0.set(c.clamp(0, (n as i64 - kk).max(0)) as usize);
        row0.set(r.clamp(0, (n as i64 - kk).max(0)) as u32);
    };
    let window_figure = NodeRef::<leptos::html::Figure>::new();
    let on_overview_click = move |ev: web_sys::MouseEvent| {
        let Some(el) = canvas.get_untracked() else {
            return;
        };
        // Centre the window on the place clicked (row 0 is at the bottom).
        let rect = el.get_bounding_client_rect();
        let fx = (ev.client_x() as f64 - rect.left()) / rect.width();
        let fy = (ev.client_y() as f64 - rect.top()) / rect.height();
        let col = (fx * n as f64) as i64;
        let row = ((1.0 - fy) * n as f64) as i64;
        let half = k.get_untracked() as i64 / 2;
        clamp(col - half, row - half);
        // On a phone the window is a screen below the overview: show where it went.
        crate::site::browser::bring_into_view(window_figure);
    };
    let pan = move |dc: i64, dr: i64| {
        let step = (k.get_untracked() / 2) as i64;
        clamp(
            col0.get_untracked() as i64 + dc * step,
            row0.get_untracked() as i64 + dr * step,
        );
    };
    let zoom = move |bigger: bool| {
        k.update(|k| {
            *k = if bigger {
                (*k / 2).max(4)
            } else {
                (*k * 2).min(32)
            }
        });
        clamp(col0.get_untracked() as i64, row0.get_untracked() as i64);
    };
    let placement = Signal::derive(move || {
        let (c, r, size) = (col0.get(), row0.get(), k.get());
        stored
            .with_value(|rows| window(rows, c, r, size))
            .unwrap_or_else(|| {
                nqueens_core::Placement::empty(1)
                    .unwrap_or_else(|_| unreachable!("1 is a valid size"))
            })
    });
    // Where the window is, drawn over the overview.
    // (x, y, size) in percent of the overview; set through the CSSOM (`style:`), which the
    // content security policy allows, not as a `style` attribute, which it refuses.
    let marker = Memo::new(move |_| {
        let scale = 100.0 / n as f64;
        let (x, size) = (col0.get() as f64 * scale, (k.get() as f64 * scale).max(1.2));
        let y = 100.0 - (row0.get() as f64 + k.get() as f64) * scale;
        (x, y, size)
    });
    let percent = |value: f64| format!("{}%", fixed(value, 3));

    view! {
        <div class="huge-view">
            <figure class="overview">
                <div class="overview-frame">
                    <canvas
                        node_ref=canvas
                        width=OVERVIEW
                        height=OVERVIEW
                        data-testid="overview"
                        role="img"
                        aria-label=move || lang.get().t().overview_label
                        on:click=on_overview_click
                    ></canvas>
                    <div
                        class="window-marker"
                        style:left=move || percent(marker.get().0)
                        style:top=move || percent(marker.get().1)
                        style:width=move || percent(marker.get().2)
                        style:height=move || percent(marker.get().2)
                        aria-hidden="true"
                    ></div>
                </div>
                <figcaption>{move || lang.get().t().overview_label}</figcaption>
            </figure>
            <figure class="window" node_ref=window_figure>
                <div class="window-controls">
                    <button on:click=move |_| pan(-1, 0) aria-label=move || lang.get().t().pan_left>"←"</button>
                    <button on:click=move |_| pan(1, 0) aria-label=move || lang.get().t().pan_right>"→"</button>
                    <button on:click=move |_| pan(0, 1) aria-label=move || lang.get().t().pan_up>"↑"</button>
                    <button on:click=move |_| pan(0, -1) aria-label=move || lang.get().t().pan_down>"↓"</button>
                    <button data-testid="zoom-in" on:click=move |_| zoom(true)>{move || lang.get().t().zoom_in}</button>
                    <button data-testid="zoom-out" on:click=move |_| zoom(false)>{move || lang.get().t().zoom_out}</button>
                </div>
                // The window's real column and row numbers, as HTML beside the board:
                // they stay readable at any zoom, where labels inside the SVG shrank
                // to 5 px, and they are the caption's numbers, not a–p and 1–16.
                <div class="window-board">
                    <div class="axis ranks" data-testid="row-axis" aria-hidden="true">
                        {move || axis_labels(u64::from(row0.get()), k.get(), 8).into_iter().map(|label| {
                            view! { <span>{label.map(group)}</span> }
                        }).collect_view()}
                    </div>
                    <Board placement=placement show_attacks=false coordinates=false/>
                    <div class="axis files" data-testid="column-axis" aria-hidden="true">
                        {move || axis_labels(col0.get() as u64, k.get(), 4).into_iter().map(|label| {
                            view! { <span>{label.map(group)}</span> }
                        }).collect_view()}
                    </div>
                </div>
                <figcaption data-testid="window-caption">{move || lang.get().say().window_caption(col0.get(), row0.get(), k.get(), placement.with(|p| p.len()))}</figcaption>
            </figure>
        </div>
    }
}

/// Draws every queen of `rows` on the overview's canvas, ink on paper in the canvas's
/// own computed colours (the theme's accent on its background); the light theme's if
/// they cannot be read.
fn draw_overview(
    canvas: NodeRef<leptos::html::Canvas>,
    stored: StoredValue<Arc<Vec<u32>>, LocalStorage>,
) {
    let Some(el) = canvas.try_get_untracked().flatten() else {
        return;
    };
    let style = web_sys::window().and_then(|w| w.get_computed_style(&el).ok().flatten());
    let colour = |property: &str, light: [u8; 3]| {
        style
            .as_ref()
            .and_then(|s| s.get_property_value(property).ok())
            .and_then(|v| parse_rgb(&v))
            .unwrap_or(light)
    };
    let (ink, paper) = (
        colour("color", [122, 75, 34]),
        colour("background-color", [247, 243, 234]),
    );
    let Some(image) = stored.try_with_value(|rows| density_rgba(rows, OVERVIEW, ink, paper)) else {
        return;
    };
    let drawn = (|| -> Option<()> {
        let ctx = el
            .get_context("2d")
            .ok()??
            .dyn_into::<web_sys::CanvasRenderingContext2d>()
            .ok()?;
        let data = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(&image),
            OVERVIEW as u32,
            OVERVIEW as u32,
        )
        .ok()?;
        ctx.put_image_data(&data, 0.0, 0.0).ok()
    })();
    if drawn.is_none() {
        web_sys::console::error_1(&"nqueens: cannot draw the overview".into());
    }
}
