//! El pseudocódigo de los algoritmos en español, escrito para este proyecto al estilo de
//! las fuentes. Cada línea que un paso puede ejecutar lleva su [`CodeLine`](nqueens_core::search::CodeLine).

use super::CodeListing;
use nqueens_core::search::{Algorithm, CodeLine::*};

/// El pseudocódigo de `algorithm`.
pub fn listing(algorithm: Algorithm) -> CodeListing {
    match algorithm {
        Algorithm::Backtracking => &[
            ("reinas(k, filas, diagonales45, diagonales135):", None),
            ("  si k > n: anotar la solución; volver", Some(Solution)),
            ("  para cada fila r de la columna k, desde abajo:", Some(Try)),
            ("    si r ∈ filas o r+k ∈ diagonales45 o r−k ∈ diagonales135: saltar r", Some(Attacked)),
            ("    poner una reina en (k, r); reinas(k+1, filas ∪ {r}, diagonales45 ∪ {r+k}, diagonales135 ∪ {r−k})", Some(Place)),
            ("    quitar la reina de (k, r)", Some(Remove)),
            ("reinas(1, ∅, ∅, ∅); fin", Some(Done)),
        ],
        Algorithm::Permutations => &[
            ("resolver(k):   // filas, diagonales45, diagonales135: lo ocupado (v, di, dd en la solución del concurso)", None),
            ("  si k > n: escribir la solución; volver", Some(Solution)),
            ("  para cada fila r que no esté en filas:", Some(Try)),
            ("    si r+k ∈ diagonales45 o r−k ∈ diagonales135: continuar", Some(Attacked)),
            ("    ocupar r, r+k y r−k; fila[k] ← r; resolver(k+1)", Some(Place)),
            ("    liberar r, r+k y r−k", Some(Remove)),
            ("resolver(1); fin", Some(Done)),
        ],
        Algorithm::Bitmask => &[
            ("contar(k, filas, izq, der):", None),
            ("  si k > n: una solución; volver", Some(Solution)),
            ("  libres ← ¬(filas | izq | der) & todas", None),
            ("  mientras libres ≠ 0:", None),
            ("    bit ← el bit más bajo de libres; contar(k+1, filas|bit, (izq|bit)≪1, (der|bit)≫1)", Some(Place)),
            ("    libres ← libres − bit   // la reina sale", Some(Remove)),
            ("contar(1, 0, 0, 0); fin", Some(Done)),
        ],
        Algorithm::BruteForce => &[
            ("p ← filas 1, 2, …, n   // una reina por fila y columna", None),
            ("repetir:", None),
            ("  Comprobar(p): ¿ninguna diagonal con dos reinas?", Some(Check)),
            ("  si Comprobar(p): anotar p", Some(Solution)),
            ("  rotar la cola de p un lugar a la izquierda, desde la primera columna cuya rotación no ha terminado", Some(Rotate)),
            ("  todas las rotaciones terminadas: fin", Some(Done)),
            ("Comprobar(p): para toda columna i < j, |p[i] − p[j]| ≠ j − i", None),
        ],
        Algorithm::BranchBoundDepthFirst | Algorithm::BranchBoundBreadthFirst => &[
            ("abiertos ← { el tablero vacío }   // una pila en profundidad, una cola en anchura", None),
            ("mientras haya abiertos:", None),
            ("  nodo ← sacar el siguiente; meter en abiertos cada hijo seguro de su siguiente columna", Some(Expand)),
            ("  si todas las columnas del nodo están llenas: una solución", Some(Solution)),
            ("no quedan abiertos, o se llegó al límite de memoria: fin", Some(Done)),
        ],
        Algorithm::DancingLinks => &[
            ("buscar():   // cobertura exacta: filas y columnas una vez, diagonales a lo sumo una", None),
            ("  si todas las filas y columnas están cubiertas: una solución; volver", Some(Solution)),
            ("  c ← la fila o columna con menos casillas libres", None),
            ("  para cada casilla s de c:", None),
            ("    poner una reina en s; cubrir su fila, columna y diagonales; buscar()", Some(Place)),
            ("    descubrirlas; quitar la reina de s", Some(Remove)),
            ("buscar(); fin", Some(Done)),
        ],
        Algorithm::SosicGu => &[
            ("para cada columna: su reina en una fila al azar todavía sin colisión, si queda alguna", Some(Greedy)),
            ("mientras colisiones > 0:", None),
            ("  q ← una reina atacada; p ← una reina al azar", None),
            ("  si intercambiar las filas de q y p reduce las colisiones: intercambiarlas", Some(Swap)),
            ("  si no, q espera otra pareja", Some(Stuck)),
            ("  demasiado tiempo sin progreso: un nuevo comienzo al azar", Some(Restart)),
            ("sin colisiones: una solución", Some(Solved)),
            ("se llegó al tope de iteraciones: rendirse", Some(GaveUp)),
        ],
        Algorithm::SwapSearch => &[
            ("p ← una permutación al azar de las filas", None),
            ("repetir hasta el tope de iteraciones:", None),
            ("  para una reina atacada i y cada reina j:", None),
            ("    si intercambiar las filas de i y j no aumenta los conflictos: intercambiarlas", Some(Swap)),
            ("  ningún intercambio para i: seguir con la siguiente", Some(Stuck)),
            ("  demasiado tiempo sin progreso: una nueva permutación", Some(Restart)),
            ("  si conflictos = 0: una solución; fin", Some(Solved)),
            ("se llegó al tope: rendirse", Some(GaveUp)),
        ],
        Algorithm::Construct => &[
            ("filas ← las filas pares 2, 4, …, luego las impares 1, 3, …", None),
            ("si n mod 6 = 2: intercambiar 1 y 3 en la parte impar, llevar 5 al final", None),
            ("si n mod 6 = 3: llevar 2 al final de la parte par, y 1 y 3 al final", None),
            ("la columna k recibe filas[k]: todo el tablero en un paso", Some(Build)),
        ],
        Algorithm::Heuristic => &[
            ("colocar():   // Kalé: casillas libres contadas por columna, fila y diagonal", None),
            ("  si hay n reinas: una solución; volver", Some(Solution)),
            ("  L ← la columna o fila con menos casillas libres (la más cercana al borde si empatan)", None),
            ("  para cada casilla libre s de L, primero la que quita menos casillas libres:", None),
            ("    poner una reina en s; descontar las casillas que ataca; colocar()", Some(Place)),
            ("    quitar la reina de s; devolver sus casillas", Some(Remove)),
            ("  demasiadas reinas en este intento: quitarlas todas, empezar de nuevo, permitir el doble", None),
            ("colocar(); fin", Some(Done)),
        ],
        Algorithm::Restarts => &[
            ("repetir:", None),
            ("  p ← una permutación al azar de las filas   // sin choques de fila ni columna", Some(Draw)),
            ("  si dos reinas de p comparten diagonal: descartar p", Some(Attacked)),
            ("  si no, p es una solución; fin", Some(Solved)),
            ("  tras 20 × n!/Q(n) sorteos: rendirse", Some(GaveUp)),
        ],
        Algorithm::Annealing => &[
            ("p ← una permutación al azar; T ← 2", None),
            ("repetir hasta el tope de movimientos:", None),
            ("  i, j ← dos reinas al azar; Δ ← el cambio de colisiones si intercambian filas", None),
            ("  si Δ ≤ 0, o un x al azar < e^(−Δ/T): intercambiarlas", Some(Swap)),
            ("  si no, dejarlas   // rechazado a esta temperatura", Some(Refuse)),
            ("  T ← T × r, hasta 0,05   // el plan de enfriamiento", None),
            ("  si colisiones = 0: una solución; fin", Some(Solved)),
            ("se llegó al tope: rendirse", Some(GaveUp)),
        ],
        Algorithm::Genetic => &[
            ("población ← 64 permutaciones al azar", Some(Populate)),
            ("repetir en cada generación:", None),
            ("  conservar la mejor; completar con hijos: dos padres, cada uno el mejor de 3 al azar;", None),
            ("    cruce de orden (un tramo de uno, las demás filas en el orden del otro), y quizá intercambiar dos filas", Some(Breed)),
            ("  si la mejor no tiene colisiones: una solución; fin", Some(Solved)),
            ("tras 3.000 generaciones: rendirse", Some(GaveUp)),
        ],
    }
}
