// What a delivery adapter is and sends (transports.ts builds them; the context names them).
export type Channel = 'email' | 'sms';

export interface OutgoingMessage {
  channel: Channel;
  /** e-mail address or international phone number */
  to: string;
  subject: string;
  body: string;
}

export interface DeliveryLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage & { id: number }, log?: DeliveryLog): Promise<void>;
}
