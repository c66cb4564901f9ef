import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TSnapshot } from '#shared/schemas/collections.ts';
import { SnapshotContacts } from './snapshot-contacts.tsx';
import * as snapshotApi from '#shared/api/snapshot.ts';
import { pathOf } from '#app/test/fetch-mock.ts';

const snapshot = (author: TSnapshot['author']): TSnapshot => ({
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  name: 'Для Петровых',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  author,
  agency: null,
  isOwner: false,
  visitor: 'ip-0123456789abcdef0123456789abcdef.signature_signature_',
  objects: [],
  items: [],
});

const show = (author: TSnapshot['author']) =>
  render(
    <MemoryRouter>
      <SnapshotContacts snapshot={snapshot(author)} />
    </MemoryRouter>,
  );

describe('[snapshots] the agent on a shared collection', () => {
  it('shows the name, a phone to call and «Написать» in the messengers the agent gave', () => {
    show({
      name: 'Екатерина Лебедева',
      phone: '+79000000004',
      whatsapp: '+79181234567',
      telegram: 'kate_sochi',
    });
    expect(screen.getByText('Екатерина Лебедева')).toBeInTheDocument();
    // Neutral wording: nothing guesses the agent's gender («подготовил(а)»).
    expect(screen.getByRole('region', { name: 'Автор подборки' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\(а\)/);
    expect(screen.getByRole('link', { name: /\+7\(900\)000-00-04/ })).toHaveAttribute(
      'href',
      'tel:+79000000004',
    );
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/79181234567',
    );
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/kate_sochi');
    expect(screen.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
      'href',
      pathOf(snapshotApi.getSnapshotPdf, { id: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    );
  });

  it('offers no messenger the agent did not give', () => {
    show({ name: null, phone: '+79000000004', whatsapp: null, telegram: null });
    expect(screen.getByText('Агент')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Написать/ })).toBeNull();
  });
});

describe('[snapshots] the agency on a shared collection', () => {
  it('names the agency the agent sent it for, with its logo, beside the agent', () => {
    render(
      <MemoryRouter>
        <SnapshotContacts
          snapshot={{
            ...snapshot({ name: 'Екатерина Лебедева', phone: null, whatsapp: null, telegram: null }),
            agency: {
              name: 'Агентство недвижимости «Южный квартал»',
              logoUrl: '/files/companies/1/logo.webp',
            },
          }}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Автор подборки' });
    expect(region).toHaveTextContent('Екатерина Лебедева');
    expect(region).toHaveTextContent('Агентство недвижимости «Южный квартал»');
    expect(region.querySelector('img')).toHaveAttribute('src', '/files/companies/1/logo.webp');
  });

  it('shows no agency line when the link has none', () => {
    show({ name: 'Екатерина Лебедева', phone: null, whatsapp: null, telegram: null });
    expect(screen.queryByTestId('snapshot-agency')).toBeNull();
  });
});
