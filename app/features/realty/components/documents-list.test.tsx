import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentsList } from './documents-list.tsx';

const LONG =
  'Разрешение на ввод в эксплуатацию жилого комплекса корпус 3 секция 2 от 12 марта 2026 года итоговое.pdf';

describe('[realty] documents list', () => {
  it('[realty] names a document without the extension its icon shows; a long name keeps its end', () => {
    render(
      <DocumentsList
        documents={[
          { id: 1, name: 'Генплан.png', url: '/files/1.png', ext: 'png', size: 2048, created: '2026-11-20' },
          { id: 2, name: LONG, url: '/files/2.pdf', ext: 'pdf', size: 2048, created: '2026-11-20' },
        ]}
      />,
    );
    const [plan, permit] = screen.getAllByRole('listitem');
    expect(plan).toHaveTextContent(/^PNGГенплан2 КБ/);
    const name = permit!.querySelector('a')!;
    expect(name.textContent).toMatch(/^Разрешение на ввод.*….*итоговое$/);
    expect(name).toHaveAttribute('title', LONG);
    expect(permit).not.toHaveTextContent('.pdf');
  });
});
