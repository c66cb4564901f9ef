// Whether the API can be reached, as the browser says and as the app's own requests found (lib/network-state.ts).
import { useSyncExternalStore } from 'react';
import { isOnline, subscribeNetwork } from '#app/lib/network-state.ts';

export const useOnline = (): boolean => useSyncExternalStore(subscribeNetwork, isOnline, () => true);
