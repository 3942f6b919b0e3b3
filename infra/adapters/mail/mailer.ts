import nodemailer from 'nodemailer';

export interface Mail {
  /** Whose mail it is, so erasure can remove it from the dev mailbox. */
  uid: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
}
export interface TextMessage {
  uid: string;
  to: string;
  text: string;
  code: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
export interface SmsSender {
  send(message: TextMessage): Promise<void>;
}

interface DevOutboxWriter {
  addMail(mail: Mail): Promise<unknown>;
  addSms(message: TextMessage): Promise<unknown>;
}

/** Embedded mode: mail lands in the dev mailbox (a table), readable at /api/dev/mailbox. */
export const devMailer = (outbox: DevOutboxWriter): Mailer => ({
  send: async (mail) => void (await outbox.addMail(mail)),
});

/** Local identity's phone codes land in the dev SMS outbox; real SMS is Firebase's job. */
export const devSmsSender = (outbox: DevOutboxWriter): SmsSender => ({
  send: async (message) => void (await outbox.addSms(message)),
});

/** SMTP_URL set: real mail through nodemailer. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
