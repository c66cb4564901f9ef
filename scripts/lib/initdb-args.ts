// initdb's arguments for the throwaway clusters of the benchmarks and the fault scenarios: the superuser `postgres`,
// trusted (they listen on loopback only), UTF-8 with the C collation.
export const initdbArgs = (data: string): string[] => [
  '-D',
  data,
  '-U',
  'postgres',
  '--auth=trust',
  '--encoding=UTF8',
  '--locale=C.UTF-8',
];
