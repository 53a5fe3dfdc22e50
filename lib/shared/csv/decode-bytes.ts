/**
 * A file's bytes as text, whichever encoding the tool that wrote it chose: UTF-8 with or
 * without a byte order mark, UTF-16 with its mark (Excel's "Unicode text"), or Windows-1252,
 * which Excel on a Belgian or French Windows still writes for "CSV". Bytes that are not valid
 * UTF-8 are read as Windows-1252, where every byte is a character; a file holding NUL or other
 * control characters is no text at all (a spreadsheet's .xlsx, an image) and is refused: null.
 */
export function decodeBytes(bytes: Uint8Array): string | null {
  const text = decodeByMark(bytes) ?? utf8(bytes) ?? windows1252(bytes);
  // Tab, line feed and carriage return are a text file's; any other control character is not.
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text) ? null : text;
}

function decodeByMark(bytes: Uint8Array): string | null {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return utf8(bytes.subarray(3));
  if (a === 0xff && b === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (a === 0xfe && b === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return null;
}

function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Node's TextDecoder reads 'windows-1252' as Latin-1 (0x80 stays U+0080, not €), so the 32
 * bytes where the two differ are mapped here; the five Windows leaves unassigned read as U+FFFD.
 */
const WINDOWS_1252_HIGH =
  '\u20AC\uFFFD\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\uFFFD\u017D\uFFFD\uFFFD\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\uFFFD\u017E\u0178';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}
