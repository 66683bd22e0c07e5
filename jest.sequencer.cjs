/**
 * Jest's order, except on a run with no timings of earlier runs (CI's clean clone): then Jest
 * orders by file size across all projects, and a slow API file (each opens a database copy,
 * some run for a minute) drawn last keeps one worker busy while the other idles. Unknown API
 * files go first, so the many short component tests fill both workers at the end.
 */
const Sequencer = require('@jest/test-sequencer').default;

class ApiFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const isUnknownApi = (test) => test.duration == null && test.context.config.displayName?.name === 'api';
    return [...sorted.filter(isUnknownApi), ...sorted.filter((test) => !isUnknownApi(test))];
  }
}

module.exports = ApiFirstSequencer;
