import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { typeInto } from './harness.ts';
import type { Language } from './backoffice-outlets-steps.ts';
import { shootScreen } from './docs-shots.ts';

/** Steps of the owner's payment methods, charges and audit view in the back office (issue 20). */
/** backoffice-<area>-<screen>-<lang>.png (docs-shots.ts says where). */
export async function shoot(page: Page, area: 'payments' | 'audit', screen: string, language: Language): Promise<void> {
  await shootScreen(page, `backoffice-${area}-${screen}-${language}`);
}

/** A menu entry of the back office's left navigation, by its label. */
export async function openFromNav(page: Page, label: string | RegExp, path: RegExp): Promise<void> {
  await page.getByRole('navigation').getByText(label, { exact: typeof label === 'string' }).first().click();
  await page.waitForURL(path);
}

/** A Mantine select: tap it, then tap the option. */
export async function pickOption(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Uploads through the dialog's button and the browser's file chooser, as the owner picks a file. */
export async function uploadThroughChooser(page: Page, dialog: Locator, buttonName: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

/** New payment method: name typed, type picked, default amount typed, an image uploaded, saved. */
export async function createPaymentMethod(page: Page, method: { name: string; type: string; defaultValue: string; image: Buffer }): Promise<void> {
  await page.getByRole('button', { name: 'New payment method' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), method.name);
  await pickOption(dialog, page, 'Type', method.type);
  await typeInto(dialog.getByRole('textbox', { name: /Default amount/ }), method.defaultValue);
  await uploadThroughChooser(page, dialog, 'Upload image', { name: 'kartu-kopi.png', mimeType: 'image/png', buffer: method.image });
  await dialog.getByRole('img', { name: `Image of ${method.name}` }).waitFor();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** New charge: name, percentage typed, included in the price, applied to the order types named. */
export async function createCharge(page: Page, charge: { name: string; percent: string; orderTypes: string[] }): Promise<void> {
  await page.getByRole('button', { name: 'New charge' }).click();
  const dialog = page.getByRole('dialog');
  await typeInto(dialog.getByRole('textbox', { name: 'Name' }), charge.name);
  await typeInto(dialog.getByRole('textbox', { name: 'Percent' }), charge.percent);
  for (const orderType of charge.orderTypes) await dialog.getByRole('checkbox', { name: orderType, exact: true }).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

// A real PNG (a 24×24 coffee-brown square) for the upload and its preview.
const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});
const crc32 = (bytes: Buffer) => (bytes.reduce((crc, byte) => CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
export function squarePng(size = 24, rgb: [number, number, number] = [0x8b, 0x5a, 0x2b]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
