import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TObjectFull } from '#shared/schemas/object.ts';
import { ObjectView } from './object-view.tsx';
import { objectFixture } from '../test/object-fixture.ts';

const COMPANY = { id: 5, name: 'ГК «Черноморская Ривьера»', logoUrl: '/files/companies/5/logo.webp' };

async function renderView(object: TObjectFull, preview = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <ObjectView object={object} links={{ chess: () => '/chess' }} preview={preview} />,
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await waitFor(() => expect(document.getElementById('realty-buildings')).not.toBeNull());
}

describe('[realty] the builder company on the complex page', () => {
  it('[realty] names the company with its logo under the title, in preview too', async () => {
    for (const preview of [false, true]) {
      await renderView(objectFixture({ company: COMPANY }), preview);
      const line = screen.getByTestId('builder-company');
      expect(line).toHaveTextContent('Застройщик: ГК «Черноморская Ривьера»');
      expect(line.querySelector('img')).toHaveAttribute('src', COMPANY.logoUrl);
      document.body.innerHTML = '';
    }
  });

  it('[realty] keeps the builders’ list for the other names, as partners, and shows no line without a company', async () => {
    await renderView(
      objectFixture({
        company: { ...COMPANY, logoUrl: null },
        builders: [
          { id: 1, name: 'ГК «Черноморская Ривьера»' },
          { id: 2, name: 'СЗ «Южный Дом»' },
        ],
      }),
    );
    expect(screen.getAllByText(/ГК «Черноморская Ривьера»/)).toHaveLength(1);
    expect(screen.getByText('Партнёры проекта: СЗ «Южный Дом»')).toBeInTheDocument();
    expect(screen.getByTestId('builder-company').querySelector('img')).toBeNull();
    document.body.innerHTML = '';

    await renderView(objectFixture({ company: null }));
    expect(screen.queryByTestId('builder-company')).toBeNull();
    expect(screen.getByText('Застройщик: СтройЮг')).toBeInTheDocument();
  });
});
