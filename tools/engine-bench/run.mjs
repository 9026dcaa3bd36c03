// The core's count in node's V8 (the wasm the lab's workers run) against the native CLI,
// taken in turn: `node run.mjs WASM CLI [--runs=R] [--profile] N...`. See
// scripts/bench-engine.sh, which builds both and calls this.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const args = process.argv.slice(2);
const [wasmPath, cli] = args.filter((a) => !a.startsWith('--'));
const given = args.filter((a) => /^\d+$/.test(a)).map(Number).filter((n) => n > 0);
const ns = given.length ? given : [16, 17, 18];
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const profile = args.includes('--profile');

const module = new WebAssembly.Module(readFileSync(wasmPath));
// The core asks nothing of its host when it counts; the imports wasm-bindgen's
// placeholders leave in a bare build are never called.
const imports = {};
for (const i of WebAssembly.Module.imports(module)) {
  (imports[i.module] ??= {})[i.name] = () => {
    throw new Error(`the count called its host: ${i.module}.${i.name}`);
  };
}
const { count, prepare } = new WebAssembly.Instance(module, imports).exports;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const seconds = (f) => {
  const t0 = process.hrtime.bigint();
  const out = f();
  return [Number(process.hrtime.bigint() - t0) / 1e9, out];
};
const native = (n) => seconds(() => BigInt(execFileSync(cli, ['count', String(n), '--jobs', '1']).toString().trim().split(/\s+/)[0]));

// As a worker warms up: V8 compiles a module's hot functions with its optimizing tier
// in the background, and a first count would run part of the way at the baseline tier.
for (const n of [14, 15]) count(n);

console.log('| n | wasm in node | native CLI | ratio (median of pairs) |');
console.log('|---|---|---|---|');
for (const n of ns) {
  prepare(n);
  const [wasm, cpu, ratios] = [[], [], []];
  for (let i = 0; i < runs; i++) {
    const [tn, qn] = native(n);
    const [tw, qw] = seconds(() => count(n));
    if (qw !== qn) throw new Error(`Q(${n}): wasm ${qw}, native ${qn}`);
    wasm.push(tw);
    cpu.push(tn);
    ratios.push(tw / tn);
  }
  console.log(`| ${n} | ${median(wasm).toFixed(3)} s | ${median(cpu).toFixed(3)} s | ${median(ratios).toFixed(2)}× |`);
}

// `--profile`: where the wasm's time goes at the last n, by function (self time), to
// set beside `perf report` of the native CLI. Functions inline differently in each, so
// compare the large ones: the matching, building half-boards, the sort, the keys.
if (profile && ns.length) {
  const n = ns[ns.length - 1];
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const [total] = seconds(() => count(n));
  const { profile: p } = await session.post('Profiler.stop');
  const byId = new Map(p.nodes.map((node) => [node.id, node.callFrame.functionName]));
  const samples = new Map();
  for (const id of p.samples) samples.set(byId.get(id), (samples.get(byId.get(id)) ?? 0) + 1);
  const all = p.samples.length;
  console.log(`\nQ(${n}) in wasm, ${total.toFixed(3)} s, by function (self time):\n`);
  console.log('| share | seconds | function |\n|---|---|---|');
  for (const [name, k] of [...samples].sort((a, b) => b[1] - a[1]).slice(0, 8)) {
    console.log(`| ${(100 * k / all).toFixed(1)} % | ${(total * k / all).toFixed(3)} | ${demangle(name)} |`);
  }
}

/** A legacy Rust symbol's path (`_ZN12nqueens_core5count...17h<hash>E`), or the name as it is. */
function demangle(name) {
  const m = /^_ZN(.*)E$/.exec(name ?? '');
  if (!m) return name || '(unnamed)';
  const parts = [];
  for (let rest = m[1]; rest.length; ) {
    const len = /^\d+/.exec(rest);
    if (!len) break;
    const part = rest.slice(len[0].length, len[0].length + Number(len[0]));
    rest = rest.slice(len[0].length + Number(len[0]));
    if (!/^h[0-9a-f]{16}$/.test(part)) parts.push(part.replaceAll('$LT$', '<').replaceAll('$GT$', '>').replaceAll('$u20$', ' ').replaceAll('..', '::'));
  }
  return parts.join('::');
}
