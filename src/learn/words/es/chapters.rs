//! The chapters of /learn en español: written for this project from the sources.

use crate::learn::words::ChapterText;

const ENCYCLOPEDIA: &str =
    "«Problema de las ocho reinas», el artículo de la enciclopedia en español";
const TRANSLATED: &str =
    "«Eight queens puzzle», el artículo más largo de la enciclopedia en inglés";
const SCHOOL: &str = "El artículo escolar que resuelve las ocho reinas con una calculadora";
const CONTEST: &str = "UVa 750, «8 Queens Chess Problem» (concurso de programación)";
const PAPER: &str = "Spading e Itaim (2005), el trabajo universitario sobre modelos y búsqueda";

pub(super) static CHAPTERS: [ChapterText; 8] = [
    ChapterText {
        title: "El problema",
        lead: "Coloca ocho reinas en el tablero sin que ninguna ataque a otra: nunca dos en una fila (numeradas desde 1 abajo), una columna (con letras desde la a a la izquierda) o una diagonal. Elige una casilla para poner o quitar una reina; las casillas atacadas se sombrean. Aquí cada columna lleva una reina, así que otra casilla de su columna la mueve.",
        body: &[
            "Una reina se mueve cualquier distancia por su fila, su columna y sus dos diagonales. Ocho reinas que no se atacan llenan todas las columnas y todas las filas, una en cada una, porque dos no pueden compartir ninguna, así que el problema está en las diagonales, y eso lo hace difícil: casi todas las maneras de llenar filas y columnas dejan dos reinas en una misma diagonal. Solo {solutions:8} colocaciones son soluciones. El problema se plantea en cualquier tablero de n×n: el menor con solución, después del de 1×1, es el de 4×4, que tiene {solutions:4}.",
            "El compositor de ajedrez Max Bezzel lo propuso en una revista de ajedrez de Berlín en 1848. Franz Nauck publicó soluciones en 1850 y planteó la pregunta para un tablero de cualquier tamaño n, y Carl Friedrich Gauss se interesó por él. En 1874 Siegmund Günther propuso un método con determinantes, que J. W. L. Glaisher refinó después.",
            "Un siglo más tarde, Edsger Dijkstra lo usó en 1972 para mostrar la programación estructurada: una búsqueda escrita paso a paso, que prueba un lugar, avanza, y vuelve atrás cuando se atasca. Esa búsqueda es el capítulo 3. Antes, el capítulo 2 pregunta por qué probarlo todo no funciona.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "La fuerza bruta, y por qué no sirve",
        lead: "Cuenta las maneras antes de recorrerlas. Ocho reinas en 64 casillas pueden estar de C(64, 8) maneras; aquí están los números, y una fuerza bruta para mirar en un tablero pequeño.",
        body: &[
            "Pon 8 reinas en cualquier lugar de 64 casillas: {any:8} maneras. Es C(64, 8), «64 sobre 8», las maneras de elegir 8 casillas de 64: 64 × 63 × … × 57 casillas una tras otra, divididas por los 8! órdenes que eligen las mismas ocho. Exige una reina por columna: 8⁸ = {per-file:8}. Exige además una por fila, de modo que solo queden por comprobar las diagonales: 8! = {permutations:8} permutaciones. La primera regla divide la cuenta por unas {per-file-divides:8}, la segunda por unas {per-rank-divides:8} más, y aun así la última lista es demasiado larga para revisarla a mano.",
            "El artículo escolar hace exactamente eso con una calculadora: genera todas las permutaciones de 1 2 3 4 5 6 7 8 por rotaciones (las últimas cifras se corren un lugar a la izquierda y la primera de ellas pasa al final) y comprueba en cada una si dos reinas comparten diagonal. Encuentra las {solutions:8} soluciones, tras {permutations:8} comprobaciones. En el tablero de 5×5 comprueba {permutations:5} permutaciones y encuentra {solutions:5} soluciones.",
            "Los números crecen más deprisa que cualquier ordenador: n! para n = 20 pasa de dos trillones. La fuerza bruta no sirve porque comprueba una colocación entera antes de darse cuenta de que sus dos primeras reinas ya se atacaban.",
        ],
        sources: &[SCHOOL, ENCYCLOPEDIA],
    },
    ChapterText {
        title: "La vuelta atrás",
        lead: "Mira la vuelta atrás decisión a decisión, y adivina cada una antes de que ocurra: la casilla que probará, volver atrás, o una solución.",
        body: &[
            "La vuelta atrás coloca las reinas columna a columna. En la columna siguiente prueba las casillas de abajo arriba; la primera que ninguna reina ataca recibe una reina, y la búsqueda pasa a la columna siguiente. Cuando en una columna no queda casilla segura, la última reina vuelve atrás y sube por su propia columna. Cuando están las n reinas, anuncia una solución y vuelve atrás para buscar las demás.",
            "La enciclopedia la escribe con tres conjuntos: las filas ocupadas y los dos tipos de diagonal ocupados (fila + columna es constante en uno, fila − columna en el otro). Una casilla es segura si no está en ninguno, así que comprobarla cuesta tres consultas en vez de mirar todas las reinas.",
            "Para ocho reinas el árbol de búsqueda tiene {nodes:8} nodos: 1 tablero vacío, y luego {levels:8} colocaciones parciales de 1 a 8 reinas. Probar cada casilla de la columna siguiente en cada uno de los {inner-nodes:8} nodos con una columna por llenar examina 8 × {inner-nodes:8} = {tries:8} casillas, frente a {permutations:8} permutaciones comprobadas enteras. La primera solución, 1 5 8 6 3 7 2 4, llega tras probar {tries-to-first:8} casillas. En el tablero de 6×6 del ejercicio de arriba, la búsqueda encuentra {solutions:6} soluciones, y {inner-nodes:6} de sus nodos tienen una columna por llenar.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED, CONTEST],
    },
    ChapterText {
        title: "La simetría",
        lead: "Gira el tablero un cuarto, media vuelta, tres cuartos, o refléjalo de cuatro maneras, y cada imagen de una solución es también una solución. Pruébalas una tras otra en el tablero de abajo, y mira luego una solución y sus siete imágenes.",
        body: &[
            "El tablero tiene ocho simetrías: la identidad, tres giros (un cuarto de vuelta en el sentido de las agujas del reloj, 90°; media vuelta, 180°; tres cuartos, 270°) y cuatro reflexiones (en los ejes vertical y horizontal, en la diagonal principal a1–h8 y en la otra, a8–h1). Cada una convierte una solución en otra, así que las soluciones vienen en familias, o clases.",
            "Una clase suele tener 8 miembros. Tiene 4 si la solución coincide con su media vuelta, y 2 si coincide con su cuarto de vuelta (la única clase del tablero de 4×4). Para n > 1 ninguna solución coincide con su imagen en un espejo.",
            "Para ocho reinas hay {fundamentals:8} soluciones fundamentales, una por clase: once clases de 8 y una de 4, y 11 × 8 + 1 × 4 = {solutions:8}. La clase de 4 es la de 35281746, que un giro de 180° (media vuelta) deja igual. Las {solutions:6} soluciones del tablero de 6×6 forman {fundamentals:6} clase, de 4. La galería muestra las doce clases de las ocho reinas con sus imágenes.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Contar",
        lead: "Q(n), el número de soluciones en un tablero de n×n, se conoce hasta n = {largest-known} y no más allá: ninguna fórmula lo da, así que cada uno se contó, los mayores tras años de cálculo.",
        body: &[
            "Los contadores rápidos guardan las filas y diagonales ocupadas como los bits de tres palabras de máquina. Las casillas libres de la columna siguiente son una sola expresión, ¬(filas | izquierda | derecha), y la más baja está a una instrucción. Con las simetrías del tablero basta con una octava parte de la búsqueda: las {solutions:8} soluciones del tablero de 8×8 se reparten según la fila de la reina de la columna a, de la fila 1 hacia arriba, en {by-first-rank:8}, lo mismo leído desde cada extremo, así que basta con contar la mitad de abajo y doblarla.",
            "Más rápido aún, las constelaciones del borde de NQueensFAF fijan primero las reinas de las filas y columnas exteriores y reparten el resto en piezas independientes. El ensamblado por partes divide el tablero en cuatro cuadrantes, enumera las colocaciones de cada uno, las une en medios tableros y cuenta las mitades que encajan en vez de buscar reina a reina.",
            "Q(26) = 22 317 699 616 364 044 se contó en 2009 en la TU Dresden, y Q(27) en 2016 con el proyecto Q27, en FPGA, en cerca de un año de cálculo. Q(n) crece más o menos como (0,143·n)ⁿ (Simkin, 2021). El laboratorio cuenta Q(n) en tu propia máquina.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "La búsqueda local",
        lead: "Olvida el árbol: pon todas las reinas de una vez y luego mueve las que están en conflicto. Así se colocan un millón de reinas en segundos. Elige un método que predecir: el mínimo de conflictos mueve una reina por su columna, los intercambios de reinas cambian las filas de dos reinas.",
        body: &[
            "El mínimo de conflictos (Minton, Johnston, Philips y Laird, 1992) primero llena el tablero columna a columna, cada reina en la casilla de su columna con menos conflictos con las reinas ya puestas. Después repite una reparación: elige al azar una reina atacada y la mueve, por su columna, a la casilla con menos conflictos; un empate se sortea, así que la reina puede quedarse donde está. Con ese comienzo resuelve un millón de reinas en unas 50 reparaciones. En un tablero pequeño puede quedar atrapado donde ningún movimiento ayuda, así que para en un tope de iteraciones y dice que se rinde.",
            "Los conflictos de una casilla son las reinas que la atacan por una fila, una columna o una diagonal, contadas aunque haya otra reina en medio, como las cuenta el mínimo de conflictos y como las cuentan las preguntas de este capítulo. En 12345678 las ocho reinas están en una misma diagonal, así que se atacan 28 pares; con las reglas del ajedrez, donde la reina de en medio corta la línea, solo serían 7.",
            "Sosič y Gu (1991) colocaron 3 000 000 de reinas en unos 55 segundos en una estación de trabajo de 1991, con un tiempo que crece solo linealmente con n. Sus intercambios de reinas (QS4) mantienen una reina por fila y por columna, así que solo chocan las diagonales: una reina atacada intercambia la fila con una pareja al azar cuando eso baja las colisiones (una diagonal con k reinas cuenta k − 1) o, tras muchos intentos, las deja igual.",
            "El trabajo universitario describe una búsqueda por intercambios propia: parte de una permutación, lleva la cuenta de los conflictos diagonales de cada reina, intercambia dos reinas cuando el total no crece, y para con cero conflictos o al llegar a un tope de iteraciones. Una búsqueda local puede rendirse sin respuesta; las del capítulo 3 no, pero tampoco llegan al millón.",
        ],
        sources: &[PAPER, ENCYCLOPEDIA, TRANSLATED],
    },
    ChapterText {
        title: "Los modelos del trabajo",
        lead: "El mismo problema escrito dos veces, como un programa 0/1 para un resolvedor y como una permutación que buscar, y dos maneras de buscarla.",
        body: &[
            "El Modelo 1 de Spading e Itaim tiene una variable 0/1 por casilla, {variables:8} en el tablero de 8×8: exactamente una reina por fila y por columna, a lo sumo una por diagonal de dos casillas o más, {constraints:8} restricciones en total. Cualquier resolvedor de programación entera lo acepta; los autores lo escribieron en AMPL y lo resolvieron con lp_solve.",
            "El Modelo 2 pone una reina por columna por construcción, así que una solución es una permutación y solo las diagonales necesitan restricciones. Es el modelo que usan todas las búsquedas de este sitio.",
            "La ramificación y poda recorre las colocaciones parciales como un árbol. En profundidad, baja hasta un tablero lleno y encuentra pronto la primera solución (en 8×8 expande {expanded-to-first:8} nodos hasta la primera, contando el tablero vacío del que parte); en anchura, mantiene abierto un nivel entero a la vez. Los tiempos en Java del trabajo para la primera solución, en minutos y segundos: n = 8, 0:05 frente a 0:53; n = 20, 0:51 frente a 11:34; n = 30, 4:27 frente a más de 30 minutos. La lista bajo el tablero guarda los nodos abiertos: en profundidad los saca de una pila, el más nuevo primero; en anchura, de una cola, el más antiguo primero. Elige el método sobre el tablero y mira crecer la lista. Mientras predices, los muestra en el orden en que entraron, y el extremo por el que salen te toca encontrarlo a ti.",
        ],
        sources: &[PAPER],
    },
    ChapterText {
        title: "La familia",
        lead: "Cambia el tablero o la pieza y el problema cambia con ellos: unos se vuelven imposibles, otros fáciles, otros siguen abiertos.",
        body: &[
            "En un toro, donde los bordes se tocan, caben n reinas solo cuando n no comparte factores con 6 (Pólya): {torus:5} maneras en el toro de 5×5, {torus:7} en el de 7×7. Las superreinas, que además saltan como caballos, necesitan un tablero de al menos 10×10, que tiene {superqueens:10} soluciones.",
            "Añade un peón, que corta las líneas que pasan por él, y caben n + 1 reinas desde n = {pawn-from}: {with-pawn:8} maneras en el tablero de 8×8. Las demás piezas tienen su propio máximo: {most-rook:8} torres ({ways-rook:8} maneras), {most-bishop:8} alfiles ({ways-bishop:8}), {most-king:8} reyes ({ways-king:8}), {most-knight:8} caballos (solo {ways-knight:8}).",
            "La dominación da la vuelta a la pregunta: ¿cuántas reinas bastan para atacar u ocupar todas las casillas? {dominating:8} en el tablero de 8×8, de {dominating-ways:8} maneras, y nunca menos. En un cubo de 3×3×3, donde una reina se mueve por 13 líneas, caben a lo sumo {in-cube:3}. La página de variantes los tiene todos.",
            "El juego diario Queens mantiene una reina por fila y por columna, pero corta el tablero en n regiones de colores que ocupan el lugar de las diagonales: una reina por región, y dos reinas nunca se tocan, ni por una esquina. Sus tableros se hacen para tener exactamente una solución, a la que se llega solo razonando. La página Queens lo juega, con pistas que nombran cada paso.",
        ],
        sources: &[ENCYCLOPEDIA, TRANSLATED],
    },
];
