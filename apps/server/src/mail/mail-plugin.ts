import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** `app.mailer`: SMTP_URL when set, else .eml files in DATA_DIR/outbox. Needs `app.config` (db plugin). */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, mailFrom, dataDir } = app.config;
    const mailer = createMailer({ smtpUrl, from: mailFrom, outboxDir: join(dataDir, 'outbox'), log: app.log });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
