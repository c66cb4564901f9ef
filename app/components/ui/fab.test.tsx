import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Fab } from './fab.tsx';
import { PlusIcon } from './icons.tsx';

const css = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

describe('[ui] floating action button', () => {
  it('is shown by default and does its action', async () => {
    const onClick = vi.fn();
    render(<Fab icon={<PlusIcon />} aria-label="Добавить объект" onClick={onClick} />);
    const fab = screen.getByRole('button', { name: 'Добавить объект' });
    expect(fab).toHaveAttribute('data-show', 'true');
    expect(fab).not.toHaveAttribute('data-extended');
    await userEvent.click(fab);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is hidden from sight, screen readers and the keyboard when show is false', () => {
    render(<Fab show={false} icon={<PlusIcon />} aria-label="Добавить объект" />);
    const fab = document.querySelector('button')!;
    expect(fab).toHaveAttribute('aria-label', 'Добавить объект');
    expect(fab).not.toHaveAttribute('data-show');
    expect(fab).toHaveAttribute('aria-hidden', 'true');
    expect(fab).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('widens with a visible label', () => {
    render(<Fab icon={<PlusIcon />} label="Разместить" />);
    const fab = screen.getByRole('button', { name: 'Разместить' });
    expect(fab).toHaveAttribute('data-extended', 'true');
  });

  // jsdom lays nothing out; the e2e shell spec measures the offset in a real browser.
  it('sits 55 px from the right edge (PRODUCT §9)', () => {
    expect(css('./fab.module.css')).toMatch(/\.fab \{[^}]*position: fixed;[^}]*right: var\(--fab-right\);/);
    expect(css('../../styles/tokens.css')).toMatch(/--fab-right: 55px;/);
  });
});
