import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';
import { nodeBaseImageProblems } from './nodeSupport';

const DOCKERFILES = ['api/Dockerfile', 'deploy/web.Dockerfile'];

it('runs every image on a Node.js LTS line that is still supported today', () => {
  expect(nodeBaseImageProblems(ROOT, DOCKERFILES)).toEqual([]);
});

it('refuses an end-of-life or non-LTS base image', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dockerfile-'));
  fs.writeFileSync(
    path.join(dir, 'Dockerfile'),
    'FROM node:20-slim AS build\nFROM node:23-alpine\nFROM node:24-slim\n',
  );
  expect(nodeBaseImageProblems(dir, ['Dockerfile'], new Date('2026-11-23'))).toEqual([
    { file: 'Dockerfile', image: 'node:20-slim', problem: 'Node.js 20 reached end of life on 2026-04-30' },
    {
      file: 'Dockerfile',
      image: 'node:23-alpine',
      problem: 'not a Node.js LTS line (pin an even major, e.g. node:24-slim)',
    },
  ]);
  // The same line is fine before its end of life.
  expect(nodeBaseImageProblems(dir, ['Dockerfile'], new Date('2026-01-01'))).toHaveLength(1);
  fs.rmSync(dir, { recursive: true, force: true });
});
