//! Milliseconds on the running target's clock, for durations: `performance.now()` in a
//! page or a worker (`Instant` does not exist in a browser), a monotonic clock natively
//! (so that the code that times things is tested with plain `cargo test`).

/// Milliseconds since an arbitrary start, monotonic.
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let global = js_sys::global();
        global
            .dyn_ref::<web_sys::Window>()
            .and_then(|w| w.performance())
            .or_else(|| {
                global
                    .dyn_ref::<web_sys::WorkerGlobalScope>()
                    .and_then(|w| w.performance())
            })
            .map_or_else(js_sys::Date::now, |p| p.now())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        use std::sync::OnceLock;
        static START: OnceLock<std::time::Instant> = OnceLock::new();
        START
            .get_or_init(std::time::Instant::now)
            .elapsed()
            .as_secs_f64()
            * 1000.0
    }
}

/// The visitor's local date, which names the daily puzzle (2026-11-23 is the same
/// puzzle for everyone on that date, wherever they are).
pub fn today() -> Option<nqueens_core::puzzle::Date> {
    #[cfg(target_arch = "wasm32")]
    {
        let now = js_sys::Date::new_0();
        nqueens_core::puzzle::Date::new(
            now.get_full_year() as i32,
            now.get_month() + 1,
            now.get_date(),
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        nqueens_core::puzzle::Date::from_days(since.ok()?.as_secs() as i64 / 86_400)
    }
}
