import type { Transporter } from 'nodemailer';
import { writeOutboxFile } from './outbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait; a failure is logged. The message may still be in the
   * making (a promise); when it comes to nothing, nothing is sent.
   */
  sendLater(message: MailMessage | Promise<MailMessage | undefined>): void;
  /** Resolves once every message handed to sendLater has been sent or has failed. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface CreateMailerOptions {
  /** smtp:// or smtps:// URL; without one every message becomes an .eml file in `outboxDir` (README.md, Configuration). */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export function createMailer({ smtpUrl, from, outboxDir, log }: CreateMailerOptions): Mailer {
  // nodemailer is loaded with the first message: a process that sends none starts without it (docs/performance.md,
  // "The start loads the card and mail libraries on first use").
  let transport: Promise<Transporter> | undefined;
  const transportMade = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const pending = new Set<Promise<void>>();
  async function send(message: MailMessage): Promise<void> {
    const info = await (await transportMade()).sendMail({ from, ...message });
    if (smtpUrl) return void log.info({ to: message.to, messageId: info.messageId }, 'mail sent');
    const path = await writeOutboxFile({ outboxDir, to: message.to, content: info.message as Buffer });
    log.info({ to: message.to, path }, 'mail written to the outbox');
  }
  async function settled(): Promise<void> {
    await Promise.all(pending);
  }
  return {
    send,
    sendLater(message) {
      const sending = Promise.resolve(message)
        .then((ready) => ready && send(ready))
        .catch((err: unknown) => log.error({ err }, 'mail could not be sent'));
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    settled,
    async close() {
      await settled();
      (await transport)?.close();
    },
  };
}
