// docs/API-orders.md shows the order state machine as a Mermaid diagram generated from the one
// transition table (orderMachineMermaid): this fails when the picture and the table differ.
import { readFileSync } from 'node:fs';
import { orderMachineMermaid } from '@store/shared';
import { describe, expect, it } from 'vitest';

describe('docs/API-orders.md', () => {
  it('shows the diagram of the current transition table', () => {
    const doc = readFileSync(new URL('../../../../docs/API-orders.md', import.meta.url), 'utf8');
    const drawn = /<!-- order-machine:start -->\n```mermaid\n([\s\S]*?)\n```\n<!-- order-machine:end -->/.exec(doc)?.[1];
    expect(drawn).toBe(orderMachineMermaid());
  });
});
