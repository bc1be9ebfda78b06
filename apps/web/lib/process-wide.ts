/**
 * One value per server process, however often the module asking for it is loaded: Next bundles a
 * module into each route and into the proxy, a dev-mode reload loads it again, and server.ts loads
 * its own copy. The value lives on `globalThis` under a registered symbol and is made by `make` the
 * first time any copy asks for it. Free of Node APIs (the proxy imports it).
 */
type Slots = Record<symbol, unknown>;

const slotOf = (name: string): symbol => Symbol.for(`stich-arena.${name}`);

export function processWide<T>(name: string, make: () => T): T {
  const slots = globalThis as unknown as Slots;
  const slot = slotOf(name);
  if (!(slot in slots)) slots[slot] = make();
  return slots[slot] as T;
}

/** The value `processWide(name, …)` made, or undefined while nothing has made it. */
export function madeProcessWide<T>(name: string): T | undefined {
  return (globalThis as unknown as Slots)[slotOf(name)] as T | undefined;
}
