import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Every message is written to the outbox first, so nothing is lost if delivery fails and the
 * developer mailbox can show it. With SMTP_URL set, e-mail is then delivered and stamped; SMS
 * has no provider yet and stays in the outbox (docs/decisions/0004-outbox-mail.md).
 */
export function createMailer(db: Executor, options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }) {
  // nodemailer is loaded only by a server that delivers e-mail (SMTP_URL).
  const smtpUrl = options.smtpUrl;
  const transport = smtpUrl ? import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)) : null;
  return {
    async send(message: OutgoingMessage): Promise<void> {
      const [row] = await db.insert(outboxMessages).values(message).returning({ id: outboxMessages.id });
      if (!transport || message.channel !== 'email' || !row) return;
      try {
        await (await transport).sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        await db.update(outboxMessages).set({ sentAt: new Date() }).where(eq(outboxMessages.id, row.id));
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'e-mail delivery failed');
        await db.update(outboxMessages).set({ error: String(error).slice(0, 500) }).where(eq(outboxMessages.id, row.id));
      }
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
