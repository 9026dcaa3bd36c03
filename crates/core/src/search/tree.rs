//! The search tree of a small board, grown from the events as they are replayed: a
//! node per queen placed, the path to the queens on the board, and the solution leaves.

use crate::Square;

/// The search tree is drawn whole up to this board size.
pub const MAX_TREE_N: usize = 6;

/// A node of the search tree, discovered by a placement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TreeNode {
    /// Queens on the board at this node (0 for the root).
    pub depth: u8,
    /// Index of the parent node (the root is its own parent).
    pub parent: u16,
    /// The queen this node added.
    pub square: Square,
    /// A solution was announced at this node.
    pub solution: bool,
}

/// The tree discovered so far, in discovery order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SearchTree {
    /// Every node, the root first.
    pub nodes: Vec<TreeNode>,
    /// The nodes of the queens on the board now, from the root.
    pub path: Vec<u16>,
}

impl Default for SearchTree {
    fn default() -> Self {
        SearchTree::new()
    }
}

impl SearchTree {
    /// The root alone.
    pub fn new() -> SearchTree {
        SearchTree {
            nodes: vec![TreeNode {
                depth: 0,
                parent: 0,
                square: Square::new(0, 0),
                solution: false,
            }],
            path: vec![0],
        }
    }

    /// A queen was placed on `square`: a child of the node at the end of the path.
    pub fn grow(&mut self, square: Square) {
        let parent = self.path.last().copied().unwrap_or(0);
        let depth = self.nodes[parent as usize].depth + 1;
        self.nodes.push(TreeNode {
            depth,
            parent,
            square,
            solution: false,
        });
        self.path.push((self.nodes.len() - 1) as u16);
    }

    /// The last queen was taken back.
    pub fn retreat(&mut self) {
        if self.path.len() > 1 {
            self.path.pop();
        }
    }

    /// The queens on the board form a solution.
    pub fn mark_solution(&mut self) {
        if let Some(&here) = self.path.last() {
            self.nodes[here as usize].solution = true;
        }
    }
}
