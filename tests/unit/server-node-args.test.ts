import fs from 'node:fs';
import { SERVER_NODE_ARGS } from '../bench/bench-basics';

describe('the server the bench measures', () => {
  it('starts with the same node flags as npm start', () => {
    const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toContain(`node ${SERVER_NODE_ARGS.join(' ')}`);
  });
});
