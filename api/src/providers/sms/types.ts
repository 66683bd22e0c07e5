/** A one-time code to deliver: Indian SMS go out on DLT-registered templates, so the gateway gets the values, not free text. */
export interface OtpMessage {
  /** E.164, +91 and ten digits. */
  to: string;
  code: string;
  validMinutes: number;
}

export interface SmsSender {
  readonly name: string;
  /** Resolves once the gateway accepted the message; rejects with SmsError otherwise. */
  sendOtp(message: OtpMessage): Promise<void>;
}

/** The gateway refused or could not be reached; `message` is safe to show the shopper. */
export class SmsError extends Error {}

/** The text the console gateway writes, and what the MSG91 template should read. */
export function otpText({ code, validMinutes }: OtpMessage): string {
  return `${code} is your Elegance sign-in code. It expires in ${validMinutes} minutes.`;
}
