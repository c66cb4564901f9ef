// @fastify/rate-limit's two stores, which server/plugins/rate-limit-store.ts combines; the package types neither.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => unknown;
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: unknown,
    key?: string,
  ) => unknown;
  export default RedisStore;
}
