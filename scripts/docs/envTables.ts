import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { docOf, type SettingSections } from '@store/shared/settings';
import { apiSettingSections, METRICS_PORTS } from '../../api/src/settings';
import { renderSettingSections } from '../../shell/server/settings';
import { ROOT } from '../lib/apps';
import { siteSettingSections } from '../lib/siteSettings';

/**
 * The README's environment tables, written from each process's settings schema (its
 * variables, defaults and descriptions) by `npm run docs:env`; envTables.test.ts fails when the
 * README's differ.
 */

export const README = path.join(ROOT, 'README.md');
const START = '<!-- env:start: written by `npm run docs:env` from the settings schemas; edit those, not this -->';
const END = '<!-- env:end -->';

interface ProcessSettings {
  title: string;
  /** Where its schema is, and what else to know. */
  intro: string;
  sections: SettingSections;
}

export const PROCESSES: ProcessSettings[] = [
  {
    title: 'The API and the worker',
    intro:
      'From `api/src/settings.ts`. The worker (`npm run worker`) reads the same settings, as it runs the same ' +
      `app without a listener: it needs \`DATABASE_URL\`, and its metrics listen on ${METRICS_PORTS.worker} unless told.`,
    sections: apiSettingSections(METRICS_PORTS.api),
  },
  {
    title: 'The render server',
    intro:
      "From `shell/server/settings.ts`: the shell's pages (`shell/server/main.ts`). `npm start` sets its port, " +
      'addresses and `SERVE_FILES` itself; its container takes them from compose or the Kubernetes manifests.',
    sections: renderSettingSections,
  },
  {
    title: '`npm start`, `npm run dev` and `npm run release`',
    intro:
      'From `scripts/lib/siteSettings.ts`: what the scripts read themselves. `npm start` passes the whole ' +
      'environment on to the API and the render server it starts.',
    sections: siteSettingSections,
  },
];

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The tables of every process, between the markers, as Markdown (before formatting). */
export function envTables(processes: ProcessSettings[] = PROCESSES): string {
  const lines = [START, ''];
  for (const { title, intro, sections } of processes) {
    lines.push(`### ${title}`, '', intro, '');
    for (const [section, settings] of Object.entries(sections)) {
      lines.push(`#### ${section}`, '', '| variable | default | meaning |', '| --- | --- | --- |');
      for (const [name, schema] of Object.entries(settings)) {
        const doc = docOf(schema, name);
        lines.push(`| \`${name}\` | ${cell(doc.default ?? 'unset')} | ${cell(doc.description)} |`);
      }
      lines.push('');
    }
  }
  lines.push(END);
  return lines.join('\n');
}

/** The README with its environment tables written from the schemas, formatted as `npm run format` would. */
export async function readmeWithEnvTables(readme: string): Promise<string> {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} ... ${END} section`);
  const written = readme.slice(0, start) + envTables() + readme.slice(end + END.length);
  return prettier.format(written, { ...(await prettier.resolveConfig(README)), filepath: README });
}

export const readReadme = () => fs.readFileSync(README, 'utf8');
