/** A one-time code to deliver: Indian SMS go out on DLT-registered templates, so the gateway gets the values, not free text. */
export interface OtpMessage {
  /** E.164, +91 and ten digits. */
  to: string;
  code: string;
  validMinutes: number;
}

/** An order's progress, on the DLT template for updates: its variables, never free text. */
export interface StageMessage {
  to: string;
  order: string;
  item: string;
  stage: string;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects with SmsError otherwise. */
  sendOtp(message: OtpMessage): Promise<void>;
  /** A made-to-measure piece moved on (or an order shipped); same contract. */
  sendStage(message: StageMessage): Promise<void>;
}

/** The gateway refused or could not be reached; `message` is safe to show the shopper. */
export class SmsError extends Error {}

/** The text the console gateway writes, and what the MSG91 template should read. */
export function otpText({ code, validMinutes }: OtpMessage): string {
  return `${code} is your Elegance sign-in code. It expires in ${validMinutes} minutes.`;
}

/** The update text the console gateway writes, and what the MSG91 update template should read. */
export function stageText({ order, item, stage }: StageMessage): string {
  return `Elegance order ${order}: your ${item} is now ${stage}. Track it in My Orders.`;
}
