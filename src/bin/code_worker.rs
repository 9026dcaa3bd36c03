//! The code worker's entry point: the same worker as `worker`, built with the `code`
//! feature, so it also runs a learner's Rhai program (`Job::RunCode`). Only /code
//! starts it: the interpreter stays out of the worker every other page loads.

fn main() {
    #[cfg(target_arch = "wasm32")]
    nqueens::worker::entry::start();
}
