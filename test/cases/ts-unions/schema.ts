/** Unions: discriminated by a string, number, boolean or enum-member property, by a unique key, by JSON kind. */
export interface Zoo {
  shapes: Shape[];
  pets: Pet[];
  versions: Versioned[];
  toggles: Toggle[];
  events: Event[];
  contacts: Contact[];
  values: Mixed[];
}

export interface Circle {
  type: 'circle';
  radius: number;
}

export interface Square {
  type: 'square';
  side: number;
}

export type Shape = Circle | Square;

export type Pet = { kind: 'cat'; lives: number } | { kind: 'dog'; good: boolean };

export type Versioned = { v: 1; a: string } | { v: 2; b: string };

export type Toggle = { on: true; level: number } | { on: false };

export enum EventKind {
  Created = 'created',
  Deleted = 'deleted',
}

export type Event = { kind: EventKind.Created; at: Date } | { kind: EventKind.Deleted; reason: string };

export type Contact = { email: string } | { phone: string };

export type Mixed = string | number | boolean | null | string[];
