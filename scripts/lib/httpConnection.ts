import net from 'node:net';

/** An answer read whole: its status and body. */
export interface Answer {
  status: number;
  json(): unknown;
  text(): string;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * One kept-alive HTTP/1.1 connection that sends one JSON POST at a time and reads answers sized
 * by content-length (as the API sends JSON). A bench's shoppers share the machine with the API
 * and the database, so their client should take as little of it as it can: this costs a
 * fraction of Node's `http` client a call (no agent, request or response streams), much as
 * autocannon's own client does. A connection the server closed is opened again on the next call.
 */
export function httpConnection(base: string) {
  const origin = new URL(base);
  const host = `${origin.hostname}:${origin.port}`;
  let socket: net.Socket | null = null;
  let received: Buffer = Buffer.alloc(0);
  let waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;

  const fail = (error: Error) => {
    socket?.destroy();
    socket = null;
    const caller = waiting;
    waiting = null;
    caller?.reject(error);
  };

  // The head is whole and the body as long as content-length says: the answer, and the rest kept.
  const readAnswer = () => {
    const headEnd = received.indexOf(HEAD_END);
    if (headEnd < 0 || !waiting) return;
    const head = received.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) return fail(new Error(`an answer without content-length: ${head.split('\r\n')[0]}`));
    const bodyEnd = headEnd + 4 + Number(length);
    if (received.length < bodyEnd) return;
    const body = received.subarray(headEnd + 4, bodyEnd).toString('utf8');
    received = received.subarray(bodyEnd);
    if (/\r\nconnection: *close/i.test(head)) {
      socket?.destroy();
      socket = null;
    }
    const caller = waiting;
    waiting = null;
    caller.resolve({ status, text: () => body, json: () => JSON.parse(body) as unknown });
  };

  const open = () => {
    const opened = net.connect({ host: origin.hostname, port: Number(origin.port), noDelay: true });
    received = Buffer.alloc(0);
    opened.on('data', (chunk: Buffer) => {
      received = received.length === 0 ? chunk : Buffer.concat([received, chunk]);
      readAnswer();
    });
    opened.on('error', fail);
    opened.on('close', () => {
      if (socket === opened) fail(new Error('the connection closed before the answer'));
    });
    return opened;
  };

  return {
    post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
      if (waiting) return Promise.reject(new Error('one call at a time on a connection'));
      socket ??= open();
      const payload = Buffer.from(JSON.stringify(body));
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      const head =
        `POST ${path} HTTP/1.1\r\nhost: ${host}\r\ncontent-type: application/json\r\n` +
        `content-length: ${payload.length}\r\nx-requested-with: store\r\n${extra}\r\n`;
      return new Promise<Answer>((resolve, reject) => {
        waiting = { resolve, reject };
        socket?.write(Buffer.concat([Buffer.from(head, 'latin1'), payload]));
      });
    },
    close() {
      const closing = socket;
      socket = null;
      closing?.destroy();
    },
  };
}
