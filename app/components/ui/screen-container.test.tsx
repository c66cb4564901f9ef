import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageTitle, ScreenContainer, type ScreenType } from './screen-container.tsx';

describe('[ui] screen container', () => {
  it('is the readable column by default', () => {
    render(<ScreenContainer>Лента</ScreenContainer>);
    const frame = screen.getByText('Лента');
    expect(frame).toHaveAttribute('data-screen', 'default');
    expect(frame).toHaveClass('screen', 'default');
  });

  it.each<ScreenType>(['narrow', 'wide', 'full', 'centered'])('takes the %s variant', (type) => {
    render(
      <ScreenContainer type={type} className="extra">
        Экран
      </ScreenContainer>,
    );
    const frame = screen.getByText('Экран');
    expect(frame).toHaveAttribute('data-screen', type);
    expect(frame).toHaveClass('screen', type, 'extra');
    for (const other of ['default', 'narrow', 'wide', 'full', 'centered'].filter((t) => t !== type)) {
      expect(frame).not.toHaveClass(other);
    }
  });

  it('PageTitle shows the heading, an optional line and actions', () => {
    const { rerender } = render(<PageTitle title="Мои объявления" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Мои объявления' })).toBeInTheDocument();
    expect(document.querySelector('.subtitle')).toBeNull();
    expect(document.querySelector('.actions')).toBeNull();
    rerender(
      <PageTitle
        title="Мои объявления"
        subtitle="3 активных"
        actions={<button type="button">Активировать все</button>}
      />,
    );
    expect(screen.getByText('3 активных')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Активировать все' })).toBeInTheDocument();
  });
});
