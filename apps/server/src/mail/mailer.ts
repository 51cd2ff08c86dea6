// Outgoing mail (one-time codes, device approval links) through nodemailer to `SMTP_URL`.
import nodemailer from 'nodemailer'

export interface MailConfig {
  /** smtp://host:port (default `SMTP_URL`); without it mail-sending routes answer 503. */
  smtpUrl?: string
  /** From address (default `Latch <no-reply@latch.local>`). */
  from?: string
}

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly configured: boolean
  send(mail: Mail): Promise<void>
  close(): void
}

export function createMailer(config: MailConfig = {}): Mailer {
  const url = config.smtpUrl ?? process.env.SMTP_URL
  if (!url) {
    return {
      configured: false,
      send: async () => {
        throw new Error('mail is not configured (SMTP_URL)')
      },
      close: () => {},
    }
  }
  const transport = nodemailer.createTransport(url)
  const from = config.from ?? 'Latch <no-reply@latch.local>'
  return {
    configured: true,
    send: async (mail) => {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
