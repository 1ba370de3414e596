import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { devMails } from '../db/schema';

export type Mail = { to: string; subject: string; text: string; html?: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development: every mail is stored for /dev/mailbox and logged, nothing leaves the machine. */
export class DevMailbox implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly log: Pick<Logger, 'info'>,
  ) {}
  async send(mail: Mail) {
    await this.db.insert(devMails).values(mail);
    this.log.info({ to: mail.to, subject: mail.subject }, 'mail stored in dev mailbox');
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }
  async send(mail: Mail) {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
  close() {
    this.transport.close();
  }
}

/** MAIL_DISABLED=true: nothing is sent or stored; each mail is logged (recipient and subject only) as not sent. */
export class DisabledMailer implements Mailer {
  constructor(private readonly log: Pick<Logger, 'warn'>) {}
  async send(mail: Mail) {
    this.log.warn({ to: mail.to, subject: mail.subject }, 'mail not sent: MAIL_DISABLED is on');
  }
}
