// The five demo accounts the seed creates; AUTH_TEST_PHONES lets each log in with DEMO_CODE.
export const DEMO_CODE = '123456';

export const DEMO_PHONES = {
  admin: '+79000000001',
  moder: '+79000000002',
  builder: '+79000000003',
  agent: '+79000000004',
  user: '+79000000005',
  salesManager: '+79000000006',
  salesManager2: '+79000000007',
  agencyHead: '+79000000008',
  agent2: '+79000000009',
  soloAgent: '+79000000010',
} as const;

export type DemoRole = keyof typeof DEMO_PHONES;

/** The AUTH_TEST_PHONES value for the demo accounts. */
export const demoTestPhones = (): string =>
  Object.values(DEMO_PHONES)
    .map((phone) => `${phone}:${DEMO_CODE}`)
    .join(',');
