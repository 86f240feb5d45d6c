/** `--open-enums`: every enum becomes open (an unknown value of its members' kind is kept). */
import type { Model } from '../types.js';

export function openEnums(model: Model): Model {
  return { ...model, decls: model.decls.map((d) => (d.kind === 'enum' && !d.open ? { ...d, open: true } : d)) };
}
