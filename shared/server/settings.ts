import { z } from 'zod';

/**
 * How a process reads its environment: one zod schema per process (the API's and the worker's
 * in api/src/settings.ts, the render server's in shell/server/settings.ts, `npm start`'s in
 * scripts/lib/siteSettings.ts), built from the settings below. Each setting carries its README
 * line, so `npm run docs:env` writes the README's tables from the schemas, and a test fails
 * when the two differ.
 */

/** A setting's line in the README. */
export interface SettingDoc {
  /** One line: what it is for. */
  description: string;
  /** The default as the README says it; absent, the setting is unset by default. */
  default?: string;
}

/** Every setting's README line, by its schema. */
export const settingDocs = z.registry<SettingDoc>();

/** A setting's description, and the README's words for a default the process works out itself. */
export interface Described {
  description: string;
  /** For a default that depends on other settings (NODE_ENV, DATA_DIR, ...): what the README says. */
  defaultText?: string;
  /** An empty value says something of its own (CHAT_NUMBER='' hides the chat button): it is not unset. */
  emptyIsValue?: boolean;
}

/**
 * A problem with one setting's value, thrown by a setting's reader. The message follows the
 * variable's name ("must be ..."); a reader of a secret leaves the value out of it.
 */
export class SettingProblem extends Error {}

/** Values are trimmed, and empty is unset: compose passes an unset `${X:-}` as ''. */
const blankIsUnset = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** A default as the README shows it: text and lists as code, numbers and flags as they are. */
const shown = (value: unknown) =>
  typeof value === 'string' ? `\`${value}\`` : Array.isArray(value) ? `\`${value.join(',')}\`` : String(value);

/**
 * A setting read from its text by `read`, which returns the value or throws a SettingProblem.
 * With a default, an unset variable takes it; without, it is undefined.
 */
export function setting<T>(
  read: (raw: string) => T,
  options: Described & { default: NoInfer<T> },
): z.ZodType<T, string | undefined>;
export function setting<T>(read: (raw: string) => T, options: Described): z.ZodType<T | undefined, string | undefined>;
export function setting<T>(
  read: (raw: string) => T,
  options: Described & { default?: T },
): z.ZodType<T | undefined, string | undefined> {
  const parsed = z.string().transform((raw, ctx): T => {
    try {
      return read(raw);
    } catch (error) {
      if (!(error instanceof SettingProblem)) throw error;
      // continue: the rules between settings still run, so every problem is listed at once.
      ctx.addIssue({ code: 'custom', message: error.message, continue: true });
      return z.NEVER;
    }
  });
  const schema = z.preprocess(
    options.emptyIsValue ? trimmed : blankIsUnset,
    'default' in options ? parsed.default(options.default as never) : parsed.optional(),
  );
  const fallback = options.defaultText ?? ('default' in options ? shown(options.default) : undefined);
  settingDocs.add(schema, {
    description: options.description,
    ...(fallback === undefined ? {} : { default: fallback }),
  });
  return schema as z.ZodType<T | undefined, string | undefined>;
}

/** For a setting's reader: refuses the value with a message that follows the variable's name. */
export const refuse = (message: string): never => {
  throw new SettingProblem(message);
};

/** Text as it is (trimmed). */
export const text = (raw: string) => raw;

/** A whole number from min to max. */
export const wholeNumber =
  (min: number, max: number) =>
  (raw: string): number =>
    /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max
      ? Number(raw)
      : refuse(`must be a whole number from ${min} to ${max}, not ${raw}`);

/** A TCP port; 0 asks the system for a free one (or, for a metrics port, serves none). */
export const port = wholeNumber(0, 65535);

/** true or false, also written on/off or 1/0. */
export function flag(raw: string): boolean {
  const value = raw.toLowerCase();
  if (['true', 'on', '1'].includes(value)) return true;
  if (['false', 'off', '0'].includes(value)) return false;
  return refuse(`must be true or false (on or off), not ${raw}`);
}

