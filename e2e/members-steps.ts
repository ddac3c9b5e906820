import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import { apiCall } from './void-steps.ts';

/** A member as the API lists her, for the checks a test makes after the screen said so. */
export interface ListedMember {
  Id: number;
  Name: string;
  Point: number;
  SavedMinutes: number;
}

export async function findMember(token: string, outletId: number, name: string): Promise<ListedMember> {
  const members = await apiCall<ListedMember[]>('GET', `/member?keyword=${encodeURIComponent(name)}`, token, undefined, outletId);
  const member = members.find((candidate) => candidate.Name === name);
  if (!member) throw new Error(`no member ${name}`);
  return member;
}

export async function savedMinutesOf(token: string, outletId: number, memberId: number): Promise<number> {
  return (await apiCall<{ TimeBalance: number }>('GET', `/member/${memberId}/getCurrentTimeBalance`, token, undefined, outletId)).TimeBalance;
}

/** Fills the member modal as a cashier does: every field typed with the keyboard, the labels as shown in English. */
export async function typeNewMember(page: Page, member: { name: string; phone: string; birthDate: string }): Promise<void> {
  const modal = page.getByTestId('member-modal');
  await modal.waitFor();
  await typeInto(modal.getByRole('textbox', { name: 'Name', exact: true }), member.name);
  await typeInto(modal.getByRole('textbox', { name: 'Phone number', exact: true }), member.phone);
  await typeInto(modal.getByRole('textbox', { name: 'Date of birth', exact: true }), member.birthDate);
  // The date field reads what was typed when it loses focus; Escape closes its calendar.
  await page.keyboard.press('Tab');
}

/** Chooses a member in the payment's picker: type part of her name, wait out the 1 s search, tick her. */
export async function chooseMemberInPicker(page: Page, name: string): Promise<void> {
  const picker = page.getByTestId('member-picker');
  await typeInto(picker.getByRole('textbox', { name: 'Search name, phone or member number' }), name);
  await picker.getByRole('radio', { name, exact: true }).check();
  await picker.getByRole('button', { name: 'OK', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
}
