import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Kind } from '#shared/enums.ts';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { ItemReactions } from './item-reactions.tsx';
import * as snapshotApi from '#shared/api/snapshot.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const item = { kind: Kind.unit, id: 5, title: 'Квартира № 5', mark: null, comments: [] };

describe('[collections-live] a client’s comment on a link’s item', () => {
  it('[collections-live] two clicks on «Отправить» before a re-render send one comment, with an Idempotency-Key', async () => {
    let answer!: (value: { body: unknown }) => void;
    const fetch = mockFetch().on(
      snapshotApi.reactToSnapshot,
      { id: 'abc' },
      () => new Promise((resolve) => (answer = resolve)),
    );
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ItemReactions snapshotId="abc" item={item} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Комментировать' }));
    // The form comes in its own chunk.
    await user.type(await screen.findByLabelText('Комментарий для агента'), 'Маленькая кухня');
    const send = screen.getByRole('button', { name: 'Отправить' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect(fetch.calls[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    answer({ body: { kind: Kind.unit, itemId: 5, mark: null, comments: [] } });
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Агент увидит ваш комментарий'));
    expect(fetch.calls).toHaveLength(1);
  });
});
