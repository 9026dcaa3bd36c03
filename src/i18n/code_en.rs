//! The algorithms' pseudocode in English, written for this project in the spirit of the
//! sources. Each line a step can execute carries its [`CodeLine`](nqueens_core::search::CodeLine).

use super::CodeListing;
use nqueens_core::search::{Algorithm, CodeLine::*};

/// The pseudocode of `algorithm`.
pub fn listing(algorithm: Algorithm) -> CodeListing {
    match algorithm {
        Algorithm::Backtracking => &[
            ("queens(k, rows, diagonals45, diagonals135):", None),
            ("  if k > n: report the solution; return", Some(Solution)),
            ("  for each row r of column k, from the bottom:", Some(Try)),
            ("    if r ∈ rows or r+k ∈ diagonals45 or r−k ∈ diagonals135: skip r", Some(Attacked)),
            ("    place a queen on (k, r); queens(k+1, rows ∪ {r}, diagonals45 ∪ {r+k}, diagonals135 ∪ {r−k})", Some(Place)),
            ("    take the queen off (k, r)", Some(Remove)),
            ("queens(1, ∅, ∅, ∅); stop", Some(Done)),
        ],
        Algorithm::Permutations => &[
            ("solve(k):   // rows, diagonals45, diagonals135: what is taken (the contest solution's v, di, dd)", None),
            ("  if k > n: print the solution; return", Some(Solution)),
            ("  for each row r not in rows:", Some(Try)),
            ("    if r+k ∈ diagonals45 or r−k ∈ diagonals135: continue", Some(Attacked)),
            ("    take r, r+k and r−k; row[k] ← r; solve(k+1)", Some(Place)),
            ("    free r, r+k and r−k", Some(Remove)),
            ("solve(1); stop", Some(Done)),
        ],
        Algorithm::Bitmask => &[
            ("count(k, rows, left, right):", None),
            ("  if k > n: a solution; return", Some(Solution)),
            ("  free ← ¬(rows | left | right) & all", None),
            ("  while free ≠ 0:", None),
            ("    bit ← lowest bit of free; count(k+1, rows|bit, (left|bit)≪1, (right|bit)≫1)", Some(Place)),
            ("    free ← free − bit   // the queen comes off", Some(Remove)),
            ("count(1, 0, 0, 0); stop", Some(Done)),
        ],
        Algorithm::BruteForce => &[
            ("p ← rows 1, 2, …, n   // one queen per row and column", None),
            ("loop:", None),
            ("  Check(p): no two queens share a diagonal?", Some(Check)),
            ("  if Check(p): report p", Some(Solution)),
            ("  rotate the tail of p one place left, from the first column whose rotation is not finished", Some(Rotate)),
            ("  every rotation finished: stop", Some(Done)),
            ("Check(p): for all columns i < j, |p[i] − p[j]| ≠ j − i", None),
        ],
        Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => &[
            ("open ← { the empty board }   // a stack depth first, a queue breadth first", None),
            ("while open is not empty:", None),
            ("  node ← take the next from open; put each safe child of its next column into open", Some(Expand)),
            ("  if all columns of node are filled: a solution", Some(Solution)),
            ("open is empty, or the memory limit is reached: stop", Some(Done)),
        ],
        Algorithm::DancingLinks => &[
            ("search():   // exact cover: ranks and files once, diagonals at most once", None),
            ("  if every rank and file is covered: a solution; return", Some(Solution)),
            ("  c ← the rank or file with the fewest squares left", None),
            ("  for each square s of c:", None),
            ("    place a queen on s; cover its rank, file and diagonals; search()", Some(Place)),
            ("    uncover them; take the queen off s", Some(Remove)),
            ("search(); stop", Some(Done)),
        ],
        Algorithm::SosicGu => &[
            ("for each column: put its queen on a random row with no collision yet, if one is left", Some(Greedy)),
            ("while collisions > 0:", None),
            ("  q ← an attacked queen; p ← a random queen", None),
            ("  if swapping the rows of q and p lowers the collisions: swap them", Some(Swap)),
            ("  otherwise q waits for another partner", Some(Stuck)),
            ("  too long without progress: a new random start", Some(Restart)),
            ("no collisions: a solution", Some(Solved)),
            ("the iteration cap is reached: give up", Some(GaveUp)),
        ],
        Algorithm::SwapSearch => &[
            ("p ← a random permutation of the rows", None),
            ("repeat until the iteration cap:", None),
            ("  for an attacked queen i and each queen j:", None),
            ("    if swapping the rows of i and j does not raise the conflicts: swap them", Some(Swap)),
            ("  no swap kept for i: go on with the next", Some(Stuck)),
            ("  too long without progress: a new permutation", Some(Restart)),
            ("  if conflicts = 0: a solution; stop", Some(Solved)),
            ("the cap is reached: give up", Some(GaveUp)),
        ],
        Algorithm::Construct => &[
            ("rows ← the even rows 2, 4, …, then the odd rows 1, 3, …", None),
            ("if n mod 6 = 2: swap rows 1 and 3 in the odd part, move 5 to its end", None),
            ("if n mod 6 = 3: move 2 to the end of the even part, 1 and 3 to the end", None),
            ("column k gets rows[k]: the whole board in one step", Some(Build)),
        ],
        Algorithm::Heuristic => &[
            ("place():   // Kalé: free squares counted per column, row and diagonal", None),
            ("  if n queens stand: a solution; return", Some(Solution)),
            ("  L ← the column or row with the fewest free squares (the nearest the edge on ties)", None),
            ("  for each free square s of L, the one taking the fewest free squares away first:", None),
            ("    place a queen on s; remove the squares it attacks from the counts; place()", Some(Place)),
            ("    take the queen off s; give its squares back", Some(Remove)),
            ("  too many queens placed this attempt: take all back, start again, allow twice as many", None),
            ("place(); stop", Some(Done)),
        ],
        Algorithm::Restarts => &[
            ("repeat:", None),
            ("  p ← a random permutation of the rows   // no row or column clash", Some(Draw)),
            ("  if two queens of p share a diagonal: throw p away", Some(Attacked)),
            ("  otherwise p is a solution; stop", Some(Solved)),
            ("  after 20 × n!/Q(n) draws: give up", Some(GaveUp)),
        ],
        Algorithm::Annealing => &[
            ("p ← a random permutation; T ← 2", None),
            ("repeat until the move cap:", None),
            ("  i, j ← two random queens; Δ ← the change in collisions if they swap rows", None),
            ("  if Δ ≤ 0, or a random x < e^(−Δ/T): swap them", Some(Swap)),
            ("  otherwise leave them   // refused at this temperature", Some(Refuse)),
            ("  T ← T × r, down to 0.05   // the cooling schedule", None),
            ("  if collisions = 0: a solution; stop", Some(Solved)),
            ("the cap is reached: give up", Some(GaveUp)),
        ],
        Algorithm::Genetic => &[
            ("population ← 64 random permutations", Some(Populate)),
            ("repeat for each generation:", None),
            ("  keep the best; fill the rest with children: two parents, each the best of 3 drawn at random;", None),
            ("    order crossover (a slice of one, the other rows in the other's order), then maybe swap two rows", Some(Breed)),
            ("  if the best has no collision: a solution; stop", Some(Solved)),
            ("after 3,000 generations: give up", Some(GaveUp)),
        ],
    }
}
