import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these, which every browser has: react-router uses the encoders at import time,
// and the sign-in captcha solves its puzzle with Web Crypto.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof window !== 'undefined' && !globalThis.crypto?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
// Saving a downloaded file (an invoice, an export) makes an object URL, which jsdom lacks.
if (typeof window !== 'undefined' && !URL.createObjectURL)
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });

// A component test walks a whole screen (type, click, wait for answers): on a busy two-core CI
// machine with every worker running, 5 s was not always enough for the longest of them.
jest.setTimeout(20_000);
