// One thread of `run.mjs --threads`: an instance of the count's wasm that takes
// subproblems of n one at a time, in list order, from a counter it shares with the
// other threads (as the lab's page hands them to its workers, with no page between),
// until none is left; then posts the solutions it found. Warmed up and prepared first,
// as the lab's workers are before Count is clicked.
import { parentPort, workerData } from 'node:worker_threads';

const { module, n, queue } = workerData;
const imports = {};
for (const i of WebAssembly.Module.imports(module)) {
  (imports[i.module] ??= {})[i.name] = () => {
    throw new Error(`the count called its host: ${i.module}.${i.name}`);
  };
}
const { count, prepare, subproblems, count_subproblem: countSubproblem } =
  new WebAssembly.Instance(module, imports).exports;
for (const warm of [14, 15]) count(warm);
prepare(n);
const total = subproblems(n);
const next = new Int32Array(queue);

parentPort.on('message', () => {
  let solutions = 0n;
  for (let index = Atomics.add(next, 0, 1); index < total; index = Atomics.add(next, 0, 1)) {
    solutions += countSubproblem(n, index);
  }
  parentPort.postMessage(solutions);
});
parentPort.postMessage('ready');
