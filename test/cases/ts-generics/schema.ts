/**
 * Generics and utility types: instantiations named from their alias or from their arguments;
 * Partial, Pick, Omit, Required, Readonly, Record, Exclude, Extract, NonNullable, intersections.
 */
export interface Catalog {
  users: UserPage;
  numbers: Page<number>;
  patch: Partial<User>;
  summary: Readonly<Pick<User, 'id' | 'name'>>;
  noEmail: Omit<User, 'email'>;
  full: Required<User>;
  staff: Staff;
  guest: Extract<Role, 'guest' | 'nobody'>;
  email: NonNullable<User['email']>;
  counts: Record<'a' | 'b', number>;
  tagged: User & { tag: string };
  result: Result<string>;
}

export type Role = 'admin' | 'user' | 'guest';

export interface User {
  id: string;
  name: string;
  email?: string | null;
  role: Role;
}

interface Page<T> {
  items: T[];
  next: string | null;
}

export type UserPage = Page<User>;

export type Staff = Exclude<Role, 'guest'>;

type Result<T> = { ok: true; value: T } | { ok: false; error: string };
