// nock 15 (through @mswjs/interceptors) calls Promise.withResolvers, which Node has from 22; the
// project runs on Node 20 (docs/toolchain.md). The standard's own definition, for the tests only.
const promise = Promise as unknown as { withResolvers?: () => unknown };
promise.withResolvers ??= <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const settled = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise: settled, resolve, reject };
};
