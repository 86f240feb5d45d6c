/**
 * `--open-enums`: every enum becomes open (an unknown value of its members' kind is kept). An
 * enum declaration gets an unknown member; a number enum without member names (an integer or
 * double restricted to listed values) loses the restriction, so any value of its kind decodes.
 */
import type { IrType, Model } from '../types.js';
import { mapDeclTypes } from './traverse.js';

function openNumbers(type: IrType): IrType {
  if ((type.kind === 'int' || type.kind === 'float') && type.allowed !== undefined) {
    const { allowed: _allowed, ...open } = type;
    return open;
  }
  return type;
}

export function openEnums(model: Model): Model {
  return { ...model, decls: model.decls.map((d) => (d.kind === 'enum' ? (d.open ? d : { ...d, open: true }) : mapDeclTypes(d, openNumbers))) };
}
