import type { Result } from '../diagnostics.js';
import type { Model } from '../ir/types.js';
import type { TargetOutput } from '../targets/target.js';

/** What a target worker is started with (its `workerData`): one language of one request. */
export interface TargetJob {
  readonly kind: 'jsongen-target';
  readonly lang: string;
  readonly package: string | undefined;
}

/** What the main thread sends a waiting worker: the model to generate from. */
export interface ModelMessage {
  readonly model: Model;
}

/** A worker's one answer: the target's result, or what it threw. */
export type JobAnswer =
  | { readonly kind: 'done'; readonly result: Result<TargetOutput> }
  | { readonly kind: 'threw'; readonly message: string };

export function isTargetJob(data: unknown): data is TargetJob {
  return typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === 'jsongen-target';
}
