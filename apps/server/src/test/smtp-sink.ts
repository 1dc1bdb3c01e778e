import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:{port} — what SMTP_URL should be. */
  url: string;
  messages: ParsedMail[];
  /** The next message addressed to `to` (already received or still to come). */
  nextTo(to: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps every message it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiting: { to: string; resolve: (mail: ParsedMail) => void }[] = [];
  const addressedTo = (mail: ParsedMail, to: string) => JSON.stringify(mail.to ?? '').includes(to);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const waiter of waiting.filter((w) => addressedTo(mail, w.to))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
          callback();
        })
        .catch(callback);
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    messages,
    nextTo: (to) => {
      const received = messages.find((mail) => addressedTo(mail, to));
      return received ? Promise.resolve(received) : new Promise((resolve) => waiting.push({ to, resolve }));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
