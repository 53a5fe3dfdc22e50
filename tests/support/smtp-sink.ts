import { createServer, type AddressInfo, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on 127.0.0.1 that accepts every message and keeps it in
 * memory: enough for nodemailer without TLS or authentication. `port`: listen where a
 * stopped sink listened, as a mail server back from an outage (any free port without).
 * `answerRecipient`: the reply to a recipient instead of `250 ok` (a `550` for an unknown
 * mailbox, a `451` for "try later"), or undefined to accept it.
 */
export async function smtpSink(
  port = 0,
  { answerRecipient }: { answerRecipient?: (address: string) => string | undefined } = {},
): Promise<{
  port: number;
  mails: ReceivedMail[];
  /** The first mail to an address containing `to`, waiting up to 5 s for it. */
  waitForMail: (to: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let current: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          mails.push(current);
          current = { from: '', to: [], data: '' };
          inData = false;
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          current.from = line.slice(10).trim();
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const address = line.slice(8).trim();
          const refusal = answerRecipient?.(address);
          if (refusal) reply(refusal);
          else {
            current.to.push(address);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  async function waitForMail(to: string) {
    for (let i = 0; i < 50; i++) {
      const mail = mails.find((candidate) => candidate.to.some((rcpt) => rcpt.includes(to)));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail to ${to}`);
  }
  return {
    port: (server.address() as AddressInfo).port,
    mails,
    waitForMail,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const bytes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Subject and plain-text body of a received mail, with MIME encoded words and quoted-printable undone. */
export function readMail(mail: ReceivedMail): { subject: string; text: string } {
  const [head, ...rest] = mail.data.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const rawSubject = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '';
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_match, kind: string, value: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(value, 'base64').toString('utf8')
        : bytes(value.replace(/_/g, ' ')),
    );
  let text = rest.join('\r\n\r\n');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(unfolded)) text = bytes(text.replace(/=\r\n/g, ''));
  return { subject, text };
}
