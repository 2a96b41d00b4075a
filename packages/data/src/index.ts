/**
 * @bayti/data: the contract (schemas, types, constants). Fixtures and the API client have their
 * own entry points (`@bayti/data/fixtures`, `@bayti/data/client`): the client reads browser
 * globals and Vite's import.meta.env, which the Node-only API must not type-check.
 */
export * from './contract';
