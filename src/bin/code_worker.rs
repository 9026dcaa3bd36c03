//! The code worker's entry point (built by trunk with `data-type="worker"`): it runs
//! learners' Rhai programs only. Only /code starts it, so the
//! interpreter stays out of the worker every other page loads.

fn main() {
    #[cfg(target_arch = "wasm32")]
    nqueens::worker::code::start();
}
