// Delivery adapters (DESIGN.md "Integrations"): by default every e-mail and SMS becomes one file
// under DATA_DIR/outbox/ plus a log line; SMTP_URL sends e-mail through nodemailer and
// SMS_GATEWAY_URL posts SMS as JSON to an HTTP gateway.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { IntegrationContext as AppContext } from '../context.ts';
import type { Channel, Transport } from './types.ts';

export type { Channel, DeliveryLog, OutgoingMessage, Transport } from './types.ts';

const SEND_TIMEOUT_MS = 15_000;

function safeFilePart(value: string): string {
  return value.replace(/[^A-Za-z0-9@.+_-]/g, '_').slice(0, 80);
}

/** One file per message: DATA_DIR/outbox/<time>-<id>-<channel>-<recipient>.txt */
export function outboxTransport(dir: string): Transport {
  return {
    name: 'outbox',
    async send(message, log) {
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.id}-${message.channel}-${safeFilePart(message.to)}.txt`);
      const text = `To: ${message.to}\nChannel: ${message.channel}\nSubject: ${message.subject}\n\n${message.body}\n`;
      await fs.writeFile(file, text, { encoding: 'utf8', mode: 0o600 });
      log?.info({ notification: message.id, channel: message.channel, to: message.to, file }, 'message written to the outbox');
    },
  };
}

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
    },
  };
}

/** POST {to, message} with a bearer token; any non-2xx answer is a failure to retry later. */
export function httpSmsTransport(url: string, token: string | undefined): Transport {
  return {
    name: 'sms-gateway',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: message.to, message: message.body }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** The transports configuration chooses; built once by createContext() (bootstrap.ts). */
export function configuredTransports(env: AppContext['env']): Record<Channel, Transport> {
  const outbox = outboxTransport(path.join(env.DATA_DIR, 'outbox'));
  return {
    email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : outbox,
    sms: env.SMS_GATEWAY_URL ? httpSmsTransport(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN) : outbox,
  };
}

/** Tests replace a channel's transport for one app context; null puts the configured one back. */
export function setTransport(ctx: AppContext, channel: Channel, transport: Transport | null): void {
  ctx.transports[channel] = transport ?? configuredTransports(ctx.env)[channel];
}

export function transportFor(ctx: AppContext, channel: Channel): Transport {
  return ctx.transports[channel];
}
