/** Enums: string and numeric, with member names, from literal unions, enums and a namespace of constants. */
export interface Settings {
  status: Status;
  color: Color;
  level: Level;
  code?: HttpCode;
  ratio: Ratio;
  flag: true;
  shade: Color | null;
  mode: 'fast' | 'slow';
}

export type Status = 'active' | 'suspended' | 'gone';

/** A colour. */
export enum Color {
  /** The warm one. */
  Red = 'red',
  Green = 'green',
  Blue = 'blue',
}

export enum Level {
  Low = 1,
  Mid = 5,
  High = 10,
}

export namespace HttpCode {
  export const Ok = 200;
  export const NotFound = 404;
}
export type HttpCode = 200 | 404;

export type Ratio = 0.5 | 1 | 2.5;
