//! The pieces several pages share: boards, the player's controls and panels, the size
//! box, the huge board's section, and the small helpers they draw with. A piece used by
//! one page lives in that page's room; nothing here imports a page's room.
//!
//! - [`decimal`]: numbers written with integer arithmetic (no float printing linked);
//! - [`hint_ladder`]: a puzzle's hint a rung at a time (/play's puzzles and /queens);
//! - [`overview`]: a huge solution's density image and window of squares, as pixels;
//! - on wasm: `board` (the n×n board), `mini_board` (galleries' small boards),
//!   `variant_board` (a variant's board: /variants and /gallery), `size_input` (the
//!   size box), `scroll_region` (a box that scrolls when too wide), `when_near` (built
//!   as the reader nears it), `code_panel` (the pseudocode, /solve and /code),
//!   `solver_controls`, `solver_panels`, `solver_views` (the player's controls and what
//!   it shows: /solve and /code's replay), `frontier_list` (branch and bound's open
//!   nodes: /solve and /learn), `huge_section` and `huge_view` (a huge board's
//!   solution: /lab and /learn).

pub mod decimal;
pub mod hint_ladder;
pub mod overview;

#[cfg(target_arch = "wasm32")]
pub mod board;
#[cfg(target_arch = "wasm32")]
pub mod code_panel;
#[cfg(target_arch = "wasm32")]
pub mod frontier_list;
#[cfg(target_arch = "wasm32")]
pub mod huge_section;
#[cfg(target_arch = "wasm32")]
pub mod huge_view;
#[cfg(target_arch = "wasm32")]
pub mod mini_board;
#[cfg(target_arch = "wasm32")]
pub mod scroll_region;
#[cfg(target_arch = "wasm32")]
pub mod size_input;
#[cfg(target_arch = "wasm32")]
pub mod solver_controls;
#[cfg(target_arch = "wasm32")]
pub mod solver_panels;
#[cfg(target_arch = "wasm32")]
pub mod solver_views;
#[cfg(target_arch = "wasm32")]
pub mod variant_board;
#[cfg(target_arch = "wasm32")]
pub mod when_near;
