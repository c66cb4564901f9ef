import { fireEvent, screen, within } from '@testing-library/react';
import { DENSITY_KEY, WIDE_SCREEN } from '../lib/use-chess-density.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#app/test/render-app.tsx';
import type { TPavilionSummary } from '#shared/schemas/object.ts';
import type { TChessView } from '#shared/schemas/realty.ts';
import { queryClient } from '#app/lib/query-client.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { chessFixture, VIEWER_ID } from '../test/chess-fixture.ts';
import { ChessScreen } from './chess-screen.tsx';
import * as chessApi from '#shared/api/chess.ts';

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

/** A screen at least 1024 px wide, or a phone's. */
function stubScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === WIDE_SCREEN,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const unit = (id: number) =>
  screen.getByTestId('chess-grid').querySelector<HTMLElement>(`[data-cell-id="${id}"]`)!;

function renderScreen(view: TChessView) {
  mockFetch().on(chessApi.getChessSection, { id: 3, sectionId: 11 }, { body: view });
  renderInApp([
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

  it('draws the detailed board on a wide screen and switches to the compact one, remembered', async () => {
    stubScreen(true);
    renderScreen(chessFixture());
    const grid = await screen.findByTestId('chess-grid');
    const views = screen.getByRole('group', { name: 'Вид шахматки' });
    expect(within(views).getByRole('button', { name: 'Подробно' })).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('data-density', 'detailed');
    expect(grid.style.gridTemplateColumns).toBe('44px repeat(3, 88px)');
    // Every unit reads its price, area and layout; the fund's unit keeps its lock and shows no price.
    expect(unit(1)).toHaveTextContent('10 млн');
    expect(unit(1)).toHaveTextContent('40 м²');
    expect(unit(1)).toHaveTextContent('1к');
    expect(unit(23)).not.toHaveTextContent('млн');

    fireEvent.click(within(views).getByRole('button', { name: 'Компактно' }));
    expect(within(views).getByRole('button', { name: 'Компактно' })).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('data-density', 'compact');
    expect(grid.style.gridTemplateColumns).toBe('44px repeat(3, 40px)');
    expect(unit(1)).not.toHaveTextContent('млн');
    expect(localStorage.getItem(DENSITY_KEY)).toBe('compact');
  });

  it('opens the compact board when the buyer chose it before', async () => {
    stubScreen(true);
    localStorage.setItem(DENSITY_KEY, 'compact');
    renderScreen(chessFixture());
    expect(await screen.findByTestId('chess-grid')).toHaveAttribute('data-density', 'compact');
    expect(screen.getByRole('button', { name: 'Компактно' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the compact board and no switch on a phone, whatever was chosen on a wide screen', async () => {
    stubScreen(false);
    localStorage.setItem(DENSITY_KEY, 'detailed');
    renderScreen(chessFixture());
    expect(await screen.findByTestId('chess-grid')).toHaveAttribute('data-density', 'compact');
    expect(screen.queryByRole('group', { name: 'Вид шахматки' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows the tapped unit’s card beside the board on a wide screen, not over it', async () => {
    stubScreen(true);
    renderScreen(chessFixture());
    await screen.findByTestId('chess-grid');
    expect(screen.getByRole('complementary', { name: 'Выберите квартиру' })).toBeVisible();
    fireEvent.click(unit(1));
    expect(unit(1)).toHaveAttribute('data-selected');
    const card = await screen.findByRole('complementary', { name: 'Квартира № 1' });
    expect(within(card).getByRole('heading', { name: 'Квартира № 1' })).toBeVisible();
    expect(card).toHaveTextContent('В продаже');
    expect(screen.queryByRole('dialog')).toBeNull();
    // The same content as the phone's sheet; closing it brings the hint back and keeps the board.
    fireEvent.click(within(card).getByRole('button', { name: 'Закрыть' }));
    expect(screen.getByRole('complementary', { name: 'Выберите квартиру' })).toBeVisible();
    // The mark survives the switch to the compact board (which renders the board again).
    fireEvent.click(unit(2));
    await screen.findByRole('complementary', { name: 'Квартира № 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Компактно' }));
    expect(unit(2)).toHaveAttribute('data-selected');
    expect(unit(1)).not.toHaveAttribute('data-selected');
  });
});
