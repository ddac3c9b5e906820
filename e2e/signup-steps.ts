import type { Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of a restaurant signing up (issue 20). */
export { chooseLanguage } from './docs-shots.ts';

/** <area>-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shoot(page: Page, area: string, screen: string, language: Language): Promise<void> {
  await shootScreen(page, `${area}-${screen}-${language}`);
}

export type SignUpDraft = { name: string; email: string; password: string; confirm?: string };

/** The sign-up form, typed with the keyboard field by field (the fields' names are the form's). */
export async function typeSignUpForm(page: Page, draft: SignUpDraft): Promise<void> {
  await typeInto(page.locator('input[name="name"]'), draft.name);
  await typeInto(page.locator('input[name="email"]'), draft.email);
  await typeInto(page.locator('input[name="password"]'), draft.password);
  await typeInto(page.locator('input[name="confirm"]'), draft.confirm ?? draft.password);
}

/** What the sign-up form shows under its fields, in order. */
export async function fieldErrors(page: Page): Promise<string[]> {
  return page.locator('form .mantine-InputWrapper-error').allInnerTexts();
}
