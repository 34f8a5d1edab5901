/** `npm run bench [-- name ...]`: runs the benchmarks in bench/ and prints their figures. Not part of npm test. */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { benchNearby } from './nearby';

const { values, positionals } = parseArgs({ options: { users: { type: 'string' } }, allowPositionals: true });
const benches: Record<string, () => unknown> = {
  nearby: () => benchNearby(Number(values.users ?? 100_000)),
};
const selected = positionals.length > 0 ? positionals : Object.keys(benches);
console.log(`NeighborWatch benchmarks on ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
for (const name of selected) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
