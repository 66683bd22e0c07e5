import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { otpCodes, otpSends } from '../src/db/schema';
import { OtpService } from '../src/modules/auth/otpService';
import { smsSender } from '../src/providers/sms';
import { consoleSms } from '../src/providers/sms/consoleSms';
import { testApiSession } from './testApp';

const api = testApiSession();

interface FlowRequest {
  authkey: string | undefined;
  body: { template_id: string; recipients: { mobiles: string; otp: string; minutes: string }[] };
}

/** A local stand-in for MSG91's Flow API: checks the auth key and template like the real one. */
async function fakeMsg91(templates: Record<string, 'deliver' | 'reject'>) {
  const received: FlowRequest[] = [];
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const answer = (status: number, body: object) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/api/v5/flow') return answer(404, { type: 'error' });
      if (request.headers.authkey !== 'test-auth-key')
        return answer(401, { type: 'error', message: 'Authentication failure' });
      const body = JSON.parse(raw) as FlowRequest['body'];
      received.push({ authkey: request.headers.authkey, body });
      // MSG91 reports some refusals with HTTP 200 and type "error".
      if (templates[body.template_id] !== 'deliver') return answer(200, { type: 'error', message: 'Invalid template' });
      return answer(200, { type: 'success', message: '3763646c3058373530393831' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function otpWith(env: Record<string, string>) {
  const config = loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-auth-key', ...env });
  return new OtpService(
    api.database.db,
    smsSender(config, () => {}),
    'sms-test-secret',
  );
}

describe('MSG91 gateway', () => {
  it('texts a back-in-stock alert on its own template, and fails without one rather than drop it', async () => {
    const gateway = await fakeMsg91({ 'restock-template': 'deliver' });
    const env = { MSG91_AUTH_KEY: 'test-auth-key', MSG91_TEMPLATE_ID: 'otp', MSG91_BASE_URL: gateway.url };
    const alert = { to: '+919822200009', product: 'Indigo Anarkali', size: ' in size M', link: 'https://shop/p' };
    try {
      const sms = smsSender(
        loadConfig({ SMS_PROVIDER: 'msg91', ...env, MSG91_RESTOCK_TEMPLATE_ID: 'restock-template' }),
        () => {},
      );
      await sms.sendBackInStock(alert);
      expect(gateway.received[0]?.body).toMatchObject({
        template_id: 'restock-template',
        recipients: [
          { mobiles: '919822200009', product: 'Indigo Anarkali', size: 'in size M', link: 'https://shop/p' },
        ],
      });
      const without = smsSender(loadConfig({ SMS_PROVIDER: 'msg91', ...env }), () => {});
      await expect(without.sendBackInStock(alert)).rejects.toThrow('MSG91_RESTOCK_TEMPLATE_ID');
      expect(gateway.received).toHaveLength(1);
    } finally {
      await gateway.close();
    }
  });

  it('sends the code as the OTP template variable to the number without its plus', async () => {
    const gateway = await fakeMsg91({ 'otp-template': 'deliver' });
    try {
      await otpWith({ MSG91_TEMPLATE_ID: 'otp-template', MSG91_BASE_URL: gateway.url }).send(
        '+919822200001',
        '10.0.0.1',
      );
      expect(gateway.received).toHaveLength(1);
      const [recipient] = gateway.received[0]?.body.recipients ?? [];
      expect(recipient).toEqual({ mobiles: '919822200001', otp: expect.stringMatching(/^\d{6}$/), minutes: '5' });
      const [stored] = await api.database.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919822200001'));
      expect(stored?.codeHmac).not.toContain(recipient?.otp);
    } finally {
      await gateway.close();
    }
  });

  it("answers 502 with the gateway's reason and keeps no code, so asking again is allowed", async () => {
    const gateway = await fakeMsg91({});
    try {
      const otp = otpWith({ MSG91_TEMPLATE_ID: 'unknown-template', MSG91_BASE_URL: gateway.url });
      await expect(otp.send('+919822200002', '10.0.0.2')).rejects.toMatchObject({
        statusCode: 502,
        message: 'SMS not sent: Invalid template',
      });
      expect(await api.database.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919822200002'))).toEqual([]);
      expect(await api.database.db.select().from(otpSends).where(eq(otpSends.phone, '+919822200002'))).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('reports a wrong auth key and an unreachable gateway', async () => {
    const gateway = await fakeMsg91({ 'otp-template': 'deliver' });
    await gateway.close();
    const otp = otpWith({ MSG91_TEMPLATE_ID: 'otp-template', MSG91_BASE_URL: gateway.url });
    await expect(otp.send('+919822200003', '10.0.0.3')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The SMS service could not be reached. Please try again.',
    });
    const live = await fakeMsg91({ 'otp-template': 'deliver' });
    try {
      const config = loadConfig({
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'stolen',
        MSG91_TEMPLATE_ID: 'otp-template',
        MSG91_BASE_URL: live.url,
      });
      await expect(
        new OtpService(
          api.database.db,
          smsSender(config, () => {}),
          's',
        ).send('+919822200004', '10.0.0.4'),
      ).rejects.toMatchObject({ message: 'SMS not sent: Authentication failure' });
    } finally {
      await live.close();
    }
  });

  it('needs its key and template to be configured', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91' })).toThrow('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be console or msg91');
  });
});

describe('console gateway', () => {
  it('writes the code to the outbox but keeps it out of production logs', async () => {
    const outbox = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sms-')), 'sms.jsonl');
    const logged: string[] = [];
    await consoleSms(outbox, (line) => logged.push(line), true).sendOtp({
      to: '+919822200005',
      code: '482913',
      validMinutes: 5,
    });
    expect(JSON.parse(fs.readFileSync(outbox, 'utf8'))).toMatchObject({ to: '+919822200005', text: /^482913 / });
    expect(logged.join('\n')).not.toContain('482913');
    expect(logged.join('\n')).not.toContain('+919822200005');
  });
});
