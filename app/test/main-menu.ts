// The main menu as a component test reaches it: the phone's drawer (jsdom matches no media query, so the desktop's
// sidebar is not drawn), its chunk loaded on the first opening as in the browser.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appTexts } from '#shared/texts/app.ts';

export async function openMainMenu(): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: appTexts.menu.open }));
  const drawer = await screen.findByRole('dialog', { name: appTexts.menu.title });
  return within(drawer).findByRole('navigation', { name: appTexts.menu.title });
}
