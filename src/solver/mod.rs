//! The solver page's logic, natively tested: its playback and the counters it shows.

pub mod call_stack;
pub mod command;
pub mod conflicts;
pub mod figure;
pub mod player;

pub use command::Command;
pub use figure::Figure;
pub use player::Player;
