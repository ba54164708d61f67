/** What a run measured: filled in by run.ts, read by goals.ts and report.ts. */
import type { BundleRow, LighthouseRow } from './frontend.ts';
import type { Fixtures } from './generate.ts';
import type { InstallableRow } from './installable.ts';
import type { LoadResult } from './load.ts';
import type { Summary } from './measure.ts';
import type { BenchOptions, DatabaseKind } from './options.ts';
import type { TranslationsResult } from './translations.ts';

export interface TargetResult extends Summary {
  id: string;
  label: string;
  /** Median over the rounds of (this target's req/s ÷ hello-world's req/s in the same round). */
  ratioToHello: number;
}

export interface DatabaseResult {
  kind: DatabaseKind;
  /** e.g. "PGlite 0.5.16 (PostgreSQL 18.6) in the server process" */
  description: string;
  /** Why this database was not measured. */
  skipped?: string;
  /** A failure part-way: what was measured before it stays in the report. */
  error?: string;
  fixtures?: Fixtures;
  /** Targets in the order they ran, hello-world first. */
  targets: TargetResult[];
  /** Peak RSS (VmHWM) of the server process after the targets, in MB. */
  serverPeakRssMb?: number;
  load?: LoadResult;
  /** The translation job's throughput against the fake DeepL (bench/translations.ts). */
  translations?: TranslationsResult;
}

export interface FrontendResult {
  bundles: BundleRow[];
  lighthouse: LighthouseRow[];
  /** Lighthouse's installability audit, per language (bench/installable.ts). */
  installable?: InstallableRow[];
  error?: string;
}

export interface RunResults {
  startedAt: Date;
  finishedAt?: Date;
  gitSha: string;
  /** Uncommitted changes under apps/ or packages/ when the run started. */
  dirty: boolean;
  machine: { cpus: string; cores: number; memoryGb: number; loadAverage: number[]; node: string };
  options: BenchOptions;
  databases: DatabaseResult[];
  frontend?: FrontendResult;
}

export function targetOf(database: DatabaseResult | undefined, id: string): TargetResult | undefined {
  return database?.targets.find((target) => target.id === id);
}
