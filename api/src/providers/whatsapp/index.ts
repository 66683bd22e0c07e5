export { cloudWhatsApp, type GraphCall } from './cloudApi';
export { SandboxWhatsApp, SANDBOX_NOT_ON_WHATSAPP, type SandboxMessage } from './sandbox';
export { hubSignature, isValidHubSignature } from './signature';
export {
  TEMPLATES,
  templateRequest,
  type TemplateLanguage,
  type TemplateMessage,
  type TemplateName,
  type TemplateParams,
} from './templates';
export { WhatsAppRefused, type WhatsAppSender } from './types';
