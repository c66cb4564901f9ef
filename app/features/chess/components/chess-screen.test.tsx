import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { chessFixture, VIEWER_ID } from '../test/chess-fixture.ts';
import { ChessScreen } from './chess-screen.tsx';

const pavilions = [
  {
    id: 5,
    name: 'Корпус 1',
    published: true,
    dateBuild: null,
    isAction: false,
    isFinished: false,
    flatsCount: 6,
    sections: [{ id: 11, name: 'Секция 1', published: true, flatsCount: 6, relevantCount: 2 }],
  },
] as unknown as TPavilionSummary[];

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

function renderScreen(view: TChessView) {
  mockFetch().on('POST', '/api/objects/3/chess/11', { body: view });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <ChessScreen
          objectId={3}
          pavilions={pavilions}
          sectionId={11}
          onSectionChange={() => {}}
          viewer={{ id: VIEWER_ID, canWatchCommission: false }}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('[chess] the chessboard screen', () => {
  it('names the building, the section and its deadline', async () => {
    renderScreen(chessFixture());
    expect(await screen.findByText('Корпус 1 · Секция 1 · Срок сдачи: II кв. 2027')).toBeVisible();
  });

  it('holds the room of the location and count line while the board loads', async () => {
    renderScreen(chessFixture());
    // Before the board's answer: the line is there (empty), so the board does not move down when it arrives.
    const info = screen.getByTestId('chess-info');
    expect(info).toHaveAttribute('aria-busy', 'true');
    expect(info.querySelectorAll('p')).toHaveLength(2);
    expect(await screen.findByTestId('relevant-count')).toBeVisible();
    expect(screen.getByTestId('chess-info')).toBe(info);
    expect(info).not.toHaveAttribute('aria-busy');
  });

  it('says nothing of a deadline the builder has not set', async () => {
    renderScreen({ ...chessFixture(), dateBuild: null });
    expect(await screen.findByText('Корпус 1 · Секция 1')).toBeVisible();
  });

  it('marks a tapped unit at once and opens its card right after', async () => {
    renderScreen(chessFixture());
    const grid = await screen.findByTestId('chess-grid');
    const unit = grid.querySelector<HTMLElement>('[data-cell-id="1"]')!;
    fireEvent.click(unit);
    expect(unit).toHaveAttribute('data-selected');
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = await screen.findByRole('dialog');
    expect(within(card).getByText('Квартира № 1')).toBeVisible();
  });
});