/** One of a few words. */
export const oneOf =
  <const T extends readonly string[]>(...values: T) =>
  (raw: string): T[number] =>
    values.includes(raw) ? raw : refuse(`must be ${values.slice(0, -1).join(', ')} or ${values.at(-1)}, not ${raw}`);

/**
 * A URL of one of the protocols, without a trailing slash. A URL that may hold a password
 * (`secret`) is never repeated in the message.
 */
export const url =
  (protocols: string[] = ['http', 'https'], { secret = false } = {}) =>
  (raw: string): string => {
    let parsed: URL | null = null;
    try {
      parsed = new URL(raw);
    } catch {
      // reported below
    }
    if (!parsed || !protocols.includes(parsed.protocol.slice(0, -1)) || !parsed.host)
      refuse(`must be a URL (${protocols.map((name) => `${name}://`).join(' or ')})${secret ? '' : `, not ${raw}`}`);
    return raw.replace(/\/$/, '');
  };

/** Comma-separated items, each read by `item`. */
export const listOf =
  <T>(item: (raw: string) => T) =>
  (raw: string): T[] =>
    raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map(item);

/** NODE_ENV, which every process reads the same way. */
export const nodeEnvSetting = {
  NODE_ENV: setting(text, {
    description: '`production` switches the defaults that say so, and refuses what production must not run with',
  }),
};

export const isProduction = (settings: { NODE_ENV?: string | undefined }) => settings.NODE_ENV === 'production';

/** The drain on SIGTERM, shared by the API and the render server. */
export const shutdownDrainSetting = (who: string) => ({
  SHUTDOWN_DRAIN_MS: setting(wholeNumber(0, 600_000), {
    description: `on SIGTERM, how long ${who} readiness fails while requests are still answered, before the listener closes`,
    defaultText: '5000 in production, else 0',
  }),
});

/** SHUTDOWN_DRAIN_MS, else 5 s in production (a load balancer's few checks) and none on a laptop. */
export const shutdownDrainMs = (settings: { SHUTDOWN_DRAIN_MS?: number | undefined; NODE_ENV?: string | undefined }) =>
  settings.SHUTDOWN_DRAIN_MS ?? (isProduction(settings) ? 5000 : 0);

/** Everything wrong with a process's environment, one line per problem, each naming its variable. */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'SettingsError';
  }
}

/**
 * Parses an environment with a process's schema: its result, or a SettingsError listing every
 * problem (not only the first), each as "VARIABLE must be ...".
 */
export function parseSettings<T>(schema: z.ZodType<T>, env: NodeJS.ProcessEnv): T {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new SettingsError(
    result.error.issues.map((issue) =>
      issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message,
    ),
  );
}

/** For a process's entry: its settings, or every problem printed (one line each) and exit 1. */
export function settingsOrExit<T>(processName: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    for (const problem of error.problems) console.error(`${processName}: ${problem}`);
    return process.exit(1);
  }
}

/** A setting's README line, for the docs script. */
export function docOf(schema: z.ZodType, name: string): SettingDoc {
  const doc = settingDocs.get(schema);
  if (!doc) throw new Error(`${name} is not a setting made by setting()`);
  return doc;
}

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** A process's settings, in sections as its README table groups them. */
export type SettingSections = Record<string, Record<string, z.ZodType>>;

/** One object schema of every section's settings (each variable in one section only). */
export function settingsObject<S extends SettingSections>(
  sections: S,
): z.ZodObject<Extract<UnionToIntersection<S[keyof S]>, z.core.$ZodShape>> {
  const shape: Record<string, z.ZodType> = {};
  for (const section of Object.values(sections))
    for (const [name, schema] of Object.entries(section)) {
      if (name in shape) throw new Error(`${name} is in two sections`);
      shape[name] = schema;
    }
  return z.object(shape) as never;
}
