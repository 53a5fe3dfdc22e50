import { createServer, type AddressInfo } from 'node:net';

/**
 * An SMTP server on 127.0.0.1 that says yes to every mail and keeps none, only how many
 * messages each recipient got and when the first and the last arrived: enough to tell a
 * send that lost or doubled a mail, at ten thousand mails without holding them.
 */
export type CountingSink = {
  port: number;
  count: () => number;
  perRecipient: Map<string, number>;
  firstAt: () => number | undefined;
  lastAt: () => number | undefined;
  close: () => void;
};

export async function countingSink(port = 0): Promise<CountingSink> {
  let messages = 0;
  let firstAt: number | undefined;
  let lastAt: number | undefined;
  const perRecipient = new Map<string, number>();
  const server = createServer((socket) => {
    let inData = false;
    let buffer = '';
    let recipients: string[] = [];
    socket.write('220 sink\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          messages++;
          lastAt = performance.now();
          firstAt ??= lastAt;
          for (const to of recipients) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
          recipients = [];
          socket.write('250 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else {
          if (verb === 'RCPT')
            recipients.push(line.replace(/^RCPT TO:\s*<?([^>\s]*)>?.*$/i, '$1').toLowerCase());
          if (verb === 'RSET' || verb === 'MAIL') recipients = [];
          socket.write('250 ok\r\n');
        }
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    count: () => messages,
    perRecipient,
    firstAt: () => firstAt,
    lastAt: () => lastAt,
    close: () => server.close(),
  };
}
