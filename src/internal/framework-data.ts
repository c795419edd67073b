/**
 * React 19 sets a prop on a custom element as a property only once the tag is defined; before
 * that it writes an attribute, so an object `data` arrives as the text "[object Object]" and the
 * object itself is lost to the element. React keeps the props it rendered on the node
 * (`__reactProps$<id>`, the same since React 17): the object is read back from there, so a plain
 * `<leaderboard-table data={board}>` works whatever the load order.
 */
export function objectFromReactProps(node: object, name: string): object | undefined {
  for (const key of Object.keys(node)) {
    if (!key.startsWith('__reactProps$')) continue;
    const value = (node as Record<string, Record<string, unknown> | undefined>)[key]?.[name];
    if (value && typeof value === 'object') return value;
  }
  return undefined;
}
