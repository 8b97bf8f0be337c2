export const LATEST_FILE: string;
export interface PerfRow {
  route: string;
  performance: number;
  lcpMs: number;
  lcpToFloor: number | null;
  cls: number;
  tbtMs: number;
  jsGzipBytes: number;
  jsFiles: number;
  requestsBeforeLcp: number;
  runs: { lcpMs: number; tbtMs: number }[];
}
export function latestMarkdown(report: {
  lighthouseVersion: string;
  runs: number;
  rows: PerfRow[];
  startedAt: Date;
  endedAt: Date;
  cores: number;
  loadStart: string;
  loadEnd: string;
  /** scripts/perf-interactions.mjs: each interaction's INP figure, median and every run; `opening`: when a dialog opened by itself. */
  interactions?: { interaction: string; medianMs: number; runs: number[]; kind?: 'inp' | 'opening' }[];
  /** The benchmarks a full run adds (scripts/perf-report.mjs): each one's name and the summary lines it printed. */
  benchmarks?: { name: string; lines: string[] }[];
}): string;
