import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-kit.ts';
import { openJobStore, type JobStore } from './job-store.ts';

let dataDir: Awaited<ReturnType<typeof makeTempDir>>;
let store: JobStore;

beforeEach(async () => {
  dataDir = await makeTempDir('store');
  store = openJobStore(join(dataDir.path, 'agent.sqlite'));
});

afterEach(async () => {
  store.close();
  await dataDir.remove();
});

const job = (id: string) => ({ id, baseId: id, isDerivedId: false, isReprint: false, address: { ip: '127.0.0.1', port: 9100 }, body: '{}' });
const policy = { now: 1_000, derivedIdMemoryMs: 60_000 };

describe('group commit', () => {
  it('commits the writes of one turn together, each answered in order, and one failure leaves the others', async () => {
    const answers = await Promise.allSettled([
      store.inGroupCommit(() => store.enqueue(job('a'), policy)),
      store.inGroupCommit(() => store.enqueue(job('a'), policy)),
      store.inGroupCommit(() => {
        throw new Error('bad row');
      }),
      store.inGroupCommit(() => store.enqueue(job('b'), policy)),
    ]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: { id: 'a', isDuplicate: false } },
      { status: 'fulfilled', value: { id: 'a', isDuplicate: true } },
      { status: 'rejected', reason: new Error('bad row') },
      { status: 'fulfilled', value: { id: 'b', isDuplicate: false } },
    ]);
    expect(store.waitingJobs().map((stored) => stored.id)).toEqual(['a', 'b']);
  });

  it('keeps what it committed across a reopen of the file', async () => {
    await store.inGroupCommit(() => store.enqueue(job('c'), policy));
    store.close();
    store = openJobStore(join(dataDir.path, 'agent.sqlite'));
    expect(store.findJob('c')).toMatchObject({ id: 'c', status: 'queued' });
  });
});
