import { statSync } from 'node:fs';
import { join } from 'node:path';
import { corpora, corpusDir, isOurs, schemaSets } from './corpora.js';
import type { Agreement, Direction, LanguageRaw } from './raw.js';
import { mbPerSecond, median } from './stats.js';

export interface Measured {
  readonly mbps: number;
  readonly medianNs: number;
  readonly samples: number;
  /** Agreement of this implementation's round trip with ours (peers) or with the input (ours). */
  readonly agree: string;
}

export interface Row {
  readonly lang: string;
  readonly corpus: string;
  /** The schema set ours was generated from (`written`, `inferred`). */
  readonly set: string;
  /** The implementation name of ours for that set (`ours`, `ours_inferred`). */
  readonly oursImpl: string;
  readonly direction: Direction;
  readonly bytes: number;
  readonly ours: Measured | null;
  readonly peers: Readonly<Record<string, Measured | null>>;
  readonly bestPeer: string | null;
  /** ours MB/s ÷ best peer MB/s. */
  readonly ratio: number | null;
}

export const directions: readonly Direction[] = ['decode', 'encode'];

function agreementOf(agreement: readonly Agreement[], corpus: string, impl: string): string {
  const a = agreement.find((x) => x.corpus === corpus && x.impl === impl);
  if (a === undefined) return 'unchecked';
  if (isOurs(impl)) return a.vsInput;
  return a.vsOurs === '-' ? a.vsInput : a.vsOurs;
}

function measure(raw: LanguageRaw, corpus: string, direction: Direction, impl: string, bytes: number): Measured | null {
  const s = raw.samples.find((x) => x.corpus === corpus && x.direction === direction && x.impl === impl);
  if (s === undefined || s.ns.length === 0) return null;
  const ns = median(s.ns);
  return { mbps: mbPerSecond(bytes, ns), medianNs: ns, samples: s.ns.length, agree: agreementOf(raw.agreement, corpus, impl) };
}

function best(peers: Readonly<Record<string, Measured | null>>): string | null {
  let name: string | null = null;
  let top = -1;
  for (const [peer, m] of Object.entries(peers)) {
    if (m !== null && m.mbps > top) {
      top = m.mbps;
      name = peer;
    }
  }
  return name;
}

export function corpusBytes(name: string): number {
  return statSync(join(corpusDir, `${name}.json`)).size;
}

export function rowsOf(raw: LanguageRaw): Row[] {
  const rows: Row[] = [];
  for (const set of schemaSets) {
    for (const c of corpora) {
      const bytes = corpusBytes(c.name);
      for (const direction of directions) {
        const ours = measure(raw, c.name, direction, set.impl, bytes);
        // A set none of whose cells was measured (e.g. results from before it existed) has no rows.
        if (set.impl !== 'ours' && ours === null) continue;
        const peers = Object.fromEntries((raw.peersByDirection?.[direction] ?? raw.peers).map((p) => [p, measure(raw, c.name, direction, p, bytes)]));
        const bestPeer = best(peers);
        const top = bestPeer === null ? null : (peers[bestPeer] ?? null);
        const ratio = ours !== null && top !== null ? ours.mbps / top.mbps : null;
        rows.push({ lang: raw.lang, corpus: c.name, set: set.name, oursImpl: set.impl, direction, bytes, ours, peers, bestPeer, ratio });
      }
    }
  }
  return rows;
}
