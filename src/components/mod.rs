//! Reusable pieces of the UI. Components format and forward; logic lives in the core.

pub mod board;
pub mod call_stack;
pub mod code_editor;
pub mod code_panel;
pub mod conflict_bars;
pub mod count_chart;
pub mod cover_matrix;
pub mod exercises_panel;
pub mod family_gallery;
pub mod frontier_head;
pub mod huge_view;
pub mod layout;
pub mod mini_board;
pub mod models_section;
pub mod population_view;
pub mod program_replay;
pub mod puzzle_picker;
pub mod size_input;
pub mod solver_controls;
pub mod solver_panels;
pub mod solver_views;
pub mod symmetry_preview;
pub mod through_listing;
pub mod variant_board;
pub mod variant_walk;
