/**
 * jsdom as the component tests' browser, with the Fetch API that jsdom lacks and every browser
 * has: MSW's interceptors hand each request to the test's handlers as a Fetch `Request` and take
 * a `Response` back. jsdom's own FormData, Blob and URL stay (screens read forms with them).
 */
const { TestEnvironment } = require('jest-environment-jsdom');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils.js');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const node = globalThis;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoderStream',
      'TextDecoderStream',
      'BroadcastChannel',
      'structuredClone',
    ])
      this.global[name] = node[name];
    const { Blob } = this.global;
    // A request's FormData body is read through its files' stream(), which jsdom's Blob lacks. The
    // bytes are jsdom's own, handed over at once: a request is on record before anything answers it.
    Blob.prototype.stream = function stream() {
      const bytes = new Uint8Array(implForWrapper(this)._buffer);
      return new node.ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
    };
  }

  /** `msw/node` and its interceptors are node builds, which the browser condition hides. */
  exportConditions() {
    return [''];
  }
}

module.exports = WebEnvironment;
