// The development mailbox: an in-process SMTP server that keeps every received mail in memory
// (parsed with mailparser), for `npm start`, tests and Playwright to read codes and links. The
// services server lists it at `GET /dev/mailbox?to=` only when given one (never in production).
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface DevMail {
  to: string[]
  from: string
  subject: string
  text: string
  receivedAt: number
}

export interface DevMailbox {
  /** smtp://127.0.0.1:port, to pass as SMTP_URL. */
  smtpUrl: string
  port: number
  /** Mails to an address (case-insensitive), newest first; all mails without one. */
  list(to?: string): DevMail[]
  stop(): Promise<void>
}

const MAX_MAILS = 500

export async function startDevMailbox(options: { port?: number; host?: string } = {}): Promise<DevMailbox> {
  const mails: DevMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((group) => group.value.map((a) => (a.address ?? '').toLowerCase()))
          mails.unshift({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: Date.now(),
          })
          if (mails.length > MAX_MAILS) mails.length = MAX_MAILS
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    smtpUrl: `smtp://${host}:${port}`,
    port,
    list: (to) => (to ? mails.filter((m) => m.to.includes(to.toLowerCase())) : [...mails]),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
