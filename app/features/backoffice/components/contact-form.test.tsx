import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#app/lib/api-error.ts';
import { ContactForm } from './contact-form.tsx';

function setup(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const onSubmit = vi.fn(() => Promise.resolve());
  render(<ContactForm onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup(), create: () => screen.getByRole('button', { name: 'Создать' }) };
}

describe('[backoffice-app] contact form', () => {
  it('[backoffice-app] keeps «Создать» disabled until position, name and a complete phone are in', async () => {
    const { user, create, onSubmit } = setup();
    expect(create()).toBeDisabled();
    await user.type(screen.getByLabelText(/Должность/), 'Менеджер');
    await user.type(screen.getByLabelText(/^Имя/), 'Анна');
    expect(create()).toBeDisabled();
    const phone = screen.getByLabelText(/^Телефон/);
    await user.type(phone, '918123456');
    expect(phone).toHaveValue('+7(918)123-45-6');
    expect(create()).toBeDisabled();
    await user.type(phone, '7');
    expect(phone).toHaveValue('+7(918)123-45-67');
    expect(create()).toBeEnabled();

    await user.clear(screen.getByLabelText(/^Имя/));
    expect(create()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Имя/), '  ');
    expect(create()).toBeDisabled();
    await user.type(screen.getByLabelText(/^Имя/), 'Анна');
    await user.click(create());
    expect(onSubmit).toHaveBeenCalledWith({
      position: 'Менеджер',
      name: 'Анна',
      phone: '+7(918)123-45-67',
      phone2: null,
      email: null,
      email2: null,
    });
  });

  it('[backoffice-app] sends the optional fields only when filled; an incomplete second phone counts as empty', async () => {
    const { user, create, onSubmit } = setup();
    await user.type(screen.getByLabelText(/Должность/), 'Директор');
    await user.type(screen.getByLabelText(/^Имя/), 'Олег');
    await user.type(screen.getByLabelText(/^Телефон/), '89181234567');
    await user.type(screen.getByLabelText(/Второй телефон/), '862200');
    await user.type(screen.getByLabelText(/^Электронная почта/), 'sales@example.ru');
    await user.click(create());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: '+7(918)123-45-67',
        phone2: null,
        email: 'sales@example.ru',
        email2: null,
      }),
    );
  });

  it('[backoffice-app] shows the server’s texts on their fields; a double tap creates one contact', async () => {
    const error = new ApiError({
      type: 'ValidationFailed',
      status: 422,
      message: 'Проверьте правильность заполнения полей',
      body: { errors: { phone2: ['Этот номер уже у другого контакта'] } },
    });
    // The answer is held until both taps are in: the second lands while the first request is still out.
    let answer: (reason: unknown) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<never>((_, reject) => (answer = reject)));
    const { user, create } = setup({ onSubmit });
    await user.type(screen.getByLabelText(/Должность/), 'Менеджер');
    await user.type(screen.getByLabelText(/^Имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Телефон/), '9181234567');
    await user.type(screen.getByLabelText(/Второй телефон/), '9181234568');
    await user.dblClick(create());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer(error);
    expect(await screen.findByText('Этот номер уже у другого контакта')).toBeInTheDocument();
    expect(screen.getByLabelText(/Второй телефон/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('[backoffice-app] checks an email with the shared schema before sending', async () => {
    const { user, create, onSubmit } = setup();
    await user.type(screen.getByLabelText(/Должность/), 'Менеджер');
    await user.type(screen.getByLabelText(/^Имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Телефон/), '9181234567');
    await user.type(screen.getByLabelText(/^Электронная почта/), 'sales@');
    await user.click(create());
    expect(await screen.findByText('Неверный адрес электронной почты')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
