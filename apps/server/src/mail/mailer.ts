import { desc, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { AppDatabase } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** 'smtp' sends through SMTP_URL; 'outbox' keeps messages in the database for development. */
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
};

type Log = { info(object: object, message: string): void };

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK_PATTERN) ?? [])];
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  db: AppDatabase;
  log: Log;
}): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: options.from, ...message });
        options.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // With no mail server the link is in the log, one readable line, so a self-hoster can still finish
      // signing up; the outbox route that lists these exists only outside production.
      const links = linksIn(message.text);
      options.log.info(
        { to: message.to, subject: message.subject, links },
        `mail not sent (no SMTP_URL): "${message.subject}" to ${message.to}${links.length > 0 ? `: ${links.join(' ')}` : ''}`,
      );
    },
  };
}

export function createOutboxRepository(db: AppDatabase) {
  return {
    async list(to: string | undefined, limit: number) {
      const query = db.select().from(mailOutbox);
      const filtered = to ? query.where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`) : query;
      return filtered.orderBy(desc(mailOutbox.createdAt)).limit(limit);
    },
  };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A plain message with one call-to-action link, in text and in simple, accessible HTML. Every text comes
 * translated (link-mails.ts); `lang` is the language they are in, for the HTML and screen readers.
 */
export function composeLinkMail(input: {
  to: string;
  lang: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
  /** Before the link written out in full: 'Or open this link: {url}'. */
  openLink: string;
  /** The last line, the sender: '— ResumeLoop'. */
  signature: string;
}): MailMessage {
  const text = [
    input.greeting,
    '',
    ...input.lines,
    '',
    `${input.action}: ${input.url}`,
    '',
    input.footer,
    '',
    input.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(input.lang)}"><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:auto;padding:24px">
<p>${escapeHtml(input.greeting)}</p>
${input.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(input.action)}</a></p>
<p style="font-size:14px;color:#475569">${escapeHtml(input.openLink)}</p>
<p style="font-size:14px;color:#475569">${escapeHtml(input.footer)}</p>
<p>${escapeHtml(input.signature)}</p></body></html>`;
  return { to: input.to, subject: input.subject, text, html };
}
