//! The exercises' titles, tasks and hints, en español; their programs are written once, in
//! [`programs`](super::super::programs).

use super::super::programs::{bitmasks, count_all, mirror, own_safe, FIRST_SOLUTION, PERMUTATIONS};
use super::super::ExerciseText;
use nqueens_code::Exercise;

/// An exercise's title, task, hint and starting program.
pub(super) fn exercise(exercise: Exercise) -> ExerciseText {
    match exercise {
        Exercise::OwnSafe => ExerciseText {
            title: "Escribe safe tú mismo",
            task: "Comunica las 92 soluciones del tablero de 8 × 8 sin llamar a safe: guarda las filas de tus reinas en un arreglo y comprueba tú las filas y las diagonales.",
            hint: "Dos reinas en las columnas c y k, en las filas q y r, comparten diagonal cuando q − r es igual a k − c o a c − k.",
            template: own_safe!(
"rows[c] es la fila de la reina de la columna c (rows[0] no se usa).",
"¿Está la fila r de la columna k libre de las reinas de las columnas 1 .. k - 1?",
"¿Y las diagonales?",
),
        },
        Exercise::FirstSolution => ExerciseText {
            title: "La primera solución, y parar",
            task: "Comunica la primera solución del tablero de 8 × 8 y detente ahí: la comprobación cuenta las casillas por las que preguntas a safe, frente a las de la búsqueda de los libros hasta su primera solución.",
            hint: "Haz que queens devuelva true en cuanto haya comunicado una solución, y que cada llamada termine en cuanto la suya lo haga.",
            template: FIRST_SOLUTION,
        },
        Exercise::CountAll => ExerciseText {
            title: "Contar para n = 1 a 10",
            task: "Escribe una línea por tamaño de tablero, de 1 a 10, que termine en su número de soluciones: 1, 0, 0, 2, 10, 4, 40, 92, 352, 724. No hace falta tablero: cuenta en tus propias variables.",
            hint: "Pasa el tamaño a la búsqueda como argumento y devuelve una cuenta en vez de llamar a solution(): un tablero completo cuenta 1.",
            template: count_all!(
"Devuelve el número de soluciones de un tablero size × size, desde la columna k.",
),
        },
        Exercise::Mirror => ExerciseText {
            title: "La mitad del trabajo, las 92",
            task: "Usa la simetría de espejo: busca solo los tableros cuya primera reina está en la mitad de abajo y comunica cada solución con su imagen especular. Deben salir las 92, con como mucho el 60 % de las casillas que prueba la búsqueda simple.",
            hint: "El espejo de una solución lleva la reina de la fila r a la fila n + 1 − r. Coloca esas reinas, llama a solution() y deja el tablero como estaba.",
            template: mirror!(
"En la columna 1, ¿qué filas hay que probar?",
),
        },
        Exercise::Permutations => ExerciseText {
            title: "Una búsqueda por permutaciones",
            task: "Comunica las 92 soluciones sin preguntar nunca a safe por una fila que ya tiene reina: cada columna toma una de las filas aún libres.",
            hint: "Lleva un arreglo used, con used[r] a true mientras una reina ocupa la fila r, y sáltate esas filas antes de llamar a safe.",
            template: PERMUTATIONS,
        },
        Exercise::Bitmasks => ExerciseText {
            title: "Máscaras de bits, con presupuesto",
            task: "Escribe Q(10) = 724, contado con máscaras de bits y sin safe, en 2.500.000 operaciones como mucho: el bit r − 1 de una máscara es la fila r.",
            hint: "Lleva tres máscaras: las filas ocupadas y las dos diagonales, desplazadas una posición por columna. free & -free es la fila libre más baja.",
            template: bitmasks!(
"rows, up y down: las filas ocupadas y las que alcanzan las diagonales en la columna k.",
),
        },
    }
}
