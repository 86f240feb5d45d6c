/** A document: records, the three presence states, containers, dates and big integers. */
export interface Doc extends Omit<Base, 'internal'> {
  name: string;
  age?: number;
  nick: string | null;
  maybe: string | undefined;
  both?: string | null;
  tags: readonly string[];
  point: [x: number, y: number, label?: string];
  rest: [string, ...number[]];
  counts: Record<string, number>;
  born: Date;
  big: bigint;
  extra: unknown;
  inner: { flag: boolean; items?: Inner[] };
}

/** Fields every document shares. */
export interface Base {
  id: string;
  internal: number;
}

export interface Inner {
  v: number;
}
