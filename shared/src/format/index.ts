export * from './money';
export * from './phone';
export * from './size';
export * from './gst';
export * from './card';
export * from './dates';
