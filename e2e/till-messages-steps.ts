import type { Locator, Page } from 'playwright-core';

/** The words of the reservation screen in each language the test reads it in. */
export const reservationWords = {
  EN: { newReservation: 'New reservation', save: 'Save', cancel: 'Cancel' },
  ID: { newReservation: 'Reservasi baru', save: 'Simpan', cancel: 'Batal' },
  中文: { newReservation: '新预订', save: '保存', cancel: '取消' },
} as const;
export type ShortLanguage = keyof typeof reservationWords;

/** Opens Reservations from the navigation rail (the rail speaks English until the cashier switches). */
export async function openReservations(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Cashier screens' }).getByRole('link', { name: 'Reservations', exact: true }).click();
  await page.getByTestId('reservation-screen').waitFor();
}

/** Opens a new reservation and taps Save with nothing filled in: the form answers inline, under its fields. */
export async function saveEmptyReservation(page: Page, language: ShortLanguage): Promise<Locator> {
  const words = reservationWords[language];
  await page.getByRole('button', { name: words.newReservation, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: words.save, exact: true }).click();
  return dialog;
}

/** Closes the reservation form with its Cancel button. */
export async function cancelReservation(page: Page, language: ShortLanguage): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: reservationWords[language].cancel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}
