//! /lab en español.

use super::{LabWords, Labels};
use crate::i18n::group;
use crate::i18n::numbers::comma::format_megabytes;
use crate::i18n::numbers::comma::format_rate;
use crate::i18n::numbers::comma::format_seconds;
use crate::lab::count_plan::CountOutcome;
use crate::ui::decimal::fixed;

/// Spanish.
pub struct Es;

const LABELS: Labels = Labels {
    lab_title: "Laboratorio de conteo",
    lab_intro: "Cuenta todas las soluciones Q(n) y las fundamentales (salvo giros y simetrías), repartidas entre procesos de fondo.",
    count_idle: "Aquí se ven el progreso, la velocidad y el tiempo restante de cada conteo; cada resultado se compara con el valor publicado de la tabla.",
    workers: "procesos",
    benchmark: "Prueba de velocidad",
    allow_large: "Permitir n hasta 21 (hasta una hora de trabajo)",
    table_title: "Cifras publicadas y contadas aquí",
    col_published: "Q(n), OEIS A000170",
    col_fundamental: "fundamentales, A002562",
    col_here: "contado aquí",
    col_time: "tiempo",
    quoted: "citado",
    chart_title: "Q(n) en escala logarítmica, con la estimación (0,143·n)ⁿ",
    chart_published: "publicado",
    chart_counted: "contado aquí",
    chart_estimate: "(0,143·n)ⁿ (Simkin 2021)",
    method_title: "Cómo se cuenta: el ensamblado por partes",
};

impl LabWords for Es {
    fn labels(&self) -> &'static Labels {
        &LABELS
    }

    fn counting(&self, n: usize, percent: f64) -> String {
        format!("Contando Q({n})… {} %", fixed(percent, 0))
    }

    fn resumed(&self, n: usize, done: usize, total: usize) -> String {
        format!(
            "El recuento de Q({n}) sigue donde se detuvo: ya estaban contados {} de {} subproblemas.",
            group(done as u64),
            group(total as u64)
        )
    }

    fn rate_eta(&self, nodes_per_s: f64, eta_s: Option<f64>) -> String {
        let rate = format_rate(nodes_per_s);
        match eta_s {
            Some(eta) => format!(
                "{rate} medios tableros/s · faltan unos {}",
                format_seconds(eta)
            ),
            None => format!("{rate} medios tableros/s"),
        }
    }

    fn benchmark_result(&self, n: usize, seconds: f64, nodes_per_s: f64, workers: usize) -> String {
        format!(
            "Q({n}) en {} con {workers} procesos: {} medios tableros/s.",
            format_seconds(seconds),
            format_rate(nodes_per_s)
        )
    }

    fn count_done(&self, o: &CountOutcome) -> String {
        let memory = match o.memory_peak {
            0 => String::new(),
            bytes => format!(", cada uno con {} como mucho", format_megabytes(bytes)),
        };
        format!(
            "Q({}) = {}, de ellas {} fundamentales: contado en {} con {} procesos{memory}.",
            o.n,
            group(o.counts.total),
            group(o.counts.fundamental),
            format_seconds(o.seconds),
            o.workers
        )
    }

    fn duration(&self, seconds: f64) -> String {
        format_seconds(seconds)
    }

    fn earlier_part(&self, seconds: f64) -> String {
        format!("incl. {} antes de recargar", format_seconds(seconds))
    }
}
