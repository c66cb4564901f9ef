import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.ts';

afterEach(() => onlineManager.setOnline(true));

describe('[offline] writes are never paused to be sent later', () => {
  it('[offline] a mutation offline runs at once (and fails there) instead of waiting for the network', async () => {
    const client = createQueryClient();
    onlineManager.setOnline(false);
    const send = vi.fn(() => Promise.reject(new Error('Нет сети')));
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    await expect(mutation.execute(undefined)).rejects.toThrow('Нет сети');
    expect(send).toHaveBeenCalledTimes(1);
    expect(mutation.state.isPaused).toBe(false);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
