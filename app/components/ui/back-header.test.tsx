import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BackHeader, type BackHeaderProps } from './back-header.tsx';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(entries: string[], props: BackHeaderProps = {}) {
  const router = createMemoryRouter(
    [
      { path: '/offer/:id', element: <BackHeader label="Объявление" {...props} /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const back = async () => userEvent.click(await screen.findByRole('button', { name: 'Назад' }));

describe('[ui] back header', () => {
  it('goes one step back in history', async () => {
    const router = renderAt(['/feed']);
    await router.navigate('/offer/5');
    await back();
    expect(screen.getByTestId('where')).toHaveTextContent('/feed');
    expect(router.state.historyAction).toBe('POP');
  });

  it('falls back to the feed when the app was opened on this page (location.key is "default")', async () => {
    const router = renderAt(['/offer/5']);
    expect(router.state.location.key).toBe('default');
    await back();
    expect(screen.getByTestId('where')).toHaveTextContent('/feed');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to the given place', async () => {
    renderAt(['/offer/5'], { fallback: '/cabinet/offers' });
    await back();
    expect(screen.getByTestId('where')).toHaveTextContent('/cabinet/offers');
  });

  it('calls a custom onBack instead of navigating', async () => {
    const onBack = vi.fn();
    const router = renderAt(['/feed'], { onBack });
    await router.navigate('/offer/5');
    await back();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/offer/5');
  });

  it('shows the label, a centred label, the background and the action slot', () => {
    renderAt(['/offer/5'], {
      centerLabel: 'ЖК Море',
      background: 'primary',
      action: <button type="button">Поделиться</button>,
    });
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Объявление');
    expect(screen.getByText('ЖК Море')).toHaveClass('center');
    expect(header).toHaveAttribute('data-background', 'primary');
    expect(header).toHaveAttribute('data-sticky', 'true');
    expect(header.querySelector('.end')).toContainElement(screen.getByRole('button', { name: 'Поделиться' }));
  });

  it('has a surface background and no centred label by default, and may scroll away', () => {
    renderAt(['/offer/5'], { sticky: false });
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-background', 'surface');
    expect(header).not.toHaveAttribute('data-sticky');
    expect(header.querySelector('.center')).toBeNull();
  });
});
