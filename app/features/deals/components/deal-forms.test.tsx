import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken, setToken } from '#app/lib/storage.ts';
import { mockFetch } from '#app/test/fetch-mock.ts';
import { withProviders } from '../../bookings/test/fixtures.tsx';
import { FakeXhr } from '../../chess-editor/test/fake-xhr.ts';
import { aDeal } from '../test/deal.ts';
import { DealDocuments } from './deal-documents.tsx';
import { NextStageForm } from './next-stage-form.tsx';
import * as dealsApi from '#shared/api/deals.ts';

beforeEach(() => setToken('token'));
afterEach(() => {
  vi.unstubAllGlobals();
  removeToken();
});

const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'Проверьте правильность заполнения полей', errors },
});

describe('[deals] the builder’s forms on the deal page', () => {
  it('[deals] the next move: the 422 lands under its field, a double click moves once', async () => {
    let answer: ((value: { body: unknown }) => void) | null = null;
    let refuse = true;
    const fetch = mockFetch().on(dealsApi.changeDeal, { id: 12 }, () =>
      refuse ? invalid({ number: ['Укажите номер договора'] }) : new Promise((resolve) => (answer = resolve)),
    );
    const user = userEvent.setup();
    render(withProviders(<NextStageForm deal={aDeal()} reload={() => undefined} />));
    const form = screen.getByTestId('next-stage');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Укажите номер договора')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Номер' })).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await user.type(within(form).getByRole('textbox', { name: 'Номер' }), 'ДДУ-7/015');
    await user.dblClick(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    answer!({ body: { deal: aDeal({ stage: 'contract', version: 4 }) } });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Номер' })).toHaveValue(''));
    expect(fetch.calls).toHaveLength(2);
    expect(fetch.calls[1]!.body).toMatchObject({ stage: 'contract', number: 'ДДУ-7/015', version: 3 });
  });

  it('[deals] a document: no file is refused at once, the 422 shows, a double click uploads once', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.all = [];
    const user = userEvent.setup();
    const { container } = render(withProviders(<DealDocuments deal={aDeal()} canUpload />));
    const form = screen.getByRole('form', { name: 'Приложить документ' });
    const send = within(form).getByRole('button', { name: 'Приложить документ' });
    await user.click(send);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Приложите файл');
    expect(FakeXhr.all).toHaveLength(0);

    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4'], 'ddu.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('ddu.pdf')).toBeInTheDocument();
    await user.click(send);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last.answer(422, {
      message: 'Проверьте правильность заполнения полей',
      errors: { file: ['Файл: PDF, JPEG, PNG или WebP'] },
    });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Файл: PDF, JPEG, PNG или WebP');

    await user.dblClick(send);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect([...(FakeXhr.last.body as FormData).keys()]).toEqual(expect.arrayContaining(['file', 'stage']));
    FakeXhr.last.answer(200, { deal: aDeal() });
    await waitFor(() => expect(within(form).queryByText('ddu.pdf')).not.toBeInTheDocument());
    expect(FakeXhr.all).toHaveLength(2);
  });
});
