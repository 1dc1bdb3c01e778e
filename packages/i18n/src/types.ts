/** The shape of a dictionary with every leaf widened to `string`, so `ja` must have exactly `en`'s keys. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

type Join<P extends string, K extends string> = P extends '' ? K : `${P}.${K}`;
/** Every dot path to a leaf of a dictionary: the typed key list. */
export type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? Join<P, K> : LeafPaths<T[K], Join<P, K>>;
}[keyof T & string];
