import fs from 'node:fs';
import path from 'node:path';

/**
 * When each Node.js LTS line reaches its end of life (nodejs.org/en/about/previous-releases).
 * Odd lines are never LTS. Add the next line here when it enters LTS.
 */
export const NODE_LTS_END_OF_LIFE: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
};

export interface BaseImageProblem {
  file: string;
  image: string;
  problem: string;
}

/** Every `FROM node:<major>...` of the Dockerfiles, refused when its line is not a supported LTS on `today`. */
export function nodeBaseImageProblems(root: string, dockerfiles: string[], today = new Date()): BaseImageProblem[] {
  const problems: BaseImageProblem[] = [];
  for (const file of dockerfiles) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/^FROM\s+(node:(\S+))/gim)) {
      const image = match[1] as string;
      const major = Number(/^(\d+)/.exec(match[2] ?? '')?.[1]);
      const endOfLife = NODE_LTS_END_OF_LIFE[major];
      if (!endOfLife)
        problems.push({ file, image, problem: 'not a Node.js LTS line (pin an even major, e.g. node:24-slim)' });
      else if (new Date(`${endOfLife}T23:59:59Z`) < today)
        problems.push({ file, image, problem: `Node.js ${major} reached end of life on ${endOfLife}` });
    }
  }
  return problems;
}
