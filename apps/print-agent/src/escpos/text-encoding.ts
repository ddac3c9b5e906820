import iconv from 'iconv-lite';
import { isWideCharacter } from '@kasir/contracts';
import { enterChineseMode, leaveChineseMode } from './commands.ts';

/**
 * Text to printer bytes. Latin text (Indonesian, with the odd é in a name) goes out as WPC1252
 * outside Chinese mode; Chinese goes out as GB18030 inside FS & … FS . so a Chinese-firmware
 * printer reads its two- and four-byte sequences. A character neither can show becomes '?',
 * because printing a wrong glyph silently is worse than printing an obvious placeholder.
 */
export const LATIN_ENCODING = 'cp1252';
export const CHINESE_ENCODING = 'gb18030';

export interface TextEncoderState {
  isChineseMode: boolean;
}

function isLatinEncodable(character: string): boolean {
  if (character.charCodeAt(0) < 0x80) return true;
  const bytes = iconv.encode(character, LATIN_ENCODING);
  return !(bytes.length === 1 && bytes[0] === 0x3f);
}

/** Appends the bytes of `text` to `out`, switching Chinese mode only when the script changes. */
export function appendText(out: number[], text: string, state: TextEncoderState): void {
  let run = '';
  let isRunChinese = state.isChineseMode;
  const flush = (): void => {
    if (run === '') return;
    if (isRunChinese !== state.isChineseMode) {
      out.push(...(isRunChinese ? enterChineseMode() : leaveChineseMode()));
      state.isChineseMode = isRunChinese;
    }
    out.push(...iconv.encode(run, isRunChinese ? CHINESE_ENCODING : LATIN_ENCODING));
    run = '';
  };
  for (const character of text) {
    // ASCII prints the same in both modes, so it never forces a switch by itself.
    if (character.charCodeAt(0) < 0x80) {
      run += character;
      continue;
    }
    const isChinese = isWideCharacter(character);
    const printable = isChinese || isLatinEncodable(character) ? character : '?';
    if (isChinese !== isRunChinese) {
      flush();
      isRunChinese = isChinese;
    }
    run += printable;
  }
  flush();
}
