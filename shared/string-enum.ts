// String enumerations whose keys are their own values (`BookingState.sold === 'sold'`): each value is written once.

/** stringEnum('a', 'b') is `{ a: 'a', b: 'b' }`. */
export type StringEnum<V extends string> = { readonly [K in V]: K };

/** The union of an enumeration object's values: `ValueOf<typeof BookingState>` is `'requested' | … | 'sold'`. */
export type ValueOf<E> = E[keyof E];

/** The object of the values in their order (Object.values gives them back in it). */
export function stringEnum<const V extends string>(...values: readonly V[]): StringEnum<V> {
  return Object.fromEntries(values.map((value) => [value, value])) as StringEnum<V>;
}
