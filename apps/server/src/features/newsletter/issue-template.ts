import { randomBytes } from 'node:crypto';
import { encode, wrap } from 'nodemailer/lib/qp';
import type { Mailer } from '../../mail/mailer.ts';
import { type IssueParts, issueCopy, type RecipientParts } from './render.ts';

const crlf = (s: string) => s.replace(/\r?\n/g, '\r\n');
/** A line as quoted-printable writes it, soft-wrapped at 76 characters. */
const encodedLine = (line: string) => wrap(encode(line), 76);
/** An address a header can carry as it is; any other goes through nodemailer's own encoding. */
const plainAddress = /^[\x21-\x7e]+$/;

/**
 * An issue composed once as MIME with markers where a recipient's own parts go, then filled for each
 * recipient (decision 032): composing every copy with nodemailer cost about 2 ms of CPU apiece, most
 * of a send; filling costs microseconds. The bodies are quoted-printable with CRLF lines, and
 * quoted-printable encodes each line on its own, so a marker alone on its line is swapped for the
 * real line, encoded. Returns null for an address that needs encoding (the caller composes that copy).
 */
export async function composeIssueTemplate(
  mailer: Mailer,
  issue: IssueParts,
  o: { publicUrl: string },
): Promise<(parts: RecipientParts) => Buffer | null> {
  const mark = `x${randomBytes(12).toString('hex')}`;
  const markers: RecipientParts = {
    email: `${mark}e@template.invalid`,
    messagePart: `${mark}i`,
    oneClick: `${mark}u`,
    unsubscribePage: `${mark}u`,
    textLine: `${mark}t`,
    htmlLine: `${mark}h`,
  };
  const copy = issueCopy(issue, markers, o);
  const raw = (await mailer.compose({ ...copy, text: crlf(copy.text), html: crlf(copy.html), quotedPrintable: true })).toString('latin1');
  const pieces = raw.split(new RegExp(`${mark}(e@template\\.invalid|i|u|t|h)`));
  const kinds = pieces.filter((_, i) => i % 2 === 1).sort();
  // Each marker once, the lines alone on theirs: anything else is a bug to fix, not a mail to send.
  if (kinds.join() !== 'e@template.invalid,h,i,t,u' || !raw.includes(`\r\n${mark}t\r\n`) || !raw.includes(`\r\n${mark}h\r\n`)) {
    throw new Error(`newsletter: the composed template lost its markers (${kinds.join()})`);
  }
  return (parts) => {
    if (!plainAddress.test(parts.email)) return null;
    const values: Record<string, string> = {
      'e@template.invalid': parts.email,
      i: parts.messagePart,
      u: parts.oneClick,
      t: encodedLine(parts.textLine),
      h: encodedLine(parts.htmlLine),
    };
    return Buffer.from(pieces.map((piece, i) => (i % 2 === 1 ? values[piece] : piece)).join(''), 'latin1');
  };
}
