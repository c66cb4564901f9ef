import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TProgressPhoto } from '#shared/schemas/progress.ts';
import { ProgressGallery } from './progress-gallery.tsx';
import { readinessLine } from './readiness.ts';

const photo = (id: number, caption: string): TProgressPhoto => ({
  image: { id, s: `/s/${id}`, m: `/m/${id}`, l: `/l/${id}`, xl: `/xl/${id}` },
  caption,
});

describe('[progress] a report’s gallery and the readiness line', () => {
  it('[progress] moves photo by photo with the arrows and the keyboard, the caption following', () => {
    render(
      <ProgressGallery photos={[photo(1, 'Фасад'), photo(2, 'Двор')]} label="Фотографии за ноябрь 2026" />,
    );
    expect(screen.getByText('Фото 1 из 2')).toBeInTheDocument();
    expect(screen.getByText('Фасад')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предыдущее фото' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByText('Фото 2 из 2')).toBeInTheDocument();
    expect(screen.getByText('Двор')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByTestId('progress-gallery'), { key: 'ArrowLeft' });
    expect(screen.getByText('Фото 1 из 2')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Фасад' })).toHaveAttribute('src', '/l/1');
  });

  it('[progress] says the building’s latest percent and month, nothing without a report', () => {
    const report = { id: 1, pavilionId: 7, month: '2026-11-01', percent: 65, text: '', videoUrl: null };
    const buildings = [
      { pavilionId: 7, name: 'Корпус 1', reports: [{ ...report, photos: [], version: 1, createdAt: '' }] },
    ];
    expect(readinessLine(buildings, 7)).toBe('Готовность 65 %, отчёт за ноябрь');
    expect(readinessLine(buildings, 8)).toBeNull();
    expect(readinessLine(undefined, 7)).toBeNull();
  });
});
