/**
 * A product, validated by the JSDoc tags of ts-json-schema-generator and typescript-json-schema
 * and by typia's type tags.
 * @description Sold by the unit.
 */
export interface Product {
  /**
   * The display name.
   * @minLength 1
   * @maxLength 20
   * @pattern ^[A-Z]
   */
  name: string;
  /** @minimum 0 @exclusiveMaximum 1000 @multipleOf 0.5 */
  price: number;
  /** @type int32 */
  count: number;
  /** @asType integer @minimum 1 */
  stock: number;
  /** @format uuid */
  id: string;
  /** @format date */
  released: string;
  /** @minItems 1 @maxItems 3 @uniqueItems */
  labels: string[];
  /** @deprecated Use name. */
  title?: string;
  /** @default 5 */
  size?: number;
  sku: string & tags.Pattern<'^[0-9]{4}$'>;
  qty: number & tags.Type<'uint32'> & tags.Maximum<100>;
  score: number & tags.Minimum<0> & tags.Maximum<1>;
}

/** typia's tag types, by the names typia gives them. */
namespace tags {
  type TagBase<Props> = { 'typia.tag'?: Props };
  export type Pattern<Value extends string> = TagBase<{ kind: 'pattern'; value: Value }>;
  export type Type<Value extends string> = TagBase<{ kind: 'type'; value: Value }>;
  export type Minimum<Value extends number> = TagBase<{ kind: 'minimum'; value: Value }>;
  export type Maximum<Value extends number> = TagBase<{ kind: 'maximum'; value: Value }>;
}
