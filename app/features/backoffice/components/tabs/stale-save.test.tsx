import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TBackofficeObject } from '#shared/schemas/backoffice.ts';
import { versionTexts } from '#shared/texts/versions.ts';
import { backofficeKeys, useBackofficeObject } from '#app/resources/backoffice.ts';
import { mockFetch, type FetchMock, refusal } from '#app/test/fetch-mock.ts';
import { backofficeObject } from '../../test/object-fixture.ts';
import { DescriptionTab } from './description-tab.tsx';
import * as backofficeApi from '#shared/api/backoffice.ts';
import { renderInApp } from '#app/test/render-app.tsx';

const ID = 41;

// The server's complex: another tab already saved a new site and moved the version to 2.
let server: TBackofficeObject;
let fetch: FetchMock;

beforeEach(() => {
  server = backofficeObject({ id: ID, version: 2, description: 'Старое', site: 'https://other.example' });
  fetch = mockFetch()
    .on(backofficeApi.getBackofficeObject, { id: ID }, () => ({ body: server }))
    .on(backofficeApi.updateBackofficeObject, { id: ID }, ({ body }) => {
      const patch = body as { version?: number; description?: string | null; site?: string | null };
      if (patch.version !== server.version) return refusal(409, 'NotAcceptable', versionTexts.stale.object);
      server = { ...server, ...patch, version: server.version + 1 } as TBackofficeObject;
      return { body: server };
    });
});
afterEach(() => vi.unstubAllGlobals());

function Harness() {
  const { data } = useBackofficeObject(ID);
  return data ? <DescriptionTab object={data} /> : null;
}

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // The editor read the complex at version 1, before the other tab's save.
  client.setQueryData(
    backofficeKeys.object(ID),
    backofficeObject({ id: ID, version: 1, description: 'Старое' }),
  );
  renderInApp(<Harness />, { client });
}

const description = () => screen.getByRole('textbox', { name: 'Описание' });
const site = () => screen.getByRole('textbox', { name: 'Сайт' });
const puts = () => fetch.calls.filter((c) => c.method === 'PUT').map((c) => c.body);

describe('[backoffice-app] a save refused as stale: «Данные изменились»', () => {
  it('keeps the draft, then puts it on the fresh complex and saves against the new version', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.clear(description());
    await user.type(description(), 'Новое описание');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Данные изменились' });
    expect(within(dialog).getByText(versionTexts.stale.object)).toBeInTheDocument();
    expect(puts()[0]).toMatchObject({ version: 1, description: 'Новое описание' });
    // The draft is still there behind the dialog; nothing was read again yet.
    expect(description()).toHaveValue('Новое описание');
    expect(fetch.calls.some((c) => c.method === 'GET')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Обновить и применить мои изменения' }));
    // The fresh complex's site, the builder's description on top.
    await waitFor(() => expect(site()).toHaveValue('https://other.example'));
    expect(description()).toHaveValue('Новое описание');

    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(server.version).toBe(3));
    expect(puts()[1]).toMatchObject({
      version: 2,
      description: 'Новое описание',
      site: 'https://other.example',
    });
    expect(server.description).toBe('Новое описание');
  });

  it('«Отменить мои изменения» reads the complex again and drops the draft', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.clear(description());
    await user.type(description(), 'Черновик');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Данные изменились' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить мои изменения' }));

    await waitFor(() => expect(site()).toHaveValue('https://other.example'));
    expect(description()).toHaveValue('Старое');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(puts()).toHaveLength(1);
  });
});
