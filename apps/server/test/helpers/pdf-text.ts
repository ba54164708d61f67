import { inflateSync } from 'node:zlib';

/** WinAnsi (Windows-1252) from 0x80 to 0x9f; the rest is Latin-1 (Node's TextDecoder reads this label as Latin-1). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

/**
 * The text a PDF written by pdfkit with the standard fonts shows, one line per text object: its
 * content streams (deflated or not) are read for the hex strings of Tj and TJ, which hold
 * WinAnsi codes. Enough to read our invoices back; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const raw = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const shown = [...block.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)]
        .map(([, array, single]) => (array !== undefined ? [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1] ?? '').join('') : (single ?? '')))
        .join('');
      if (shown) lines.push(winAnsi(Buffer.from(shown, 'hex')));
    }
  }
  return lines.join('\n');
}
