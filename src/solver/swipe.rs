//! Swiping the solver's board steps the run: left for the next step, right for the one
//! before, as a page is turned. Only a clear horizontal swipe counts, so scrolling the
//! page over the board still scrolls.

use super::Command;

/// The shortest swipe, in CSS pixels: a tap that wobbles is not a swipe.
pub const MIN_SWIPE_PX: f64 = 40.0;

/// The command a finger's move of `dx`, `dy` pixels stands for, if any.
pub fn command(dx: f64, dy: f64) -> Option<Command> {
    if dx.abs() < MIN_SWIPE_PX || dx.abs() < 2.0 * dy.abs() {
        return None;
    }
    Some(if dx < 0.0 {
        Command::Step
    } else {
        Command::Back
    })
}

/// Where the finger went down, between `touchstart` and `touchend`.
#[cfg(target_arch = "wasm32")]
#[derive(Clone, Copy)]
pub struct Swipe(leptos::prelude::StoredValue<Option<(f64, f64)>>);

#[cfg(target_arch = "wasm32")]
impl Default for Swipe {
    fn default() -> Swipe {
        Swipe(leptos::prelude::StoredValue::new(None))
    }
}

#[cfg(target_arch = "wasm32")]
impl Swipe {
    fn point(list: Option<web_sys::TouchList>) -> Option<(f64, f64)> {
        let touch = list?.get(0)?;
        Some((f64::from(touch.client_x()), f64::from(touch.client_y())))
    }

    /// A finger went down.
    pub fn start(&self, ev: &web_sys::TouchEvent) {
        use leptos::prelude::SetValue;
        self.0.set_value(Swipe::point(Some(ev.touches())));
    }

    /// The finger came up: the command of its swipe, if it was one.
    pub fn end(&self, ev: &web_sys::TouchEvent) -> Option<Command> {
        use leptos::prelude::UpdateValue;
        let mut from = None;
        self.0.update_value(|s| from = s.take());
        let (x0, y0) = from?;
        let (x1, y1) = Swipe::point(Some(ev.changed_touches()))?;
        command(x1 - x0, y1 - y0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clear_horizontal_swipe_steps_and_anything_else_does_not() {
        assert_eq!(command(-80.0, 10.0), Some(Command::Step));
        assert_eq!(command(80.0, -10.0), Some(Command::Back));
        assert_eq!(command(-20.0, 0.0), None, "a wobbling tap");
        assert_eq!(command(-60.0, 50.0), None, "a scroll");
    }
}
