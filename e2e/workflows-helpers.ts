// Helpers of the workflows specs: the headers of a call as the SPA sends it, a page logged in with a token.

export { useToken } from './accounts.ts';

const JSON_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

export const authHeaders = (token: string) => ({ ...JSON_HEADERS, authorization: `Bearer ${token}` });
