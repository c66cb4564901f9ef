import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiSection, at, cells, dragMouse, withProviders } from '../test/fixtures.tsx';
import { StructureEditor } from './structure-editor.tsx';

describe('[chess-editor] structure edit mode', () => {
  it('[chess-editor] a drag selects a rectangle of units and merges it', async () => {
    render(withProviders(<StructureEditor section={apiSection(['ABC', 'DEF', 'GHI'])} onLeave={() => {}} />));
    expect(screen.getByText('Ничего не выбрано')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Объединить' })).toBeDisabled();
    dragMouse([0, 0], [1, 1]);
    expect(screen.getByText('Выбрано: 4')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Объединить' }));
    expect(cells()).toHaveLength(6);
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByText('Есть несохранённые изменения')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Разделить' })).toBeEnabled();
  });

  it('[chess-editor] a selection that is not a rectangle raises the alert and changes nothing', async () => {
    render(withProviders(<StructureEditor section={apiSection(['AAB', 'AAC', 'DEF'])} onLeave={() => {}} />));
    dragMouse([0, 1], [0, 2]);
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Объединить' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Внимание' });
    expect(within(alert).getByText('Выбранные квартиры не составляют прямоугольник!')).toBeInTheDocument();
    expect(cells()).toHaveLength(6);
    fireEvent.click(within(alert).getByRole('button', { name: 'Понятно' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Выбрано: 2')).toBeInTheDocument();
  });

  it('[chess-editor] split is offered only for a unit covering more than one', () => {
    render(withProviders(<StructureEditor section={apiSection(['AAB', 'AAC'])} onLeave={() => {}} />));
    dragMouse([0, 2], [0, 2]);
    expect(screen.getByText('Выбрано: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Разделить' })).toBeDisabled();
    dragMouse([1, 0], [1, 0]);
    expect(screen.getByRole('button', { name: 'Разделить' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Разделить' }));
    expect(cells()).toHaveLength(6);
  });

  it('[chess-editor] a touch must rest 150 ms before it selects', async () => {
    render(withProviders(<StructureEditor section={apiSection(['AB', 'CD'])} onLeave={() => {}} />));
    const cell = document.querySelector<HTMLElement>('[data-kind="cell"]')!;
    fireEvent.pointerDown(cell, { pointerId: 2, button: 0, pointerType: 'touch', ...at(0, 0) });
    fireEvent.pointerMove(window, { pointerId: 2, pointerType: 'touch', ...at(1, 1) });
    expect(screen.getByText('Ничего не выбрано')).toBeInTheDocument();
    fireEvent.pointerUp(window, { pointerId: 2, pointerType: 'touch' });

    fireEvent.pointerDown(cell, { pointerId: 3, button: 0, pointerType: 'touch', ...at(0, 0) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    fireEvent.pointerMove(window, { pointerId: 3, pointerType: 'touch', ...at(1, 1) });
    expect(screen.getByText('Выбрано: 4')).toBeInTheDocument();
  });
});
