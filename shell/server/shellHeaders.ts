import type { RuntimeConfig } from '@store/shared/config';
import { securityHeaders, shellContentSecurityPolicy } from '@store/shared/security-headers';

export interface ShellSecurity {
  razorpay: boolean;
  imagekitUrlEndpoint?: string;
  mediaUrl?: string;
  hsts?: boolean;
}

/**
 * The shell's security headers, none when `security` is unset (nginx in front sends them). The
 * policy names the runtime config's API and remotes, so it is made again when that changes.
 */
export function shellHeaders(
  security: ShellSecurity | undefined,
  runtimeConfig: () => RuntimeConfig,
  shellOrigin: string,
): () => Record<string, string> {
  let made: { config: RuntimeConfig | null; headers: Record<string, string> } = { config: null, headers: {} };
  return () => {
    if (!security) return {};
    const config = runtimeConfig();
    if (made.config !== config) {
      const policy = shellContentSecurityPolicy({
        apiUrl: config.apiUrl,
        remoteUrls: Object.values(config.remotes),
        razorpay: security.razorpay,
        imagekitUrlEndpoint: security.imagekitUrlEndpoint,
        mediaUrl: security.mediaUrl,
        shellOrigin,
      });
      made = { config, headers: securityHeaders(policy, { hsts: security.hsts }) };
    }
    return made.headers;
  };
}
