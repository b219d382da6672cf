// The search benchmark's report: markdown tables for the terminal, the results file and
// docs/performance.md.
import { cpus, loadavg } from 'node:os';

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '–');
const int = (v) => Math.round(v).toLocaleString('en');

export function machine() {
  const cpu = cpus();
  return { cores: cpu.length, model: cpu[0]?.model.trim() ?? 'unknown', load: loadavg() };
}

const loadText = (l) => l.map((v) => v.toFixed(2)).join(' / ');

export function renderReport({
  date,
  commit,
  items,
  visible,
  settings,
  before,
  after,
  scenarios,
  ratio,
  goals,
  totals,
  alone,
}) {
  const lines = [
    `# Search benchmark, ${date}`,
    '',
    `\`npm run bench:search\` at ${commit}: ${int(items)} generated items (${int(visible)} publicly visible) in ` +
      `PostgreSQL, the built server on ${settings.url}, ${settings.connections} concurrent connections ` +
      `(autocannon, closed loop), ${settings.warmup} s warm-up, ${settings.seconds} s per scenario ` +
      `(search: ${settings.searchSeconds} s).`,
    '',
    `Machine: ${before.cores} × ${before.model}; load average (1/5/15 min) ${loadText(before.load)} before the ` +
      `load, ${loadText(after.load)} after. Other work shared the CPU (the load generator runs on the same cores).`,
    '',
    '| scenario | requests | req/s | p50 | p95 | p99 | non-2xx | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...scenarios.map(
      (s) =>
        `| ${s.name} | ${int(s.requests)} | ${int(s.rps)} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${s.non2xx} | ${s.errors} |`,
    ),
    '',
    `get-item / trivial throughput: **${(ratio * 100).toFixed(0)} %**`,
    '',
    '| goal | measured | result |',
    '|---|---:|---|',
    ...goals.map((g) => `| ${g.goal} | ${g.measured} | ${g.pass ? 'pass' : '**FAIL**'} |`),
    '',
    '### Search by kind of query (within the search mix, slowest first)',
    '',
    '| kind | requests | p50 | p95 | p99 | p50, 1 connection | matches |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...scenarios[2].kinds
      .sort((a, b) => b.p95 - a.p95)
      .map(
        (k) =>
          `| ${k.kind} | ${int(k.requests)} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.p99)} | ` +
          `${ms(alone.kinds.find((a) => a.kind === k.kind)?.p50)} | ${totals.get(k.kind) ?? ''} |`,
      ),
    '',
    '"p50, 1 connection": the same mix from one client alone, what a search costs without queueing. ' +
      '"matches": the totals the variants of that kind answer (lowest–highest).',
    '',
  ];
  return lines.join('\n');
}
