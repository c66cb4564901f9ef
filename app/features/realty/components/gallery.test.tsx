import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TImage } from '#shared/schemas/common.ts';
import { PhotoGallery } from './photo-gallery.tsx';

const image = (id: number): TImage => ({
  id,
  s: `/files/images/${id}/s.webp`,
  m: `/files/images/${id}/m.webp`,
  l: `/files/images/${id}/l.webp`,
  xl: `/files/images/${id}/xl.webp`,
});

describe('[realty] the photo gallery', () => {
  it('[realty] moves between photos with the arrows in 500 ms, counting them', () => {
    render(<PhotoGallery images={[image(1), image(2), image(3)]} title="ЖК Морской" />);
    const track = screen.getByTestId('gallery-track');
    expect(screen.getByText('1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предыдущее фото' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Следующее фото' }));
    expect(screen.getByText('2 из 3')).toBeInTheDocument();
    expect(track.style.transform).toContain('-100%');
    expect(track.style.transition).toContain('500ms');
    fireEvent.keyDown(screen.getByRole('region', { name: 'ЖК Морской' }), { key: 'ArrowRight' });
    expect(screen.getByText('3 из 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующее фото' })).toBeDisabled();
  });

  it('[realty] loads sizes responsively and shows a placeholder for a broken photo', () => {
    render(<PhotoGallery images={[image(1), image(2)]} title="ЖК Морской" />);
    const [first] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('srcset', expect.stringContaining('/files/images/1/l.webp 1280w'));
    fireEvent.error(first!);
    expect(screen.getByText('Изображение недоступно')).toBeInTheDocument();
  });

  it('[realty] opens full screen on a tap, with the large sizes, and closes with Escape', () => {
    render(<PhotoGallery images={[image(1), image(2)]} title="ЖК Морской" />);
    const slide = screen.getAllByRole('group')[0]!;
    fireEvent.pointerDown(slide, { pointerId: 1, clientX: 100, clientY: 100, button: 0 });
    fireEvent.pointerUp(slide, { pointerId: 1, clientX: 100, clientY: 100 });
    const viewer = screen.getByRole('dialog', { name: 'ЖК Морской' });
    expect(viewer.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('xl.webp 2048w'));
    fireEvent.keyDown(viewer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[realty] says so when there are no photos', () => {
    render(<PhotoGallery images={[]} title="ЖК Морской" />);
    expect(screen.getByText('Фотографии пока не добавлены')).toBeInTheDocument();
  });
});
