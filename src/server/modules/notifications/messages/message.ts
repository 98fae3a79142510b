import type { DbOrTx } from '../../../db/client';
import type { MailContent } from '../mail-layout';
import type { NewNotification } from '../notifications.repository';
import type { OutboxEvent } from '../outbox-events';

export type Kind = OutboxEvent['kind'];
export type EventOf<K extends Kind> = Extract<OutboxEvent, { kind: K }>;
/** One entry of the bell (the in-app notifications). */
export type Bell = Omit<NewNotification, 'outboxId'>;

/** Where Attune is served, for the links in the e-mails (PUBLIC_URL). */
export interface Site {
  publicUrl: string;
}

/**
 * Where an event's details are gathered from. With `mailAt` they are gathered for the e-mail, and so
 * with its attachments too (the calendar file, the unsubscribe token); without, for the bell.
 */
export interface Gather {
  db: DbOrTx;
  mailAt?: Date;
}

/**
 * One kind of message (docs/decisions/0081): the details of its event, gathered once, and what they
 * say in both channels. `mail` and `bell` only read the data they are given.
 */
export interface Message<K extends Kind, D> {
  /** The event's details as the rows are now; undefined when there is nothing left to tell. */
  load(g: Gather, event: EventOf<K>): Promise<D | undefined>;
  /** The e-mails: one per person told. */
  mail(data: D, site: Site): MailContent[];
  /** The bell's entries, in the words of the e-mail's subject; none when absent. */
  bell?(data: D): Bell[];
  /** Made-up details, one per shape the message takes, for the rendering test and for looking at. */
  samples: D[];
}

/** A message with its data type sealed in, as the registry holds it. */
export interface Entry<K extends Kind> {
  mails(g: Gather, event: EventOf<K>, site: Site): Promise<MailContent[]>;
  bells(db: DbOrTx, event: EventOf<K>): Promise<Bell[]>;
  previews(site: Site): MailContent[];
}

export function defineMessage<K extends Kind, D>(m: Message<K, D>): Entry<K> {
  return {
    async mails(g, event, site) {
      const data = await m.load(g, event);
      return data === undefined ? [] : m.mail(data, site);
    },
    async bells(db, event) {
      if (!m.bell) return [];
      const data = await m.load({ db }, event);
      return data === undefined ? [] : m.bell(data);
    },
    previews: (site) => m.samples.flatMap((data) => m.mail(data, site)),
  };
}
