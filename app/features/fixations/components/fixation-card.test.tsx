import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '#app/lib/toast-store.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { aFixation, withProviders } from '../test/fixtures.tsx';
import { FixationAnswers } from './fixation-answers.tsx';
import { FixationCard } from './fixation-card.tsx';
import * as fixationsApi from '#shared/api/fixations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  for (const toast of getToasts()) dismissToast(toast.id);
});

const DAY = 86_400_000;
const card = (fixation = aFixation()) =>
  withProviders(
    <FixationCard fixation={fixation} showAgent actions={<FixationAnswers fixation={fixation} />} />,
  );
const buttons = () =>
  within(screen.getByTestId('fixation'))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('[fixations-app] a fixation card in the builder’s queue', () => {
  it('[fixations-app] a waiting one: the client, the agent and its agency, accept or reject', () => {
    mockFetch();
    render(card());
    const article = screen.getByTestId('fixation');
    expect(article).toHaveTextContent('Анна Смирнова');
    expect(article).toHaveTextContent('+7(918)111-22-33');
    expect(article).toHaveTextContent('Екатерина Лебедева · АН «Южный квартал»');
    expect(article).toHaveTextContent('Срок начнётся, когда застройщик примет фиксацию');
    expect(buttons()).toEqual(['Принять', 'Отклонить']);
  });

  it('[fixations-app] an active one shows the days left; with an asked extension, extend or refuse it', () => {
    mockFetch();
    const validUntil = new Date(Date.now() + 11.5 * DAY).toISOString();
    render(card(aFixation({ state: 'active', validUntil, extendRequestedAt: validUntil })));
    expect(screen.getByTestId('fixation-term')).toHaveTextContent('Осталось 12 дней');
    expect(screen.getByTestId('fixation')).toHaveTextContent('Просит продление');
    expect(buttons()).toEqual(['Продлить', 'Отказать в продлении']);
  });

  it('[fixations-app] rejecting needs a reason, then sends it once, whatever the double click', async () => {
    const fetch = mockFetch().on(
      fixationsApi.actOnFixation,
      { id: 41 },
      {
        body: { fixation: aFixation({ state: 'rejected', reason: 'Клиент покупает сам' }) },
      },
    );
    const user = userEvent.setup();
    render(card());
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = screen.getByRole('dialog', { name: 'Отклонить фиксацию' });
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByText('Укажите причину отказа')).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox'), 'Клиент покупает сам');
    const send = within(dialog).getByRole('button', { name: 'Отправить' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(getToasts().map((t) => t.text)).toContain('Фиксация отклонена'));
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]!.body).toEqual({ action: 'reject', reason: 'Клиент покупает сам' });
  });
});
