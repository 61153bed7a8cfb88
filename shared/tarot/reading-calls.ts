import type { DealContract, SubmitReadingContract } from './reading.contract';

/**
 * The two reading calls as the spread screen makes them: each contract's name, method and path,
 * typed as the contract itself (`callApi` reads only the method and path; the browser never
 * validates with the schemas). Importing `reading.contract.ts` in the browser would bring zod,
 * 93 KB gzipped, into the reading screen for two addresses; the server keeps validating both
 * calls with the real schemas, and `tests/unit/tarot-spread.test.tsx` checks these match them.
 */
export const DealCall = { name: 'product.deal', method: 'POST', path: '/product/deal/:code' } as unknown as typeof DealContract;
export const SubmitReadingCall = { name: 'product.submit', method: 'POST', path: '/product/submit/:code' } as unknown as typeof SubmitReadingContract;
