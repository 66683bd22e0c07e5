import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { indiaDay } from '@store/shared/format';
import { customerClient } from './customerClient';
import { eventually, type TestApi } from './testApp';

const CODE = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** Gift cards as the tests get them: the code mailed to a recipient, a card the desk issues. */
export function giftCardsOf(api: TestApi) {
  const { call, signInAdmin } = customerClient(api);

  /** The gift card code mailed to an address, read from the mail outbox. */
  async function codeMailedTo(email: string): Promise<string> {
    return eventually(() => {
      const lines = fs.existsSync(api.config.mailOutbox)
        ? fs.readFileSync(api.config.mailOutbox, 'utf8').split('\n')
        : [];
      const mail = lines
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((sent) => sent.to === email)
        .pop();
      const code = mail && CODE.exec(mail.text)?.[0];
      if (!code) throw new Error(`no gift card mailed to ${email} yet`);
      return code;
    });
  }

  const recipient = (email: string) => ({
    recipientName: 'Meera',
    recipientEmail: email,
    message: 'Happy birthday!',
    sendOn: indiaDay(),
  });

  /** A card the desk issues for today, and its code as mailed to the recipient. */
  async function issued(amount: number) {
    const email = `meera.${randomUUID().slice(0, 8)}@example.in`;
    const answer = await call('POST', '/admin/gift-cards', { amount, ...recipient(email) }, await signInAdmin());
    expect(answer.status).toBe(201);
    return { id: answer.body.id as string, code: await codeMailedTo(email), email };
  }

  return { CODE, codeMailedTo, recipient, issued };
}
