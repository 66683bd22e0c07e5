import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../src/config';
import { mailer } from '../src/providers/email';

it('sends order e-mail through the SMTP server of SMTP_URL', async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.server.address() as AddressInfo;
    const config = loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Elegance <orders@test.in>' });
    await mailer(config).send({ to: 'asha@example.in', subject: 'Your order', text: 'Thank you, Asha.' });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: asha@example.in');
    expect(received[0]).toContain('From: Elegance <orders@test.in>');
    expect(received[0]).toContain('Thank you, Asha.');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
