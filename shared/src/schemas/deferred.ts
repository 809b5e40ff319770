/**
 * A schema built the first time something uses it, not when its module loads — in a browser.
 *
 * Building a zod schema is work: every `z.object`, `.omit` or `.extend` constructs instances,
 * and the package declares some 150 of them. A browser loading the project page evaluated all
 * of them — the sync client's mutators and every phase view import these modules — although
 * on load nothing is validated (a pull is stored as the server sent it; forms and mutations
 * validate later). On a phone's CPU that was ~250 ms of blocked main thread per load
 * (docs/perf-log.md, issue 12 eighth part). Deferred, a schema costs a closure until its first use,
 * then is the same schema: the proxy hands every operation to it, so `parse`, `instanceof`,
 * `.shape`, `.extend()` and `z.infer` behave exactly as before.
 *
 * Outside a browser (the API, the page renderer, Node tests) the schema is built at once and
 * returned as it is: a server builds everything once at start, so waiting gains nothing there,
 * and zod's features keyed on a schema's identity — `z.toJSONSchema`, which the API's AI calls
 * use — need to meet the same object inside a schema as the one they were handed, not a proxy
 * of it. The browser uses none of them.
 *
 * Building blocks that every schema uses as fields (`idSchema`, `timestampSchema`, …) stay
 * plain: they are cheap, and a proxy there would sit in the path of every parse.
 *
 * Marked free of side effects, so a bundle that never uses a schema drops it whole.
 */
// Read off globalThis: this package is typed without the DOM's names (it runs on the server too).
const IN_A_BROWSER = 'window' in globalThis && 'document' in globalThis;

/* @__NO_SIDE_EFFECTS__ */
export function deferred<Schema extends object>(build: () => Schema): Schema {
  return IN_A_BROWSER ? builtOnFirstUse(build) : build();
}

/** The browser's deferred schema: a proxy that builds its schema on the first operation. */
/* @__NO_SIDE_EFFECTS__ */
export function builtOnFirstUse<Schema extends object>(build: () => Schema): Schema {
  let built: Schema | undefined;
  const schema = (): Schema => {
    built ??= build();
    return built;
  };
  // The proxy's own target is an empty stand-in; what a proxy must report consistently about
  // its target (non-configurable properties) is copied onto it when asked.
  const standIn = {} as Schema;
  return new Proxy(standIn, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      if (
        descriptor &&
        !descriptor.configurable &&
        !Reflect.getOwnPropertyDescriptor(target, key)
      ) {
        Reflect.defineProperty(target, key, descriptor);
      }
      return descriptor;
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
