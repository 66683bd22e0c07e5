import { siteRuntimeConfig } from './site';
import { DEMO_CHAT_NUMBER } from './siteSettings';

const chatNumber = (env: NodeJS.ProcessEnv) =>
  siteRuntimeConfig(env, 'http://localhost', 'http://localhost:4000').chatNumber;

it('shows the chat button in the demo with the obviously fake example number, in production only when set', () => {
  expect(DEMO_CHAT_NUMBER.replace(/\D/g, '')).toBe('910000000000');
  expect(chatNumber({})).toBe(DEMO_CHAT_NUMBER);
  expect(chatNumber({ NODE_ENV: 'production' })).toBe('');
  expect(chatNumber({ NODE_ENV: 'production', CHAT_NUMBER: '+91 98765 43210' })).toBe('+91 98765 43210');
  // An operator may hide it in the demo too.
  expect(chatNumber({ CHAT_NUMBER: '' })).toBe('');
});
