//! The chapters of /learn in English: written for this project from the sources.

use crate::learn::words::ChapterText;

const ENCYCLOPEDIA: &str = "“Problema de las ocho reinas”, the Spanish encyclopedia article";
const TRANSLATED: &str = "“Eight queens puzzle”, the longer English encyclopedia article";
const SCHOOL: &str = "The school article on solving the eight queens with a calculator";
const CONTEST: &str = "UVa 750, “8 Queens Chess Problem” (programming contest)";
const PAPER: &str = "Spading & Itaim (2005), the university paper on models and search";

pub(super) static CHAPTERS: [ChapterText; 8] = [
    ChapterText {
        title: "The puzzle",
        lead: "Place eight queens on the board so that none attacks another: no two on a rank (a row, numbered from 1 at the bottom), a file (a column, lettered from a on the left) or a diagonal. Choose a square to place or lift a queen; attacked squares are shaded. A file holds one queen here, so another square of its file moves it.",
        body: &[
            "A queen moves any distance along its rank, its file and both diagonals. Eight queens that do not attack each other fill every file and every rank, one each, since no two may share one, so the puzzle is really about the diagonals, and that is what makes it hard: most ways to fill the ranks and files put two queens on one diagonal. Only {solutions:8} placements are solutions. The puzzle can be set on any n×n board: the smallest with a solution, after 1×1, is 4×4, which has {solutions:4}.",
            "The chess composer Max Bezzel posed the puzzle in a Berlin chess paper in 1848. Franz Nauck published solutions in 1850 and asked the question for any board size n, and Carl Friedrich Gauss took an interest in it. In 1874 Siegmund Günther proposed a method with determinants, later refined by J. W. L. Glaisher.",
            "A century on, Edsger Dijkstra used it in 1972 to show structured programming: a search written step by step, that tries a place, goes deeper, and goes back when it is stuck. That search is chapter 3. On the way there, chapter 2 asks why trying everything does not work.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Brute force, and why it is hopeless",
        lead: "Count the ways before searching them. Eight queens on 64 squares can stand in C(64, 8) ways; here are the numbers, and a brute force to watch on a small board.",
        body: &[
            "Put 8 queens anywhere on 64 squares: {any:8} ways. That is C(64, 8), read “64 choose 8”, the ways to choose 8 squares of 64: 64 × 63 × … × 57 squares in turn, divided by the 8! orders that choose the same eight. Insist on one queen per file: 8⁸ = {per-file:8}. Insist on one per rank too, so that only the diagonals are left to check: 8! = {permutations:8} permutations. The first rule divides the count by about {per-file-divides:8}, the second by about {per-rank-divides:8} more, and still the last list is too long to check by hand.",
            "The school article does exactly this with a calculator: it makes every permutation of 1 2 3 4 5 6 7 8 by rotations (the last digits move one place to the left, the first of them goes to the end) and checks each for two queens on a diagonal. It finds all {solutions:8} solutions, after {permutations:8} checks. On the 5×5 board it checks {permutations:5} permutations and finds {solutions:5} solutions.",
            "The numbers grow faster than any computer: n! for n = 20 is more than two billion billion. Brute force is hopeless because it checks a whole placement before it notices that its first two queens already attack each other.",
        ],
        sources: &[SCHOOL, ENCYCLOPEDIA],
    },
    ChapterText {
        title: "Backtracking",
        lead: "Watch backtracking, one decision at a time, and guess each one before it happens: the square it tries next, going back, or a solution.",
        body: &[
            "Backtracking places the queens file by file. In the next file it tries the squares from the bottom up; the first one no queen attacks gets a queen, and the search goes on to the next file. When a file has no safe square left, the last queen goes back and moves up its own file. When all n queens stand, it reports a solution and goes back to look for the others.",
            "The encyclopedia writes it with three sets: the ranks taken, and the two kinds of diagonal taken (rank + file is constant along one, rank − file along the other). A square is safe when it is in none of them, so a check costs three look-ups instead of a look at every queen.",
            "For eight queens the search tree has {nodes:8} nodes: 1 empty board, then {levels:8} partial placements with 1 to 8 queens. Trying every square of the next file at each of the {inner-nodes:8} nodes with a file left to fill examines 8 × {inner-nodes:8} = {tries:8} squares, against {permutations:8} permutations checked whole. The first solution, 1 5 8 6 3 7 2 4, comes after {tries-to-first:8} squares tried. On the 6×6 board of the exercise above, the search finds {solutions:6} solutions, and {inner-nodes:6} of its nodes have a file left to fill.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED, CONTEST],
    },
    ChapterText {
        title: "Symmetry",
        lead: "Turn the board a quarter, a half, three quarters, or mirror it in four ways, and every image of a solution is a solution too. Try them one after another on the board below, then see one solution and its seven images.",
        body: &[
            "The board has eight symmetries: the identity, three rotations (a quarter turn clockwise, by 90°; a half turn, by 180°; three quarters, by 270°), and four reflections (in the vertical and horizontal axes, in the main diagonal a1–h8 and in the other, a8–h1). Each one turns a solution into a solution, so solutions come in families, or classes.",
            "A class usually has 8 members. It has 4 when the solution equals its own half turn, and 2 when it equals its own quarter turn (the 4×4 board's only class). For n > 1 no solution equals its own mirror image.",
            "For eight queens there are {fundamentals:8} fundamental solutions, one per class: eleven classes of 8 and one of 4, and 11 × 8 + 1 × 4 = {solutions:8}. The class of 4 is 35281746's, which a half turn (a rotation by 180°) leaves as it is. The 6×6 board's {solutions:6} solutions make {fundamentals:6} class, of 4. The gallery shows the eight queens' twelve classes with their images.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Counting",
        lead: "Q(n), the number of solutions on an n×n board, is known up to n = {largest-known} and no further: no formula gives it, so each one was counted, the largest over years of computing.",
        body: &[
            "Fast counters keep the taken ranks and diagonals as the bits of three machine words. The free squares of the next file are one expression, ¬(ranks | left | right), and the lowest one is a single instruction away. With the board's symmetries, only about an eighth of the search is needed: the 8×8 board's {solutions:8} solutions split by the rank of file a's queen, from rank 1 up, as {by-first-rank:8}, the same read from either end, so counting the lower half and doubling it is enough.",
            "Faster still, the border constellations of NQueensFAF fix the queens of the outer ranks and files first and hand out the rest as independent pieces. Parts assembly splits the board into four quadrants, lists each quadrant's placements, joins them into half-boards, and counts matching halves instead of searching queen by queen.",
            "Q(26) = 22 317 699 616 364 044 was counted in 2009 at TU Dresden, and Q(27) in 2016 by the Q27 project, on FPGAs, in about a year of computing. Q(n) grows roughly like (0.143·n)ⁿ (Simkin, 2021). The lab counts Q(n) on your own machine.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Local search",
        lead: "Forget the tree: put all the queens down at once, then move the ones in conflict. It is how a million queens are placed in seconds. Choose a method to predict: min-conflicts moves one queen along its file, the queen swaps exchange two queens’ ranks.",
        body: &[
            "Min-conflicts (Minton, Johnston, Philips and Laird, 1992) first fills the board file by file, each queen on the square of its file with the fewest conflicts with the queens already there. Then it repeats one repair: pick an attacked queen at random and move it, along its file, to the square with the fewest conflicts; a tie is drawn at random, so the queen may stay where it is. From such a start it solves a million queens in about 50 repairs. On a small board it can be caught where no move helps, so it stops at an iteration cap and says it gave up.",
            "A square’s conflicts are the queens that attack it along a rank, a file or a diagonal, counted through any queen between them, as min-conflicts counts them and as this chapter’s questions do. On 12345678 all eight queens stand on one diagonal, so 28 pairs attack each other; by chess rules, where the queen between blocks the line, only 7 would.",
            "Sosič and Gu (1991) placed 3 000 000 queens in about 55 seconds on a 1991 workstation, in time that grows only linearly with n. Their queen swaps (QS4) keep one queen per rank and per file, so only diagonals clash: an attacked queen swaps ranks with a random partner when that lowers the collisions (a diagonal with k queens counts k − 1 of them), or, after many tries, leaves them unchanged.",
            "The university paper describes a swap search of its own: start from a permutation, keep each queen's count of diagonal conflicts, swap two queens when the total does not grow, and stop at zero conflicts or at an iteration cap. A local search can give up without an answer; the searches of chapter 3 cannot, but they cannot reach a million either.",
        ],
        sources: &[PAPER, ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "The paper's models",
        lead: "The same problem written twice, as a 0/1 program for a solver and as a permutation to search, and two ways to search it.",
        body: &[
            "Spading and Itaim's Model 1 has a 0/1 variable for each square, {variables:8} on the 8×8 board: exactly one queen per rank and per file, at most one per diagonal with two squares or more, {constraints:8} constraints in all. Any integer-programming solver takes it; the authors wrote it in AMPL and solved it with lp_solve.",
            "Model 2 keeps one queen per file by construction, so a solution is a permutation and only the diagonals need constraints. That is the model every search on this site uses.",
            "Branch and bound explores the partial placements as a tree. Depth-first, it dives to a full board and finds the first solution fast (on 8×8 it expands {expanded-to-first:8} nodes to its first, counting the empty board it starts from); breadth-first, it keeps a whole level open at once. The paper's Java timings for the first solution, in minutes and seconds: n = 8, 0:05 against 0:53; n = 20, 0:51 against 11:34; n = 30, 4:27 against more than 30 minutes. The list under the board holds the open nodes: depth first takes them from a stack, the newest first; breadth first from a queue, the oldest first. Choose the method above the board and watch the list grow. While you predict, it lists them in the order they went in, so the end that comes out is yours to find.",
        ],
        sources: &[PAPER],
    },
    ChapterText {
        title: "The family",
        lead: "Change the board or the piece and the puzzle changes with it: some become impossible, some easy, some still unsolved.",
        body: &[
            "On a torus, where the edges wrap around, n queens fit only when n shares no factor with 6 (Pólya): {torus:5} ways on the 5×5 torus, {torus:7} on the 7×7. Superqueens, which also move like knights, need a board of at least 10×10, which holds {superqueens:10} solutions.",
            "Add a pawn, which blocks the lines through it, and n + 1 queens fit from n = {pawn-from}: {with-pawn:8} ways on the 8×8 board. Other pieces have their own maximum: {most-rook:8} rooks ({ways-rook:8} ways), {most-bishop:8} bishops ({ways-bishop:8}), {most-king:8} kings ({ways-king:8}), {most-knight:8} knights (only {ways-knight:8}).",
            "Domination turns the question around: how few queens attack or occupy every square? {dominating:8} for the 8×8 board, in {dominating-ways:8} ways, and never fewer. In a 3×3×3 cube, where a queen moves along 13 lines, at most {in-cube:3} queens fit. The variants page plays them all.",
            "The daily game Queens keeps one queen to a row and a column, but cuts the board into n coloured regions that take the place of the diagonals: one queen to a region, and no two queens touching, not even at a corner. Its boards are made to have exactly one answer, found by reasoning alone. The Queens page plays it, with hints that name each step.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
];
