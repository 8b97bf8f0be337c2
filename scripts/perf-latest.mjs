// The latest figures of `npm run perf` as Markdown: scripts/perf-report.mjs writes them after a
// full run to docs/guides/performance/latest.md, which the performance guide includes when the
// docs are built (scripts/docs-build.mjs). Kept apart from the report so a unit test can check
// the format without Lighthouse.
import { join } from 'node:path';
import { ROOT } from './site-build.mjs';

export const LATEST_FILE = join(ROOT, 'docs', 'guides', 'performance', 'latest.md');

const utc = (d) => `${d.getUTCDate()} ${d.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
const hm = (d) => d.toISOString().slice(11, 16);
const seconds = (ms) => (ms / 1000).toFixed(2);
const kB = (n) => `${(n / 1024).toFixed(1)} kB`;

/**
 * `report`: { lighthouseVersion, runs, rows, startedAt, endedAt (Dates), cores, loadStart, loadEnd }
 * with rows as perf-report.mjs makes them (route, performance, lcpMs, lcpToFloor, cls, tbtMs,
 * jsGzipBytes, jsFiles, requestsBeforeLcp, runs: [{ lcpMs, tbtMs }]); `interactions`, when measured:
 * [{ interaction, medianMs, runs }] (scripts/perf-interactions.mjs); `benchmarks`, when run:
 * [{ name, lines }], the summary lines each benchmark script printed.
 */
export function latestMarkdown(report) {
  const { lighthouseVersion, runs, rows, startedAt, endedAt, cores, loadStart, loadEnd, interactions = [], benchmarks = [] } = report;
  const ratio = (r) => (r.lcpToFloor === null || r.lcpToFloor === undefined ? '–' : `${r.lcpToFloor.toFixed(2)}×`);
  const lines = [
    '<!-- Written by `npm run perf` (scripts/perf-report.mjs) after a full run; the performance guide includes it. Do not edit by hand. -->',
    `Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), median of ${runs} runs each (LCP of each run in the last column),`,
    `${utc(startedAt)}, ${hm(startedAt)} to ${hm(endedAt)} UTC, one \`npm run perf\` run on ${cores} cores; load average ${loadStart} at the start and ${loadEnd} at the end.`,
    '',
    '| route | performance | LCP | LCP ÷ floor | CLS | TBT | JavaScript (gzip) | requests before LCP | LCP of each run |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${seconds(r.lcpMs)} s | ${ratio(r)} | ${r.cls} | ${r.tbtMs} ms | ${kB(r.jsGzipBytes)} in ${r.jsFiles} files | ${r.requestsBeforeLcp} | ${r.runs.map((x) => seconds(x.lcpMs)).join(', ')} s |`,
    ),
    '',
    `TBT of each run: ${rows
      .filter((r) => r.route.startsWith('/m/') && !r.route.includes('repeat'))
      .map((r) => `\`${r.route}\` ${r.runs.map((x) => x.tbtMs).join(', ')} ms`)
      .join('; ')}.`,
    '',
    ...(interactions.length
      ? [
          'Interactions at 4× CPU (scripts/perf-interactions.mjs): INP per interaction, the longest Event Timing entry of it, read as the `web-vitals` library reads them (the library itself is not installed); median of the runs, then each run.',
          '',
          '| interaction | INP | each run |',
          '|---|---|---|',
          ...interactions
            .filter((i) => i.kind !== 'opening')
            .map((i) => `| ${i.interaction} | ${Math.round(i.medianMs)} ms | ${i.runs.map(Math.round).join(', ')} ms |`),
          '',
        ]
      : []),
    ...(interactions.some((i) => i.kind === 'opening')
      ? [
          'A dialog or bar that opens by itself, at 4× CPU (checked every frame; runs where it did not open are left out): median, then each run.',
          '',
          '| opening | after | each run |',
          '|---|---|---|',
          ...interactions
            .filter((i) => i.kind === 'opening')
            .map((i) => `| ${i.interaction} | ${Math.round(i.medianMs)} ms | ${i.runs.map(Math.round).join(', ')} ms |`),
          '',
        ]
      : []),
    ...benchmarks.flatMap((b) => [`${b.name}:`, '', '```text', ...b.lines, '```', '']),
  ];
  return lines.join('\n');
}
